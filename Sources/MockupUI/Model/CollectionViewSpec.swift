import MockupCore

/// A collection view (UICollectionView): its sections' cells, laid out by a
/// flow layout (UICollectionViewFlowLayout) or a compositional layout
/// (UICollectionViewCompositionalLayout).
public struct CollectionViewSpec: Hashable, Sendable {
    /// UICollectionViewFlowLayout's properties, with its defaults.
    public struct FlowLayout: Hashable, Sendable {
        public enum ScrollDirection: String, Hashable, Sendable, CaseIterable { case vertical, horizontal }
        /// 50 x 50 by default (UICollectionViewFlowLayout.itemSize).
        public var itemSize = Size(width: 50, height: 50)
        /// `estimatedItemSize = automaticSize`: each item is as large as its content fits (itemSize is then its estimate).
        public var automaticItemSize = false
        /// 10 each by default (minimumLineSpacing, minimumInteritemSpacing).
        public var minimumLineSpacing = 10.0
        public var minimumInteritemSpacing = 10.0
        public var sectionInset = EdgeInsets()
        public var scrollDirection = ScrollDirection.vertical
        /// headerReferenceSize, footerReferenceSize: zero by default, so no header or footer is shown.
        /// Only the height counts when scrolling vertically, only the width horizontally.
        public var headerReferenceSize = Size(width: 0, height: 0)
        public var footerReferenceSize = Size(width: 0, height: 0)

        public init() {}
    }

    public var flowLayout = FlowLayout()
    /// When set, the layout in place of the flow layout.
    public var compositionalLayout: CompositionalLayout?
    public var sections: [CollectionSectionSpec] = []
    /// How far the content is scrolled along its scroll direction, in points.
    public var contentOffset = 0.0

    public init(flowLayout: FlowLayout = FlowLayout(), sections: [CollectionSectionSpec] = []) {
        self.flowLayout = flowLayout
        self.sections = sections
    }
}

/// A collection view's section: its cells, and its header and footer (supplementary views).
public struct CollectionSectionSpec: Hashable, Sendable {
    /// The cells as content views (a flow layout's and a grid section's).
    public var items: [ViewSpec]
    /// The cells as list cells (UICollectionViewListCell) with a table row's content, for a list section.
    public var rows: [TableRowSpec]
    /// A header or footer: a title drawn as the layout's header text, or a view with content.
    public var header: String?
    public var footer: String?
    public var headerView: ViewSpec?
    public var footerView: ViewSpec?
    /// Which item each cell shows while items come and go (empty: the items at their places when the story began).
    public var identities: [String] = []

    public init(items: [ViewSpec] = [], rows: [TableRowSpec] = []) {
        self.items = items
        self.rows = rows
    }

    /// Every cell's content view, as a grid shows it (a row's content view, or an empty view),
    /// with the identity of the item it shows (section `section`'s).
    public func cells(section: Int) -> [(content: ViewSpec, identity: String)] {
        if items.isEmpty {
            return rows.enumerated().map { ($1.contentView ?? ViewSpec(kind: .view), $1.identity ?? CellPath(section: section, row: $0).identity) }
        }
        return items.enumerated().map { ($1, identities.indices.contains($0) ? identities[$0] : CellPath(section: section, row: $0).identity) }
    }
}
