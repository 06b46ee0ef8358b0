import Testing
@testable import MockupPreview

@Suite struct ScenePageTests {
    func page(_ snapshot: SceneSnapshot?, errors: [String] = [], version: Int = 4) -> String {
        ScenePage(entry: SceneBoard.Entry(name: "inbox", file: "scenes/inbox.yaml", snapshot: snapshot, errors: errors, version: version),
                  scenes: ["inbox", "nyt bars"], run: "R").html
    }

    @Test func theHTMLNamesEveryPictureWithItsVersion() {
        let html = page(SceneBoardTests.snapshot(steps: 2))
        let sources = html.matches(of: /<img [^>]*src="([^"]+)"/).map { String($0.1) }
        #expect(sources == ["/scenes/inbox/00.png?v=4", "/scenes/inbox/01.apng?v=4", "/scenes/inbox/01.png?v=4"])
        #expect(html.contains(#"data-frames="2" data-fps="30" data-times="0 0.35" data-frame-base="/scenes/inbox/01/" data-digits="3""#))
        #expect(html.contains(#"<a href="/scenes/nyt%20bars/">nyt bars</a>"#))
        #expect(html.contains("<li>jack viewDidLoad</li>"))
        #expect(!html.contains("class=\"errors\""))
        #expect(html.contains(#"<main data-scene="inbox" data-version="4" data-run="R">"#))
    }

    @Test func aTransitionStillRenderingHoldsItsPlace() {
        let snapshot = SceneBoardTests.snapshot(steps: 2, pending: true)
        #expect(!snapshot.isComplete)
        let html = page(snapshot)
        #expect(html.contains(#"<figure class="pending">"#))
        #expect(html.contains(#"style="width: 320px; height: 480px">Rendering the transition…</div>"#))
        #expect(!html.contains(".apng"))
    }

    @Test func errorsShowAboveTheLastGoodPictures() {
        let html = page(SceneBoardTests.snapshot(steps: 2), errors: ["scenes/inbox.yaml:3:5: error: expected a <mapping>"])
        #expect(html.contains("the pictures are from the last good one"))
        #expect(html.contains("<pre>scenes/inbox.yaml:3:5: error: expected a &lt;mapping&gt;</pre>"))
        #expect(html.contains(#"src="/scenes/inbox/01.png?v=4""#))
    }

    @Test func errorsBeforeAnyGoodReadingShowNoPictures() {
        let html = page(nil, errors: ["scenes/inbox.yaml:1:1: error: the file is empty"])
        #expect(html.contains("The last save has errors</h2>"))
        #expect(!html.contains("<img"))
    }

    @Test func theStepAsWrittenIsEscaped() {
        let html = page(SceneBoardTests.snapshot(steps: 2, caption: #"set: { text: "<b>" }"#))
        #expect(html.contains("<code>set: { text: &quot;&lt;b&gt;&quot; }</code>"))
    }

    @Test func addressesParse() {
        #expect(PreviewAddress.parse("01.png")! == (1, "png"))
        #expect(PreviewAddress.parse("012.json")! == (12, "json"))
        #expect(PreviewAddress.parse("x.png") == nil)
        #expect(PreviewAddress.parse("-1.png") == nil)
        #expect(PreviewAddress.frameName(7, of: 12) == "007")
        #expect(HTML.number(0.35) == "0.35" && HTML.number(30) == "30" && HTML.number(1 / 3) == "0.333")
    }
}
