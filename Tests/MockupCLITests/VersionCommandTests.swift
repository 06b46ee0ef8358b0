import Foundation
import Testing

@Suite struct VersionCommandTests {
    @Test func versionNamesTheLibrariesAndFontsPicturesDependOn() throws {
        let result = try CLI.run(["--version"])
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first?.wholeMatch(of: /mockup \d+\.\d+\.\d+/) != nil, "\(lines.first ?? "")")
        for library in ["cairo", "pango", "pixman", "librsvg", "libjpeg-turbo"] {
            #expect(lines.contains { $0.hasPrefix("\(library) ") && $0.split(separator: " ").count == 2 }, "\(library)")
        }
        // Every font file, as a golden folder's VERSIONS names it, with its Debian package's version.
        let inter = try #require(lines.first { $0.hasPrefix("font fonts-inter Inter-Regular.otf ") })
        #expect(inter.contains("(fonts-inter "))
        #expect(lines.filter { $0.hasPrefix("font ") }.count == 41)  // with Noto Color Emoji
        // The same lines as the goldens' VERSIONS, before the package versions.
        let recorded = try String(contentsOfFile: CLI.root.appendingPathComponent("Fixtures/golden/VERSIONS").path, encoding: .utf8)
            .split(separator: "\n").filter { !$0.hasPrefix("#") && !$0.hasPrefix("font scene ") }.map(String.init)
        let stripped = lines.dropFirst().map { $0.replacing(#/ \(.*\)$/#, with: "") }
        #expect(stripped == recorded)
    }

    @Test func helpOffersTheVersionAndCompletionScriptsComeOut() throws {
        #expect(try CLI.run(["--help"]).stdout.contains("--version"))
        for (shell, start) in [("bash", "#!/bin/bash"), ("zsh", "#compdef mockup"), ("fish", "function __mockup")] {
            let script = try CLI.run(["--generate-completion-script", shell])
            #expect(script.status == 0)
            #expect(script.stdout.hasPrefix(start), "\(shell)")
            #expect(script.stdout.contains("animate") && script.stdout.contains("verify"), "\(shell) completes the subcommands")
        }
    }
}
