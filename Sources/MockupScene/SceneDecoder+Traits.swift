import MockupCore
import MockupUI
import Yams

/// Traits: the scene's `traits:`, its `variants:` and a `setTraits` step's value.
extension SceneDecoder {
    /// `{userInterfaceStyle, preferredContentSizeCategory, layoutDirection, pseudoLanguage}`, each optional.
    func traitOverrides(_ node: Node, _ path: DocumentPath) -> TraitOverrides? {
        guard let m = reader.mapping(node, path, keys: TraitOverrides.keys) else { return nil }
        return TraitOverrides(
            userInterfaceStyle: m.name("userInterfaceStyle", "user interface style"),
            preferredContentSizeCategory: m.name("preferredContentSizeCategory", "content size category"),
            layoutDirection: m.name("layoutDirection", "layout direction"),
            pseudoLanguage: m.name("pseudoLanguage", "pseudo-language"),
            horizontalSizeClass: m.name("horizontalSizeClass", "size class"),
            verticalSizeClass: m.name("verticalSizeClass", "size class"))
    }

    /// `variants: {NAME: TRAITS, ...}`, in the file's order. A name becomes a
    /// folder name (`SCENE@NAME`), so it is letters, digits, `-` and `_`.
    func variants(_ node: Node, _ path: DocumentPath) -> [Variant]? {
        guard let m = reader.mapping(node, path, keys: nil) else { return nil }
        var variants: [Variant] = []
        for entry in m.entries {
            let variantPath = path.key(entry.name)
            guard Variant.isValidName(entry.name) else {
                reader.error("a variant's name is letters, digits, '-' and '_' (it names a folder): '\(entry.name)'",
                             at: entry.key, variantPath)
                continue
            }
            guard let traits = traitOverrides(entry.value, variantPath) else { continue }
            variants.append(Variant(name: entry.name, traits: traits))
        }
        return variants
    }

    /// A located error where the file asks for traits its look cannot draw:
    /// at the trait in `traits:` or in a variant.
    func checkTraits(of scene: Scene, top: MappingReader) {
        func check(_ traits: Traits, _ node: Node?, _ path: DocumentPath) {
            guard let problem = scene.style.problem(drawing: traits), let m = node?.mapping else { return }
            // At the key the problem is about, else the first trait given.
            let key = m[problem.key] != nil ? problem.key : TraitOverrides.keys.first { m[$0] != nil }
            guard let key, let value = m[key] else { return }
            reader.error(problem.message, at: value, path.key(key))
        }
        check(scene.traits, top["traits"], top.path("traits"))
        // Each setTraits step, with the traits it leads to.
        var traits = scene.traits
        for (i, step) in scene.steps.enumerated() {
            guard case .setTraits(let overrides) = step.action else { continue }
            traits = traits.applying(overrides)
            let node = top["steps"]?.sequence?[i].mapping?["setTraits"]
            check(traits, node, top.path("steps").index(i).key("setTraits"))
        }
        for variant in scene.variants {
            check(scene.applying(variant).traits, top["variants"]?.mapping?[variant.name], top.path("variants").key(variant.name))
        }
        // A screen that overrides the appearance, in a look that has only one.
        for (name, node) in top["screens"]?.mapping ?? [:] {
            guard let key = node.mapping?["overrideUserInterfaceStyle"], let style = key.scalar.flatMap({ UserInterfaceStyle(rawValue: $0.string) }) else { continue }
            var traits = scene.traits
            traits.userInterfaceStyle = style
            guard let problem = scene.style.problem(drawing: traits), let name = name.scalar?.string else { continue }
            reader.error(problem.message, at: key, top.path("screens").key(name).key("overrideUserInterfaceStyle"))
        }
    }
}
