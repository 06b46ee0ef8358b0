import MockupCore

/// UIKit's semantic colours (iOS 13+), each with its light and dark value and,
/// for backgrounds, the dark value of the elevated level (sheets, popovers,
/// alerts). A scene may name one (`backgroundColor: systemBackground`); the
/// ios17 look draws with them (`IOS17Palette`).
///
/// Values: UIKIT-REFERENCE-3.md §1a and §1b, from Flutter's
/// `cupertino/colors.dart` (which copies UIKit's), confirmed by measurement
/// where that table says so (secondaryLabel's 60% in both appearances).
public enum SemanticColor: String, Hashable, Sendable, CaseIterable {
    case systemBackground, secondarySystemBackground, tertiarySystemBackground
    case systemGroupedBackground, secondarySystemGroupedBackground, tertiarySystemGroupedBackground
    case label, secondaryLabel, tertiaryLabel, quaternaryLabel, placeholderText
    case separator, opaqueSeparator, link
    case systemFill, secondarySystemFill, tertiarySystemFill, quaternarySystemFill
    case systemGray, systemGray2, systemGray3, systemGray4, systemGray5, systemGray6
    case systemBlue, systemGreen, systemRed, systemOrange, systemYellow, systemPink, systemPurple, systemTeal, systemIndigo
    case systemBrown, systemMint, systemCyan

    /// The colour with its value in each appearance and level, resolved when the picture is drawn.
    public var dynamic: Color { .dynamic(light: resolved(.light), dark: resolved(.dark), elevated: resolved(.dark, elevated: true)) }

    /// The colour in `style`, at the elevated level when `elevated` (only backgrounds change there).
    public func resolved(_ style: UserInterfaceStyle, elevated: Bool = false) -> Color {
        let (light, dark, darkElevated) = values
        switch style {
        case .light: return light
        case .dark: return elevated ? (darkElevated ?? dark) : dark
        }
    }

    private var values: (light: Color, dark: Color, darkElevated: Color?) {
        func hex(_ value: UInt32, _ alpha: Double = 1) -> Color {
            Color(r: Int(value >> 16), g: Int(value >> 8 & 0xFF), b: Int(value & 0xFF), a: alpha)
        }
        switch self {
        // §1a backgrounds: light, dark (base), dark elevated
        case .systemBackground: return (hex(0xFFFFFF), hex(0x000000), hex(0x1C1C1E))
        case .secondarySystemBackground: return (hex(0xF2F2F7), hex(0x1C1C1E), hex(0x2C2C2E))
        case .tertiarySystemBackground: return (hex(0xFFFFFF), hex(0x2C2C2E), hex(0x3A3A3C))
        case .systemGroupedBackground: return (hex(0xF2F2F7), hex(0x000000), hex(0x1C1C1E))
        case .secondarySystemGroupedBackground: return (hex(0xFFFFFF), hex(0x1C1C1E), hex(0x2C2C2E))
        case .tertiarySystemGroupedBackground: return (hex(0xF2F2F7), hex(0x2C2C2E), hex(0x3A3A3C))
        // §1a labels, separators, fills
        case .label: return (hex(0x000000), hex(0xFFFFFF), nil)
        case .secondaryLabel: return (hex(0x3C3C43, 0.6), hex(0xEBEBF5, 0.6), nil)
        case .tertiaryLabel: return (hex(0x3C3C43, 0.3), hex(0xEBEBF5, 0.3), nil)
        case .quaternaryLabel: return (hex(0x3C3C43, 0.18), hex(0xEBEBF5, 0.16), nil)
        case .placeholderText: return (hex(0x3C3C43, 0.3), hex(0xEBEBF5, 0.3), nil)
        case .separator: return (hex(0x3C3C43, 0.29), hex(0x545458, 0.6), nil)
        case .opaqueSeparator: return (hex(0xC6C6C8), hex(0x38383A), nil)
        case .link: return (hex(0x007AFF), hex(0x0984FF), nil)
        case .systemFill: return (hex(0x787880, 0.2), hex(0x787880, 0.36), nil)
        case .secondarySystemFill: return (hex(0x787880, 0.16), hex(0x787880, 0.32), nil)
        case .tertiarySystemFill: return (hex(0x767680, 0.12), hex(0x767680, 0.24), nil)
        case .quaternarySystemFill: return (hex(0x747480, 0.08), hex(0x767680, 0.18), nil)
        // §1b grays and tints (iOS 13 to 14 column; iOS 15's teal, brown, mint and cyan)
        case .systemGray: return (hex(0x8E8E93), hex(0x8E8E93), nil)
        case .systemGray2: return (hex(0xAEAEB2), hex(0x636366), nil)
        case .systemGray3: return (hex(0xC7C7CC), hex(0x48484A), nil)
        case .systemGray4: return (hex(0xD1D1D6), hex(0x3A3A3C), nil)
        case .systemGray5: return (hex(0xE5E5EA), hex(0x2C2C2E), nil)
        case .systemGray6: return (hex(0xF2F2F7), hex(0x1C1C1E), nil)
        case .systemBlue: return (hex(0x007AFF), hex(0x0A84FF), nil)
        case .systemGreen: return (hex(0x34C759), hex(0x30D158), nil)
        case .systemRed: return (hex(0xFF3B30), hex(0xFF453A), nil)
        case .systemOrange: return (hex(0xFF9500), hex(0xFF9F0A), nil)
        case .systemYellow: return (hex(0xFFCC00), hex(0xFFD60A), nil)
        case .systemPink: return (hex(0xFF2D55), hex(0xFF375F), nil)
        case .systemPurple: return (hex(0xAF52DE), hex(0xBF5AF2), nil)
        case .systemTeal: return (hex(0x30B0C7), hex(0x40C8E0), nil)
        case .systemIndigo: return (hex(0x5856D6), hex(0x5E5CE6), nil)
        case .systemBrown: return (hex(0xA2845E), hex(0xAC8E68), nil)
        case .systemMint: return (hex(0x00C7BE), hex(0x66D4CF), nil)
        case .systemCyan: return (hex(0x32ADE6), hex(0x64D2FF), nil)
        }
    }
}
