import MockupCore

/// A collection view with a flow layout (UICollectionViewFlowLayout): items
/// of one size in lines along its scroll direction, lines `minimumLineSpacing`
/// apart, inside each section's inset. A line holds as many items as fit
/// `minimumInteritemSpacing` apart and spreads them to its ends, its gaps
/// equal; a lone item is centred (as the flow layout justifies its lines).
/// Only the cells within its frame are in the hierarchy, as UIKit keeps only visible cells.
extension CollectionViewSpec: ViewKindLayout {
    func present(_ spec: ViewSpec, frame: Rect, parent: ParentFrame, in layout: SceneLayout) throws(DiagnosticError) -> PresentedView {
        let vertical = flowLayout.scrollDirection == .vertical
        var children: [PresentedView] = []
        // Along: the scroll direction; across: the other.
        var along = -contentOffset
        for items in sections {
            let inset = flowLayout.sectionInset
            let item = flowLayout.itemSize
            let span = vertical ? frame.width - inset.left - inset.right : frame.height - inset.top - inset.bottom
            let itemAcross = vertical ? item.width : item.height, itemAlong = vertical ? item.height : item.width
            // As many as fit; every item in one line when they take no room at all.
            let step = itemAcross + flowLayout.minimumInteritemSpacing
            let fit = step > 0 ? ((span + flowLayout.minimumInteritemSpacing) / step).rounded(.down) : Double(items.count)
            let perLine = fit.isFinite ? max(1, Int(min(max(fit, 1), Double(max(items.count, 1))))) : 1
            along += vertical ? inset.top : inset.left
            for start in stride(from: 0, to: items.count, by: perLine) {
                let line = Array(items[start..<min(items.count, start + perLine)])
                let gap = line.count > 1 ? (span - Double(line.count) * itemAcross) / Double(line.count - 1) : 0
                for (index, content) in line.enumerated() {
                    let across = line.count == 1 ? (span - itemAcross) / 2 : Double(index) * (itemAcross + gap)
                    let box = vertical
                        ? Rect(x: frame.minX + inset.left + across, y: frame.minY + along, width: item.width, height: item.height)
                        : Rect(x: frame.minX + along, y: frame.minY + inset.top + across, width: item.width, height: item.height)
                    guard box.intersects(frame) else { continue }
                    children.append(try cell(content, box: box, in: layout))
                }
                along += itemAlong + flowLayout.minimumLineSpacing
            }
            if !items.isEmpty { along -= flowLayout.minimumLineSpacing }
            along += vertical ? inset.bottom : inset.right
        }
        return PresentedView(kind: PresentedKind(spec.kind), frame: frame, clipsToBounds: true,
                             content: .plain(background: spec.backgroundColor), children: children)
    }

    /// A cell at `box`: its content view laid out there.
    private func cell(_ content: ViewSpec, box: Rect, in layout: SceneLayout) throws(DiagnosticError) -> PresentedView {
        let node = try layout.contentView(content, filling: box)
        return PresentedView(kind: .collectionViewCell, frame: box, children: node.map { [$0] } ?? [])
    }
}
