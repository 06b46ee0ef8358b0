import ArgumentParser
import Foundation
import MockupCore
import MockupScene

extension Mockup {
    /// `mockup convert FILE.storyboard`: the equivalent scene, in YAML.
    struct Convert: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Print the scene (YAML) an Interface Builder file (.storyboard or .xib) is read as."
        )

        @Argument(help: "A .storyboard or .xib file, of Xcode 5 and later or the archives of Xcode 3 and 4.")
        var file: String

        func run() throws {
            try Mockup.run {
                guard InterfaceBuilderLoader.handles(file) else {
                    throw ValidationError("'\(file)' is not a .storyboard or .xib file")
                }
                let (yaml, warnings) = try InterfaceBuilderLoader.convert(path: file)
                // The YAML is checked as any scene is before it is printed.
                _ = try InterfaceBuilderLoader.scene(yaml: yaml, warnings: warnings, file: file)
                for warning in warnings { FileHandle.standardError.write(Data((warning + "\n").utf8)) }
                print(yaml, terminator: "")
            }
        }
    }
}
