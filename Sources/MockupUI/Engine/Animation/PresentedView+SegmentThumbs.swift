import MockupCore

extension PresentedView {
    /// This window with each segmented control's thumb `p` of the way from
    /// where `before` has the thumb of the control at the same place (same
    /// frame, same number of segments) to where it is now.
    func slidingSegmentThumbs(from before: PresentedView, _ p: Progress) -> PresentedView {
        let thumbs = before.segmentThumbs()
        return mappingSegmentedControls { control in
            guard let i = control.children.firstIndex(where: { $0.kind == .segmentThumb }),
                  let old = thumbs.first(where: { $0.control == control.frame && $0.segments == control.segmentCount }) else { return control }
            var copy = control
            copy.children[i].frame = old.thumb.interpolated(to: control.children[i].frame, p)
            return copy
        }
    }

    private var segmentCount: Int { children.count { $0.kind == .segment } }

    /// Every segmented control's frame, segment count and thumb frame.
    private func segmentThumbs() -> [(control: Rect, segments: Int, thumb: Rect)] {
        if kind == .segmentedControl, let thumb = children.first(where: { $0.kind == .segmentThumb }) {
            return [(frame, segmentCount, thumb.frame)]
        }
        return children.flatMap { $0.segmentThumbs() }
    }

    private func mappingSegmentedControls(_ transform: (PresentedView) -> PresentedView) -> PresentedView {
        if kind == .segmentedControl { return transform(self) }
        var copy = self
        copy.children = children.map { $0.mappingSegmentedControls(transform) }
        return copy
    }
}
