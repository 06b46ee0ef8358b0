import MockupCore

// What the theme paints for the controls that show a value. Values that move
// when a step changes them are fractions, so that a transition can pass
// through every position between two states.

public struct SwitchContent: Hashable, Sendable {
    /// 0 off, 1 on; between while the thumb slides.
    public var on: Double
    public var onTint: Color?
    public init(on: Double, onTint: Color? = nil) {
        self.on = on
        self.onTint = onTint
    }
}

public struct SliderContent: Hashable, Sendable {
    /// Where the thumb is along the track, 0...1.
    public var fraction: Double
    public var minimumTrackTint: Color?
    /// Whether its thumb is being moved (UIControl.isTracking): while an
    /// animated change carries it to its new value.
    public var isTracking = false
    public init(fraction: Double, minimumTrackTint: Color? = nil) {
        self.fraction = fraction
        self.minimumTrackTint = minimumTrackTint
    }
}

public struct ProgressContent: Hashable, Sendable {
    public var progress: Double
    public var style: ProgressViewSpec.Style
    public init(progress: Double, style: ProgressViewSpec.Style) {
        self.progress = progress
        self.style = style
    }
}

public struct ActivityContent: Hashable, Sendable {
    public var style: ActivityIndicatorSpec.Style
    public var color: Color?
    public var animating: Bool
    /// The virtual clock, in seconds since the story began: where the spokes are.
    public var clock: Double
    public init(style: ActivityIndicatorSpec.Style, color: Color?, animating: Bool, clock: Double) {
        self.style = style
        self.color = color
        self.animating = animating
        self.clock = clock
    }
}

public struct PageControlContent: Hashable, Sendable {
    public var pages: Int
    public var current: Int
    public init(pages: Int, current: Int) {
        self.pages = pages
        self.current = current
    }
}

public struct StepperContent: Hashable, Sendable {
    /// Whether the minus and plus halves are enabled (the value is above the
    /// minimum, below the maximum).
    public var canDecrement: Bool
    public var canIncrement: Bool
    public var tint: Color?
    public init(canDecrement: Bool, canIncrement: Bool, tint: Color? = nil) {
        self.canDecrement = canDecrement
        self.canIncrement = canIncrement
        self.tint = tint
    }
}

/// A picker's wheels as drawn: each wheel's rows, selected row and share of the width.
public struct PickerContent: Hashable, Sendable {
    public struct Wheel: Hashable, Sendable {
        public var rows: [String]
        public var selected: Int
        /// Where the wheel has turned to, in rows: the selected row at rest,
        /// between two rows while it turns.
        public var position: Double
        /// The share of the picker's width this wheel takes.
        public var share: Double
        public var alignment: TextRun.Alignment
        public init(rows: [String], selected: Int, share: Double, alignment: TextRun.Alignment = .center) {
            self.rows = rows
            self.selected = selected
            self.position = Double(selected)
            self.share = share
            self.alignment = alignment
        }
    }
    public var wheels: [Wheel]
    public init(wheels: [Wheel]) { self.wheels = wheels }
}

/// iOS 14's inline date picker: a month of days with one selected.
public struct CalendarContent: Hashable, Sendable {
    public var date: CalendarDate
    public init(date: CalendarDate) { self.date = date }
}
