import MockupCore

/// Which of UIKit's keyboards a device shows, and the geometry of its rows:
/// the phone's (three letter rows and a bottom row, the look's own metrics),
/// the iPad's (delete, return and a key that hides the keyboard at the ends
/// of four rows) or the 13-inch iPads' (five rows: digits, tab and caps lock,
/// as on a hardware keyboard).
public enum KeyboardFormat: Hashable, Sendable {
    case phone, pad, largePad

    /// The format on `device`: the large one on iPads at least 1024 points
    /// wide in portrait (the 12.9- and 13-inch ones; KK: KeyboardKit's
    /// `standardPadLarge` configuration for them).
    public static func of(_ device: Device) -> KeyboardFormat {
        guard device.isPad else { return .phone }
        return min(device.size.width, device.size.height) >= 1024 ? .largePad : .pad
    }

    /// How many rows of keys it has.
    public var rows: Int { self == .largePad ? 5 : 4 }

    /// One row's height on an iPad: KK `KeyboardLayout.DeviceConfiguration`
    /// (`standardPad` 64 / `standardPadLandscape` 86, `standardPadLarge` 69 /
    /// `standardPadLargeLandscape` 88) [O]; nil on a phone (the look's metrics).
    public func rowHeight(landscape: Bool) -> Double? {
        switch self {
        case .phone: nil
        case .pad: landscape ? 86 : 64
        case .largePad: landscape ? 88 : 69
        }
    }

    /// A key's inset from its slot on each side, across and down, on an iPad
    /// (KK, the same configurations) [O]; nil on a phone (the look's).
    public func keyInsets(landscape: Bool) -> (x: Double, y: Double)? {
        switch self {
        case .phone: nil
        case .pad: landscape ? (7, 6) : (5, 5)
        case .largePad: landscape ? (7, 5) : (4, 4)
        }
    }
}
