import Foundation
import MockupCore
import MockupScene
import Testing
@testable import MockupUI

/// A label's text as runs of strings and `{systemName}` symbols.
@Suite struct SymbolsInTextTests {
    func load(_ text: String) throws -> Scene {
        try SceneLoader.parse("""
            device: iphone-15
            style: ios17
            root:
              view:
                subviews:
                  - label: {frame: [16, 80, 300, 30], text: \(text)}
            """, file: "scene.yaml")
    }

    func labelText(_ scene: Scene) -> String? {
        guard case .inline(let root) = scene.root, case .view(let view) = root.content,
              case .label(let label) = view?.subviews.first?.kind else { return nil }
        return label.text
    }

    @Test func runsAndSymbolsMakeOneString() throws {
        let scene = try load(#"[{systemName: star.fill}, " 4.8 · ", 42, {systemName: chevron.right}]"#)
        let star = try #require(InlineSymbol.character(named: "star.fill")), chevron = try #require(InlineSymbol.character(named: "chevron.right"))
        #expect(labelText(scene) == "\(star) 4.8 · 42\(chevron)")
        // A plain string is as before.
        #expect(labelText(try load("Hello")) == "Hello")
    }

    @Test func anUnknownSymbolInTextIsALocatedError() throws {
        do {
            _ = try load("[Rated, {systemName: no.such.symbol}]")
            Issue.record("loaded")
        } catch {
            let message = "\(error)"
            #expect(message.contains("scene.yaml:6:") && message.contains("error:") && message.contains("no.such.symbol"), "\(message)")
        }
        do {
            _ = try load("[Rated, {image: star}]")
            Issue.record("loaded")
        } catch {
            #expect("\(error)".contains("unknown key 'image'"), "\(error)")
        }
    }
}
