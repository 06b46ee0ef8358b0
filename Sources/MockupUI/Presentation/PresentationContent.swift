import MockupCore

/// A layer that draws its subviews moved and scaled (`from` onto `to`), clipped
/// to a rounded rectangle and darkened: the presenter shrinking behind a page
/// sheet, a card's rounded top, an alert growing or shrinking into place. It is
/// no view of its own: the layout dump shows its subviews where the layer puts them.
public struct LayerContent: Hashable, Sendable {
    /// The rectangle its subviews are laid out in, and where it is shown.
    public var from: Rect
    public var to: Rect
    /// Radius of the clip's top corners (0: no clip), and of its bottom ones.
    public var cornerRadius: Double
    public var bottomCornerRadius: Double
    /// Black over the subviews at this alpha.
    public var dimming: Double

    public init(from: Rect, to: Rect, cornerRadius: Double = 0, bottomCornerRadius: Double? = nil, dimming: Double = 0) {
        self.from = from
        self.to = to
        self.cornerRadius = cornerRadius
        self.bottomCornerRadius = bottomCornerRadius ?? cornerRadius
        self.dimming = dimming
    }

    /// How a point of the subviews maps onto the screen.
    public var map: RectMap { .from(from, to: to) }
}

/// An alert's or action sheet's panels, as the look draws them beneath its
/// labels, fields and buttons (all relative to the window).
public struct AlertContent: Hashable, Sendable {
    /// The rounded panels: one for an alert, the actions and the cancel block
    /// for a floating action sheet, the whole panel for iPhone OS's.
    public var panels: [Rect]
    public var buttons: [AlertButton]
    /// Hairlines between flush buttons.
    public var dividers: [Rect]
    /// Text fields' frames (alerts).
    public var fields: [Rect]

    public init(panels: [Rect], buttons: [AlertButton], dividers: [Rect], fields: [Rect] = []) {
        self.panels = panels
        self.buttons = buttons
        self.dividers = dividers
        self.fields = fields
    }
}

public struct AlertButton: Hashable, Sendable {
    public var frame: Rect
    public var style: AlertActionSpec.Style
    /// Whether it sits alone in a panel of its own (an action sheet's cancel block).
    public var isCancelBlock: Bool

    public init(frame: Rect, style: AlertActionSpec.Style, isCancelBlock: Bool = false) {
        self.frame = frame
        self.style = style
        self.isCancelBlock = isCancelBlock
    }
}

/// A keyboard: its keys follow from its type, its return key's title, the
/// strips above and below the keys, and the home indicator's inset.
public struct KeyboardContent: Hashable, Sendable {
    public var type: KeyboardType
    public var returnKey: ReturnKeyType
    public var suggestionBarHeight: Double
    public var globeStripHeight: Double
    public var homeInset: Double
    public var landscape: Bool
    /// Whether shift is on: letters read in capitals (they always do in looks without lower-case keys).
    public var shifted: Bool
    /// The phone's keys, the iPad's or the large iPads'.
    public var format: KeyboardFormat = .phone

    public init(
        type: KeyboardType, returnKey: ReturnKeyType, suggestionBarHeight: Double = 0, globeStripHeight: Double = 0,
        homeInset: Double = 0, landscape: Bool = false, shifted: Bool = true
    ) {
        self.shifted = shifted
        self.type = type
        self.returnKey = returnKey
        self.suggestionBarHeight = suggestionBarHeight
        self.globeStripHeight = globeStripHeight
        self.homeInset = homeInset
        self.landscape = landscape
    }

    /// The rows of keys: everything but the strips and the inset.
    public func keyArea(in frame: Rect) -> Rect {
        Rect(x: frame.minX, y: frame.minY + suggestionBarHeight, width: frame.width,
             height: max(0, frame.height - suggestionBarHeight - globeStripHeight - homeInset))
    }
}
