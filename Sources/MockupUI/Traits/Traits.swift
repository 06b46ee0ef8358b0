import MockupCore

/// UIKit's trait collection as far as a mockup draws it: what the device,
/// the user's settings and the language make of the same interface. A scene
/// has traits (`traits:`, `orientation:`), a variant or the command line
/// overrides some, a `setTraits` step changes some mid-story; each state and
/// each instant carries the traits it is drawn with, and the look resolves
/// them once into the metrics it draws with (`Look.drawing(_:)`: the look in
/// the appearance, `Metrics.sized(for:)` for the text size).
///
/// Adding a trait is a field here with its default, a key of
/// `TraitOverrides`, and what the look or the layout makes of it.
public struct Traits: Hashable, Sendable {
    public var orientation: Orientation
    public var userInterfaceStyle: UserInterfaceStyle
    public var preferredContentSizeCategory: ContentSizeCategory
    public var layoutDirection: LayoutDirection
    public var pseudoLanguage: PseudoLanguage
    /// The base level, or the elevated one of what is presented as a sheet
    /// (UIKit sets it; a scene does not): dark backgrounds are lighter there.
    public var userInterfaceLevel: UserInterfaceLevel = .base
    /// A phone or an iPad: the device's (the layout sets it from the scene's device).
    public var userInterfaceIdiom: Device.Idiom = .phone
    /// The size classes a scene forces (`traits: {horizontalSizeClass: compact}`);
    /// nil: the device's in its orientation and multitasking width (`SceneLayout.sizeClasses`).
    public var horizontalSizeClass: SizeClass?
    public var verticalSizeClass: SizeClass?
    /// The app's share of an iPad's screen beside another app (`--split-view`); nil: full screen.
    public var multitaskingWidth: MultitaskingWidth?

    /// UIKit's defaults: portrait, light, the large (default) text size, left to right, no pseudo-language.
    public init(
        orientation: Orientation = .portrait, userInterfaceStyle: UserInterfaceStyle = .light,
        preferredContentSizeCategory: ContentSizeCategory = .large, layoutDirection: LayoutDirection = .leftToRight,
        pseudoLanguage: PseudoLanguage = .none
    ) {
        self.orientation = orientation
        self.userInterfaceStyle = userInterfaceStyle
        self.preferredContentSizeCategory = preferredContentSizeCategory
        self.layoutDirection = layoutDirection
        self.pseudoLanguage = pseudoLanguage
    }

    /// Whether the interface mirrors: a right-to-left layout direction, or
    /// Xcode's right-to-left pseudo-language (which mirrors without changing the strings).
    public var isRightToLeft: Bool { layoutDirection == .rightToLeft || pseudoLanguage == .rightToLeft }

    /// These traits with one of them changed (`traits.with(\.userInterfaceLevel, .elevated)`).
    public func with<Value>(_ trait: WritableKeyPath<Traits, Value>, _ value: Value) -> Traits {
        var traits = self
        traits[keyPath: trait] = value
        return traits
    }

    /// These traits with `overrides` applied.
    public func applying(_ overrides: TraitOverrides) -> Traits {
        var traits = self
        if let value = overrides.userInterfaceStyle { traits.userInterfaceStyle = value }
        if let value = overrides.preferredContentSizeCategory { traits.preferredContentSizeCategory = value }
        if let value = overrides.layoutDirection { traits.layoutDirection = value }
        if let value = overrides.pseudoLanguage { traits.pseudoLanguage = value }
        if let value = overrides.horizontalSizeClass { traits.horizontalSizeClass = value }
        if let value = overrides.verticalSizeClass { traits.verticalSizeClass = value }
        if let value = overrides.multitaskingWidth { traits.multitaskingWidth = value }
        return traits
    }
}

/// `UIUserInterfaceStyle`: light or dark appearance.
public enum UserInterfaceStyle: String, Hashable, Sendable, CaseIterable {
    case light, dark
}

/// `UIUserInterfaceLevel`: the window's own content, or content presented over it.
public enum UserInterfaceLevel: String, Hashable, Sendable, CaseIterable {
    case base, elevated
}

/// `UITraitEnvironmentLayoutDirection`.
public enum LayoutDirection: String, Hashable, Sendable, CaseIterable {
    case leftToRight, rightToLeft
}

