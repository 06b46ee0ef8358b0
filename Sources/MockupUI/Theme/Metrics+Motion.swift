import MockupCore

/// The metrics table for motion: how long each kind of change takes and how
/// it eases, per look (UIKIT-REFERENCE.md, Motion; "chosen" where no public
/// source confirms a value). Part of `Metrics`.
public struct MotionMetrics: Hashable, Sendable {
    /// Push and pop (0.35 s, chosen) and the navigation bar's items with them.
    public var navigationDuration: Seconds
    /// The curve of push and pop.
    public var navigationCurve: TimingCurve
    /// How far the screen beneath moves, as a fraction of the width.
    public var underneathTravel: Double
    /// How much the screen beneath dims at full cover (0: not at all).
    public var underneathDimming: Double
    /// The soft shadow on the left edge of the screen on top: its width and
    /// strongest opacity (0: no shadow).
    public var edgeShadowWidth: Double
    public var edgeShadowAlpha: Double
    /// Old navigation bar items start fading after this fraction of the
    /// transition and new ones finish fading in at its end (20%).
    public var barItemFadeDelay: Double
    /// The back button and bar items slide by this fraction of the width (a third).
    public var barItemTravel: Double
    /// Whether the bar items' glass platters morph from the old bar's to the
    /// new bar's in place rather than sliding away with their items (iOS 26; `PlatterMorph`).
    public var morphsBarPlatters = false
    /// Toolbar items cross-fading in place (0.2 s, ease-in-out).
    public var toolbarItemsDuration: Seconds
    /// Showing or hiding a bar: UINavigationControllerHideShowBarDuration (0.33 s), ease-in-out.
    public var barHideShowDuration: Seconds
    /// Rotation (0.3 s, chosen), ease-in-out.
    public var rotationDuration: Seconds
    /// A plain UIView animation (0.2 s, ease-in-out; Apple docs): bar style changes.
    public var defaultDuration: Seconds
    /// A row's highlight fading when its table reappears (0.2 s, ease-in-out).
    public var rowDeselectDuration: Seconds
    /// Every curve but the navigation transition's.
    public var curve: TimingCurve = .easeInEaseOut
    /// A segmented control's thumb sliding to the selected segment, and its
    /// curve (nil: the look has no thumb; the selection changes at once).
    public var segmentThumbDuration: Seconds? = nil
    /// How long the screen cross-fades when traits change (chosen: UIKit does
    /// not publish it; about a quarter of a second, as `defaultDuration`).
    public var traitsDuration = Seconds(0.25)
    public var segmentThumbCurve: TimingCurve = .default
    /// A switch turning on or off: 0.2 s (flutter:switch.dart's toggle, R2, Controls).
    public var switchDuration = Seconds(0.2)
    /// A picker's wheel turning to a row with `selectRow(_:inComponent:animated:)`: 0.3 s (chosen).
    public var pickerDuration = Seconds(0.3)
    /// `setContentOffset(_:animated:)`: 0.3 s, ease-in-out (chosen; UIKit does not document it).
    public var scrollDuration = Seconds(0.3)

    /// How long setting `change`'s properties animates: the segmented thumb's
    /// slide, a switch's toggle, else a plain UIView animation.
    public func duration(of change: ViewChange) -> Seconds {
        var longest = Seconds.zero
        for property in change.properties {
            let d: Seconds
            switch property {
            case .selectedSegmentIndex: d = segmentThumbDuration ?? .zero
            case .isOn: d = switchDuration
            case .selectedRows: d = pickerDuration
            default: d = defaultDuration
            }
            longest = max(longest, d)
        }
        return longest
    }
}
