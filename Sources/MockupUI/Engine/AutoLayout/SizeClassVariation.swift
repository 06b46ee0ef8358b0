import MockupCore

/// What a constraint becomes in some size classes, as Interface Builder's
/// variations say (`<variation key="heightClass=compact">`): whether it is
/// installed there, and its constant there.
public struct SizeClassVariation: Hashable, Sendable {
    /// The width class it applies in; nil: any.
    public var widthClass: SizeClass?
    /// The height class it applies in; nil: any.
    public var heightClass: SizeClass?
    public var isActive: Bool?
    public var constant: Double?

    public init(widthClass: SizeClass? = nil, heightClass: SizeClass? = nil, isActive: Bool? = nil, constant: Double? = nil) {
        self.widthClass = widthClass
        self.heightClass = heightClass
        self.isActive = isActive
        self.constant = constant
    }

    /// Its key as Interface Builder writes it: `widthClass=compact`,
    /// `heightClass=regular-widthClass=compact`; nil for one naming no class.
    public var key: String? {
        let parts = [heightClass.map { "heightClass=\($0.rawValue)" }, widthClass.map { "widthClass=\($0.rawValue)" }].compactMap { $0 }
        return parts.isEmpty ? nil : parts.joined(separator: "-")
    }

    /// The variation a key names (`heightClass=compact-widthClass=regular`); nil for another spelling.
    public init?(key: String) {
        var variation = SizeClassVariation()
        for part in key.split(separator: "-") {
            let pair = part.split(separator: "=", maxSplits: 1).map(String.init)
            guard pair.count == 2, let size = SizeClass(rawValue: pair[1]) else { return nil }
            switch pair[0] {
            case "widthClass" where variation.widthClass == nil: variation.widthClass = size
            case "heightClass" where variation.heightClass == nil: variation.heightClass = size
            default: return nil
            }
        }
        guard variation.key != nil else { return nil }
        self = variation
    }

    func applies(width: SizeClass, height: SizeClass) -> Bool {
        (widthClass ?? width) == width && (heightClass ?? height) == height
    }

    /// How many classes it names: a variation naming both outranks one naming one.
    var specificity: Int { (widthClass == nil ? 0 : 1) + (heightClass == nil ? 0 : 1) }
}

extension LayoutConstraintSpec {
    /// The constraint in the size classes `width` and `height`: the variations
    /// that apply laid over it, the more specific over the less.
    public func resolved(width: SizeClass, height: SizeClass) -> LayoutConstraintSpec {
        guard !variations.isEmpty else { return self }
        var resolved = self
        for variation in variations.filter({ $0.applies(width: width, height: height) }).sorted(by: { $0.specificity < $1.specificity }) {
            if let active = variation.isActive { resolved.isActive = active }
            if let constant = variation.constant { resolved.constant = constant }
        }
        return resolved
    }
}
