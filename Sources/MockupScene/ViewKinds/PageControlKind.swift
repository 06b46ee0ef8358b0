import MockupCore
import MockupUI
import Yams

extension ViewKindFormat {
    /// `pageControl` (UIPageControl).
    static let pageControl = ViewKindFormat(
        name: "pageControl",
        summary: "A page control: one dot a page.",
        keys: ["numberOfPages", "currentPage"],
        properties: { ViewProperties.pageControlProperties },
        decode: { $0.pageControlKind($1) },
        storyboardElements: ["pageControl"],
        archiveClasses: ["IBUIPageControl"],
        storyboardProperties: IBViews.pageControlProperties
    )
}

extension ViewProperties {
    fileprivate static var pageControlProperties: [String: JSONSchema] {
        [
            "numberOfPages": .integer(.pageCount, "How many pages (dots)."),
            "currentPage": ValueSchemas.index("The current page, from 0."),
        ]
    }
}

extension SceneDecoder {
    fileprivate func pageControlKind(_ m: MappingReader) -> ViewSpec.Kind {
        let pages = m.integer("numberOfPages", .pageCount) ?? 0
        let current = m.integer("currentPage", .nonNegative)
        m.checkIndex("currentPage", current, count: pages, of: "page")
        return .pageControl(PageControlSpec(numberOfPages: pages, currentPage: current ?? 0))
    }
}

extension IBViews {
    fileprivate static func pageControlProperties(_ e: XMLTree, _ s: PropertySource, _ warnings: inout IBWarnings) -> [(String, Node?)] {
        return [("numberOfPages", s.number("numberOfPages")), ("currentPage", s.number("currentPage"))]
    }
}
