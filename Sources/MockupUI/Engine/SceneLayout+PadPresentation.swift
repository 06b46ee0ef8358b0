import MockupCore

extension SceneLayout {
    /// The style a presented screen shows in here: elsewhere than an iPad in
    /// regular width, a form sheet or a popover shows as a page sheet (full
    /// screen in the looks before iOS 13), as UIKit adapts them.
    func shownStyle(_ style: PresentationStyle) -> PresentationStyle {
        guard !isPadInRegularWidth, style == .formSheet || style == .popover else { return style }
        return presentation.pageSheetIsCard ? .pageSheet : .fullScreen
    }

    /// A form sheet, page sheet or popover on an iPad over `views`, `shown`
    /// of the way: a form sheet (its `preferredContentSize`, else the look's)
    /// centred and a page sheet (at most the look's width, from the status
    /// bar's bottom down, the look's margin from the edges) rising from below
    /// over the presenter, which stays in place darkened as beneath an alert;
    /// a popover (its `preferredContentSize`, else the look's) fading in
    /// beside what it points at, below it when that is in the screen's top
    /// half and above it otherwise, its arrow's tip on it.
    func padPresentation(_ node: ControllerNode, style: PresentationStyle, anchor: PopoverAnchor?, shown t: Double, over views: [PresentedView],
                         context: inout LayoutContext) throws(DiagnosticError) -> [PresentedView] {
        let size = interfaceSize
        let p = presentation
        var frame: Rect
        var arrow: (frame: Rect, up: Bool)?
        switch style {
        case .popover:
            let placed = popoverPlacement(node.spec.preferredContentSize ?? p.popoverSize, pointingAt: anchor, over: views)
            frame = placed.frame
            arrow = placed.arrow
        case .formSheet:
            let wanted = node.spec.preferredContentSize ?? p.formSheetSize
            let width = min(wanted.width, size.width - 2 * p.padSheetMargin), height = min(wanted.height, size.height - statusBarHeight - 2 * p.padSheetMargin)
            frame = Rect(x: (size.width - width) / 2, y: max(statusBarHeight + p.padSheetMargin, (size.height - height) / 2), width: width, height: height)
        default:
            let width = min(p.padPageSheetWidth, size.width - 2 * p.padSheetMargin)
            let top = statusBarHeight + p.padSheetMargin
            frame = Rect(x: (size.width - width) / 2, y: top, width: width, height: max(0, size.height - top - p.padSheetMargin))
        }
        let radius = style == .popover ? p.popoverRadius : p.padSheetRadius
        let screen = try resolved(for: traits.with(\.userInterfaceLevel, .elevated)).layoutController(node, in: frame, context: &context)
        let rise = style == .popover ? 0 : (1 - t) * (size.height - frame.minY)
        let layer = LayerContent(from: frame, to: frame.offsetBy(dx: 0, dy: rise), cornerRadius: radius)
        let card = PresentedView(kind: .view, frame: frame, alpha: style == .popover ? t : 1, content: .layer(layer), children: [screen], tags: [.elevated])
        // A soft shadow round the card (chosen: black at 20%, 24 points of blur).
        var shadow = PresentedView(kind: .view, frame: frame.offsetBy(dx: 0, dy: rise), alpha: card.alpha,
                                   content: .plain(background: metrics.contentBackground), tags: [.decoration, .elevated])
        shadow.layer = LayerSpec(cornerRadius: radius, shadowOpacity: 0.2, shadowOffset: Size(width: 0, height: 4), shadowRadius: 12)
        var shown: [PresentedView] = [presenterLayer(views, shown: t, shrinks: false, dimming: style == .popover ? 0 : p.dimming), shadow]
        if let arrow {
            // In the colour of the popover's content where the arrow meets it.
            let edge = Point(x: arrow.frame.midX, y: arrow.up ? frame.minY + 1 : frame.maxY - 1)
            let color = colorShown(at: edge, in: screen) ?? metrics.contentBackground
            shown.append(PresentedView(kind: .view, frame: arrow.frame, alpha: t, content: .popoverArrow(pointsUp: arrow.up, color: color),
                                       tags: [.decoration, .elevated]))
        }
        return shown + [card]
    }

    /// Where a popover of `wanted` size goes, pointing at `anchor` among
    /// `views`, and its arrow (the tip on the anchor's middle edge, pointing
    /// up when the popover hangs below it), and whether it points up.
    func popoverPlacement(_ wanted: Size, pointingAt anchor: PopoverAnchor?, over views: [PresentedView]) -> (frame: Rect, arrow: (frame: Rect, up: Bool)) {
        let size = interfaceSize
        let p = presentation
        let window = PresentedView(kind: .window, frame: Rect(origin: .zero, size: size), children: views)
        let source = anchor.flatMap { anchorFrame($0, in: window) } ?? Rect(x: size.width / 2, y: statusBarHeight, width: 0, height: 0)
        let below = source.midY < size.height / 2
        let width = min(wanted.width, size.width - 2 * p.popoverMargin)
        let x = min(max(p.popoverMargin, source.midX - width / 2), size.width - p.popoverMargin - width)
        let room = below ? size.height - p.popoverMargin - (source.maxY + p.popoverArrow.height)
            : source.minY - p.popoverArrow.height - max(statusBarHeight, p.popoverMargin)
        let height = max(0, min(wanted.height, room))
        let y = below ? source.maxY + p.popoverArrow.height : source.minY - p.popoverArrow.height - height
        let frame = Rect(x: x, y: y, width: width, height: height)
        let inset = p.popoverRadius + p.popoverArrow.width / 2
        let tip = min(max(source.midX, frame.minX + inset), frame.maxX - inset)
        let arrow = Rect(x: tip - p.popoverArrow.width / 2, y: below ? frame.minY - p.popoverArrow.height : frame.maxY,
                         width: p.popoverArrow.width, height: p.popoverArrow.height)
        return (frame, (arrow, below))
    }

    /// Where a popover's anchor is in `window`: the view with the id, or the
    /// bar button item whose title or system item's name it is.
    func anchorFrame(_ anchor: PopoverAnchor, in window: PresentedView) -> Rect? {
        func find(_ view: PresentedView) -> Rect? {
            switch anchor {
            case .sourceView(let id) where view.id == id:
                return view.frame
            case .barButtonItem(let name):
                if view.kind == .barButtonItem, case .barButtonItem(let item) = view.content,
                   item.title == name || item.systemItem?.rawValue == name || item.symbol == name {
                    return view.frame
                }
            default:
                break
            }
            for child in view.children.reversed() {
                if let frame = find(child) { return frame }
            }
            return nil
        }
        return find(window)
    }
}
