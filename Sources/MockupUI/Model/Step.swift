import MockupCore

/// One step of the story.
public struct Step: Hashable, Sendable {
    /// A row, tab or segment named by its title or its index.
    public enum Selector: Hashable, Sendable {
        case index(Int)
        case title(String)
    }

    public enum Action: Hashable, Sendable {
        case push(String)
        case pop
        case popToRoot
        case selectRow(Selector)
        case selectTab(Selector)
        case selectSegment(Selector)
        case setToolbarHidden(Bool)
        case setNavigationBarHidden(Bool)
        case toggleBars
        case setBarStyle(BarStyle)
        case setToolbarItems([BarButtonItemSpec])
        case rotate(Orientation)
        /// Traits change mid-story (the appearance, as a user switches to dark); the screen cross-fades.
        case setTraits(TraitOverrides)
        case wait(Double)
        case set(ViewChange)
        /// Scroll a table to a content offset: the one with the id, else the
        /// innermost shown screen's first table.
        case scroll(y: Double, id: String?)
        /// Scroll a table or collection view (the one with the id, else the
        /// innermost shown screen's first) until a row or item rests where told.
        case scrollToCell(CellScroll, id: String?)
        /// Present a screen modally over the innermost shown controller (nil style: the look's default).
        case present(String, style: PresentationStyle?)
        /// Take away what was presented last: a screen, an alert or an action sheet.
        case dismiss
        case alert(AlertSpec)
        case actionSheet(AlertSpec)
        /// Make the text field or text view with this id first responder.
        case focus(String)
        /// Resign the first responder: the keyboard goes down.
        case endEditing
        /// Rows or items inserted, deleted or reloaded in the table or collection
        /// view with the id, else the innermost shown screen's first one.
        case editList(ListEdit, id: String?)
        /// A row's swipe actions revealed (the others' closed).
        case swipe(SwipeSpec, id: String?)
        /// The table enters or leaves edit mode.
        case setEditing(Bool, id: String?)
        /// A split view controller shows or hides a column (`show(_:)`, `hide(_:)`).
        case showColumn(SplitViewControllerSpec.Column)
        case hideColumn(SplitViewControllerSpec.Column)
        /// A split view controller shows a screen as its detail
        /// (`showDetailViewController`): the secondary column's, or pushed when collapsed.
        case showDetail(String)

        /// The step's key in the scene file.
        public var name: String {
            switch self {
            case .push: "push"
            case .pop: "pop"
            case .popToRoot: "popToRoot"
            case .selectRow: "selectRow"
            case .selectTab: "selectTab"
            case .selectSegment: "selectSegment"
            case .setToolbarHidden: "setToolbarHidden"
            case .setNavigationBarHidden: "setNavigationBarHidden"
            case .toggleBars: "toggleBars"
            case .setBarStyle: "setBarStyle"
            case .setToolbarItems: "setToolbarItems"
            case .rotate: "rotate"
            case .setTraits: "setTraits"
            case .wait: "wait"
            case .set: "set"
            case .scroll, .scrollToCell: "scroll"
            case .present: "present"
            case .dismiss: "dismiss"
            case .alert: "alert"
            case .actionSheet: "actionSheet"
            case .focus: "focus"
            case .endEditing: "endEditing"
            case .editList(let edit, _): edit.name
            case .swipe: "swipe"
            case .setEditing: "setEditing"
            case .showColumn: "showColumn"
            case .hideColumn: "hideColumn"
            case .showDetail: "showDetail"
            }
        }
    }

    public var action: Action
    /// The container to act on, by id; nil: the innermost visible one of the right kind.
    public var on: String?
    public var animated: Bool
    /// Seconds; nil: UIKit's duration for this kind of change.
    public var duration: Double?
    /// What a popover presented by a `present` step points at.
    public var anchor: PopoverAnchor?
    public var location: SourceLocation?

    public init(_ action: Action, on: String? = nil, animated: Bool = true, duration: Double? = nil,
                location: SourceLocation? = nil) {
        self.action = action
        self.on = on
        self.animated = animated
        self.duration = duration
        self.location = location
    }
}
