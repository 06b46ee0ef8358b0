import MockupCore
import MockupUI

/// Tables (SCENE-FORMAT.md, Views and More views): the `tableView` kind's
/// own properties, the controller shortcut `table`, sections and rows.
enum TableSchemas {
    /// Keys of which a table takes one: `rows` is one section.
    static let exclusive = [["sections", "rows"]]

    static var definitions: [DefinitionName: JSONSchema] {
        [
            .table: .object("A table view filling the screen: the keys of a tableView without the view's common ones.",
                            keys: SceneDecoder.tableKeys, properties: properties, exclusive: exclusive),
            .tableSection: .object("A section of a table: a header, rows and a footer.", keys: SceneDecoder.sectionKeys, properties: [
                "header": supplementary("The section's header: its title, or a view with content (as tall as the table's sectionHeaderHeight, "
                                        + "else its frame, else its content)."),
                "footer": supplementary("The section's footer: its title, or a view with content."),
                "rows": rows("The section's rows."),
            ]),
            .tableRow: .anyOf([.text("The row's text alone."), row, prototypeRow],
                              "A row: its text alone, a mapping, or a prototype's cell filled with the row's values."),
        ]
    }

    /// The own properties of a table view.
    static var properties: [String: JSONSchema] {
        [
            "style": .words(of: TableViewSpec.TableStyle.self, "plain, grouped or insetGrouped (ios17; grouped elsewhere)."),
            "header": .text("The table's header text."),
            "sections": .list(of: .ref(.tableSection).orEmpty(), "The sections (not with rows; an empty one has no rows)."),
            "rows": rows("The rows of a table of one section (not with sections)."),
            "contentOffset": .number(.coordinate, "How far the rows are scrolled up, in points."),
            "prototypes": prototypes,
            "rowHeight": .number(.length, "Every row's height unless the row gives its own (default: the look's; rows size to their content in ios17)."),
            "estimatedRowHeight": .number(.length, "Accepted and not used: a picture shows every row at its real height."),
            "separatorStyle": .words(of: TableViewSpec.SeparatorStyle.self, "singleLine (default) or none."),
            "separatorColor": .ref(.color, "The separators' colour (default: the look's)."),
            "separatorInset": .insets("[top, left, bottom, right]: the separators' insets; the left and right are used (default: the look's)."),
            "tableHeaderView": .ref(.view, "A view above the first section, as wide as the table, as tall as its frame or content."),
            "tableFooterView": .ref(.view, "A view below the last section; even an empty one ends a plain table's empty rows."),
            "sectionHeaderHeight": .number(.length, "Every section header's height (default: sized to its title or view)."),
            "sectionFooterHeight": .number(.length, "Every section footer's height (default: sized to its title or view)."),
            "sectionHeaderTopPadding": .number(.length, "Points above each section header (iOS 15; default: the look's)."),
            "cellLayoutMarginsFollowReadableWidth": .boolean("Whether cells' content keeps to the readable width, 672 points at the default text size (default false, as from iOS 12)."),
            "isEditing": .boolean("Whether the table is in edit mode: rows show their delete, insert and reorder controls (default false)."),
        ]
    }

    /// A header or footer: its title, or a view.
    static func supplementary(_ description: String) -> JSONSchema {
        .anyOf([.text("The title."), .ref(.view, "A view with content.")], description)
    }

    /// Prototype cells by name.
    static var prototypes: JSONSchema {
        JSONSchema([
            "type": .string("object"), "description": .string("Prototype cells by name: rows written {prototype: NAME, ...} are made from them."),
            "additionalProperties": prototype.json,
        ])
    }

    /// A prototype cell: a row's keys, without text of its own required.
    private static var prototype: JSONSchema {
        .object("A prototype cell: its height, content view and the row keys its rows share.", keys: SceneDecoder.rowKeys, properties: rowProperties)
    }

    /// A row made from a prototype: its name, row keys, and values for the prototype's views by id.
    private static var prototypeRow: JSONSchema {
        var properties = rowProperties
        properties["prototype"] = .text("The prototype's name.")
        return JSONSchema.object("A prototype's cell: its other keys are ids of the prototype's views, each filled with a value "
                                 + "(a label's text, an image view's image, a switch's isOn...).", keys: SceneDecoder.prototypeRowKeys,
                                 properties: properties, required: ["prototype"])
            .with("additionalProperties", .bool(true))
    }

    private static func rows(_ description: String) -> JSONSchema {
        .list(of: .ref(.tableRow), description)
    }

    private static var row: JSONSchema {
        .object("A row written out: its text and how its cell looks.", keys: SceneDecoder.rowKeys, properties: rowProperties, required: ["text"])
    }

    private static var rowProperties: [String: JSONSchema] {
        [
            "text": .text("The row's text."),
            "detail": .text("The detail text (subtitle, value1 and value2 cells)."),
            "style": .words(of: TableRowSpec.CellStyle.self, "The cell style: default, subtitle, value1 or value2."),
            "accessory": .words(of: TableRowSpec.Accessory.self, "The accessory at the trailing side."),
            "selected": .boolean("Whether the row is highlighted."),
            "image": .ref(.image, "The cell's image view, at the leading side; the labels move over for it."),
            "accessoryView": .ref(.view, "Any view (a switch, say) in place of the accessory."),
            "height": .anyOf([.number(.length, "Points."), .words(["automaticDimension"], "Sized by its content.")],
                             "The row's height, or automaticDimension: sized by its content view's constraints."),
            "contentView": .ref(.screenView, "The cell's content view: its subviews, placed by frames or constraints."),
            "font": .ref(.font, "The text label's font."),
            "textColor": .ref(.color, "The text label's colour."),
            "detailFont": .ref(.font, "The detail label's font."),
            "detailTextColor": .ref(.color, "The detail label's colour."),
            "numberOfLines": .integer(.lineCount, "The text label's lines (default 1; 0: as many as it takes)."),
            "backgroundColor": .ref(.color, "The cell's background."),
            "selectionStyle": .words(of: TableRowSpec.SelectionStyle.self, "none: no highlight when selected; default, blue and gray highlight it."),
            "editingStyle": .words(of: TableRowSpec.EditingStyle.self, "In edit mode: delete (default), insert or none."),
            "showsReorderControl": .boolean("In edit mode: whether the row shows its reorder control (default false)."),
        ]
    }
}
