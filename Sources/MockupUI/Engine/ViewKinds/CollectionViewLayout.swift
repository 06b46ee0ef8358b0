import MockupCore

/// A collection view: its cells placed by its layout, moved by its content
/// offset; one reaching its parent's bottom runs on beneath a translucent bar,
/// as a table does. Its content starts below the top of its safe area (under a
/// navigation bar it reaches up beneath), as UIScrollView's
/// `contentInsetAdjustmentBehavior` `automatic` insets it (iOS 11). Only the
/// cells and supplementary views within its frame are in the hierarchy, as
/// UIKit keeps only visible ones.
extension CollectionViewSpec: ViewKindLayout {
    func present(_ spec: ViewSpec, frame visible: Rect, parent: ParentFrame, in layout: SceneLayout) throws(DiagnosticError) -> PresentedView {
        let underlap = visible.maxY >= parent.frame.maxY - 0.5 ? parent.bottomUnderlap : 0
        let frame = Rect(x: visible.minX, y: visible.minY, width: visible.width, height: visible.height + underlap)
        let safe = layout.safeArea(of: visible, within: parent.safeArea)
        var scrolled = self
        scrolled.contentOffset -= visible.height > 0 ? max(0, safe.minY - visible.minY) : 0
        var node: PresentedView
        if let compositional = compositionalLayout {
            node = try layout.compositionalCollection(scrolled, compositional, spec: spec, frame: frame)
        } else {
            var placer = CollectionPlacer(frame: frame, layout: layout)
            try placer.flow(scrolled)
            node = placer.collectionView(spec, overflowsBottom: placer.end > visible.maxY + 0.5)
        }
        // Content scrolled up beneath a bar above: the bar takes its material.
        if case .tableView(var content) = node.content {
            content.scrolledBeneathTop = contentOffset > 0.5
            node.content = .tableView(content)
        }
        return node
    }
}

/// Places a collection view's cells and supplementary views, keeping those within its frame.
struct CollectionPlacer {
    let frame: Rect
    let layout: SceneLayout
    private(set) var children: [PresentedView] = []
    /// Where the content laid out so far ends along the scroll direction (window coordinates).
    private(set) var end = 0.0

    init(frame: Rect, layout: SceneLayout) {
        self.frame = frame
        self.layout = layout
    }

    mutating func add(_ node: PresentedView) {
        if node.frame.intersects(frame) { children.append(node) }
    }

    /// A cell at `box`: its content view laid out there, tagged with the item's identity.
    mutating func cell(_ content: ViewSpec, identity: String, box: Rect) throws(DiagnosticError) {
        guard box.intersects(frame) else { return }
        let node = try layout.contentView(content, filling: box)
        add(PresentedView(kind: .collectionViewCell, frame: box, children: node.map { [$0] } ?? [], tags: [.cell(identity)]))
    }

    /// A header or footer (a supplementary view) at `box`: its view filling
    /// it, or its title as a list's plain header shows one.
    mutating func supplementary(title: String?, view: ViewSpec?, box: Rect) throws(DiagnosticError) {
        guard box.intersects(frame) else { return }
        var children: [PresentedView] = []
        if let view, let node = try layout.contentView(view, filling: box) {
            children = [node]
        } else if let title {
            children = [layout.supplementaryTitle(title, box: box)]
        }
        add(PresentedView(kind: .collectionReusableView, frame: box, children: children))
    }

    /// The height a header or footer takes at `width`: its view's frame or fitting height, or its title's.
    func supplementaryHeight(title: String?, view: ViewSpec?, width: Double) -> Double {
        if let view { return view.frame?.height ?? layout.fittingSize(of: view, width: width, exactWidth: true).height }
        guard let title else { return 0 }
        return layout.supplementaryTitleHeight(title, width: width)
    }

    /// The collection view holding what was placed.
    func collectionView(_ spec: ViewSpec, overflowsBottom: Bool) -> PresentedView {
        var scroll = TableContent(style: .plain, emptyRowsFrom: nil, overflowsBottom: overflowsBottom)
        scroll.background = spec.backgroundColor ?? .clear
        return PresentedView(kind: PresentedKind(spec.kind), frame: frame, clipsToBounds: true, content: .tableView(scroll), children: children)
    }

    /// A flow layout (UICollectionViewFlowLayout): items in lines along the
    /// scroll direction, lines `minimumLineSpacing` apart, inside each section's
    /// inset, a header and a footer of their reference sizes around it. A line
    /// holds as many items as fit `minimumInteritemSpacing` apart and spreads
    /// them to its ends, its gaps equal; a lone item is centred; items shorter
    /// than their line are centred across it (as the flow layout justifies
    /// its lines). With `automaticItemSize` each item is as large as its content fits.
    mutating func flow(_ collection: CollectionViewSpec) throws(DiagnosticError) {
        let flow = collection.flowLayout
        let vertical = flow.scrollDirection == .vertical
        // Along: the scroll direction; across: the other.
        func box(along: Double, across: Double, alongLength: Double, acrossLength: Double) -> Rect {
            vertical ? Rect(x: frame.minX + across, y: frame.minY + along, width: acrossLength, height: alongLength)
                     : Rect(x: frame.minX + along, y: frame.minY + across, width: alongLength, height: acrossLength)
        }
        let acrossExtent = vertical ? frame.width : frame.height
        var along = -collection.contentOffset
        for (sectionIndex, section) in collection.sections.enumerated() {
            let inset = flow.sectionInset
            let before = vertical ? inset.top : inset.left, after = vertical ? inset.bottom : inset.right
            let start = vertical ? inset.left : inset.top
            let span = acrossExtent - start - (vertical ? inset.right : inset.bottom)
            let headerLength = vertical ? flow.headerReferenceSize.height : flow.headerReferenceSize.width
            if headerLength > 0, section.header != nil || section.headerView != nil {
                try supplementary(title: section.header, view: section.headerView,
                                  box: box(along: along, across: 0, alongLength: headerLength, acrossLength: acrossExtent))
                along += headerLength
            }
            along += before
            let items = section.cells(section: sectionIndex)
            let sizes = items.map(\.content).map { content -> Size in
                guard flow.automaticItemSize else { return flow.itemSize }
                // A content view placing its subviews by frames keeps its own size; one by constraints fits them.
                if let size = content.frame?.size, !layout.placesSubviewsByConstraints(content) { return size }
                let fitted = layout.fittingSize(of: content, width: vertical ? span : .greatestFiniteMagnitude)
                return Size(width: min(fitted.width, vertical ? span : fitted.width), height: fitted.height)
            }
            let across = sizes.map { vertical ? $0.width : $0.height }, alongs = sizes.map { vertical ? $0.height : $0.width }
            var index = 0
            while index < items.count {
                // As many as fit; every item in one line when they take no room at all.
                var stop = index + 1, used = across[index]
                while stop < items.count, used + flow.minimumInteritemSpacing + across[stop] <= span + 1e-9 {
                    used += flow.minimumInteritemSpacing + across[stop]
                    stop += 1
                }
                let line = index..<stop
                let lineLength = line.map { alongs[$0] }.max() ?? 0
                let count = line.count
                let gap = count > 1 ? (span - line.reduce(0) { $0 + across[$1] }) / Double(count - 1) : 0
                var position = count == 1 ? start + (span - across[index]) / 2 : start
                for i in line {
                    let centring = (lineLength - alongs[i]) / 2
                    try cell(items[i].content, identity: items[i].identity, box: box(along: along + centring, across: position, alongLength: alongs[i], acrossLength: across[i]))
                    position += across[i] + gap
                }
                along += lineLength + flow.minimumLineSpacing
                index = stop
            }
            if !items.isEmpty { along -= flow.minimumLineSpacing }
            along += after
            let footerLength = vertical ? flow.footerReferenceSize.height : flow.footerReferenceSize.width
            if footerLength > 0, section.footer != nil || section.footerView != nil {
                try supplementary(title: section.footer, view: section.footerView,
                                  box: box(along: along, across: 0, alongLength: footerLength, acrossLength: acrossExtent))
                along += footerLength
            }
        }
        end = (vertical ? frame.minY : frame.minX) + along
    }
}
