/// When a golden is written instead of compared, as swift-snapshot-testing's
/// record modes have it.
///
/// | mode      | golden missing | golden differs | golden matches |
/// |-----------|----------------|----------------|----------------|
/// | `never`   | fails          | fails          | passes         |
/// | `missing` | recorded       | fails          | passes         |
/// | `failed`  | recorded       | re-recorded    | passes         |
/// | `all`     | recorded       | re-recorded    | re-recorded    |
///
/// A recorded golden is reported as recorded, never as passed: it has not
/// been compared with anything, so it must be looked at before it is kept.
public enum RecordMode: String, CaseIterable, Hashable, Sendable {
    case never, missing, failed, all

    /// The mode when none is given: `MOCKUP_RECORD` if set, `never` on CI
    /// (where `CI` is set, as GitHub Actions, GitLab and most others do), and
    /// `missing` elsewhere, so that a new scene records its goldens on a
    /// developer's machine but can never pass on CI without them.
    ///
    /// Throws the unknown value when `MOCKUP_RECORD` holds none of the modes.
    public static func fromEnvironment(_ environment: [String: String]) throws(UnknownRecordMode) -> RecordMode {
        if let value = environment["MOCKUP_RECORD"], !value.isEmpty {
            guard let mode = RecordMode(rawValue: value.lowercased()) else { throw UnknownRecordMode(value: value) }
            return mode
        }
        if let ci = environment["CI"], !ci.isEmpty, ci.lowercased() != "false", ci != "0" { return .never }
        return .missing
    }

    /// `MOCKUP_RECORD` held something other than a mode.
    public struct UnknownRecordMode: Error, CustomStringConvertible {
        public var value: String
        public var description: String {
            "MOCKUP_RECORD is '\(value)'; it takes \(RecordMode.allCases.map(\.rawValue).joined(separator: ", "))"
        }
    }

    /// Whether a golden that is absent is written.
    public var recordsMissing: Bool { self != .never }
    /// Whether a golden that differs is written over.
    public var recordsFailed: Bool { self == .failed || self == .all }
}
