import MockupCore

extension SceneLayout {
    /// A view and its subviews, placed in window coordinates; nil when hidden
    /// (a hidden view is neither drawn nor reported). A view with a `frame`
    /// autoresizes from its parent's declared size to its actual one; a view
    /// that rides on a bar is placed as if the bar were shown, then moves with it.
    func layoutView(_ spec: ViewSpec, in parent: ParentFrame) throws(DiagnosticError) -> PresentedView? {
        guard !spec.hidden else { return nil }
        let frame = placedFrame(spec, in: parent)
        var node = try spec.kind.layout.present(spec, frame: frame, parent: parent, in: self)
        node.id = spec.id
        node.alpha = spec.alpha
        if !spec.accessibility.isEmpty { node.accessibility = spec.accessibility }
        if let edge = spec.ridesOn { node.tags.insert(.rides(edge)) }
        node.clipsToBounds = spec.clipsToBounds || node.clipsToBounds
        if !spec.layer.isPlain { node.layer = spec.layer }
        let safe = safeArea(of: frame, within: parent.safeArea)
        var inside = spec.kind.layout.subviewFrame(of: spec, frame: frame, safeArea: safe)
        inside.safeArea = parent.safeArea
        let margins = effectiveMargins(spec, frame: frame, safeArea: safe, parentMarginBox: parent.marginBox)
        inside.margins = margins
        inside.marginBox = frame.inset(by: margins)
        inside.solvedWithin = parent.solvedWithin
        node.children += try layoutSubviews(of: spec, in: inside, frame: frame)
        node.constraints = spec.constraints.map(\.description)
        if showsScrollIndicators, let indicator = scrollIndicator(spec, frame: frame) { node.children.append(indicator) }
        return directed(node, spec.semanticContentAttribute)
    }

    /// A view's layout margins: its own (UIView's default, 8 all round),
    /// measured from its safe area where it reaches beyond it
    /// (insetsLayoutMarginsFromSafeArea: its safe area insets added, as a
    /// screen's view's margins are its safe area's), each widened, when it
    /// preserves its parent's, by as much as its parent's margin reaches
    /// inside it (UIView.preservesSuperviewLayoutMargins: "the smallest
    /// amount needed to ensure that content is also inside the superview's margins").
    func effectiveMargins(_ spec: ViewSpec, frame: Rect, safeArea safe: Rect, parentMarginBox box: Rect?) -> EdgeInsets {
        var own = spec.layoutMargins ?? AutoLayoutSystem.defaultMargins
        if spec.insetsLayoutMarginsFromSafeArea {
            own = EdgeInsets(top: own.top + max(0, safe.minY - frame.minY), left: own.left + max(0, safe.minX - frame.minX),
                             bottom: own.bottom + max(0, frame.maxY - safe.maxY), right: own.right + max(0, frame.maxX - safe.maxX))
        }
        guard spec.preservesSuperviewLayoutMargins, let box else { return own }
        return EdgeInsets(top: max(own.top, box.minY - frame.minY), left: max(own.left, box.minX - frame.minX),
                          bottom: max(own.bottom, frame.maxY - box.maxY), right: max(own.right, frame.maxX - box.maxX))
    }

    /// Where a view goes in window coordinates: its `frame` autoresized from the
    /// size it was written for and moved with the bar it rides on, else its natural frame.
    func placedFrame(_ spec: ViewSpec, in parent: ParentFrame) -> Rect {
        guard let declared = spec.frame else {
            return spec.kind.layout.naturalFrame(of: spec, in: self, parentSize: parent.frame.size).offsetBy(dx: parent.frame.minX, dy: parent.frame.minY)
        }
        var box = parent.frame
        let ride = spec.ridesOn.flatMap { parent.rides[$0] } ?? Ride()
        box = Rect(x: box.minX, y: box.minY + ride.topGrowth, width: box.width,
                   height: box.height - ride.topGrowth - ride.bottomGrowth)
        let written = spec.ridesOn.flatMap { parent.reference?.riding($0) } ?? parent.declaredSize
        return spec.autoresizingMask.resize(declared.sizedNaturally(by: spec.kind.layout.naturalSize(of: spec, in: self, parentSize: parent.frame.size)),
                                            from: written, to: box.size)
            .offsetBy(dx: box.minX, dy: box.minY + ride.dy)
    }

    /// A view whose content keeps left to right in a right-to-left interface is
    /// marked so the mirroring leaves its insides; one forced right to left in a
    /// left-to-right interface is mirrored within its own frame here (in a
    /// right-to-left one the whole window's mirroring does it).
    private func directed(_ node: PresentedView, _ attribute: SemanticContentAttribute) -> PresentedView {
        var node = node
        if attribute.keepsLeftToRight { node.tags.insert(.forcesLeftToRight) }
        if attribute == .forceRightToLeft && !traits.isRightToLeft { node = node.mirrored(aboutX: node.frame.midX) }
        return node
    }

    /// A text view: its text wrapped inside UIKit's insets (8 above and
    /// below, 5 at the sides: textContainerInset and lineFragmentPadding),
    /// moved up by its content offset, clipped to its frame.
    func textView(_ text: TextViewSpec, frame: Rect, background: Color?, editing: Bool = false) -> PresentedView {
        var font = text.font
        if font.size == nil, font.textStyle == nil { font.size = controls.textViewFontSize }
        let width = max(0, frame.width - 10)
        let height = measurer.measure(text.text, font: labelFont(font), maxWidth: width, lineLimit: 0).height.rounded(.up)
        let box = Rect(x: frame.minX + 5, y: frame.minY + 8 - text.contentOffset.y, width: width, height: height)
        let run = TextRun(
            text: text.text, font: labelFont(font), color: text.textColor ?? metrics.textColor, box: box, alignment: text.textAlignment, lineLimit: 0
        )
        var children: [PresentedView] = [.label(run)]
        if editing {
            // The caret at the end of the text: after its last line when that line is the only one, else below it.
            let font = labelFont(font)
            let lastLine = text.text.split(separator: "\n", omittingEmptySubsequences: false).last.map(String.init) ?? ""
            let one = measurer.measure(lastLine, font: font, maxWidth: nil, lineLimit: 1)
            let lineHeight = measurer.measure("X", font: font, maxWidth: nil, lineLimit: 1).height
            let end = one.width <= width ? one.width : 0
            let midY = text.text.isEmpty ? box.minY + lineHeight / 2 : box.maxY - lineHeight / 2
            children.append(PresentedView(kind: .caret, frame: caret(ending: lastLine, width: end, in: box, midY: midY, font: font),
                                          content: .plain(background: metrics.presentation.caretColor), tags: [.decoration]))
        }
        return PresentedView(kind: .textView, frame: frame, clipsToBounds: true,
                             content: .plain(background: background ?? metrics.contentBackground), children: children)
    }

    /// The vertical scroll indicator a scrolling table or scroll view shows
    /// while it scrolls: 3 points wide, 3 from the trailing edge, as long as
    /// the visible share of the content (at least 36), where the offset puts it;
    /// black at 35%, white in the dark appearance (the default indicator style
    /// follows the interface's; chosen).
    func scrollIndicator(_ spec: ViewSpec, frame: Rect) -> PresentedView? {
        let offset: Double, contentHeight: Double
        switch spec.kind {
        case .scrollView(let scroll) where scroll.showsScrollIndicators:
            offset = scroll.contentOffset.y
            contentHeight = scroll.contentSize?.height ?? frame.height
        default:
            return nil
        }
        guard contentHeight > frame.height, frame.height > 0 else { return nil }
        let length = max(36, frame.height * frame.height / contentHeight)
        let travel = frame.height - length - 6
        let share = min(1, max(0, offset / (contentHeight - frame.height)))
        let bar = Rect(x: frame.maxX - 6, y: frame.minY + 3 + travel * share, width: 3, height: length)
        return PresentedView(kind: .scrollIndicator, frame: bar, content: .plain(background: .dynamic(light: Color.black.withAlpha(0.35), dark: Color.white.withAlpha(0.35))), tags: [.decoration])
    }

    func labelFont(_ spec: FontSpec) -> Font {
        spec.font(metrics.family, category: traits.preferredContentSizeCategory, size: 17, weight: .regular)
    }

    func labelView(_ label: LabelSpec, frame: Rect, background: Color?) -> PresentedView {
        let run = TextRun(
            text: label.text, font: labelFont(label.font), color: label.textColor ?? metrics.textColor, box: frame,
            alignment: label.textAlignment, lineLimit: label.numberOfLines, truncation: label.lineBreakMode.truncation
        )
        return .label(run, background: background)
    }

    /// A free-standing navigation bar view: its last item on top, the one before titles the back button.
    func navigationBarView(_ bar: NavigationBarSpec, frame: Rect) throws(DiagnosticError) -> PresentedView {
        var content = BarContent(barStyle: bar.barStyle, tintColor: bar.tintColor, translucent: bar.translucent, barTintColor: bar.barTintColor)
        content.titleTextAttributes = bar.titleTextAttributes
        content.backgroundImage = bar.backgroundImage
        guard let top = bar.items.last else {
            return PresentedView(kind: .navigationBar, frame: frame, content: .navigationBar(content))
        }
        var state = NavigationBarState(top: top)
        if bar.items.count > 1 { state.backTitle = backTitle(of: bar.items[bar.items.count - 2]) }
        return try navigationBar(frame: frame, state: state, bar: content)
    }
}

/// Where a view's parent is: its frame in window points, the size its
/// subviews' frames were written for (for riders, with the bars shown), and
/// the bars views may ride on.
struct ParentFrame {
    var frame: Rect
    var declaredSize: Size
    /// A screen's reference, for the views riding on its bars.
    var reference: ScreenReference?
    var rides: [BarEdge: Ride] = [:]
    /// The height of a translucent bar beneath the bottom edge (LayoutContext.bottomUnderlap).
    var bottomUnderlap = 0.0
    /// How far above it a screen's view runs on in UIKit (LayoutContext.topUnderlap).
    var topUnderlap = 0.0
    /// The screen's safe area in window coordinates (beneath its bars, above
    /// the home indicator), which every view's safe area lies within; nil: the window's.
    var safeArea: Rect?
    /// The layout margins of the view whose subviews these are (its own,
    /// widened to its parent's where it preserves them); nil: its own.
    var margins: EdgeInsets?
    /// Where the margins of the view whose subviews these are lie, in window
    /// coordinates, for subviews that preserve them.
    var marginBox: Rect?
    /// The frames an ancestor's constraints gave views within the view whose
    /// subviews these are, by the names its own constraints give them (ConstraintSubtree).
    var solvedWithin: [String: Rect] = [:]
}

extension Rect {
    /// This frame with a zero width or height replaced by `natural`'s (a
    /// control sized as `sizeToFit` would, SCENE-FORMAT.md "More views").
    func sizedNaturally(by natural: Size?) -> Rect {
        guard let natural, width == 0 || height == 0 else { return self }
        return Rect(x: minX, y: minY, width: width == 0 ? natural.width : width, height: height == 0 ? natural.height : height)
    }
}
