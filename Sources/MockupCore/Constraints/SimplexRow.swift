/// A row of the simplex tableau: `constant + sum(coefficient * symbol)`, its
/// cells kept sorted by symbol id (as kiwi's AssocVector keeps them), so that
/// adding one row to another is a merge and every choice made over a row's
/// symbols is the same on every run.
struct SimplexRow: Sendable {
    private(set) var constant: Double
    private(set) var symbols: [SolverSymbol] = []
    private(set) var coefficients: [Double] = []

    init(constant: Double = 0) { self.constant = constant }

    var isEmpty: Bool { symbols.isEmpty }

    private func position(of symbol: SolverSymbol) -> (index: Int, found: Bool) {
        var low = 0, high = symbols.count
        while low < high {
            let mid = (low + high) / 2
            if symbols[mid].id < symbol.id { low = mid + 1 } else { high = mid }
        }
        return (low, low < symbols.count && symbols[low].id == symbol.id)
    }

    func coefficient(for symbol: SolverSymbol) -> Double {
        let (index, found) = position(of: symbol)
        return found ? coefficients[index] : 0
    }

    /// The symbol of least id that satisfies `condition`.
    func first(where condition: (SolverSymbol) -> Bool) -> SolverSymbol? { symbols.first(where: condition) }

    /// Whether every symbol satisfies `condition`.
    func allSymbols(_ condition: (SolverSymbol) -> Bool) -> Bool { symbols.allSatisfy(condition) }

    mutating func add(_ value: Double) { constant += value }

    /// Adds `coefficient * symbol`, dropping the cell when it cancels out.
    mutating func insert(_ symbol: SolverSymbol, _ coefficient: Double = 1) {
        let (index, found) = position(of: symbol)
        if found {
            let sum = coefficients[index] + coefficient
            if SimplexRow.nearZero(sum) {
                symbols.remove(at: index)
                coefficients.remove(at: index)
            } else {
                coefficients[index] = sum
            }
        } else if !SimplexRow.nearZero(coefficient) {
            symbols.insert(symbol, at: index)
            coefficients.insert(coefficient, at: index)
        }
    }

    /// Adds `coefficient * row`: the two sorted rows merged.
    mutating func insert(_ row: SimplexRow, _ coefficient: Double = 1) {
        constant += row.constant * coefficient
        var mergedSymbols: [SolverSymbol] = [], mergedCoefficients: [Double] = []
        mergedSymbols.reserveCapacity(symbols.count + row.symbols.count)
        mergedCoefficients.reserveCapacity(symbols.count + row.symbols.count)
        var i = 0, j = 0
        while i < symbols.count || j < row.symbols.count {
            if j == row.symbols.count || (i < symbols.count && symbols[i].id < row.symbols[j].id) {
                mergedSymbols.append(symbols[i])
                mergedCoefficients.append(coefficients[i])
                i += 1
            } else if i == symbols.count || row.symbols[j].id < symbols[i].id {
                let value = row.coefficients[j] * coefficient
                if !SimplexRow.nearZero(value) {
                    mergedSymbols.append(row.symbols[j])
                    mergedCoefficients.append(value)
                }
                j += 1
            } else {
                let value = coefficients[i] + row.coefficients[j] * coefficient
                if !SimplexRow.nearZero(value) {
                    mergedSymbols.append(symbols[i])
                    mergedCoefficients.append(value)
                }
                i += 1
                j += 1
            }
        }
        symbols = mergedSymbols
        coefficients = mergedCoefficients
    }

    /// Removes `symbol`, returning its coefficient (nil when absent).
    @discardableResult
    mutating func remove(_ symbol: SolverSymbol) -> Double? {
        let (index, found) = position(of: symbol)
        guard found else { return nil }
        symbols.remove(at: index)
        return coefficients.remove(at: index)
    }

    mutating func reverseSign() {
        constant = -constant
        for i in coefficients.indices { coefficients[i] = -coefficients[i] }
    }

    /// Solves `0 = self` for `symbol`: the row becomes `symbol = ...` (without it).
    mutating func solve(for symbol: SolverSymbol) {
        let k = -1 / remove(symbol)!
        constant *= k
        for i in coefficients.indices { coefficients[i] *= k }
    }

    /// Solves `lhs = self` (lhs not in the row yet) for `rhs`.
    mutating func solve(for lhs: SolverSymbol, _ rhs: SolverSymbol) {
        insert(lhs, -1)
        solve(for: rhs)
    }

    /// Replaces `symbol` by `row`.
    mutating func substitute(_ symbol: SolverSymbol, _ row: SimplexRow) {
        guard let coefficient = remove(symbol) else { return }
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

    /// Unique, increasing as symbols are made: rows are kept by it.
    let id: Int
    let kind: Kind

    /// Whether the solver may pivot on it.
    var isPivotable: Bool { kind == .slack || kind == .error }

    static func < (a: Self, b: Self) -> Bool { a.id < b.id }
    static func == (a: Self, b: Self) -> Bool { a.id == b.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }
}
