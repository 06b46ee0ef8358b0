import ArgumentParser
import MockupCore
import MockupUI

/// `--variants all|NAME,...`: which of a scene's variants a command draws.
/// `all` is the scene as written and every variant; names pick variants
/// (and `default`, the scene as written).
enum VariantSelection: ExpressibleByArgument, Equatable {
    case none
    case all
    case named([String])

    init?(argument: String) {
        if argument == "all" {
            self = .all
        } else {
            let names = argument.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
            guard !names.isEmpty, names.allSatisfy({ !$0.isEmpty }) else { return nil }
            self = .named(names)
        }
    }

    /// How the selection is written on the command line.
    var argument: String {
        switch self {
        case .none: Self.defaultName
        case .all: "all"
        case .named(let names): names.joined(separator: ",")
        }
    }

    /// The name that stands for the scene as written, without a variant's traits.
    static let defaultName = "default"

    /// The variants chosen of `scene`, nil standing for the scene as written.
    func variants(of scene: Scene) throws -> [Variant?] {
        switch self {
        case .none: return [nil]
        case .all: return [nil] + scene.variants.map(Optional.some)
        case .named(let names):
            return try names.map { name in
                if name == Self.defaultName { return nil }
                guard let variant = scene.variant(named: name) else {
                    let known = scene.variants.map(\.name)
                    let hint = closestMatch(to: name, in: known + [Self.defaultName]).map { "; did you mean '\($0)'?" }
                        ?? (known.isEmpty ? "; it has none (see 'variants:' in docs/scene-format.md)" : "; it has \(known.joined(separator: ", "))")
                    throw ValidationError("--variants: \(scene.name) has no variant '\(name)'\(hint)")
                }
                return variant
            }
        }
    }
}
