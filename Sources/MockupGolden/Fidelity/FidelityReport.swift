import Foundation
import MockupCore
import MockupRender

/// `OUTPUT/index.html`: for each case its figure against the recorded one,
/// and the screenshot, the mockup and the diff over the compared region side
/// by side (`NAME.reference.png`, `NAME.mockup.png`, `NAME.diff.png`).
public enum FidelityReport {
    public static func write(_ results: [FidelityResult], slack: Double, to folder: String) throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let encoder = PNGEncoder()
        var rows = ""
        for r in results {
            let name = r.fidelityCase.name
            for (suffix, image) in [("reference", r.reference), ("mockup", r.mockup), ("diff", r.diff)] {
                try AtomicFile.write(try encoder.encode(image), to: "\(folder)/\(name).\(suffix).png")
            }
            let state = r.holds(slack: slack) ? "holds" : "worse"
            let file = HTMLText.escape(HTMLText.urlPath(name))
            rows += """
                <section class="\(state)">
                <h2>\(HTMLText.escape(name)): \(r.percentageText) of \(r.comparedPixels) pixels differ (recorded \(r.recordedText))</h2>
                <p>\(HTMLText.escape(r.fidelityCase.note ?? ""))</p>
                <div class="row">
                <figure><img src="\(file).reference.png" alt="UIKit"><figcaption>UIKit</figcaption></figure>
                <figure><img src="\(file).mockup.png" alt="mockup"><figcaption>mockup</figcaption></figure>
                <figure><img src="\(file).diff.png" alt="diff"><figcaption>diff</figcaption></figure>
                </div>
                </section>

                """
        }
        let page = """
            <!doctype html>
            <html lang="en"><head><meta charset="utf-8"><title>Fidelity</title>
            <style>
            body { font: 14px -apple-system, sans-serif; margin: 2em; }
            .row { display: flex; gap: 1em; align-items: flex-start; }
            figure { margin: 0; } img { max-width: 360px; border: 1px solid #ccc; image-rendering: pixelated; }
            .worse h2 { color: #c00; }
            </style></head><body>
            <h1>mockup against UIKit screenshots</h1>
            <p>pixelmatch, threshold 0.1, over each case's region; a figure may exceed its recorded one by \(slack.plainText) percentage points.</p>
            \(rows)</body></html>

            """
        try AtomicFile.write(Array(page.utf8), to: "\(folder)/index.html")
    }
}
