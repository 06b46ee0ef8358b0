import MockupCore
import MockupUI
import Yams

extension ViewKindFormat {
    /// `searchBar` (UISearchBar).
    static let searchBar = ViewKindFormat(
        name: "searchBar",
        summary: "A search bar.",
        keys: ["text", "placeholder"],
        properties: { ViewProperties.searchBarProperties },
        decode: { $0.searchBarKind($1) },
        storyboardElements: ["searchBar"],
        archiveClasses: ["IBUISearchBar"],
        storyboardProperties: IBViews.searchBarProperties
    )
}

extension ViewProperties {
    fileprivate static var searchBarProperties: [String: JSONSchema] {
        ["text": .text("The text."), "placeholder": placeholder]
    }
}

extension SceneDecoder {
    fileprivate func searchBarKind(_ m: MappingReader) -> ViewSpec.Kind {
        return .searchBar(SearchBarSpec(text: m.string("text"), placeholder: m.string("placeholder")))
    }
}

extension IBViews {
    fileprivate static func searchBarProperties(_ e: XMLTree, _ s: PropertySource, _ warnings: inout IBWarnings) -> [(String, Node?)] {
        return [("text", s.text("text")), ("placeholder", s.text("placeholder"))]
    }
}
