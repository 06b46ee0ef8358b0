import MockupCore

// The controls that show a value (SCENE-FORMAT.md, "More views"): switches,
// sliders, progress views, activity indicators, page controls and steppers.
// Defaults are UIKit's unless marked.

/// A UISwitch.
public struct SwitchSpec: Hashable, Sendable {
    public var isOn: Bool
    /// The track's colour when on (nil: the look's green, or classic's blue).
    public var onTintColor: Color?
    public init(isOn: Bool = false, onTintColor: Color? = nil) {
        self.isOn = isOn
        self.onTintColor = onTintColor
    }
}

/// A UISlider.
public struct SliderSpec: Hashable, Sendable {
    public var value: Double
    public var minimumValue: Double
    public var maximumValue: Double
    /// The filled part's colour (nil: the look's tint).
    public var minimumTrackTintColor: Color?
    public init(value: Double = 0, minimumValue: Double = 0, maximumValue: Double = 1, minimumTrackTintColor: Color? = nil) {
        self.value = value
        self.minimumValue = minimumValue
        self.maximumValue = maximumValue
        self.minimumTrackTintColor = minimumTrackTintColor
    }

    /// Where the value lies between the minimum and the maximum, 0...1.
    public var fraction: Double {
        guard maximumValue > minimumValue else { return 0 }
        return min(1, max(0, (value - minimumValue) / (maximumValue - minimumValue)))
    }
}

/// A UIProgressView.
public struct ProgressViewSpec: Hashable, Sendable {
    public enum Style: String, Hashable, Sendable, CaseIterable { case `default`, bar }
    public var progress: Double
    public var style: Style
    public init(progress: Double = 0, style: Style = .default) {
        self.progress = progress
        self.style = style
    }
}

/// A UIActivityIndicatorView.
public struct ActivityIndicatorSpec: Hashable, Sendable {
    /// `medium` and `large` (iOS 13), and iPhone OS's `gray`, `white` and
    /// `whiteLarge`; each look draws them all.
    public enum Style: String, Hashable, Sendable, CaseIterable {
        case medium, large, gray, white, whiteLarge

        /// Whether it is the 37-point indicator.
        public var isLarge: Bool { self == .large || self == .whiteLarge }
    }
    public var style: Style
    public var color: Color?
    /// Turning with the virtual clock; a stopped indicator is drawn still
    /// (chosen: a mockup shows it, where UIKit's `hidesWhenStopped` would hide it).
    public var animating: Bool
    public init(style: Style = .medium, color: Color? = nil, animating: Bool = true) {
        self.style = style
        self.color = color
        self.animating = animating
    }
}

/// A UIPageControl.
public struct PageControlSpec: Hashable, Sendable {
    public var numberOfPages: Int
    public var currentPage: Int
    public init(numberOfPages: Int = 0, currentPage: Int = 0) {
        self.numberOfPages = numberOfPages
        self.currentPage = currentPage
    }
}

/// A UIStepper.
public struct StepperSpec: Hashable, Sendable {
    public var value: Double
    public var minimumValue: Double
    public var maximumValue: Double
    public init(value: Double = 0, minimumValue: Double = 0, maximumValue: Double = 100) {
        self.value = value
        self.minimumValue = minimumValue
        self.maximumValue = maximumValue
    }
}
