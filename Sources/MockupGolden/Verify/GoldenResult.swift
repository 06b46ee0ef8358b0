import Foundation

/// What checking one picture against its golden found.
public struct GoldenResult: Hashable, Sendable {
    public enum Status: String, CaseIterable, Hashable, Sendable {
        /// Differs beyond the threshold and the allowed count, or differs in size.
        case failed
        /// No golden, and the record mode does not record it.
        case missing
        /// Written as the golden by this run: compared with nothing, so not a pass.
        case recorded
        /// Same bytes, or no more differing pixels than allowed.
        case passed

        /// Whether this status makes a run fail (exit 1).
        public var fails: Bool { self != .passed }
    }

    /// The scene's folder in the golden folder (`mail-toolbar`, `catalog-classic@iphone-15`).
    public var scene: String
    /// The golden's file name in that folder (`03.png`, `03.filmstrip.png`).
    public var name: String
    /// What the picture shows (`step 3`, `step 3's transition`).
    public var title: String
    public var status: Status
    /// Pixels that differ beyond the threshold (pixelmatch's count), when compared.
    public var differentPixels: Int?
    /// Pixels compared (the larger picture's area when the sizes differ).
    public var totalPixels: Int?
    /// One line saying what was found.
    public var detail: String
    /// The golden's path.
    public var golden: String
    /// For a failure: copies of the golden and the new picture, and the diff image, beside each other under the failures folder.
    public var expected: String?
    public var actual: String?
    public var diff: String?

    public init(scene: String, name: String, title: String, status: Status, differentPixels: Int? = nil,
                totalPixels: Int? = nil, detail: String, golden: String,
                expected: String? = nil, actual: String? = nil, diff: String? = nil) {
        self.scene = scene
        self.name = name
        self.title = title
        self.status = status
        self.differentPixels = differentPixels
        self.totalPixels = totalPixels
        self.detail = detail
        self.golden = golden
        self.expected = expected
        self.actual = actual
        self.diff = diff
    }

    /// `12 of 614400 pixels differ (0.002%)`.
    public static func describe(differentPixels: Int, totalPixels: Int) -> String {
        "\(differentPixels) of \(totalPixels) pixels differ (\(percentage(differentPixels, of: totalPixels)))"
    }

    /// `part / whole` as a percentage, rounded half up to two decimals, or
    /// to the first significant digit when that shows zero, so that a
    /// handful of pixels never reads as none: `0.19%`, `0.0002%`, `0.00%`.
    /// Integer arithmetic, the same on every machine.
    public static func percentage(_ part: Int, of whole: Int) -> String {
        guard whole > 0 else { return "0.00%" }
        var decimals = 2
        var scale = 100
        func rounded() -> Int { (part * 100 * scale * 2 + whole) / (whole * 2) }
        // NB: nor does all but a handful read as all: 99.9998%, not 100.00%.
        while decimals < 9, (part > 0 && rounded() == 0) || (part < whole && rounded() == 100 * scale) {
            decimals += 1
            scale *= 10
        }
        let value = rounded()
        let fraction = String(value % scale)
        return "\(value / scale).\(String(repeating: "0", count: decimals - fraction.count))\(fraction)%"
    }
}
