/// What a view tells VoiceOver, as a scene or Interface Builder sets it
/// (UIAccessibility): its label, hint and traits, and whether it is an
/// element at all. What is left nil takes UIKit's default for the view's
/// kind (`AccessibilityElement`).
public struct AccessibilitySpec: Hashable, Sendable {
    public var label: String?
    public var hint: String?
    public var traits: [AccessibilityTrait]?
    public var isElement: Bool?

    public init(label: String? = nil, hint: String? = nil, traits: [AccessibilityTrait]? = nil, isElement: Bool? = nil) {
        self.label = label
        self.hint = hint
        self.traits = traits
        self.isElement = isElement
    }

    /// Whether it sets nothing.
    public var isEmpty: Bool { self == AccessibilitySpec() }
}

/// UIAccessibilityTraits by UIKit's names (Interface Builder's attributes of
/// `<accessibilityTraits>` are the same words).
public enum AccessibilityTrait: String, Hashable, Sendable, CaseIterable {
    case none, button, link, image, selected, playsSound, keyboardKey, staticText, summaryElement, notEnabled
    case updatesFrequently, searchField, startsMediaSession, adjustable, allowsDirectInteraction, causesPageTurn
    case header, tabBar, toggleButton, supportsZoom
}
