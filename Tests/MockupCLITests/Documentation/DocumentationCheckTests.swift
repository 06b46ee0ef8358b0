import Foundation
import Testing

/// The documentation checks on small pages written for each rule, so that a
/// check that passes on the real pages is known to fail when a rule is broken.
@Suite struct DocumentationCheckTests {
    /// A schema of two mappings (one inline under a key), a vocabulary
    /// outside mappings, and a key that takes no value.
    static var schema: [String: Any] { object("""
        {"properties": {
           "style": {"enum": ["plain", "grouped"]},
           "device": {"anyOf": [{"enum": ["small"]}, {"properties": {"width": {"type": "number"}}}]},
           "item": {"$ref": "#/$defs/item"}},
         "$defs": {
           "item": {"anyOf": [{"type": "string"}, {"properties": {"title": {"type": "string"}, "pop": {"type": "null"}}}]},
           "color": {"anyOf": [{"enum": ["white", "black"]}, {"pattern": "^#"}]}}}
        """) }

    /// A JSON object written as text.
    static func object(_ json: String) -> [String: Any] {
        (try? JSONSerialization.jsonObject(with: Data(json.utf8))) as? [String: Any] ?? [:]
    }

    static let complete = """
        <!-- schema: scene -->
        | key | meaning |
        |---|---|
        | `style` | `plain` or `grouped` |
        | `device` | a preset, `small`, or a [custom one](#custom) |
        | `item` | an item |

        ## Custom

        <!-- schema: scene.device -->
        | key | meaning |
        |---|---|
        | `width` | points |

        <!-- schema: item -->
        | key | meaning |
        |---|---|
        | `title: TEXT` | its title |
        | `pop` | takes nothing |

        <!-- schema: color -->
        `white`, `black`.

        ```yaml
        style: plain
        device: {width: 3}
        item: {title: A}
        steps: [pop]
        ```
        """

    static func problems(_ text: String) -> [String] {
        ReferenceCoverage(outline: SchemaOutline(schema: schema), pages: [MarkdownPage(path: "page.md", text: text)]).problems
    }

    @Test func theOutlineNamesMappingsKeysAndVocabularies() {
        let outline = SchemaOutline(schema: Self.schema)
        #expect(Set(outline.objects.keys) == ["scene", "scene.device", "item"])
        #expect(outline.objects["scene"]?["style"]?.words == ["plain", "grouped"])
        #expect(outline.objects["scene"]?["device"]?.words == ["small"])
        #expect(outline.objects["scene"]?["item"]?.words == [])
        #expect(outline.objects["item"]?["pop"]?.takesNoValue == true)
        #expect(outline.vocabularies == ["color": ["white", "black"]])
    }

    @Test func aCompletePageHasNoProblems() {
        #expect(Self.problems(Self.complete) == [])
    }

    @Test func eachBrokenRuleIsReported() {
        func broken(_ change: (String) -> String) -> [String] { Self.problems(change(Self.complete)) }
        // A key without a row, and its example gone too.
        #expect(broken { $0.replacingOccurrences(of: "| `width` | points |\n", with: "") }
            == ["scene.device.width is in the schema but no table marked '<!-- schema: scene.device -->' has a row for it"])
        // A row naming a key the schema lacks.
        #expect(broken { $0.replacingOccurrences(of: "| `pop` | takes nothing |", with: "| `pop` | takes nothing |\n| `push` | no such key |") }
            == ["page.md:15: 'push' is not a key of item in the schema"])
        // A word missing from its key's row, and from a vocabulary's block.
        #expect(broken { $0.replacingOccurrences(of: "`plain` or `grouped`", with: "`plain` or grouped") } == ["scene.style: its row does not name `grouped`"])
        #expect(broken { $0.replacingOccurrences(of: "`white`, `black`.", with: "`white`.") } == ["the vocabulary 'color': its blocks do not name `black`"])
        #expect(broken { $0.replacingOccurrences(of: "<!-- schema: color -->\n", with: "") }
            == ["the vocabulary 'color' is in the schema but no block is marked '<!-- schema: color -->'"])
        // A marker naming nothing the schema has.
        #expect(broken { $0.replacingOccurrences(of: "schema: item", with: "schema: item items") } == ["page.md:15: the schema has no mapping or vocabulary 'items'"])
        // Keys no example uses: `title:` and the bare word `pop`.
        #expect(broken { $0.replacingOccurrences(of: "item: {title: A}\nsteps: [pop]\n", with: "item: {}\n") }
            == ["item.pop: no YAML example uses it", "item.title: no YAML example uses it"])
    }

    @Test func markersMayNameSeveralMappingsOrAPattern() {
        #expect(ReferenceCoverage.name("labelProperties", matches: "*Properties"))
        #expect(!ReferenceCoverage.name("label", matches: "*Properties"))
        #expect(ReferenceCoverage.name("scene.device", matches: "scene.*"))
        let shared = Self.complete.replacingOccurrences(of: "<!-- schema: item -->", with: "<!-- schema: item scene.device -->")
            .replacingOccurrences(of: "| `width` | points |\n", with: "")
            .replacingOccurrences(of: "| `pop` | takes nothing |", with: "| `pop` | takes nothing |\n| `width` | points |")
        #expect(Self.problems(shared) == [])
    }

    @Test func aLongVocabularyMayBeListedByACommand() {
        let words = (0...ReferenceCoverage.longVocabulary).map { "glyph\($0)" }
        #expect(ReferenceCoverage.missingWords(words, in: "every name `mockup symbols` prints") == nil)
        #expect(ReferenceCoverage.missingWords(words, in: "`glyph0`, `glyph1`...") != nil)
        #expect(ReferenceCoverage.missingWords(Array(words.prefix(3)), in: "`mockup symbols`") == "`glyph0`, `glyph1`, `glyph2`")
    }

    @Test func examplesCountKeysNotPartsOfWords() {
        #expect(ReferenceCoverage.example("- {push: a}", uses: "push", takesNoValue: false))
        #expect(!ReferenceCoverage.example("- {pushed: a}\nrepush: b", uses: "push", takesNoValue: false))
        #expect(ReferenceCoverage.example("steps: [pop, dismiss]", uses: "pop", takesNoValue: true))
        #expect(!ReferenceCoverage.example("steps: [popToRoot]", uses: "pop", takesNoValue: true))
    }

    // MARK: - Commands

    static var dump: [String: Any] { object("""
        {"command": {"commandName": "mockup",
          "arguments": [{"names": [{"kind": "long", "name": "version"}], "shouldDisplay": true}],
          "subcommands": [{"commandName": "render", "arguments": [
            {"names": [{"kind": "long", "name": "output"}, {"kind": "short", "name": "o"}], "shouldDisplay": true},
            {"names": [{"kind": "long", "name": "version"}], "shouldDisplay": true},
            {"names": [{"kind": "long", "name": "secret"}], "shouldDisplay": false}]}]}}
        """) }

    static let commandPage = """
        ### mockup

        | option | meaning |
        |---|---|
        | `--version` | the version |

        ```sh
        mockup --version
        ```

        ### mockup render

        | option | meaning |
        |---|---|
        | `--output`, `-o` | the folder |

        ```sh
        mockup render a.yaml -o out
        ```
        """

    static func commandProblems(_ text: String) -> [String] {
        CommandCoverage(commands: CommandCoverage.commands(dump: dump), page: MarkdownPage(path: "cli.md", text: text)).problems
    }

    @Test func commandsAreReadFromTheHelpDump() {
        let commands = CommandCoverage.commands(dump: Self.dump)
        #expect(commands.map(\.heading) == ["mockup", "mockup render"])
        #expect(commands.map(\.options) == [["--version"], ["--output", "-o"]])
    }

    @Test func eachCommandNeedsItsSectionOptionsAndExample() {
        #expect(Self.commandProblems(Self.commandPage) == [])
        #expect(Self.commandProblems(Self.commandPage.replacingOccurrences(of: "`--output`, `-o`", with: "`--output`"))
            == ["mockup render: -o is not in a row of its section"])
        #expect(Self.commandProblems(Self.commandPage.replacingOccurrences(of: "| the folder |", with: "| the folder |\n| `--format` | no such option |"))
            == ["mockup render: its section names --format, which the command does not have"])
        #expect(Self.commandProblems(Self.commandPage.replacingOccurrences(of: "mockup render a.yaml", with: "mockup layout a.yaml"))
            == ["mockup render: no sh example in its section runs it"])
        #expect(Self.commandProblems(Self.commandPage.replacingOccurrences(of: "### mockup render", with: "### mockup draw"))
            == ["`mockup render` has no section 'mockup render' in cli.md", "cli.md: 'mockup draw' is not a command"])
    }

    // MARK: - Links

    @Test func anchorsAreGitHubs() {
        #expect(MarkdownPage.slug("Set: changing a view") == "set-changing-a-view")
        #expect(MarkdownPage.slug("Presentation, alerts and the keyboard") == "presentation-alerts-and-the-keyboard")
        #expect(MarkdownPage.slug("`mockup render`") == "mockup-render")
        #expect(MarkdownPage.slug("See [the format](scene-format.md)") == "see-the-format")
        let page = MarkdownPage(path: "a.md", text: "# Usage\n\n```sh\n# not a heading\n```\n\n## Usage\n<a id=\"old-name\"></a>\n")
        #expect(page.anchors == ["usage", "usage-1", "old-name"])
    }

    @Test func brokenLinksAreReported() throws {
        let root = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root.appendingPathComponent("docs"), withIntermediateDirectories: true)
        try "# Guide\n\n## First steps\n".write(to: root.appendingPathComponent("docs/guide.md"), atomically: true, encoding: .utf8)
        let readme = """
            # Readme
            [ok](docs/guide.md#first-steps) [ok](#readme) [ok](docs/) [web](https://example.com/x.md#nothing)
            [gone](docs/missing.md) [anchor](docs/guide.md#second-steps) [up](../outside.md) `[code](nowhere.md)`
            The format is in ../shared/SCENE-FORMAT.md.
            ```
            [fenced](nowhere.md)
            ```
            """
        let problems = LinkCheck(root: root, pages: [MarkdownPage(path: "README.md", text: readme)]).problems
        #expect(problems == [
            "README.md:4: names ../shared/, which readers of the repository do not have",
            "README.md:3: docs/missing.md: no file or folder docs/missing.md",
            "README.md:3: docs/guide.md#second-steps: docs/guide.md has no heading with the anchor #second-steps",
            "README.md:3: ../outside.md: leaves the repository",
        ])
    }
}
