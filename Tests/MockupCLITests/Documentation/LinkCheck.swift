import Foundation

/// Checks that every link of some Markdown pages resolves inside the
/// repository: a relative link names a file or folder that exists, without
/// leaving the repository, and a `#fragment` names a heading (or HTML
/// anchor) of the Markdown page it points at. Links with a scheme
/// (`https:`, `mailto:`) are left to the reader. Pages must not send
/// readers to `../shared/`, which only the people who build mockup have.
struct LinkCheck {
    /// The repository's root folder.
    let root: URL
    /// The pages whose links are checked (paths relative to `root`).
    let pages: [MarkdownPage]

    /// Every link that does not resolve, and every mention of `../shared/`, one line each.
    var problems: [String] {
        var anchors: [String: Set<String>?] = [:]
        var problems: [String] = []
        for page in pages {
            for (i, line) in page.lines.enumerated() where line.contains("../shared/") {
                problems.append("\(page.path):\(i + 1): names ../shared/, which readers of the repository do not have")
            }
            for link in page.links where !Self.hasScheme(link.target) {
                let problem = problem(link.target, from: page.path) { path in
                    if let known = anchors[path] { return known }
                    let read = (pages.first { $0.path == path } ?? (try? MarkdownPage(root: root, path: path)))?.anchors
                    anchors[path] = read
                    return read
                }
                if let problem {
                    problems.append("\(page.path):\(link.line): \(link.target): \(problem)")
                }
            }
        }
        return problems
    }

    /// What is wrong with `target` written in the page at `page`, or nil;
    /// `anchors` gives a Markdown page's anchors, nil when it cannot be read.
    private func problem(_ target: String, from page: String, anchors: (String) -> Set<String>?) -> String? {
        let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        let file = String(parts[0]).removingPercentEncoding ?? String(parts[0])
        let fragment = parts.count > 1 ? String(parts[1]) : nil
        var path = page
        if !file.isEmpty {
            guard !file.hasPrefix("/") else { return "an absolute path; write it relative to the page" }
            guard let resolved = Self.resolve(file, from: page) else { return "leaves the repository" }
            guard FileManager.default.fileExists(atPath: root.appendingPathComponent(resolved).path) else { return "no file or folder \(resolved)" }
            path = resolved
        }
        guard let fragment else { return nil }
        guard path.hasSuffix(".md") else { return nil }
        guard let names = anchors(path) else { return "cannot read \(path)" }
        return names.contains(fragment) ? nil : "\(path) has no heading with the anchor #\(fragment)"
    }

    /// `file` relative to the folder of `page`, as a path from the root, or nil when it leaves the root.
    static func resolve(_ file: String, from page: String) -> String? {
        var parts = page.split(separator: "/").dropLast().map(String.init)
        for part in file.split(separator: "/") {
            switch part {
            case ".": continue
            case "..":
                guard !parts.isEmpty else { return nil }
                parts.removeLast()
            default: parts.append(String(part))
            }
        }
        return parts.joined(separator: "/")
    }

    /// `https://...`, `mailto:...`: a scheme before any `/` or `#`.
    static func hasScheme(_ target: String) -> Bool {
        guard let colon = target.firstIndex(of: ":") else { return false }
        return !target[..<colon].contains { $0 == "/" || $0 == "#" }
    }
}
