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
}
