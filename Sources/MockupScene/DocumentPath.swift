/// Where a value sits in the document, printed the way diagnostics name it:
/// `screens.article.toolbarItems[2]`, `steps[3].push`.
struct DocumentPath: Hashable, Sendable, CustomStringConvertible {
    let description: String

    /// The document itself (prints as nothing).
    static let root = DocumentPath(description: "")

    /// The value of `key` in the mapping at this path.
    func key(_ key: String) -> DocumentPath {
        DocumentPath(description: description.isEmpty ? key : description + "." + key)
    }

    /// The element at `index` of the list at this path.
    func index(_ index: Int) -> DocumentPath {
        DocumentPath(description: description + "[\(index)]")
    }
}
