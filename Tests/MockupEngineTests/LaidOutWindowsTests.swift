import Foundation
import MockupCore
import MockupScene
import MockupUI
import Testing

/// A layout lays out each of a story's states once and gives the same window
/// whenever it is asked again: for the step's picture and for both ends of the
/// transitions it starts and ends.
@Suite struct LaidOutWindowsTests {
    static func seed(_ name: String) throws -> Scene {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Fixtures/scenes/\(name).yaml")
        return try SceneLoader.load(path: url.path)
    }

    @Test(arguments: ["nyt-bars", "notes-ios17", "lists-ios17"])
    func keptWindowsAreTheOnesAFreshLayoutLaysOut(_ name: String) throws {
        let scene = try Self.seed(name)
        let kept = try Played(scene: scene)
        for n in kept.story.states.indices {
            let fresh = SceneLayout(scene: scene, measurer: ApproximateTextMeasurer())
            // Asked twice (the second time kept), and for the transition's ends.
            let first = try kept.layout.window(kept.story, step: n)
            #expect(try kept.layout.window(kept.story, step: n) == first)
            #expect(try fresh.window(kept.story.states[n]) == first, "step \(n)")
            let animation = try kept.layout.animation(kept.story, step: n)
            let freshAnimation = try fresh.animation(kept.story, step: n)
            let duration = animation.transition.duration
            for t in [Seconds.zero, Seconds(duration.value / 2), duration] {
                #expect(animation.instant(at: t).window == freshAnimation.instant(at: t).window, "step \(n) at \(t.value) s")
            }
        }
    }

    @Test func aWindowIsGivenBackOnlyForTheStateItWasLaidOutFor() throws {
        let played = try Played("""
        style: ios17
        screens:
          first: { title: First, view: { view: { backgroundColor: white } } }
          second: { title: Second, view: { view: { backgroundColor: white } } }
        root: { navigationController: { viewControllers: [first] } }
        steps:
          - push: second
        """)
        let end = try played.layout.window(played.story, step: 1)
        #expect(end.layoutNode().node(id: "second") != nil)
        // Another story whose step 1 is the first screen again: laid out for itself.
        var other = played.story
        other.states[1] = played.story.states[0]
        let asked = try played.layout.window(other, step: 1)
        #expect(asked != end)
        #expect(asked.layoutNode().node(id: "second") == nil)
        #expect(asked == (try played.layout.window(played.story.states[0])))
    }
}
