import MockupCore

/// What the preview's pages write: escaped text, path segments, numbers, the page around a body.
enum HTML {
    static func escape(_ text: String) -> String { HTMLText.escape(text) }

    /// A path segment (a scene name: a file base name, without a slash), percent-encoded.
    static func segment(_ text: String) -> String { HTMLText.urlPath(text) }

    /// A number as the page writes it: no trailing zeros, at most three decimals.
    static func number(_ value: Double) -> String {
        let rounded = (value * 1000).rounded() / 1000
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }

    /// The page around `body`, with the preview's style and script.
    static func document(title: String, body: String) -> String {
        """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(escape(title))</title>
        <link rel="stylesheet" href="/preview.css">
        <script src="/preview.js" defer></script>
        </head>
        <body>
        \(body)
        </body>
        </html>

        """
    }
}
