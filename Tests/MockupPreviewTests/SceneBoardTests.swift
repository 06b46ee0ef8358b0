import MockupCore
import Testing
@testable import MockupPreview

@Suite struct SceneBoardTests {
    static func snapshot(steps: Int, caption: String = "push: jack", pending: Bool = false) -> SceneSnapshot {
        let picture = SceneSnapshot.Picture(png: [1, 2, 3], layoutJSON: "{}")
        let views = (0..<steps).map { n in
            SceneSnapshot.StepView(
                index: n, caption: n == 0 ? "initial state" : caption, events: ["jack viewDidLoad"], end: picture,
                transition: n == 0 || pending ? nil : SceneSnapshot.Transition(frames: [picture, picture], times: [0, 0.35], fps: 30, duration: 0.35, apng: [9]),
                moves: n > 0,
                size: Size(width: 320, height: 480), screen: Rect(x: 0, y: 0, width: 320, height: 480))
        }
        return SceneSnapshot(name: "inbox", file: "inbox.yaml", summary: "iphone-retina", steps: views)
    }

    @Test func namesAreTheFilesBaseNamesMadeUnique() {
        let board = SceneBoard(files: ["a/inbox.yaml", "b/inbox.yaml", "nyt.json"])
        #expect(board.all.map(\.name) == ["inbox", "inbox-2", "nyt"])
    }

    @Test func errorsKeepTheLastGoodSnapshotAndEveryReadingIsANewVersion() async {
        let board = SceneBoard(files: ["inbox.yaml"])
        let changes = board.feed.subscribe()
        board.record("inbox.yaml", .success(Self.snapshot(steps: 2)))
        board.record("inbox.yaml", .failure(.init(lines: ["inbox.yaml:3:5: error: nope"])))
        let entry = board.entry(named: "inbox")
        #expect(entry?.snapshot?.steps.count == 2)
        #expect(entry?.errors == ["inbox.yaml:3:5: error: nope"])
        #expect(entry?.version == 2)
        var messages: [String] = []
        for await message in changes {
            messages.append(message)
            if messages.count == 2 { break }
        }
        #expect(messages == [#"{"run": "\#(board.run)", "scene": "inbox", "version": 1}"#, #"{"run": "\#(board.run)", "scene": "inbox", "version": 2}"#])
        #expect(board.state == #"{"run": "\#(board.run)", "scenes": {"inbox": 2}}"#)
        board.record("inbox.yaml", .success(Self.snapshot(steps: 3)))
        #expect(board.entry(named: "inbox")?.errors == [])
        #expect(board.entry(named: "inbox")?.snapshot?.steps.count == 3)
    }

    @Test func aPageThatGoesAwayIsNoLongerTold() async {
        let feed = ChangeFeed()
        do {
            let stream = feed.subscribe()
            #expect(feed.count == 1)
            _ = stream
        }
        // NB: the stream ended when dropped.
        #expect(feed.count == 0)
    }
}
