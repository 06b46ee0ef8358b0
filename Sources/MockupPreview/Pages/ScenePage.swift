import MockupCore

/// The page of one scene: its errors, if the last save had any, then every
/// step in a row (the transition playing beside the end picture) with the
/// step as written and the lifecycle calls under it.
///
/// The HTML names every picture with `<img src>`, so the page shows all of
/// them with scripts off (transitions play as animated PNGs) and can be
/// scraped; `preview.js` adds the frame-by-frame playing, the scrubbers, the
/// outline of the view under the pointer, and the update after a save.
struct ScenePage {
    var entry: SceneBoard.Entry
    /// Every scene's name, for the links between them.
    var scenes: [String]
    /// The preview's run (`SceneBoard.run`).
    var run: String

    var html: String {
        HTML.document(title: "\(entry.name) · mockup preview", body: body)
    }

    /// What `preview.js` swaps in after a save: the `main` element.
    var body: String {
        var html = """
        <main data-scene="\(HTML.escape(entry.name))" data-version="\(entry.version)" data-run="\(run)">
        <header>
        <h1>\(HTML.escape(entry.name))</h1>
        <p class="file">\(HTML.escape(entry.file))\(entry.snapshot.map { " · " + HTML.escape($0.summary) } ?? "")</p>
        \(navigation)
        </header>

        """
        if !entry.errors.isEmpty {
            html += """
            <section class="errors">
            <h2>The last save has errors\(entry.snapshot == nil ? "" : "; the pictures are from the last good one")</h2>
            <pre>\(entry.errors.map(HTML.escape).joined(separator: "\n"))</pre>
            </section>

            """
        }
        if let snapshot = entry.snapshot {
            html += "<ol class=\"steps\">\n" + snapshot.steps.map(step).joined() + "</ol>\n"
        } else if entry.errors.isEmpty {
            html += "<p class=\"waiting\">Rendering…</p>\n"
        }
        return html + "</main>"
    }

    private var navigation: String {
        guard scenes.count > 1 else { return "" }
        let links = scenes.map { name in
            name == entry.name ? "<li aria-current=\"page\">\(HTML.escape(name))</li>"
                : "<li><a href=\"\(PreviewAddress.page(name))\">\(HTML.escape(name))</a></li>"
        }
        return "<nav><ul>" + links.joined() + "</ul></nav>"
    }

    private func step(_ step: SceneSnapshot.StepView) -> String {
        let n = step.index, name = entry.name, version = entry.version
        var pictures = ""
        if step.moves && step.transition == nil {
            pictures += """
            <figure class="pending">
            <div class="canvas"><div class="placeholder" style="width: \(HTML.number(step.size.width))px; height: \(HTML.number(step.size.height))px">\
            Rendering the transition…</div></div>
            <figcaption>transition</figcaption>
            </figure>

            """
        }
        if let transition = step.transition {
            let last = transition.frames.count - 1
            pictures += """
            <figure class="transition" data-frames="\(transition.frames.count)" data-fps="\(HTML.number(transition.fps))" \
            data-times="\(transition.times.map(HTML.number).joined(separator: " "))" \
            data-frame-base="\(PreviewAddress.frames(name, n))" data-digits="\(PreviewAddress.frameName(0, of: transition.frames.count).count)" \
            data-version="\(version)">
            \(canvas(step, src: PreviewAddress.step(name, n, "apng", version: version),
                     layout: PreviewAddress.frames(name, n) + PreviewAddress.frameName(last, of: transition.frames.count) + ".json?v=\(version)",
                     alt: "step \(n), its transition", kind: "animation"))
            <figcaption><button type="button" class="play" hidden>Pause</button>\
            <input type="range" class="scrubber" min="0" max="\(last)" value="\(last)" step="1" aria-label="frame" hidden>\
            <output class="frame">\(transition.frames.count) frames · \(HTML.number(transition.duration)) s</output></figcaption>
            </figure>

            """
        }
        pictures += """
        <figure class="end">
        \(canvas(step, src: PreviewAddress.step(name, n, "png", version: version),
                 layout: PreviewAddress.step(name, n, "json", version: version), alt: "step \(n)", kind: "picture"))
        <figcaption>\(n == 0 ? "initial state" : "end of step \(n)")</figcaption>
        </figure>

        """
        let events = step.events.map { "<li>\(HTML.escape($0))</li>" }.joined()
        return """
        <li class="step" id="step-\(n)" data-step="\(n)">
        <h2><span class="number">\(n)</span> <code>\(HTML.escape(step.caption))</code></h2>
        <div class="pictures">
        \(pictures)</div>
        <ol class="events" aria-label="lifecycle">\(events)</ol>
        </li>

        """
    }

    /// A picture at one CSS pixel a point, with the screen's place in it for the outline.
    private func canvas(_ step: SceneSnapshot.StepView, src: String, layout: String, alt: String, kind: String) -> String {
        let s = step.screen
        return """
        <div class="canvas"><img class="\(kind)" src="\(src)" width="\(HTML.number(step.size.width))" \
        height="\(HTML.number(step.size.height))" alt="\(HTML.escape(alt))" data-layout="\(layout)" \
        data-screen="\([s.minX, s.minY, s.width, s.height].map(HTML.number).joined(separator: " "))">\
        <div class="outline" hidden><span class="label"></span></div></div>
        """
    }
}
