import MockupCore

/// Something presented over the interface, in the order it was presented: a
/// controller (any container or screen, which can present again), an alert
/// or an action sheet.
public struct Presentation: Hashable, Sendable {
    public enum Content: Hashable, Sendable {
        /// A presented controller and the style it is shown in, as the look
        /// resolves it (a page sheet is full screen before iOS 13).
        case screen(ControllerNode, PresentationStyle)
        case alert(AlertSpec)
        case actionSheet(AlertSpec)
    }

    public var content: Content
    /// How far it has come in: 1 at rest; the instants of its transition lie between.
    public var shown: Double = 1
    /// Whether it is on its way out (an alert fades without shrinking back).
    public var leaving = false
    /// What a popover points at.
    public var anchor: PopoverAnchor?

    public init(_ content: Content) {
        self.content = content
    }

    /// The presented controller, nil for an alert or an action sheet.
    public var node: ControllerNode? {
        if case .screen(let node, _) = content { return node }
        return nil
    }

    /// Whether the presenter leaves the hierarchy once this is in place.
    public var coversPresenter: Bool {
        if case .screen(_, .fullScreen) = content { return true }
        return false
    }
}

/// The first responder: a text field or text view of a screen, or an alert's
/// first text field; the keyboard it raises and how far it is up.
public struct Editing: Hashable, Sendable {
    /// The focused view's id; nil for an alert's text field.
    public var id: String?
    public var keyboardType: KeyboardType
    public var returnKeyType: ReturnKeyType
    /// Whether shift is on (the field's autocapitalization at its text's end).
    public var shifted: Bool
    /// How far the keyboard is up: 1 at rest; its motion lies between.
    public var shown: Double = 1

    public init(id: String?, keyboardType: KeyboardType = .default, returnKeyType: ReturnKeyType = .default, shifted: Bool = true) {
        self.id = id
        self.keyboardType = keyboardType
        self.returnKeyType = returnKeyType
        self.shifted = shifted
    }
}
