import ArgumentParser
import Foundation
import MockupCore
import MockupRender
import MockupScene
import MockupUI

/// glibc's `mallopt` (malloc.h).
@_silgen_name("mallopt") func glibcMallopt(_ parameter: Int32, _ value: Int32) -> Int32

/// The `mockup` command: render iPhone interface mockups from scene files.
@main
struct Mockup: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "mockup",
        abstract: "Render iPhone interface mockups from scene files.",
        version: Mockup.version,
        subcommands: [Render.self, Animate.self, Layout.self, Explode.self, Gallery.self, Events.self, Preview.self, Verify.self, Report.self, Diff.self, Benchmark.self, Fidelity.self, Convert.self, Schema.self, Symbols.self]
    )

    /// Parses and runs, with the exit statuses of SCENE-FORMAT.md: 0 success,
    /// 1 a comparison found differences, 2 invalid input or usage.
    static func main() {
        // NB: every frame allocates and frees bitmaps of megabytes. Above
        // glibc's mmap threshold each one is a fresh mapping, faulted in page
        // by page and unmapped with a TLB flush on every core; kept on the heap,
        // they are reused. Measured in docs/performance.md.
        // (M_TRIM_THRESHOLD is -1 and M_MMAP_THRESHOLD -3 in malloc.h, which Swift does not import.)
        _ = glibcMallopt(-3, 64 << 20)
        _ = glibcMallopt(-1, 256 << 20)
        // NB: the libraries and fonts are looked up only when asked for, not for every command.
        if CommandLine.arguments.dropFirst().elementsEqual(["--version"]) {
            print(versionText())
            return
        }
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            let code = exitCode(for: error)
            if code.isSuccess { exit(withError: error) }  // --help and --version
            let message = fullMessage(for: error)
            if !message.isEmpty { FileHandle.standardError.write(Data((message + "\n").utf8)) }
            Foundation.exit(code.rawValue == 1 ? 1 : 2)
        }
    }

    /// Runs a subcommand body, mapping every failure to a message and an exit code:
    /// invalid input or usage 2, success 0.
    static func run(_ body: () throws -> Void) throws {
        do {
            try body()
        } catch let error as DiagnosticError {
            for d in error.diagnostics { FileHandle.standardError.write(Data((d.description + "\n").utf8)) }
            throw ExitCode(2)
        } catch let error as ExitCode {
            throw error
        } catch {
            FileHandle.standardError.write(Data("mockup: error: \(error)\n".utf8))
            throw ExitCode(2)
        }
    }
}

/// Options every command that reads a scene shares.
struct SceneOptions: ParsableArguments {
    @Option(help: "Device pixels per point (overrides the scene's device scale).")
    var scale: Double?

    @Option(help: "A device preset to use instead of the scene's (\(Device.Preset.allCases.map(\.rawValue).joined(separator: ", "))).")
    var device: Device.Preset?

    @Option(help: "A look to use instead of the scene's (\(Style.allCases.map(\.rawValue).joined(separator: ", "))).")
    var style: Style?

    @Flag(help: "Round the screen's corners as the device's display does (transparent outside), for docs pictures.")
    var screenCorners = false

    @Flag(help: "Draw the device around the screen (its body, buttons and corners), for docs pictures.")
    var bezel = false

    @Option(help: "The appearance to draw in instead of the scene's (light, dark).")
    var appearance: UserInterfaceStyle?

    @Option(help: "The text size instead of the scene's (\(ContentSizeCategory.allCases.map(\.rawValue).joined(separator: ", "))).")
    var contentSize: ContentSizeCategory?

    @Option(help: "The layout direction instead of the scene's (leftToRight, rightToLeft).")
    var layoutDirection: LayoutDirection?

    @Option(help: "A pseudo-language to write every string in (\(PseudoLanguage.allCases.map(\.rawValue).joined(separator: ", "))).")
    var pseudoLanguage: PseudoLanguage?

    @Option(help: "On an iPad, the app's share of the screen beside another app (oneThird, half, twoThirds).")
    var splitView: MultitaskingWidth?

    /// The trait options given, as they are written on the command line.
    var traitArguments: [(String, String)] {
        [("--appearance", appearance?.rawValue), ("--content-size", contentSize?.rawValue),
         ("--layout-direction", layoutDirection?.rawValue), ("--pseudo-language", pseudoLanguage?.rawValue),
         ("--split-view", splitView?.rawValue)]
            .compactMap { flag, value in value.map { (flag, $0) } }
    }

    /// The traits the command line sets, laid over the scene's and its variants'.
    var traits: TraitOverrides {
        TraitOverrides(userInterfaceStyle: appearance, preferredContentSizeCategory: contentSize,
                       layoutDirection: layoutDirection, pseudoLanguage: pseudoLanguage, multitaskingWidth: splitView)
    }

    func validate() throws {
        if let scale, !(scale > 0 && scale <= 8) {
            throw ValidationError("--scale must be greater than 0 and at most 8")
        }
    }

    /// Loads and validates the scene, applying overrides.
    func load(_ path: String) throws -> Scene {
        var scene = try InterfaceBuilderLoader.handles(path) ? InterfaceBuilderLoader.load(path: path) : SceneLoader.load(path: path)
        for warning in scene.warnings { FileHandle.standardError.write(Data((warning + "\n").utf8)) }
        if let device { scene.device = scene.device.viewed(as: device) }
        if let style { scene.chosenStyle = style }
        scene.traits = scene.traits.applying(traits)
        scene.variants = scene.variants.map { Variant(name: $0.name, traits: $0.traits.then(traits)) }
        for traits in [scene.traits] + scene.variants.map({ scene.applying($0).traits }) {
            if let problem = scene.style.problem(drawing: traits) {
                throw DiagnosticError(Diagnostic(location: nil, file: path, message: problem.message))
            }
        }
        if splitView != nil {
            guard scene.device.isPad else {
                throw DiagnosticError(Diagnostic(location: nil, file: path, message: "--split-view needs an iPad (--device ipad, ipad-mini, ...)"))
            }
            if bezel {
                throw DiagnosticError(Diagnostic(location: nil, file: path, message: "--bezel draws the whole screen; it does not combine with --split-view"))
            }
        }
        scene.roundsScreenCorners = screenCorners
        scene.framedInDevice = bezel
        if let scale { scene.device = scene.device.withScale(scale) }
        guard scene.device.fitsPixelLimit else {
            throw DiagnosticError(Diagnostic(location: nil, file: path, message: "with --scale or --device, " + scene.device.pixelLimitMessage))
        }
        if scene.usesConstraints, let story = try? Story(scene: scene) {
            // Constraints broken while laying the story out, as UIKit logs them.
            let layout = SceneLayout(scene: scene, measurer: try PangoTextMeasurer())
            for warning in layout.constraintWarnings(story) { FileHandle.standardError.write(Data((warning + "\n").utf8)) }
        }
        return scene
    }
}

extension Device.Preset: ExpressibleByArgument {}
extension MultitaskingWidth: ExpressibleByArgument {}
extension Style: ExpressibleByArgument {}
extension UserInterfaceStyle: ExpressibleByArgument {}
extension ContentSizeCategory: ExpressibleByArgument {}
extension LayoutDirection: ExpressibleByArgument {}
extension PseudoLanguage: ExpressibleByArgument {}

extension SceneOptions {
    /// The output folder of a scene: its name, then `@DEVICE` when `--device`
    /// chose another and `@STYLE` when `--style` did (`catalog@iphone-15@ios17`),
    /// each trait the command line set (`catalog@dark@accessibilityLarge`,
    /// `mail@ipad@half` for `--split-view half`),
    /// `@bezel`, and last the variant's name (`catalog@dark`).
    func folderName(_ scene: Scene, variant: String? = nil) -> String {
        let words = [scene.name, device?.rawValue, style?.rawValue, appearance?.rawValue, contentSize?.rawValue,
                     layoutDirection?.rawValue, pseudoLanguage?.rawValue, splitView?.rawValue, bezel ? "bezel" : nil, variant]
        return words.compactMap { $0 }.joined(separator: "@")
    }

    /// The scene as each variant `--variants` asks for draws it, with the
    /// folder it goes to: the scene itself alone without `--variants`.
    func variants(of scene: Scene, _ selection: VariantSelection?) throws -> [(scene: Scene, folder: String)] {
        let chosen = try (selection ?? .none).variants(of: scene)
        return chosen.map { variant in
            variant.map { (scene.applying($0), folderName(scene, variant: $0.name)) } ?? (scene, folderName(scene))
        }
    }
}

extension StepRenderer.Played {
    /// Checks a step number against the scene's steps, as a usage error.
    func check(step: Int) throws {
        guard !story.states.indices.contains(step) else { return }
        let count = story.states.count - 1
        throw ValidationError("step \(step) is out of range: \(scene.name) has \(count) step\(count == 1 ? "" : "s") (0...\(count))")
    }
}
