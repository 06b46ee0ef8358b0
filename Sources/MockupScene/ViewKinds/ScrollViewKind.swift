import MockupCore
import MockupUI
import Yams

extension ViewKindFormat {
    /// `scrollView` (UIScrollView).
    static let scrollView = ViewKindFormat(
        name: "scrollView",
        summary: "A scroll view: it clips its subviews, written in its content size and moved by its content offset.",
        keys: ["contentSize", "contentOffset", "showsScrollIndicators"],
        properties: { ViewProperties.scrollViewProperties },
        decode: { $0.scrollViewKind($1) },
        storyboardElements: ["scrollView"],
        archiveClasses: ["IBUIScrollView"]
    )
}

extension ViewProperties {
    fileprivate static var scrollViewProperties: [String: JSONSchema] {
        [
            "contentSize": ValueSchemas.size("[width, height] of the content the subviews are written in."),
            "contentOffset": ValueSchemas.point("[x, y]: how far the content is scrolled."),
            "showsScrollIndicators": .boolean("Whether a scroll indicator shows while it scrolls."),
        ]
    }
}

extension SceneDecoder {
    fileprivate func scrollViewKind(_ m: MappingReader) -> ViewSpec.Kind {
        let size = m.value("contentSize") { self.pair($0, $1, "a content size [width, height]", .length) }
        return .scrollView(ScrollViewSpec(
            contentSize: size.map { Size(width: $0.0, height: $0.1) }, contentOffset: contentOffset(m) ?? .zero,
            showsScrollIndicators: m.bool("showsScrollIndicators") ?? true
        ))
    }
}
