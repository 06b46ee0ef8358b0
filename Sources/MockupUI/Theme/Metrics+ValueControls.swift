import MockupCore

/// The metrics table for the controls that show a value: switches, sliders,
/// progress views, activity indicators, page controls and steppers (natural
/// sizes and colours, per look; UIKIT-REFERENCE-2.md, Controls). Part of `Metrics`.
public struct ValueControlMetrics: Hashable, Sendable {
    // MARK: Switch
    public var switchSize: Size
    /// The track's colour when on, and off (off: the track's outline in iOS 7
    /// to 12, its fill in iOS 13 on).
    public var switchOnColor: Color
    public var switchOffColor: Color

    // MARK: Slider
    /// A slider's height (its width is its frame's, or its parent's: UISlider
    /// has no intrinsic width).
    public var sliderHeight: Double
    public var sliderTrackHeight: Double
    public var sliderThumb: Double
    /// The track beyond the thumb.
    public var sliderMaximumTrackColor: Color

    // MARK: Progress view
    public var progressHeight: Double
    public var progressBarHeight: Double
    public var progressTrackColor: Color

    // MARK: Activity indicator
    public var activitySize: Double
    public var activityLargeSize: Double
    /// The spokes' alphas, from the leading spoke back round the circle (as
    /// many as there are spokes).
    public var activitySpokeAlphas: [Double]
    /// Turns per second.
    public var activityTurnsPerSecond: Double
    /// The spokes' colour (`medium`, `gray`) and the light styles' (`white`, `whiteLarge`).
    public var activityColor: Color
    public var activityLightColor: Color

    // MARK: Page control
    public var pageControlHeight: Double
    public var pageDot: Double
    /// From one dot's centre to the next.
    public var pageDotPitch: Double
    public var pageDotColor: Color
    public var currentPageDotColor: Color

    // MARK: Stepper
    public var stepperSize: Size

    // MARK: Pickers
    /// A picker's height (its width is its parent's), a wheel row's height
    /// and type, and the height of iOS 14's inline calendar (nil: the look has none).
    public var pickerHeight: Double = 216
    public var pickerRowHeight: Double
    public var pickerFont: Font
    public var inlineCalendarHeight: Double? = nil

    public var activitySpokes: Int { activitySpokeAlphas.count }

    /// `count` spokes, the leading one opaque and each one behind it fainter,
    /// down to `1 - fading` for the last.
    public static func fadingSpokes(_ count: Int, fadingBy fading: Double) -> [Double] {
        (0..<count).map { 1 - fading * Double($0) / Double(count - 1) }
    }
}
