import MockupCore

/// How a presented controller covers its presenter (UIModalPresentationStyle).
public enum PresentationStyle: String, Hashable, Sendable, CaseIterable {
    /// Slides up over the whole screen; the presenter leaves the hierarchy once it is covered.
    case fullScreen
    /// iOS 13's card: the presenter shrinks behind it and stays shown. Before
    /// iOS 13 an iPhone shows a page sheet full screen.
    case pageSheet
    /// As full screen, with the presenter left beneath.
    case overFullScreen
    /// On an iPad in regular width, a card centred over the dimmed presenter;
    /// elsewhere as a page sheet (UIKit adapts it so in compact width).
    case formSheet
    /// On an iPad in regular width, a bubble whose arrow points at a bar
    /// button item or a view (`PopoverAnchor`); elsewhere as a page sheet.
    case popover
}

/// What a popover's arrow points at: a view by its id, or a bar button item
/// of the shown bars by its title or its system item's name
/// (UIPopoverPresentationController's `sourceView` and `barButtonItem`).
public enum PopoverAnchor: Hashable, Sendable {
    case sourceView(String)
    case barButtonItem(String)
}

/// An alert or action sheet: UIAlertView and UIActionSheet in classic,
/// UIAlertController in modern and ios17.
public struct AlertSpec: Hashable, Sendable {
    public var title: String?
    public var message: String?
    public var actions: [AlertActionSpec]
    /// The placeholders of its text fields (alerts only).
    public var textFields: [String]

    public init(title: String? = nil, message: String? = nil, actions: [AlertActionSpec] = [], textFields: [String] = []) {
        self.title = title
        self.message = message
        self.actions = actions
        self.textFields = textFields
    }
}

public struct AlertActionSpec: Hashable, Sendable {
    public enum Style: String, Hashable, Sendable, CaseIterable { case `default`, cancel, destructive }
    public var title: String
    public var style: Style

    public init(title: String, style: Style = .default) {
        self.title = title
        self.style = style
    }
}

/// The keys a text field asks the keyboard for (UIKeyboardType).
public enum KeyboardType: String, Hashable, Sendable, CaseIterable {
    case `default`, numberPad, emailAddress, URL, phonePad
}

/// When the keyboard turns shift on by itself (UITextAutocapitalizationType;
/// UITextField and UITextView default to `sentences`).
public enum AutocapitalizationType: String, Hashable, Sendable, CaseIterable {
    case none, words, sentences, allCharacters

    /// Whether shift is on with the caret after `text`: at the start of a
    /// sentence (the start, or after `.`, `!` or `?` and a space), of a word
    /// (the start, or after a space), or always.
    public func shifts(after text: String) -> Bool {
        switch self {
        case .none: return false
        case .allCharacters: return true
        case .words: return text.isEmpty || text.last?.isWhitespace == true
        case .sentences:
            let trimmed = text.reversed().drop { $0 == " " }
            guard let last = trimmed.first else { return true }
            return trimmed.count < text.count && ".!?".contains(last) || last.isNewline
        }
    }
}

/// The word on the keyboard's return key (UIReturnKeyType).
public enum ReturnKeyType: String, Hashable, Sendable, CaseIterable {
    case `default`, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`

    /// What the key reads (UIKit's English titles).
    public var title: String {
        switch self {
        case .default: "return"
        case .go: "Go"
        case .google: "Google"
        case .join: "Join"
        case .next: "Next"
        case .route: "Route"
        case .search: "Search"
        case .send: "Send"
        case .yahoo: "Yahoo"
        case .done: "Done"
        case .emergencyCall: "Emergency Call"
        case .continue: "Continue"
        }
    }
}
