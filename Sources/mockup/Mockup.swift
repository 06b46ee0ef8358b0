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
        subcommands: [Render.self, Animate.self, Layout.self, Events.self, Preview.self, Verify.self, Report.self, Diff.self, Benchmark.self, Fidelity.self, Convert.self, Schema.self, Symbols.self]
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
        scene.roundsScreenCorners = screenCorners
        scene.framedInDevice = bezel
        if let scale { scene.device = scene.device.withScale(scale) }
        guard scene.device.fitsPixelLimit else {
            throw DiagnosticError(Diagnostic(location: nil, file: path, message: "with --scale or --device, " + scene.device.pixelLimitMessage))
        }
        return scene
    }
}

extension Device.Preset: ExpressibleByArgument {}
extension Style: ExpressibleByArgument {}

extension SceneOptions {
    /// The output folder of a scene: its name, then `@DEVICE` when `--device`
    /// chose another and `@STYLE` when `--style` did (`catalog@iphone-15@ios17`).
    func folderName(_ scene: Scene) -> String {
        [scene.name, device?.rawValue, style?.rawValue, bezel ? "bezel" : nil].compactMap { $0 }.joined(separator: "@")
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
