import MockupCore
import MockupUI
import Yams

extension ViewKindFormat {
    /// `tableView` (UITableView).
    static let tableView = ViewKindFormat(
        name: "tableView",
        summary: "A table view: sections of rows.",
        keys: SceneDecoder.tableKeys,
        properties: { TableSchemas.properties },
        decode: { .tableView($0.tableView($1)) },
        storyboardElements: ["tableView"],
        archiveClasses: ["IBUITableView"]
    )
}

