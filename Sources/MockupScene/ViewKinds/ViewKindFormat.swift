import MockupCore
import MockupUI
import Yams

/// One view kind as scene files and Interface Builder files spell it: its key,
/// what it is, its own keys and their schema, how its spec is read, and the
/// Interface Builder elements and archive classes drawn as it. The decoder,
/// the schema and both Interface Builder readers derive from `all`, so a kind
/// is one file in this folder and one line there.
struct ViewKindFormat: Sendable {
    /// The kind key (`label: {...}`), as `ViewSpec.Kind.name` gives it.
    let name: String
    /// What the kind is, for the schema.
    let summary: String
    /// Its own keys beside the common ones, in the order error messages list them.
    let keys: [String]
    /// Its own keys' schemas.
    let properties: @Sendable () -> [String: JSONSchema]
    /// Its spec from its mapping (whose keys are already checked).
    let decode: @Sendable (SceneDecoder, MappingReader) -> ViewSpec.Kind
    /// The element names of the Xcode 5+ format drawn as this kind.
    var storyboardElements: [String] = []
    /// The classes of the legacy archive format drawn as this kind.
    var archiveClasses: [String] = []
    /// Its own properties from an Xcode 5+ element; nil: none are read.
    var storyboardProperties: (@Sendable (XMLTree, IBViews.PropertySource, inout IBWarnings) -> [(String, Node?)])?

    /// Every kind, in the order the format's documentation lists them.
    static let all: [ViewKindFormat] = [
        .view, .label, .button, .textField, .imageView, .navigationBar, .toolbar, .tabBar,
        .segmentedControl, .tableView, .searchBar,
        .switchControl, .slider, .progressView, .activityIndicator, .pageControl, .stepper, .textView, .scrollView, .pickerView, .datePicker,
        .stackView, .collectionView,
    ]

    /// The kinds by name.
    static let named: [String: ViewKindFormat] = Dictionary(uniqueKeysWithValues: all.map { ($0.name, $0) })
}

extension IBViews {
    /// What a kind's own properties are read with from an Xcode 5+ element:
    /// its colours resolved from the file's resources, the project's font
    /// files' names, and the readings every kind shares.
    struct PropertySource {
        let element: XMLTree
        let colors: (XMLTree) -> Node?
        let fonts: Set<String>

        func font(_ e: XMLTree) -> Node? { IBViews.font(e, fonts: fonts) }
        func number(_ name: String) -> Node? { element[name].flatMap(Double.init).map(YAMLNodes.number) }
        func text(_ name: String) -> Node? { element[name].map(YAMLNodes.text) }
        func color(_ key: String) -> Node? { element.child("color", key: key).flatMap(colors) }
    }
}
