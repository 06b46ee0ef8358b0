import Foundation
import MockupScene
import MockupUI
import Testing
@testable import MockupPreview

@Suite struct PreviewTests {
    @Test func aSaveRendersItsSceneAndAnInterfaceBuilderFileItsFoldersScenes() throws {
        let preview = try Preview(files: ["/p/a/one.yaml", "/p/a/two.yaml", "/p/b/three.yaml"]) { path in
            throw SnapshotRenderer.Errors(lines: ["\(path): error: not read in this test"])
        }
        #expect(preview.affected(by: ["/p/a/two.yaml"]) == ["/p/a/two.yaml"])
        #expect(preview.affected(by: ["/p/a/Main.storyboard"]) == ["/p/a/one.yaml", "/p/a/two.yaml"])
        #expect(preview.affected(by: ["/p/b/View.xib", "/p/a/one.yaml"]) == ["/p/a/one.yaml", "/p/b/three.yaml"])
        #expect(preview.affected(by: ["/p/a/.one.yaml.swp", "/p/c/one.yaml"]) == [])
    }

    @Test func aFileNamedTwiceIsOneScene() throws {
        let preview = try Preview(files: ["/p/a/one.yaml", "/p/a/../a/one.yaml", "/p/b/one.yaml"]) { path in
            throw SnapshotRenderer.Errors(lines: ["\(path): error: not read in this test"])
        }
        #expect(preview.board.all.map(\.name) == ["one", "one-2"])
        #expect(preview.board.all.map(\.file) == ["/p/a/one.yaml", "/p/b/one.yaml"])
    }

    @Test func aFileThatCannotBeReadShowsItsError() throws {
        let preview = try Preview(files: ["/p/a/one.yaml"]) { path in
            throw SnapshotRenderer.Errors(lines: ["\(path):1:1: error: the file is empty"])
        }
        preview.renderAll()
        let entry = try #require(preview.board.entry(named: "one"))
        #expect(entry.errors == ["/p/a/one.yaml:1:1: error: the file is empty"])
        #expect(entry.snapshot == nil)
        #expect(entry.version == 1)
    }

    @Test func eachVariantHasAPageOfItsOwn() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("preview-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("notes.yaml").path
        try Data("""
            style: ios17
            device: iphone-15
            variants: {dark: {userInterfaceStyle: dark}, rtl: {layoutDirection: rightToLeft}}
            root: {navigationController: {viewControllers: [{title: Notes, table: {rows: [{text: Groceries}]}}]}}
            """.utf8).write(to: URL(fileURLWithPath: file))
        let preview = try Preview(files: [file], variants: [file: [nil, "dark", "gone"]]) { try SceneLoader.load(path: $0) }
        preview.renderAll()
        #expect(preview.board.all.map(\.name) == ["notes", "notes@dark", "notes@gone"])
        let light = try #require(preview.board.entry(named: "notes")?.snapshot?.steps.first?.end.png)
        let dark = try #require(preview.board.entry(named: "notes@dark")?.snapshot?.steps.first?.end.png)
        #expect(light != dark)
        // A variant the scene no longer has shows why.
        #expect(preview.board.entry(named: "notes@gone")?.errors == ["\(file): error: the scene has no variant 'gone' (it has: dark, rtl)"])
    }
}
