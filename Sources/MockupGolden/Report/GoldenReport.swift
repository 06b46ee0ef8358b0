/// The outcome of a golden verification run as one self-contained HTML page:
/// what failed, what is missing, what was just recorded, which goldens no scene
/// produces, and what passed, with every picture copied beside the page.
///
/// Failures come first, each with side-by-side, overlay and slider views of
/// its expected, actual and diff images. The page needs no network, and the
/// same report always gives the same bytes.
///
/// ```swift
/// let report = GoldenReport(title: "mockup verify — Fixtures/golden",
///                           command: "mockup verify Fixtures/scenes/*.yaml --record failed",
///                           entries: [
///     .init(scene: "mail-toolbar", name: "03.png", title: "step 3", status: .failed,
///           differentPixels: 1_234, totalPixels: 727_040,
///           expected: "/repo/Fixtures/golden/mail-toolbar/03.png",
///           actual: "/tmp/run/mail-toolbar/03.png", diff: "/tmp/run/mail-toolbar/03.diff.png"),
/// ])
/// let index = try report.write(to: "output/report")   // output/report/index.html
/// ```
public struct GoldenReport: Sendable, Hashable {
    /// One picture of one scene: a step's end state, a frame, or a filmstrip.
    public struct Entry: Sendable, Hashable {
        /// What the comparison found, in the order the report lists them.
        public enum Status: String, Sendable, Hashable, CaseIterable {
            /// The picture differs from its golden.
            case failed
            /// No golden, and none was recorded.
            case missing
            /// The golden was recorded by this run: never shown as passed, it must be looked at.
            case recorded
            /// A golden that no scene produces.
            case orphan
            /// The picture matches its golden.
            case passed
        }

        /// The golden folder, e.g. `mail-toolbar` or `catalog-classic@iphone-15`.
        public var scene: String
        /// The file name in that folder, e.g. `03.png` or `03.filmstrip.png`.
        public var name: String
        /// What the picture shows, e.g. `step 3` or `step 3 transition (filmstrip)`.
        public var title: String
        public var status: Status
        /// Pixels the comparison counted as different, when it compared pixels.
        public var differentPixels: Int?
        /// Pixels compared, when it compared pixels.
        public var totalPixels: Int?
        /// A remark, e.g. `size 640x960 vs 640x1136` or `within threshold: 12 pixels`.
        public var note: String?
        /// Absolute path of the golden PNG, when there is one.
        public var expected: String?
        /// Absolute path of the new render, when there is one.
        public var actual: String?
        /// Absolute path of the diff PNG, when there is one.
        public var diff: String?

        public init(scene: String, name: String, title: String, status: Status,
                    differentPixels: Int? = nil, totalPixels: Int? = nil, note: String? = nil,
                    expected: String? = nil, actual: String? = nil, diff: String? = nil) {
            self.scene = scene
            self.name = name
            self.title = title
            self.status = status
            self.differentPixels = differentPixels
            self.totalPixels = totalPixels
            self.note = note
            self.expected = expected
            self.actual = actual
            self.diff = diff
        }
    }

    /// The page's heading, e.g. `mockup verify — Fixtures/golden`.
    public var title: String
    /// The command that re-records the failures, shown when there are failures.
    public var command: String?
    /// Shown at the top, e.g. when the goldens' VERSIONS file does not match this machine.
    public var versionWarning: String?
    /// The pictures, in any order: the report sorts them.
    public var entries: [Entry]
    /// Which share of the scenes the run checked (`--shard`), e.g. `2/4`.
    public var shard: String?
    /// Whether the run failed (it exits 1): by default, when a picture failed or has no golden.
    public var failed: Bool
    /// For a report merged from others (`mockup report merge`): each one's outcome, in order.
    public var sources: [Source]

    /// A report merged into this one.
    public struct Source: Sendable, Hashable {
        /// Where it was read from, and its shard when it had one.
        public var folder: String
        public var shard: String?
        public var pictures: Int
        public var attention: Int
        public var failed: Bool
    }

    public init(title: String, command: String? = nil, versionWarning: String? = nil, entries: [Entry],
                shard: String? = nil, failed: Bool? = nil, sources: [Source] = []) {
        self.title = title
        self.command = command
        self.versionWarning = versionWarning
        self.entries = entries
        self.shard = shard
        self.failed = failed ?? entries.contains { $0.status == .failed || $0.status == .missing }
        self.sources = sources
    }

    /// How many entries have `status`.
    public func count(_ status: Entry.Status) -> Int {
        entries.lazy.filter { $0.status == status }.count
    }
}
