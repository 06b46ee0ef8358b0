import Foundation
import MockupCore
import MockupRender
import MockupScene
import MockupUI

/// Renders each case's scene, cuts the screen out of its screenshot, brings
/// the mockup to the screenshot's pixels per point, leaves out what the case
/// excludes (copying the screenshot's pixels into the mockup there), and
/// compares the two with pixelmatch at threshold 0.1 over the compared region.
///
///     let suite = try FidelitySuite(file: "Fixtures/fidelity/suite.json", references: "../shared/conformance/uikit-screens")
///     for result in try suite.run() { print(result.fidelityCase.name, result.percentage) }
public struct FidelitySuite {
    public var file: FidelitySuiteFile
    public var suitePath: String
    public var referencesPath: String

    public init(file path: String, references: String) throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        file = try JSONDecoder().decode(FidelitySuiteFile.self, from: data)
        suitePath = path
        referencesPath = references
    }

    public func run(renderer: StepRenderer) throws -> [FidelityResult] {
        try file.cases.map { try compare($0, renderer: renderer) }
    }

    func compare(_ c: FidelityCase, renderer: StepRenderer) throws -> FidelityResult {
        let folder = URL(fileURLWithPath: suitePath).deletingLastPathComponent()
        var scene = try SceneLoader.load(path: folder.appendingPathComponent(c.scene).path)
        if let name = c.variant {
            guard let variant = scene.variant(named: name) else {
                throw DiagnosticError(Diagnostic(location: nil, file: c.scene, message: "the case \(c.name) names the variant '\(name)', which the scene does not have"))
            }
            scene = scene.applying(variant)
        }
        let played = try renderer.play(scene)
        var mockup = try renderer.image(try renderer.instant(played, step: c.step ?? 0), of: played)
        let shot = try PNGDecoder.decode(Array(try Data(contentsOf: URL(fileURLWithPath: referencesPath).appendingPathComponent(c.reference))))
        let screen = shot.cropped(x: c.screen[0], y: c.screen[1], width: c.screen[2], height: c.screen[3])
        if mockup.width != screen.width || mockup.height != screen.height {
            mockup = mockup.resampled(width: screen.width, height: screen.height)
        }
        func pixels(_ r: [Double]) -> (x: Int, y: Int, w: Int, h: Int) {
            let x = Int((r[0] * c.scale).rounded()), y = Int((r[1] * c.scale).rounded())
            return (x, y, Int((r[2] * c.scale).rounded()), Int((r[3] * c.scale).rounded()))
        }
        // What is left out is the screenshot's in both, so it never differs; it is not counted either.
        let area = c.compare.map(pixels) ?? (x: 0, y: 0, w: screen.width, h: screen.height)
        var inside = 0
        for region in c.exclude ?? [] {
            let r = pixels(region)
            mockup.copy(from: screen, x: r.x, y: r.y, width: r.w, height: r.h)
            inside += max(0, min(r.x + r.w, area.x + area.w) - max(r.x, area.x)) * max(0, min(r.y + r.h, area.y + area.h) - max(r.y, area.y))
        }
        let reference = screen.cropped(x: area.x, y: area.y, width: area.w, height: area.h)
        let cut = mockup.cropped(x: area.x, y: area.y, width: area.w, height: area.h)
        let compared = Pixelmatch.compare(reference, cut, options: PixelmatchOptions(), drawDiff: true)
        return FidelityResult(
            fidelityCase: c, reference: reference, mockup: cut, diff: compared.diff ?? RGBAImage(width: area.w, height: area.h),
            differentPixels: compared.differentPixels, comparedPixels: max(0, area.w * area.h - inside)
        )
    }
}
