import ArgumentParser
import Foundation
import MockupCore
import MockupRender
import MockupScene
import MockupUI

extension Mockup {
    /// `mockup symbols [-o SHEET.png]`: every name `systemName` takes, and a contact sheet of their glyphs.
    struct Symbols: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "List every built-in glyph name an image's systemName takes; -o writes a contact sheet PNG.",
            discussion: """
                Names are printed one a line, sorted. The sheet draws each glyph above its name, \
                in the ios17 look at scale 2; it is drawn from the same scene format as any mockup:
                  mockup symbols -o symbols.png
                """
        )

        @Option(name: .shortAndLong, help: "Write a contact sheet of every glyph to this PNG file.")
        var output: String?

        /// Glyphs a row of the sheet holds.
        static let columns = 12

        func run() throws {
            try Mockup.run {
                if let output {
                    let renderer = try StepRenderer()
                    let played = try renderer.play(try SceneLoader.parse(Self.sheetScene(Glyph.names), file: "symbols.yaml"))
                    try AtomicFile.write(try renderer.encode(played, step: 0, format: .png), to: output)
                }
                print(Glyph.names.joined(separator: "\n"))
            }
        }

        /// The contact sheet as a scene: a grid of 96 x 72 point cells, each a
        /// 32-point glyph above its name (sizes chosen to fit the longest names).
        static func sheetScene(_ names: [String]) -> String {
            let cell = (width: 96, height: 72)
            let rows = (names.count + columns - 1) / columns
            var lines = [
                "device: {width: \(columns * cell.width), height: \(max(1, rows) * cell.height), scale: 2}",
                "style: ios17",
                "statusBar: false",
                "root:",
                "  view:",
                "    backgroundColor: white",
                "    subviews:",
            ]
            for (i, name) in names.enumerated() {
                let x = (i % columns) * cell.width, y = (i / columns) * cell.height
                lines.append("      - imageView: {frame: [\(x + 32), \(y + 10), 32, 32], image: {systemName: \"\(name)\"}, contentMode: scaleAspectFit}")
                lines.append("      - label: {frame: [\(x + 2), \(y + 48), \(cell.width - 4), 14], text: \"\(name)\", textAlignment: center, font: {size: 10}}")
            }
            return lines.joined(separator: "\n") + "\n"
        }
    }
}
