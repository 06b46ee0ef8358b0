import MockupCore

/// The gallery's HTML: the index of scenes and a page a scene. Every image
/// counts itself when it loads or fails (`data-images-loaded`,
/// `data-images-broken` on the body), so a browser test can see them all load.
enum GalleryPage {
    struct Card {
        var title: String
        var folder: String
        var thumbnail: String?
        var steps: Int
        var variants: [String]
    }

    struct Step {
        var number: Int
        var caption: String
        var picture: String
        var tree: String
        var overlays: [(name: String, picture: String)] = []
        var transition: String?
    }

    struct Section {
        var variant: String?
        var steps: [Step]
    }

    static func index(_ cards: [Card]) -> String {
        var body = "<h1>Scenes</h1>\n<ul class=\"cards\">\n"
        for card in cards {
            let thumbnail = card.thumbnail.map { "<img src=\"\(attribute(card.folder + "/" + $0))\" alt=\"\(escape(card.title))\">" } ?? ""
            let variants = card.variants.isEmpty ? "" : ", variants: " + card.variants.map(escape).joined(separator: ", ")
            body += "<li><a href=\"\(attribute(card.folder))/index.html\">\(thumbnail)<span>\(escape(card.title))</span></a>"
                + "<small>\(card.steps) step\(card.steps == 1 ? "" : "s")\(variants)</small></li>\n"
        }
        return page(title: "Scenes", body: body + "</ul>\n")
    }

    static func scene(title: String, sections: [Section]) -> String {
        var body = "<p class=\"back\"><a href=\"../index.html\">All scenes</a></p>\n<h1>\(escape(title))</h1>\n"
        for section in sections {
            body += "<section>\n<h2>\(section.variant.map { "Variant " + escape($0) } ?? "As written")</h2>\n<div class=\"steps\">\n"
            for step in section.steps {
                body += "<figure class=\"step\" id=\"\(attribute((section.variant.map { $0 + "-" } ?? "") + "step-\(step.number)"))\">\n"
                body += "<img src=\"\(attribute(step.picture))\" alt=\"step \(step.number)\">\n"
                body += "<figcaption>Step \(step.number): \(escape(step.caption))</figcaption>\n<div class=\"extra\">"
                if let transition = step.transition {
                    body += "<a href=\"\(attribute(transition))\"><img class=\"small\" src=\"\(attribute(transition))\" alt=\"step \(step.number)'s transition\"></a>"
                }
                for overlay in step.overlays {
                    body += "<a href=\"\(attribute(overlay.picture))\"><img class=\"small\" src=\"\(attribute(overlay.picture))\" alt=\"\(escape(overlay.name))\"></a>"
                }
                body += "</div>\n<pre class=\"tree\">\(escape(step.tree))</pre>\n</figure>\n"
            }
            body += "</div>\n</section>\n"
        }
        return page(title: title, body: body)
    }

    private static func page(title: String, body: String) -> String {
        """
        <!doctype html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(escape(title))</title>
        <style>
        body { font: 14px/1.4 -apple-system, system-ui, sans-serif; margin: 24px; color: #1c1c1e; background: #f2f2f7; }
        h1 { font-size: 24px; } h2 { font-size: 18px; margin-top: 32px; }
        .cards { list-style: none; padding: 0; display: flex; flex-wrap: wrap; gap: 16px; }
        .cards li { background: white; border-radius: 10px; padding: 10px; width: 180px; }
        .cards a { color: inherit; text-decoration: none; display: block; } .cards img { width: 100%; border-radius: 6px; }
        .cards span { display: block; font-weight: 600; margin-top: 6px; } .cards small { color: #6c6c70; }
        .steps { display: flex; flex-wrap: wrap; gap: 20px; }
        .step { position: relative; margin: 0; background: white; border-radius: 10px; padding: 10px; width: 260px; }
        .step > img { width: 100%; border-radius: 6px; }
        .extra { display: flex; flex-wrap: wrap; gap: 6px; margin-top: 6px; } .extra img.small { height: 90px; border: 1px solid #d1d1d6; border-radius: 4px; }
        .tree { display: none; position: absolute; left: 100%; top: 0; z-index: 2; margin: 0 0 0 8px; max-height: 80vh; overflow: auto;
                background: #1c1c1e; color: #f2f2f7; padding: 10px; border-radius: 8px; font-size: 11px; white-space: pre; }
        .step:hover .tree { display: block; }
        </style>
        </head>
        <body>
        \(body)<script>
        (function () {
          var loaded = 0, broken = 0, images = document.images;
          function count() { document.body.setAttribute("data-images-loaded", loaded); document.body.setAttribute("data-images-broken", broken); }
          Array.prototype.forEach.call(images, function (image) {
            if (image.complete) { if (image.naturalWidth > 0) loaded++; else broken++; }
            else { image.addEventListener("load", function () { loaded++; count(); }); image.addEventListener("error", function () { broken++; count(); }); }
          });
          count();
        })();
        </script>
        </body>
        </html>

        """
    }

    static func escape(_ text: String) -> String { HTMLText.escape(text) }

    /// A relative URL in an attribute: its path segments percent-encoded where they must be, then escaped.
    static func attribute(_ path: String) -> String { HTMLText.escape(HTMLText.urlPath(path)) }
}
