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
                "header": .text("The section's header."),
                "footer": .text("The section's footer."),
                "rows": rows("The section's rows."),
            ]),
            .tableRow: .anyOf([.text("The row's text alone."), row], "A row: its text alone, or a mapping."),
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
        ]
    }

    private static func rows(_ description: String) -> JSONSchema {
        .list(of: .ref(.tableRow), description)
    }

    private static var row: JSONSchema {
        .object(
            "A row written out: its text and how its cell looks.",
            keys: SceneDecoder.rowKeys,
            properties: [
                "text": .text("The row's text."),
                "detail": .text("The detail text (subtitle, value1 and value2 cells)."),
                "style": .words(of: TableRowSpec.CellStyle.self, "The cell style: default, subtitle, value1 or value2."),
                "accessory": .words(of: TableRowSpec.Accessory.self, "The accessory at the trailing side."),
                "selected": .boolean("Whether the row is highlighted."),
                "image": .ref(.image, "The cell's image view, at the leading side; the labels move over for it."),
                "accessoryView": .ref(.view, "Any view (a switch, say) in place of the accessory."),
            ],
            required: ["text"]
        )
    }
}
