import MockupCore

/// A compositional layout (UICollectionViewCompositionalLayout), as a section
/// provider returns it: a layout for each section, by index (the last one
/// serves the sections after it), spaced `interSectionSpacing` apart.
///
///     // .list(using: UICollectionLayoutListConfiguration(appearance: .insetGrouped))
///     CompositionalLayout(sections: [.list(.insetGrouped)])
///     // three square items across, 2 points apart
///     CompositionalLayout(sections: [.grid(.init(columns: 3, height: .fractionalWidth(1.0 / 3), interItemSpacing: 2))])
public struct CompositionalLayout: Hashable, Sendable {
    public var sections: [SectionLayout]
    /// UICollectionViewCompositionalLayoutConfiguration.interSectionSpacing (default 0).
    public var interSectionSpacing = 0.0

    public init(sections: [SectionLayout], interSectionSpacing: Double = 0) {
        self.sections = sections
        self.interSectionSpacing = interSectionSpacing
    }

    /// The layout of section `index`.
    public func layout(ofSection index: Int) -> SectionLayout {
        sections.isEmpty ? .list(.plain) : sections[min(index, sections.count - 1)]
    }

    /// One section's layout: a list (NSCollectionLayoutSection.list(using:layoutEnvironment:)), or groups of items.
    public enum SectionLayout: Hashable, Sendable {
        case list(ListAppearance)
        case grid(GridSection)
    }

    /// UICollectionLayoutListConfiguration.Appearance.
    public enum ListAppearance: String, Hashable, Sendable, CaseIterable {
        case plain, grouped, insetGrouped, sidebar, sidebarPlain
    }

    /// NSCollectionLayoutDimension: points, a fraction of the section's
    /// container (its width inside the content insets, the collection view's
    /// height), or an estimate that the content's fitting size replaces.
    public enum Dimension: Hashable, Sendable {
        case absolute(Double)
        case fractionalWidth(Double)
        case fractionalHeight(Double)
        case estimated(Double)

        /// Its length in a container of `width` by `height` points; nil for an estimate.
        public func resolved(width: Double, height: Double) -> Double? {
            switch self {
            case .absolute(let points): points
            case .fractionalWidth(let f): f * width
            case .fractionalHeight(let f): f * height
            case .estimated: nil
            }
        }
    }

    /// NSCollectionLayoutSection.OrthogonalScrollingBehavior.
    public enum OrthogonalScrolling: String, Hashable, Sendable, CaseIterable {
        case none, continuous, continuousGroupLeadingBoundary, paging, groupPaging, groupPagingCentered
    }

    /// A section of horizontal groups (NSCollectionLayoutGroup.horizontal(layoutSize:repeatingSubitem:count:)):
    /// each group `width` by `height` holds `columns` equal items `interItemSpacing` apart;
    /// groups follow one another down, or across when the section scrolls orthogonally.
    public struct GridSection: Hashable, Sendable {
        public var columns = 1
        /// The group's size (default: the container's width, and as tall as its tallest item's content).
        public var width = Dimension.fractionalWidth(1)
        public var height = Dimension.estimated(44)
        /// NSCollectionLayoutGroup.interItemSpacing, NSCollectionLayoutSection.interGroupSpacing (both 0 by default).
        public var interItemSpacing = 0.0
        public var interGroupSpacing = 0.0
        /// NSCollectionLayoutSection.contentInsets ([top, leading, bottom, trailing]).
        public var contentInsets = EdgeInsets()
        public var orthogonalScrollingBehavior = OrthogonalScrolling.none
        /// The heights of the boundary supplementary items (header, footer) that are shown when the section has one.
        public var headerHeight = Dimension.estimated(44)
        public var footerHeight = Dimension.estimated(44)

        public init(columns: Int = 1, width: Dimension = .fractionalWidth(1), height: Dimension = .estimated(44),
                    interItemSpacing: Double = 0, interGroupSpacing: Double = 0, contentInsets: EdgeInsets = EdgeInsets(),
                    orthogonalScrollingBehavior: OrthogonalScrolling = .none) {
            self.columns = columns
            self.width = width
            self.height = height
            self.interItemSpacing = interItemSpacing
            self.interGroupSpacing = interGroupSpacing
            self.contentInsets = contentInsets
            self.orthogonalScrollingBehavior = orthogonalScrollingBehavior
        }
    }
}
