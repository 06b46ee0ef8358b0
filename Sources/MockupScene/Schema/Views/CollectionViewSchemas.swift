import MockupCore
import MockupUI

/// Collection views: the `collectionView` kind's own properties, its flow
/// layout, its compositional layout and its sections.
enum CollectionViewSchemas {
    static var definitions: [DefinitionName: JSONSchema] {
        [
            .layoutDimension: .anyOf([
                .number(.length, "Points."),
                .object("A fraction of the container or an estimate.", keys: SceneDecoder.dimensionKinds, properties: [
                    "fractionalWidth": .number(.length, "A fraction of the container's width."),
                    "fractionalHeight": .number(.length, "A fraction of the container's height."),
                    "absolute": .number(.length, "Points."),
                    "estimated": .number(.length, "An estimate the content's fitting size replaces."),
                ]),
            ], "An NSCollectionLayoutDimension: points, {fractionalWidth: F}, {fractionalHeight: F}, {absolute: P} or {estimated: P}."),
        ]
    }

    static var properties: [String: JSONSchema] {
        let item = JSONSchema.anyOf([.ref(.view), .ref(.tableRow)],
                                    "A cell: a view (its content view), or a prototype's cell filled with values by id; in a list section, a row.")
        let items = JSONSchema.list(of: item, "The cells, in order.")
        let section = JSONSchema.object("A section of cells, with its header and footer (supplementary views).",
                                        keys: SceneDecoder.collectionSectionKeys, properties: [
            "header": TableSchemas.supplementary("The section's header: its title, or a view with content."),
            "footer": TableSchemas.supplementary("The section's footer: its title, or a view with content."),
            "items": items,
        ])
        return [
            "flowLayout": .object("UICollectionViewFlowLayout's properties.", keys: SceneDecoder.flowLayoutKeys, properties: flowLayout),
            "compositionalLayout": .object("A compositional layout: one list throughout, or a layout for each section.",
                                           keys: SceneDecoder.compositionalLayoutKeys, properties: [
                "list": listAppearance,
                "sections": .list(of: sectionLayout, "Each section's layout, by index; the last serves the sections after it."),
                "interSectionSpacing": .number(.length, "Points between sections (default 0)."),
            ], exclusive: [["list", "sections"]]),
            "sections": .list(of: section, "The sections (not with items)."),
            "items": items.described("The cells of a collection view of one section (not with sections)."),
            "prototypes": TableSchemas.prototypes,
            "contentOffset": .number(.coordinate, "How far the content is scrolled along its scroll direction, in points."),
        ]
    }

    private static var flowLayout: [String: JSONSchema] {
        let size = { (what: String) in JSONSchema.numbers([.number(.length, "Width."), .number(.length, "Height.")], what) }
        return [
            "itemSize": size("[width, height] of every item (default [50, 50])."),
            "estimatedItemSize": .anyOf([.words(["automaticSize"], "Each item as large as its content."), size("An estimate: items take their content's size.")],
                                        "automaticSize (or an estimate): items size themselves to their content."),
            "minimumLineSpacing": .number(.length, "Points between lines (default 10)."),
            "minimumInteritemSpacing": .number(.length, "The least points between items in a line (default 10)."),
            "sectionInset": .insets("[top, left, bottom, right] around each section (default none)."),
            "scrollDirection": .words(of: CollectionViewSpec.FlowLayout.ScrollDirection.self, "vertical (default) or horizontal."),
            "headerReferenceSize": size("[width, height] of each section's header; the height counts scrolling vertically, the width horizontally."),
            "footerReferenceSize": size("[width, height] of each section's footer, as the header's."),
        ]
    }

    private static var listAppearance: JSONSchema {
        .words(of: CompositionalLayout.ListAppearance.self, "A list configuration's appearance: plain, grouped, insetGrouped, sidebar or sidebarPlain.")
    }

    private static var sectionLayout: JSONSchema {
        let dimension = JSONSchema.ref(.layoutDimension)
        let grid = JSONSchema.object("Groups of equal items across.", keys: SceneDecoder.gridSectionKeys, properties: [
            "columns": .integer(.columnCount, "Items in each group (default 1)."),
            "width": dimension.described("The group's width (default {fractionalWidth: 1})."),
            "height": dimension.described("The group's height (default {estimated: 44}: its tallest item's content)."),
            "interItemSpacing": .number(.length, "Points between items in a group (default 0)."),
            "interGroupSpacing": .number(.length, "Points between groups (default 0)."),
            "contentInsets": .insets("[top, leading, bottom, trailing] around the section's items (default none)."),
            "orthogonalScrollingBehavior": .words(of: CompositionalLayout.OrthogonalScrolling.self,
                                                  "none (default), or the groups in one row scrolling sideways."),
            "headerHeight": dimension.described("The header's height (default {estimated: 44})."),
            "footerHeight": dimension.described("The footer's height (default {estimated: 44})."),
        ])
        return .object("A section's layout: a list or a grid.", keys: ["list", "grid"], properties: ["list": listAppearance, "grid": grid],
                       exclusive: [["list", "grid"]])
    }
}
