import MockupCore
import MockupUI
import Yams

extension ViewKindFormat {
    /// `view` (UIView).
    static let view = ViewKindFormat(
        name: "view",
        summary: "A plain view.",
        keys: [],
        properties: { [:] },
        decode: { _, _ in .view },
        storyboardElements: ["view", "visualEffectView", "tableViewCellContentView", "collectionViewCellContentView", "containerView", "collectionViewCell",
                              "collectionReusableView"],
        archiveClasses: ["IBUIView", "IBUIWindow"]
    )
}
