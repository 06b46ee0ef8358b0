import Foundation
import MockupCore
import MockupScene
import MockupUI
import Testing

/// The README and docs/ against what mockup is: the scene format's pages
/// name every key, kind, step and word of `mockup schema` (built in process
/// from the decoder's tables) and nothing else; the command-line page names
/// every command and option `mockup` has; every scene written in them loads
/// and plays; every link resolves inside the repository.
@Suite struct DocumentationTests {
    /// README.md and every page of docs/.
    static func pages() throws -> [MarkdownPage] {
        let docs = CLI.files(in: CLI.root.appendingPathComponent("docs")).filter { $0.hasSuffix(".md") && !$0.contains("/") }
        return try (["README.md"] + docs.map { "docs/\($0)" }).map { try MarkdownPage(root: CLI.root, path: $0) }
    }

    @Test func theScenePagesNameEveryKeyKindStepAndWordOfTheSchema() throws {
        let schema = try #require(try JSONSerialization.jsonObject(with: Data(SceneSchema.text.utf8)) as? [String: Any])
        let outline = SchemaOutline(schema: schema)
        // The outline sees what SchemaCommandTests lists from the format itself.
        #expect(Set(outline.objects["view", default: [:]].keys) == Set(SchemaCommandTests.viewKinds))
        #expect(Set(outline.objects["stepMapping", default: [:]].keys) == Set(SchemaCommandTests.steps + SchemaCommandTests.stepOptions))
        #expect(outline.objects["scene.device"]?["safeAreaBottom"] != nil)
        #expect(outline.objects["labelProperties"]?["textAlignment"]?.words == ["left", "center", "right"])
        #expect(outline.vocabularies["color"]?.contains("groupTableViewBackground") == true)

        let problems = ReferenceCoverage(outline: outline, pages: try Self.pages()).problems
        #expect(problems.isEmpty, "\(problems.count) problems:\n\(problems.joined(separator: "\n"))")
    }

    @Test func theCommandLinePageNamesEveryCommandAndOptionWithAnExample() throws {
        let dump = try CLI.run(["--experimental-dump-help"])
        #expect(dump.status == 0, "\(dump.stderr)")
        let help = try #require(try JSONSerialization.jsonObject(with: Data(dump.stdout.utf8)) as? [String: Any])
        let commands = CommandCoverage.commands(dump: help)
        #expect(Set(commands.map(\.heading)).isSuperset(of: ["mockup", "mockup render", "mockup report merge", "mockup schema"]))
        #expect(commands.first { $0.heading == "mockup verify" }?.options.isSuperset(of: ["--golden", "-j", "--no-filmstrips"]) == true)

        let page = try MarkdownPage(root: CLI.root, path: "docs/command-line.md")
        let problems = CommandCoverage(commands: commands, page: page).problems
        #expect(problems.isEmpty, "\(problems.count) problems:\n\(problems.joined(separator: "\n"))")
    }

    /// Every YAML block of the pages that is a whole scene (it has `root:`)
    /// is read and its story played, as `mockup layout` would; scenes that
    /// build on Interface Builder files are left out (the files are the
    /// reader's own). Picture files and asset catalogs are those of
    /// Fixtures/scenes/content.
    @Test func everySceneOfThePagesLoadsAndPlays() throws {
        var played = 0
        for page in try Self.pages() {
            for (i, yaml) in page.codeBlocks("yaml").enumerated() where Self.isWholeScene(yaml) {
                // NB: read as if beside the content fixtures, which hold the pictures and the asset catalog the examples name.
                let file = CLI.root.path + "/Fixtures/scenes/content/" + page.path.replacingOccurrences(of: "/", with: "_") + "#\(i).yaml"
                do {
                    let scene = try SceneLoader.parse(yaml, file: file)
                    _ = try SceneLayout(scene: scene, measurer: ApproximateTextMeasurer()).play()
                    played += 1
                } catch {
                    Issue.record("\(error.diagnostics.map(\.description).joined(separator: "\n"))")
                }
            }
        }
        #expect(played >= 30, "the pages' scenes: \(played)")
    }

    static func isWholeScene(_ yaml: String) -> Bool {
        let lines = yaml.split(separator: "\n")
        return lines.contains { $0.hasPrefix("root:") } && !lines.contains { $0.hasPrefix("interfaceBuilder:") }
    }

    @Test func everyLinkOfTheReadmeAndTheDocsResolvesInsideTheRepository() throws {
        let pages = try Self.pages()
        #expect(pages.flatMap(\.links).count >= 50)
        let problems = LinkCheck(root: CLI.root, pages: pages).problems
        #expect(problems.isEmpty, "\(problems.count) problems:\n\(problems.joined(separator: "\n"))")
    }
}
