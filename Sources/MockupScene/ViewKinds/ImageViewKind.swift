import MockupCore
import MockupUI
import Yams

extension ViewKindFormat {
    /// `imageView` (UIImageView).
    static let imageView = ViewKindFormat(
        name: "imageView",
        summary: "An image view: a picture file, a flat colour or a built-in glyph.",
        keys: ["image", "contentMode"],
        properties: { ViewProperties.imageViewProperties },
        decode: { $0.imageViewKind($1) },
        storyboardElements: ["imageView"],
        archiveClasses: ["IBUIImageView"]
    )
}

extension ViewProperties {
    fileprivate static var imageViewProperties: [String: JSONSchema] {
        [
            "image": .ref(.image, "The image: a picture file, an asset, a flat colour or a built-in glyph."),
            "contentMode": .words(of: ImageViewSpec.ContentMode.self, "How the image fills the view."),
        ]
    }
}

extension SceneDecoder {
    fileprivate func imageViewKind(_ m: MappingReader) -> ViewSpec.Kind {
        return .imageView(ImageViewSpec(
            image: m.value("image") { self.image($0, $1) },
            contentMode: m.name("contentMode", "content mode") ?? .scaleToFill
        ))
    }
}
