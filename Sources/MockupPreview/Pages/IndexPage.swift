/// The preview's first page: every scene, with its first picture and whether its last save had errors.
struct IndexPage {
    var entries: [SceneBoard.Entry]
    /// The preview's run (`SceneBoard.run`).
    var run: String

    var html: String {
        HTML.document(title: "mockup preview", body: body)
    }

    var body: String {
        let version = entries.reduce(0) { $0 + $1.version }
        let items = entries.map { entry in
            let picture = entry.snapshot.map { snapshot in
                let size = snapshot.steps[0].size
                return "<img src=\"\(PreviewAddress.step(entry.name, 0, "png", version: entry.version))\" width=\"\(HTML.number(size.width / 2))\" "
                    + "height=\"\(HTML.number(size.height / 2))\" alt=\"\(HTML.escape(entry.name)), initial state\">"
            } ?? ""
            let status = entry.errors.isEmpty ? "" : "<span class=\"has-errors\">errors</span>"
            return "<li data-scene=\"\(HTML.escape(entry.name))\" data-version=\"\(entry.version)\"><a href=\"\(PreviewAddress.page(entry.name))\">\(picture)<span>\(HTML.escape(entry.name))</span></a>\(status)</li>"
        }
        return """
        <main data-version="\(version)" data-run="\(run)">
        <header><h1>mockup preview</h1></header>
        <ul class="scenes">\(items.joined(separator: "\n"))</ul>
        </main>
        """
    }
}
