/// A navigation item's search controller (`UINavigationItem.searchController`,
/// iOS 11): its search bar sits in a row of its own at the bottom of the
/// navigation bar, below a large title, and collapses first as content
/// scrolls up beneath it when `hidesSearchBarWhenScrolling`.
public struct SearchControllerSpec: Hashable, Sendable {
    public var placeholder: String
    public var text: String?
    public var hidesSearchBarWhenScrolling: Bool

    public init(placeholder: String = "Search", text: String? = nil, hidesSearchBarWhenScrolling: Bool = true) {
        self.placeholder = placeholder
        self.text = text
        self.hidesSearchBarWhenScrolling = hidesSearchBarWhenScrolling
    }
}
