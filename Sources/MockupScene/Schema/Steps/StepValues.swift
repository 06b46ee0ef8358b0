import MockupCore
import MockupUI

/// What each step key and step option takes (SCENE-FORMAT.md, Steps and
/// More steps), keyed by the names the decoder reads.
enum StepValues {
    /// The value of each step key; the bare steps take none.
    static var steps: [String: JSONSchema] {
        var values: [String: JSONSchema] = [
            "push": .text("Push this screen onto the innermost visible navigation controller ('on' chooses another)."),
            "selectRow": selector("Highlight a row of the visible table, by its text or its index (counted across sections)."),
            "selectTab": selector("Select a tab of the innermost visible tab bar controller, by its title or its index."),
            "selectSegment": selector("Select a segment of the innermost visible segmented controller, by its title or its index."),
            "setToolbarHidden": .boolean("Hide or show the toolbar of the innermost visible navigation controller."),
            "setNavigationBarHidden": .boolean("Hide or show the navigation bar of the innermost visible navigation controller."),
            "setBarStyle": .words(of: BarStyle.self, "Both bars of the same navigation controller take this style."),
            "setToolbarItems": .list(of: .ref(.barButtonItem), "The top screen's toolbar items, cross-faded."),
            "rotate": .words(of: Orientation.self, "The device turns: autoresizing masks and bar heights apply."),
            "setTraits": .ref(.traits, "Traits change (the appearance, as a user switches to dark): the screen cross-fades in a quarter of a second."),
            "wait": ValueSchemas.seconds("Nothing changes for this many seconds (frames are still produced)."),
            "set": .ref(.viewChange, "Set properties of the view with that id, animated with UIKit's motion for that control."),
            "scroll": .anyOf([
                .number(.coordinate, "A content offset (a collection view's along its scroll direction)."),
                .object("A row or item to bring into view.", keys: SceneDecoder.cellScrollKeys, properties: [
                    "row": cellPath("The table's row: its index in the first section, or [section, row]."),
                    "item": cellPath("The collection view's item: its index in the first section, or [section, item]."),
                    "position": .words(of: CellScroll.Position.self, "Where it comes to rest: top (default), middle or bottom."),
                ]),
            ], "Scroll the innermost visible table, collection view, scroll view or text view (or the one with 'id') to a content offset, or until a row or item rests at the top, middle or bottom."),
            "present": .text("Present this screen modally over the innermost visible controller ('style' chooses how)."),
            "alert": .ref(.alert, "Show an alert."),
            "actionSheet": .ref(.actionSheet, "Show an action sheet from the bottom."),
            "focus": .text("The text field or text view with this id becomes first responder: its caret shows and the keyboard slides up."),
            "insertRows": listEdit("insertRows", "Insert rows into the innermost visible table (or the one with 'id'); index paths name the rows after the update."),
            "deleteRows": listEdit("deleteRows", "Delete rows; index paths name the rows before the update."),
            "reloadRows": listEdit("reloadRows", "Replace rows with new ones, by their index paths before the update."),
            "insertItems": listEdit("insertItems", "Insert items into the innermost visible collection view or table (or the one with 'id')."),
            "deleteItems": listEdit("deleteItems", "Delete items; index paths name the items before the update."),
            "reloadItems": listEdit("reloadItems", "Replace items with new ones."),
            "swipe": .object("Reveal a row's swipe actions (UISwipeActionsConfiguration), closing any other row's.", keys: SceneDecoder.swipeKeys,
                             properties: [
                "row": cellPath("The row: its index in the first section, or [section, row]."),
                "edge": .words(of: SwipeSpec.Edge.self, "trailing (default) or leading."),
                "actions": .list(of: swipeAction, "The actions, outermost first (default for a trailing swipe: Delete)."),
            ], required: ["row"]),
            "setEditing": .boolean("Put the innermost visible table (or the one with 'id') in edit mode, or take it out."),
            "showColumn": .words(of: SplitViewControllerSpec.Column.self,
                                 "The innermost visible split view controller shows this column (show(_:)), its sidebars sliding in."),
            "hideColumn": .words(of: SplitViewControllerSpec.Column.self,
                                 "The innermost visible split view controller hides this column (hide(_:)), its sidebars sliding out."),
            "showDetail": .text("The innermost visible split view controller shows this screen as its detail: the secondary column's, or pushed when collapsed."),
        ]
        let bare = [
            "pop": "Pop the innermost visible navigation controller.",
            "popToRoot": "Pop the innermost visible navigation controller to its root.",
            "toggleBars": "Flip both bars at once (the tap-to-read gesture).",
            "dismiss": "Dismiss what was presented last: a screen, an alert or an action sheet.",
            "endEditing": "The keyboard slides down.",
        ]
        precondition(Set(bare.keys) == Set(SceneDecoder.bareSteps), "bare steps \(bare.keys.sorted()) are not the decoder's")
        for (name, description) in bare { values[name] = .null("\(description) Takes no value.") }
        return values.mapValues { $0.requiringValue() }
    }

    /// What each step option takes.
    static var options: [String: JSONSchema] {
        [
            "on": .text("The id of the controller the step acts on, instead of the innermost visible one."),
            "animated": .boolean("false makes the step instant (default true)."),
            "duration": ValueSchemas.seconds("The step's duration in seconds, instead of UIKit's for that kind of change."),
            "id": .text("With 'scroll' and the list steps only: the id of the table, collection view, scroll view or text view to act on."),
            "style": .words(of: PresentationStyle.self,
                            "With 'present' only: how the screen is presented (default fullScreen in classic and modern, pageSheet in ios17)."),
            "sourceView": .text("With 'present' and 'actionSheet' only: the id of the view a popover points at."),
            "barButtonItem": .text("With 'present' and 'actionSheet' only: the bar button item a popover points at, by its title or its system item's name."),
        ]
    }

    /// An index path: a row of the first section, or [section, row].
    private static func cellPath(_ description: String) -> JSONSchema {
        .anyOf([ValueSchemas.index("A row of the first section."),
                .numbers([ValueSchemas.index("The section."), ValueSchemas.index("The row.")], "[section, row].")], description)
    }

    /// `{at, rows | items, with}` as the step takes them.
    private static func listEdit(_ name: String, _ description: String) -> JSONSchema {
        let all: [String: JSONSchema] = [
            "at": .anyOf([cellPath("One row of the first section."), .list(of: cellPath("An index path."), "Index paths.", minItems: 1)],
                         "The index paths: rows of the first section ([1, 3]) or [section, row] pairs ([[1, 0]])."),
            "rows": .list(of: .ref(.tableRow), "The new rows, one for each index path."),
            "items": .list(of: .anyOf([.ref(.view), .ref(.tableRow)], "A cell: a view, or a prototype's cell."), "The new items, one for each index path."),
            "with": .words(of: RowAnimation.self, "The row animation (default automatic)."),
        ]
        let keys = SceneDecoder.listEditKeys[name] ?? []
        return .object(description, keys: keys, properties: all.filter { keys.contains($0.key) },
                       required: keys.filter { $0 != "with" })
    }

    private static var swipeAction: JSONSchema {
        .anyOf([
            .text("The action's title."),
            .object("A UIContextualAction.", keys: SceneDecoder.swipeActionKeys, properties: [
                "title": .text("The title."),
                "style": .words(of: SwipeAction.Style.self, "normal (grey) or destructive (red)."),
                "backgroundColor": ValueSchemas.color("The button's colour instead of its style's."),
                "image": .ref(.image, "An image above the title."),
            ]),
        ], "An action: its title alone, or a mapping.")
    }

    /// An index (a whole number from 0), else a title: any other scalar reads as its text.
    private static func selector(_ description: String) -> JSONSchema {
        .anyOf([
            ValueSchemas.index("An index, from 0."),
            JSONSchema(["type": .array([.string("string"), .string("boolean")]), "description": .string("A title.")]),
            JSONSchema([
                "type": .string("number"), "not": .object([("type", .string("integer"))]),
                "description": .string("A title written as a number with a fraction."),
            ]),
        ], description)
    }
}
