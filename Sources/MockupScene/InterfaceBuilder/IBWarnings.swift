/// What an Interface Builder file holds that mockup does not draw, counted by
/// kind, for one warning line each (`warning: 3 stackView drawn as a plain view`).
struct IBWarnings {
    private(set) var counts: [String: Int] = [:]
    private var order: [String] = []

    mutating func add(_ what: String) {
        if counts[what] == nil { order.append(what) }
        counts[what, default: 0] += 1
    }

    /// `FILE: warning: N what`, in the order first met.
    func lines(file: String) -> [String] {
        order.map { "\(file): warning: \(counts[$0] ?? 0) \($0)" }
    }
}
