import MockupCore

/// `UIContentSizeCategory`: the text size the user chose, from extra small
/// to the largest accessibility size. Text styles scale by
/// `TextStyle.size(in:)`.
public enum ContentSizeCategory: String, Hashable, Sendable, CaseIterable, Comparable {
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge
    case accessibilityExtraExtraLarge, accessibilityExtraExtraExtraLarge

    /// Whether this is one of the accessibility sizes (UIKit's `isAccessibilityCategory`).
    public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

    /// The column of the Dynamic Type table (0 for extraSmall ... 11 for AX5).
    var column: Int { Self.allCases.firstIndex(of: self) ?? 3 }

    public static func < (a: Self, b: Self) -> Bool { a.column < b.column }
}

/// `UIFont.TextStyle`: a role for text, whose size and leading follow the
/// content size category.
public enum TextStyle: String, Hashable, Sendable, CaseIterable {
    case largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2

    /// The style's point size and leading at `category`.
    /// Apple's HIG, Typography, "iOS, iPadOS Dynamic Type sizes" (UIKIT-REFERENCE-3.md §2a):
    /// columns xS, S, M, L (the default), xL, xxL, xxxL, AX1 ... AX5.
    public func size(in category: ContentSizeCategory) -> (size: Double, leading: Double) {
        let (sizes, leadings) = Self.table[self] ?? Self.table[.body]!
        return (sizes[category.column], leadings[category.column])
    }

    /// Headline is semibold; every other style regular (HIG, Typography).
    public var weight: FontWeight { self == .headline ? .semibold : .regular }

    private static let table: [TextStyle: ([Double], [Double])] = [
        .largeTitle: ([31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60], [38, 39, 40, 41, 43, 46, 48, 52, 57, 61, 66, 70]),
        .title1: ([25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58], [31, 32, 33, 34, 37, 39, 41, 46, 51, 57, 62, 68]),
        .title2: ([19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56], [24, 25, 26, 28, 30, 32, 34, 41, 47, 52, 59, 66]),
        .title3: ([17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55], [22, 23, 24, 25, 28, 30, 32, 38, 44, 51, 58, 65]),
        .headline: ([14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53], [19, 20, 21, 22, 24, 26, 29, 34, 40, 48, 56, 62]),
        .body: ([14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53], [19, 20, 21, 22, 24, 26, 29, 34, 40, 48, 56, 62]),
        .callout: ([13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51], [18, 19, 20, 21, 23, 25, 28, 32, 39, 46, 52, 60]),
        .subheadline: ([12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49], [16, 18, 19, 20, 22, 24, 28, 31, 37, 43, 50, 58]),
        .footnote: ([12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44], [16, 16, 16, 18, 20, 22, 24, 29, 33, 40, 46, 52]),
        .caption1: ([11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43], [13, 13, 13, 16, 19, 21, 23, 28, 32, 39, 44, 51]),
        .caption2: ([11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40], [13, 13, 13, 13, 18, 20, 22, 25, 30, 35, 41, 48]),
    ]
}
