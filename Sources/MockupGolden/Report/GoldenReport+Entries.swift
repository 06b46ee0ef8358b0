import Foundation
import MockupCore

extension GoldenReport {
    /// A failure: counts, note, and the side-by-side, overlay and slider views (the last two
    /// only when there are both an expected and an actual picture). `id` prefixes the ids of
    /// its tabs and panels.
    func failure(_ item: Placed, id: String) -> String {
        var out = "<article class=\"entry failed\" id=\"\(HTMLText.escape(item.anchor))\">\n"
        out += head(item) + counts(item.entry) + note(item.entry)
        let side = item.images.map(figure).joined()
        guard let expected = item.expected, let actual = item.actual, !expected.isText else {
            return out + "<div class=\"view side\">\n\(side)</div>\n</article>\n"
        }
        let views = [("side", "Side by side"), ("overlay", "Overlay"), ("slider", "Slider")]
        out += "<div class=\"tabs\" role=\"tablist\" aria-label=\"Views\">\n"
        for (index, (view, label)) in views.enumerated() {
            out += "<button type=\"button\" role=\"tab\" id=\"\(id)-\(view)-tab\" data-view=\"\(view)\" aria-controls=\"\(id)-\(view)\""
                + " aria-selected=\"\(index == 0)\"\(index == 0 ? "" : " tabindex=\"-1\"")>\(label)</button>\n"
        }
        out += "</div>\n"
        func panel(_ view: String, _ body: String) -> String {
            "<div class=\"view \(view)\" role=\"tabpanel\" id=\"\(id)-\(view)\" data-view=\"\(view)\" aria-labelledby=\"\(id)-\(view)-tab\"\(view == "side" ? "" : " hidden")>\n\(body)</div>\n"
        }
        out += panel("side", side)
        out += panel("overlay", """
            <div class="controls">
            <label>Actual opacity <input type="range" class="opacity" min="0" max="100" value="50"></label>
            <label><input type="checkbox" class="difference"> Difference</label>
            <label><input type="checkbox" class="blink"> Blink</label>
            </div>
            \(stack(expected, actual, extra: ""))
            """)
        out += panel("slider", """
            <div class="controls">
            <label>Divider <input type="range" class="position" min="0" max="100" value="50"></label>
            <span class="hint">or drag on the picture: expected on the left, actual on the right</span>
            </div>
            \(stack(expected, actual, extra: "<div class=\"divider\"></div><span class=\"tag left\">expected</span><span class=\"tag right\">actual</span>"))
            """)
        return out + "</article>\n"
    }

    /// Any other entry: one picture and what to do about it.
    func card(_ item: Placed) -> String {
        let picture = item.images.first.map { image in
            image.isText ? text(image) + "\n"
                : "<a class=\"frame\" href=\"\(url(image))\" target=\"_blank\" rel=\"noopener\">\(img(image, item))</a>\n"
        } ?? "<div class=\"frame none\">no picture</div>\n"
        var out = "<article class=\"entry card \(item.entry.status.rawValue)\" id=\"\(HTMLText.escape(item.anchor))\">\n"
        out += picture + "<div class=\"card-body\">\n" + head(item)
        if let advice = Self.advice(item.entry.status) { out += "<p class=\"advice\">\(HTMLText.escape(advice))</p>\n" }
        out += counts(item.entry) + note(item.entry)
        return out + "</div>\n</article>\n"
    }

    /// What to do about an entry that is not a failure.
    private static func advice(_ status: Entry.Status) -> String? {
        switch status {
        case .missing: "No golden, and it was not recorded. This is the new render."
        case .recorded: "Recorded — look at it before committing."
        case .orphan: "A golden that no scene produces: delete it, or restore the step that made it."
        case .failed, .passed: nil
        }
    }

    private func head(_ item: Placed) -> String {
        let e = HTMLText.escape
        let status = item.entry.status.rawValue
        return "<div class=\"entry-head\"><span class=\"badge \(status)\">\(status)</span>"
            + " <h3><span class=\"scene\" title=\"\(e(item.entry.scene))\">\(e(item.entry.scene))</span> <span class=\"title\">\(e(item.entry.title))</span></h3>"
            + " <a class=\"file\" href=\"#\(e(HTMLText.urlPath(item.anchor)))\" title=\"link to this picture\">\(e(item.entry.name))</a></div>\n"
    }

    private func counts(_ entry: Entry) -> String {
        guard let different = entry.differentPixels else { return "" }
        let pixels = different == 1 ? "pixel differs" : "pixels differ"
        guard let total = entry.totalPixels, total > 0 else {
            return "<p class=\"counts\"><b>\(HTMLText.grouped(different))</b> \(pixels)</p>\n"
        }
        return "<p class=\"counts\"><b>\(HTMLText.grouped(different))</b> of \(HTMLText.grouped(total))"
            + " \(pixels) (<b>\(HTMLText.escape(HTMLText.percent(different, of: total)))</b>)</p>\n"
    }

    private func note(_ entry: Entry) -> String {
        entry.note.map { "<p class=\"note\">\(HTMLText.escape($0))</p>\n" } ?? ""
    }

    /// A picture of the side-by-side view, captioned, linking to itself at full size.
    private func figure(_ image: Image) -> String {
        let caption = switch image.role {
        case .expected: "Expected <small>golden</small>"
        case .actual: "Actual <small>new render</small>"
        case .diff: "Diff"
        }
        if image.isText {
            return "<figure class=\"shot text \(image.role.rawValue)\"><figcaption>\(caption)"
                + " <a href=\"\(url(image))\" target=\"_blank\" rel=\"noopener\">file</a></figcaption>\(text(image))</figure>\n"
        }
        return "<figure class=\"shot \(image.role.rawValue)\"><figcaption>\(caption) <span class=\"size\"></span>"
            + " <a href=\"\(url(image))\" target=\"_blank\" rel=\"noopener\">full size</a></figcaption>"
            + "<a class=\"frame\" href=\"\(url(image))\" target=\"_blank\" rel=\"noopener\"><img src=\"\(url(image))\" alt=\"\(image.role.rawValue)\"></a></figure>\n"
    }

    /// Expected below, actual in a layer above it; the script scales both by one factor.
    private func stack(_ expected: Image, _ actual: Image, extra: String) -> String {
        "<div class=\"stack\"><img class=\"base\" src=\"\(url(expected))\" alt=\"expected\" draggable=\"false\">"
            + "<div class=\"layer\"><img src=\"\(url(actual))\" alt=\"actual\" draggable=\"false\"></div>\(extra)</div>\n"
    }

    private func img(_ image: Image, _ item: Placed) -> String {
        "<img src=\"\(url(image))\" alt=\"\(HTMLText.escape("\(item.entry.scene) \(item.entry.name)"))\">"
    }

    /// A text snapshot's lines, as the file holds them.
    private func text(_ image: Image) -> String {
        let body = FileManager.default.contents(atPath: image.source).map { String(decoding: $0, as: UTF8.self) } ?? "(unreadable)"
        return "<pre class=\"tree\">\(HTMLText.escape(body))</pre>"
    }

    private func url(_ image: Image) -> String { HTMLText.escape(HTMLText.urlPath(image.relative)) }
}
