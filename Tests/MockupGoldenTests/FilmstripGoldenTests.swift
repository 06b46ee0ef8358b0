import Foundation
import MockupCore
import MockupGolden
import MockupRender
import MockupScene
import MockupUI
import Testing

/// The transitions of the seed scenes: the filmstrip of every step that
/// moves, compared with its golden PNG in Fixtures/golden/SCENE/NN.filmstrip.png
/// (exact bytes), every frame at the scene's rate. Rendered at scale 1, which
/// keeps the goldens small (the catalogs check the drawing at full scale).
/// `MOCKUP_RECORD` records as for the catalogs.
@Suite struct FilmstripGoldenTests {
    static let seeds = ["mail-toolbar", "icab-navbar", "nyt-bars", "tweetie-tabs", "segments", "calendar", "app-store"]

    @Test(arguments: seeds) func everyAnimatedStepMatchesItsFilmstrip(_ name: String) throws {
        var scene = try SceneLoader.load(path: GoldenCheck.repository.appendingPathComponent("Fixtures/scenes/\(name).yaml").path)
        scene.device = scene.device.withScale(1)
        let renderer = try StepRenderer()
        let played = try renderer.play(scene)
        var expected: [String] = []
        for step in played.story.states.indices {
            let animation = try renderer.animation(played, step: step)
            guard animation.transition.moves else { continue }
            let file = String(format: "%02d.filmstrip.png", step)
            expected.append(file)
            let clock = FrameClock(duration: animation.transition.duration, fps: scene.fps)
            let size = try renderer.frameSize(animation, of: played)
            var strip = Filmstrip(frameCount: clock.frameCount, frameWidth: size.width, frameHeight: size.height)
            try renderer.renderFrames(animation, clock: clock, of: played) { k, image in try strip.place(image, at: k) }
            let png = try PNGEncoder().encode(strip.image)
            GoldenCheck.check(png, folder: name, name: file, what: "\(name) step \(step)'s filmstrip")
        }
        GoldenCheck.expectNoOrphans(folder: name, suffix: ".filmstrip.png", produced: expected)
    }
}
