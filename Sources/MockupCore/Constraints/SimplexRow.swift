/// A row of the simplex tableau: `constant + sum(coefficient * symbol)`,
/// the symbols kept by id so that every choice made over them is the same on
/// every run.
struct SimplexRow: Sendable {
    private(set) var constant: Double
    private(set) var cells: [SolverSymbol: Double] = [:]

    init(constant: Double = 0) { self.constant = constant }

    /// The symbols in id order.
    var symbols: [SolverSymbol] { cells.keys.sorted() }

    func coefficient(for symbol: SolverSymbol) -> Double { cells[symbol] ?? 0 }

    mutating func add(_ value: Double) { constant += value }

    /// Adds `coefficient * symbol`, dropping the cell when it cancels out.
    mutating func insert(_ symbol: SolverSymbol, _ coefficient: Double = 1) {
        let sum = (cells[symbol] ?? 0) + coefficient
        cells[symbol] = SimplexRow.nearZero(sum) ? nil : sum
    }

    /// Adds `coefficient * row`.
    mutating func insert(_ row: SimplexRow, _ coefficient: Double = 1) {
        constant += row.constant * coefficient
        for (symbol, value) in row.cells { insert(symbol, value * coefficient) }
    }

    mutating func remove(_ symbol: SolverSymbol) { cells[symbol] = nil }

    mutating func reverseSign() {
        constant = -constant
        for symbol in cells.keys { cells[symbol]! = -cells[symbol]! }
    }

    /// Solves `0 = self` for `symbol`: the row becomes `symbol = ...` (without it).
    mutating func solve(for symbol: SolverSymbol) {
        let k = -1 / cells[symbol]!
        cells[symbol] = nil
        constant *= k
        for key in cells.keys { cells[key]! *= k }
    }

    /// Solves `lhs = self` (lhs not in the row yet) for `rhs`.
    mutating func solve(for lhs: SolverSymbol, _ rhs: SolverSymbol) {
        insert(lhs, -1)
        solve(for: rhs)
    }

    /// Replaces `symbol` by `row`.
    mutating func substitute(_ symbol: SolverSymbol, _ row: SimplexRow) {
        guard let coefficient = cells.removeValue(forKey: symbol) else { return }
        insert(row, coefficient)
    }

    static func nearZero(_ value: Double) -> Bool { abs(value) < 1e-8 }
}

/// A symbol of the tableau: a variable of the system, or one the solver makes.
struct SolverSymbol: Hashable, Sendable, Comparable {
    enum Kind: Hashable, Sendable {
        /// A variable of the system.
        case external
        /// An inequality's slack.
        case slack
        /// A weighted constraint's error.
        case error
        /// A required equality's marker, always zero.
        case dummy
    }

    let id: Int
    let kind: Kind

    /// Whether the solver may pivot on it.
    var isPivotable: Bool { kind == .slack || kind == .error }

    static func < (a: Self, b: Self) -> Bool { a.id < b.id }
}
