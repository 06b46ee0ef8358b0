import MockupCore

/// A collection view (UICollectionView) with a flow layout
/// (UICollectionViewFlowLayout): its sections' items, each a cell's content view.
public struct CollectionViewSpec: Hashable, Sendable {
    /// UICollectionViewFlowLayout's properties, with its defaults.
    public struct FlowLayout: Hashable, Sendable {
        public enum ScrollDirection: String, Hashable, Sendable, CaseIterable { case vertical, horizontal }
        /// 50 x 50 by default (UICollectionViewFlowLayout.itemSize).
        public var itemSize = Size(width: 50, height: 50)
        /// 10 each by default (minimumLineSpacing, minimumInteritemSpacing).
        public var minimumLineSpacing = 10.0
        public var minimumInteritemSpacing = 10.0
        public var sectionInset = EdgeInsets()
        public var scrollDirection = ScrollDirection.vertical

        public init() {}
    }

    public var flowLayout = FlowLayout()
    /// Each section's cells: their content views, as wide and tall as an item.
    public var sections: [[ViewSpec]] = []
    /// How far the content is scrolled along its scroll direction, in points.
    public var contentOffset = 0.0

    public init(flowLayout: FlowLayout = FlowLayout(), sections: [[ViewSpec]] = []) {
        self.flowLayout = flowLayout
        self.sections = sections
    }
}
