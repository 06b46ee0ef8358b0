import MockupCore

/// A right-to-left interface is its left-to-right layout mirrored once, as a
/// whole, after every transition is composed (so a push's new screen enters
/// from the left): frames and the boxes views draw in are reflected in the
/// window's vertical centre line, and each view is marked to be drawn
/// mirrored as its content asks (`Mirroring`). No layout function knows the
/// direction.
extension PresentedView {
    /// This window as a right-to-left interface shows it.
    public func mirroredForRightToLeft() -> PresentedView {
        mirrored(aboutX: frame.midX)
    }

    /// This view and its subtree reflected in the vertical line at `x`.
    func mirrored(aboutX x: Double) -> PresentedView {
        let mirroring = tags.contains(.forcesLeftToRight) ? .keepsLeftToRight : content.mirroring
        switch mirroring {
        case .stays:
            return self
        case .keepsLeftToRight:
            // Placed by its mirrored parent, laid out left to right inside.
            let flipped = RectMap.mirror(aboutX: x).apply(frame)
            return translated(flipped.minX - frame.minX, 0)
        case .flips, .upright:
            var copy = self
            let map = RectMap.mirror(aboutX: x)
            copy.frame = map.apply(frame)
            copy.content = content.mapped(map, frame: frame)
            copy.isMirrored = true
            copy.children = children.map { $0.mirrored(aboutX: x) }
            return copy
        }
    }
}

/// How a view's content takes a right-to-left interface.
enum Mirroring {
    /// Drawn as a mirror image (text excepted, which reads right to left
    /// unflipped): bars, cells and their separators, chevrons that point
    /// forward or back, switches, sliders and progress that run from the right.
    case flips
    /// Moved to its mirrored place and drawn unflipped, its text reading right
    /// to left: images and symbols (HIG "Right to left": images, logos and
    /// icons of real objects do not flip), bar button items, tab items.
    case upright
    /// Laid out left to right where its mirrored parent puts it: the system's
    /// status bar and keyboard (an app's traits do not change the device's
    /// language; the Latin keyboard is drawn), and views that force it
    /// (`semanticContentAttribute: forceLeftToRight`).
    case keepsLeftToRight
    /// Left where it is: the device's own chrome (the Dynamic Island, the home indicator).
    case stays
}

extension PresentedView.Content {
    var mirroring: Mirroring {
        switch self {
        case .statusBar, .keyboard: .keepsLeftToRight
        case .deviceChrome: .stays
        case .barButtonItem, .tabBarItem, .alert, .actionSheet, .plain, .layer: .upright
        case .tableDecoration(.accessory(.checkmark, _)): .upright
        case .control(let control): control.kind.mirroring
        case .navigationBar, .toolbar, .tabBar, .backButton, .label, .tableView, .tableCell, .tableDecoration, .edgeShadow, .popoverArrow: .flips
        }
    }
}

extension ControlContent.Kind {
    var mirroring: Mirroring {
        switch self {
        case .imageView, .button, .textField, .searchBar, .activityIndicator: .upright
        case .segmentedControl, .segment, .segmentThumb, .switchControl, .slider, .progressView, .pageControl, .stepper, .picker,
             .calendar:
            .flips
        }
    }
}
