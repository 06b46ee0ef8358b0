/// The name of one of the scene schema's definitions: `#/$defs/NAME`.
/// `SceneSchema` checks that every reference names a definition it holds.
struct DefinitionName: Hashable, Comparable, Sendable {
    let rawValue: String

    init(_ rawValue: String) { self.rawValue = rawValue }

    static func < (a: DefinitionName, b: DefinitionName) -> Bool { a.rawValue < b.rawValue }

    // Values
    static let empty = DefinitionName("empty")
    static let color = DefinitionName("color")
    static let frame = DefinitionName("frame")
    static let autoresizingMask = DefinitionName("autoresizingMask")
    static let font = DefinitionName("font")
    static let image = DefinitionName("image")
    static let traits = DefinitionName("traits")

    // Controllers and their items
    static let controllerReference = DefinitionName("controllerReference")
    static let controller = DefinitionName("controller")
    static let navigationController = DefinitionName("navigationController")
    static let tabBarController = DefinitionName("tabBarController")
    static let toolbarController = DefinitionName("toolbarController")
    static let segmentedController = DefinitionName("segmentedController")
    static let splitViewController = DefinitionName("splitViewController")
    static let appearance = DefinitionName("appearance")
    static let navigationItem = DefinitionName("navigationItem")
    static let barButtonItem = DefinitionName("barButtonItem")
    static let tabBarItem = DefinitionName("tabBarItem")

    // Views
    static let view = DefinitionName("view")
    static let screenView = DefinitionName("screenView")
    static let table = DefinitionName("table")
    static let tableSection = DefinitionName("tableSection")
    static let tableRow = DefinitionName("tableRow")
    static let layoutDimension = DefinitionName("layoutDimension")

    /// The properties of a view kind (`labelProperties`): the common ones and its own.
    static func properties(ofKind kind: String) -> DefinitionName { DefinitionName("\(kind)Properties") }

    // Steps
    static let step = DefinitionName("step")
    static let bareStep = DefinitionName("bareStep")
    static let stepMapping = DefinitionName("stepMapping")
    static let viewChange = DefinitionName("viewChange")
    static let alert = DefinitionName("alert")
    static let actionSheet = DefinitionName("actionSheet")
    static let alertAction = DefinitionName("alertAction")
}
