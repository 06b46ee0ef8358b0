import ArgumentParser
import MockupScene

extension Mockup {
    /// `mockup schema`: the JSON Schema of scene files, for editors.
    struct Schema: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Print the JSON Schema (draft 2020-12) of scene files, for editors and validators.",
            discussion: """
                Covers every key, controller, view kind, step and vocabulary of the scene format, \
                in every shape the loader accepts. Save it beside your scenes and point YAML editors \
                at it with a first line (VS Code's YAML extension, Neovim, Helix and JetBrains read it):
                  mockup schema > mockup.schema.json
                  # yaml-language-server: $schema=./mockup.schema.json
                The loader still checks what a schema cannot see: references to screens and ids, \
                indices past the end of a list, impossible dates and the story itself.
                """
        )

        func run() throws {
            print(SceneSchema.text, terminator: "")
        }
    }
}
