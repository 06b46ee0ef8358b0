import MockupCore
extension GoldenReport {
    /// The page, with every image linked by its name relative to the page (as `write(to:)`
    /// copies them). A pure function of the report: the same report gives the same bytes.
    public func html() -> String { html(layout()) }

    func html(_ placed: [Placed]) -> String {
        let e = HTMLText.escape
        var out = """
            <header class="top">
            <h1>\(e(title))</h1>

            """
        out += verdict()
        if let versionWarning {
            out += "<div class=\"warning\" role=\"alert\"><strong>Versions differ.</strong> \(e(versionWarning))</div>\n"
        }
        out += summary()
        if !sources.isEmpty {
            out += "<ul class=\"sources\" aria-label=\"Merged reports\">\n"
            for source in sources {
                let what = "\(HTMLText.grouped(source.pictures)) pictures, \(HTMLText.grouped(source.attention)) needing attention"
                out += "<li class=\"\(source.failed ? "bad" : "ok")\"><b>\(e(source.shard.map { "shard \($0)" } ?? "report"))</b> "
                    + "<code>\(e(source.folder))</code>: \(what)\(source.failed ? ", failed" : ", passed")</li>\n"
            }
            out += "</ul>\n"
        }
        if let command, count(.failed) + count(.missing) > 0 {
            out += """
                <div class="command"><span>If the changes are intended, re-record:</span>
                <code id="command">\(e(command))</code>
                <button type="button" class="copy" data-copy="command">Copy</button></div>

                """
        }
        out += "</header>\n<main>\n"
        if placed.isEmpty {
            out += "<p class=\"empty-report\">Nothing to report: no picture was rendered and no golden was found.</p>\n"
        }
        for status in Entry.Status.allCases {
            let group = placed.filter { $0.entry.status == status }
            guard !group.isEmpty else { continue }
            out += "<section class=\"group \(status.rawValue)\" id=\"\(status.rawValue)\">\n"
            out += "<h2>\(Self.heading(status)) <span class=\"n\">\(group.count)</span></h2>\n"
            if status == .failed {
                for (index, item) in group.enumerated() { out += failure(item, id: "f\(index + 1)") }
            } else {
                out += "<div class=\"cards\(status == .passed ? " small" : "")\">\n"
                for item in group { out += card(item) }
                out += "</div>\n"
            }
            out += "</section>\n"
        }
        out += """
            </main>
            <footer>Written by <code>\(sources.isEmpty ? "mockup verify" : "mockup report merge")</code>. The images are copies in <code>images/</code> beside this page.</footer>

            """
        // NB: data-images, the number of <img> elements, lets a reader of the page's DOM
        // compare it with the images that loaded; no text can contain "<img " unescaped.
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <meta name="color-scheme" content="light dark">
            <title>\(e(title))</title>
            <style>\(ReportStyle.css)</style>
            </head>
            <body data-images="\(out.components(separatedBy: "<img ").count - 1)">
            \(out)<script>\(ReportScript.js)</script>
            </body>
            </html>

            """
    }

    private func verdict() -> String {
        let attention = entries.count - count(.passed)
        if entries.isEmpty { return "" }
        if attention == 0 { return "<p class=\"verdict ok\">Every picture matches its golden.</p>\n" }
        return "<p class=\"verdict bad\">\(attention) of \(entries.count) pictures \(attention == 1 ? "needs" : "need") attention.</p>\n"
    }

    private func summary() -> String {
        var out = "<nav class=\"summary\" aria-label=\"Summary\">\n"
        for status in Entry.Status.allCases {
            let n = count(status)
            let label = "<b>\(HTMLText.grouped(n))</b> \(Self.countLabel(status))"
            out += n > 0
                ? "<a class=\"count \(status.rawValue)\" href=\"#\(status.rawValue)\">\(label)</a>\n"
                : "<span class=\"count \(status.rawValue) zero\">\(label)</span>\n"
        }
        out += "<span class=\"count total\"><b>\(HTMLText.grouped(entries.count))</b> total</span>\n</nav>\n"
        return out
    }

    private static func heading(_ status: Entry.Status) -> String {
        switch status {
        case .failed: "Failed"
        case .missing: "Missing goldens"
        case .recorded: "Recorded by this run"
        case .orphan: "Orphan goldens"
        case .passed: "Passed"
        }
    }

    private static func countLabel(_ status: Entry.Status) -> String {
        status == .orphan ? "orphans" : status.rawValue
    }
}
