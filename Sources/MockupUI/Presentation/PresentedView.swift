import MockupCore

/// A view as laid out at one instant: its frame in window points, its own
/// alpha, what the theme draws for it, and its subviews back to front.
///
/// The layout dump (`layoutNode`) and the picture (`Theme`) are both made from
/// this one tree, so what the JSON says is where things are drawn.
public struct PresentedView: Hashable, Sendable {
    public var kind: String
    public var id: String?
    public var frame: Rect
    public var alpha: Double
    public var text: String?
    public var title: String?
    public var clipsToBounds: Bool
    public var content: Content
    public var children: [PresentedView]

    public init(
        kind: String, id: String? = nil, frame: Rect, alpha: Double = 1, text: String? = nil,
        title: String? = nil, clipsToBounds: Bool = false, content: Content = .plain(background: nil),
        children: [PresentedView] = []
    ) {
        self.kind = kind
        self.id = id
        self.frame = frame
        self.alpha = alpha
        self.text = text
        self.title = title
        self.clipsToBounds = clipsToBounds
        self.content = content
        self.children = children
    }

    /// What the theme paints for a view, beneath its children.
    public enum Content: Hashable, Sendable {
        /// Nothing, or a flat background colour.
        case plain(background: Color?)
        case statusBar(StatusBarContent)
        case navigationBar(BarContent)
        case toolbar(BarContent)
        case tabBar(BarContent)
        case barButtonItem(BarItemContent)
        case backButton(BarItemContent)
        case tabBarItem(TabItemContent)
        case label(LabelContent)
        case tableView(TableContent)
        case tableCell(CellContent)
        /// Segmented controls and segments, buttons, text fields, image views, search bars.
        case control(ControlContent)
        /// A table's section header or footer bar, or a cell's accessory (TableContent.swift).
        case tableDecoration(TableDecoration)
    }

    /// A `label` node drawing `run` in its box, reporting its text.
    public static func label(_ run: TextRun, background: Color? = nil) -> PresentedView {
        PresentedView(kind: "label", frame: run.box, text: run.text, content: .label(LabelContent(run: run, background: background)))
    }

    /// The layout JSON node, alpha multiplied down from `inheritedAlpha`.
    public func layoutNode(inheritedAlpha: Double = 1) -> LayoutNode {
        let effective = inheritedAlpha * alpha
        return LayoutNode(
            kind: kind, id: id, frame: frame, alpha: effective, text: text, title: title,
            children: children.map { $0.layoutNode(inheritedAlpha: effective) }
        )
    }
}

public struct StatusBarContent: Hashable, Sendable {
    public var barStyle: BarStyle
    public init(barStyle: BarStyle) { self.barStyle = barStyle }
}

/// A bar's background: its style and tint.
public struct BarContent: Hashable, Sendable {
    public var barStyle: BarStyle
    public var tintColor: Color?
    public var translucent: Bool
    /// `translucent` defaults to the style's own: only black translucent bars are.
    public init(barStyle: BarStyle, tintColor: Color? = nil, translucent: Bool? = nil) {
        self.barStyle = barStyle
        self.tintColor = tintColor
        self.translucent = translucent ?? (barStyle == .blackTranslucent)
    }
}

/// Text in a box, already resolved to a font and colour.
public struct LabelContent: Hashable, Sendable {
    public var run: TextRun
    public var background: Color?
    public init(run: TextRun, background: Color? = nil) {
        self.run = run
        self.background = background
    }
}
