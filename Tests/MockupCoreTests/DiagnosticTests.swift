import Testing
@testable import MockupCore

@Suite struct DiagnosticTests {
    @Test func compilerStyleMessage() {
        let d = Diagnostic(
            location: SourceLocation(file: "scene.yaml", line: 4, column: 5),
            keyPath: "screens.article.toolbarItems[2]", message: "unknown key 'titel' (did you mean 'title'?)"
        )
        #expect(d.description == "scene.yaml:4:5: error: screens.article.toolbarItems[2]: unknown key 'titel' (did you mean 'title'?)")
    }

    @Test func suggestions() {
        #expect(closestMatch(to: "titel", in: ["title", "table", "view"]) == "title")
        #expect(closestMatch(to: "navigationControler", in: ["navigationController", "tabBarController"]) == "navigationController")
        #expect(closestMatch(to: "zzzzzz", in: ["title", "view"]) == nil)
        #expect(closestMatch(to: "x", in: []) == nil)
        #expect(editDistance(Array("ab"), Array("ba")) == 1)
    }

    @Test func suggestionsSkipOnlyWordsThatCannotBeCloser() {
        // A long candidate cannot beat a close one: the answer is the same whatever the order.
        #expect(closestMatch(to: "tilte", in: ["title", "navigationControllerWithLongName"]) == "title")
        #expect(closestMatch(to: "tilte", in: ["navigationControllerWithLongName", "title"]) == "title")
        // Equally close: the first one given.
        #expect(closestMatch(to: "ab", in: ["ac", "ad"]) == "ac")
        #expect(closestMatch(to: "ab", in: ["ad", "ac"]) == "ad")
        // Case does not count; letters outside ASCII are characters, as are a CR LF pair.
        #expect(closestMatch(to: "TITLE", in: ["view", "title"]) == "title")
        #expect(closestMatch(to: "titlé", in: ["table", "title"]) == "title")
        #expect(closestMatch(to: "ti\r\ntle", in: ["title"]) == "title")
        #expect(editDistance(Array("ti\r\ntle"), Array("title")) == 1)
    }
}
