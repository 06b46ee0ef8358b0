import MockupCore

/// A view as laid out at one instant: its frame in window points, its own
/// alpha, what the theme draws for it, and its subviews back to front.
///
/// The layout dump (`layoutNode`) and the picture (`Theme`) are both made from
/// this one tree, so what the JSON says is where things are drawn.
public struct PresentedView: Hashable, Sendable {
    public var kind: PresentedKind
    public var id: String?
    public var frame: Rect
    public var alpha: Double
    public var text: String?
    public var title: String?
    public var clipsToBounds: Bool
    /// Its layer's rounded corners, border and shadow; nil for a plain layer.
    public var layer: LayerSpec?
    /// How far below its bottom edge its subviews show, beneath a translucent
    /// bottom bar (a clipping view's clip reaches that far).
    public var bottomUnderlap: Double = 0
    public var content: Content
    public var children: [PresentedView]
    /// What the transitions need to know about the view (never dumped).
    public var tags: Set<ViewTag>
    /// Whether it is laid out right to left: its frame and boxes mirrored, and
    /// drawn as its content mirrors (PresentedView+Mirroring.swift).
    public var isMirrored = false
    /// The Auto Layout constraints its view holds, as written (reported by `mockup layout --constraints`).
    public var constraints: [String] = []
    /// What the scene tells VoiceOver about it beyond its kind's defaults.
    public var accessibility: AccessibilitySpec?

    public init(
        kind: PresentedKind, id: String? = nil, frame: Rect, alpha: Double = 1, text: String? = nil,
        title: String? = nil, clipsToBounds: Bool = false, content: Content = .plain(background: nil),
        children: [PresentedView] = [], tags: Set<ViewTag> = []
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
        self.tags = tags
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
        /// The soft shadow cast leftward by a screen sliding over another (push and pop).
        case edgeShadow(alpha: Double)
        /// A popover's arrow: a triangle filling the frame in the popover's
        /// colour, its tip at the top edge's middle (or the bottom's).
        case popoverArrow(pointsUp: Bool, color: Color)
        /// The home indicator or the Dynamic Island.
        case deviceChrome(DeviceChrome)
        /// Subviews moved, scaled, clipped and dimmed together (not a view of its own).
        case layer(LayerContent)
        case alert(AlertContent)
        case actionSheet(AlertContent)
        case keyboard(KeyboardContent)
    }

    /// The appearance a screen asks for (`overrideUserInterfaceStyle`), if any.
    var overriddenStyle: UserInterfaceStyle? {
        for case .userInterfaceStyle(let style) in tags { return style }
        return nil
    }

    /// The class of the view controller whose view this is, if it is one.
    public var controllerClass: String? {
        for case .controllerClass(let name) in tags { return name }
        return nil
    }

    /// Whether this is drawn only: a transition's dimming, shadow or
    /// cross-fading copy, which is not a view of its own and not dumped.
    public var isDecoration: Bool { tags.contains(.decoration) }

    /// A `label` node drawing `run` in its box, reporting its text.
    public static func label(_ run: TextRun, background: Color? = nil) -> PresentedView {
        PresentedView(kind: .label, frame: run.box, text: run.text, content: .label(LabelContent(run: run, background: background)))
    }

    /// The layout JSON node, alpha multiplied down from `inheritedAlpha`.
    public func layoutNode(inheritedAlpha: Double = 1) -> LayoutNode {
        let effective = inheritedAlpha * alpha
        var node = LayoutNode(
            kind: kind.name, id: id, frame: frame, alpha: effective, text: text.map(InlineSymbol.plain), title: title,
            children: children.flatMap { $0.layoutNodes(inheritedAlpha: effective) }
        )
        node.constraints = constraints
        node.state = stateWords
        return node
    }

    /// The nodes this view stands for in the dump: none for a decoration, its
    /// subviews where it puts them for a layer, else its own node.
    func layoutNodes(inheritedAlpha: Double) -> [LayoutNode] {
        if isDecoration { return [] }
        guard let placed = layerChildren else { return [layoutNode(inheritedAlpha: inheritedAlpha)] }
        let effective = inheritedAlpha * alpha
        return placed.flatMap { $0.layoutNodes(inheritedAlpha: effective) }
    }
}

/// Marks the views that transitions move as a whole or treat specially.
public enum ViewTag: Hashable, Sendable {
    /// The root view of the container controller with this instance id.
    case containerView(String)
    /// Shown by the navigation controller with this instance id, beneath its bars.
    case navigationContent(String)
    /// That navigation controller's bar, and its toolbar.
    case navigationBar(String)
    case navigationToolbar(String)
    /// The tab bar or toolbar of the container with this instance id, which
    /// steps aside for a screen that hides the bottom bar.
    case bottomBar(String)
    /// The title (label or title view) inside a navigation bar.
    case navigationTitle
    /// A navigation bar's large title (beneath its items).
    case largeTitle
    /// A view placed on a bar's edge (`ridesOn`).
    case rides(BarEdge)
    /// Drawn only (see `isDecoration`).
    case decoration
    /// Laid out left to right in a right-to-left interface (`semanticContentAttribute: forceLeftToRight`).
    case forcesLeftToRight
    /// Presented as a sheet: laid out and drawn at the elevated level.
    case elevated
    /// A screen drawn in its own appearance (`overrideUserInterfaceStyle`).
    case userInterfaceStyle(UserInterfaceStyle)
    /// A view controller's view, of this class (UIKit's, or the container's kind).
    case controllerClass(String)
    /// A table or collection view cell showing the row or item with this
    /// identity, which animations follow as rows come and go.
    case cell(String)
    /// A split view controller's sidebar column, which comes and goes by the leading edge.
    case sidebar
}

public struct StatusBarContent: Hashable, Sendable {
    public var barStyle: BarStyle
    /// In looks whose bars have a scroll-edge appearance, the colour that shows
    /// through the status bar (the content's, beneath a clear navigation bar);
    /// nil: the look's own background.
    /// In looks whose bars are flat, the colour of the navigation bar beneath when
    /// it has a `barTintColor` (iOS 7 on: the bar's background runs up beneath the status bar).
    public var backdrop: Color?
    /// An iPad's: the time and date on the left, Wi-Fi and the battery on the right.
    public var isPad = false
    public init(barStyle: BarStyle, backdrop: Color? = nil, isPad: Bool = false) {
        self.barStyle = barStyle
        self.backdrop = backdrop
        self.isPad = isPad
    }
}

/// What a bar shows behind its items, in looks whose bars have a scroll-edge
/// appearance (`BarMetrics.scrollEdgeAppearance`); set by the layout.
public enum BarBackdrop: Hashable, Sendable {
    /// The look's background and hairline (its material).
    case standard
    /// No background and no hairline: the content's colour beside the bar shows through.
    case clear(Color)
}

/// A bar's background: its style and tint.
public struct BarContent: Hashable, Sendable {
    public var barStyle: BarStyle
    public var tintColor: Color?
    public var translucent: Bool
    public var backdrop: BarBackdrop = .standard
    /// The bar's own background colour (`barTintColor`), drawn where the look shows a background.
    public var barTintColor: Color?
    /// A picture filling the bar's background, stretched (`setBackgroundImage(_:for:)`,
    /// `UIBarAppearance.backgroundImage` with its default `scaleToFill`).
    public var backgroundImage: ImageSpec?
    /// How far the background picture runs up above the bar: beneath the status
    /// bar, for the outermost navigation bar of looks from iOS 7 on.
    public var backgroundRunsUp = 0.0
    /// A tab bar's unselected items' tint.
    public var unselectedItemTintColor: Color?
    /// A floating tab bar's capsule, or its minimised form (`BarMetrics.floatingTabBar`); nil: the bar's frame.
    public var platter: Rect?
    /// A floating tab bar's separate search tab, a circle at its trailing end.
    public var searchPlatter: Rect?
    /// A navigation bar's title, and large title, attributes.
    public var titleTextAttributes: TextAttributesSpec?
    public var largeTitleTextAttributes: TextAttributesSpec?
    /// `translucent` defaults to the style's own: only black translucent bars are.
    public init(barStyle: BarStyle, tintColor: Color? = nil, translucent: Bool? = nil, barTintColor: Color? = nil) {
        self.barStyle = barStyle
        self.tintColor = tintColor
        self.translucent = translucent ?? (barStyle == .blackTranslucent)
        self.barTintColor = barTintColor
    }

    /// The colour a `barTintColor` shows as: itself on an opaque bar; on a
    /// translucent one, as iOS 7 on draws it over white, lighter by 40/255 of the
    /// way to white (b2cloud, "Bar color calculator for iOS7 and iOS8": shown =
    /// (1 - 40/255) n + 40; a layer inspection finds the colour at 85% over near-white).
    public var shownBarTint: Color? {
        barTintColor.map { translucent ? $0.lightened(Self.translucentLightening) : $0 }
    }

    /// How far toward white a translucent bar shows its `barTintColor` (b2cloud).
    public static let translucentLightening = 40.0 / 255

    /// A tab bar's paint.
    public init(_ tabBar: TabBarLook) {
        self.init(barStyle: tabBar.barStyle, tintColor: tabBar.tintColor, translucent: tabBar.translucent, barTintColor: tabBar.barTintColor)
        unselectedItemTintColor = tabBar.unselectedItemTintColor
        backgroundImage = tabBar.backgroundImage
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

/// What the device draws over the app, in looks that show it (`Metrics.drawsDeviceChrome`).
public enum DeviceChrome: Hashable, Sendable {
    /// The black pill of iPhone 14 Pro, 15 and later, in the status bar.
    case dynamicIsland
    /// The bar above the bottom edge of phones without a home button, dark on light content and light on dark.
    case homeIndicator(Color)
}
