/// Solves linear constraints as UIKit's layout engine takes them: required
/// ones exactly, weighted ones as nearly as their weights ask, by the
/// Cassowary algorithm (Badros, Borning and Stuckey, "The Cassowary Linear
/// Arithmetic Constraint Solving Algorithm", ACM TOCHI 2001), an incremental
/// dual simplex over a tableau of restricted symbols, in the form of kiwi
/// (github.com/nucleic/kiwi, solverimpl.h): slack symbols for inequalities,
/// error pairs for weighted constraints in the objective, dummy markers for
/// required equalities, an artificial variable where a row has no subject.
///
/// Every choice (the subject of a row, the entering and leaving symbols) is
/// made in symbol id order, so the same constraints added in the same order
/// give the same values on every run.
public struct ConstraintSolver: Sendable {
    /// A required constraint that cannot hold with those added before it.
    public struct Unsatisfiable: Error, Sendable {}

    private var rows = BasicRows()
    private var symbols: [LinearVariable: SolverSymbol] = [:]
    private var objective = SimplexRow()
    private var artificial: SimplexRow?
    private var nextID = 1

    public init() {}

    /// The value the solution gives `variable` (0 for one no constraint names).
    public func value(of variable: LinearVariable) -> Double {
        guard let symbol = symbols[variable] else { return 0 }
        return rows[symbol]?.constant ?? 0
    }

    // MARK: Adding

    /// Adds a constraint and re-solves. A required one that cannot hold is
    /// refused (the solver is left as it was) with `Unsatisfiable`.
    public mutating func add(_ constraint: LinearConstraint) throws(Unsatisfiable) {
        var tag = Tag()
        var row = makeRow(constraint, tag: &tag)
        var subject = chooseSubject(row, tag: tag)
        if subject == nil, row.allSymbols({ $0.kind == .dummy }) {
            // Nothing changed yet but symbols no row holds.
            guard SimplexRow.nearZero(row.constant) else { throw Unsatisfiable() }
            subject = tag.marker
        }
        if let subject {
            row.solve(for: subject)
            substitute(subject, row)
            rows[subject] = row
        } else if !addWithArtificialVariable(row) {
            // The tableau still stands for the constraints before this one, pivoted
            // toward the artificial objective: back to the optimum of the real one.
            optimizeObjective()
            throw Unsatisfiable()
        }
        optimizeObjective()
    }

    private struct Tag {
        var marker: SolverSymbol?
        var other: SolverSymbol?
    }

    private mutating func symbol(_ kind: SolverSymbol.Kind) -> SolverSymbol {
        defer { nextID += 1 }
        return SolverSymbol(id: nextID, kind: kind)
    }

    /// The constraint's row in terms of the current non-basic symbols, with its
    /// slack, error or dummy symbols (noted in `tag`), its constant not negative.
    private mutating func makeRow(_ constraint: LinearConstraint, tag: inout Tag) -> SimplexRow {
        let expression = constraint.expression
        var row = SimplexRow(constant: expression.constant)
        for term in expression.terms where !SimplexRow.nearZero(term.coefficient) {
            let symbol = symbols[term.variable] ?? {
                let made = self.symbol(.external)
                symbols[term.variable] = made
                return made
            }()
            if let basic = rows[symbol] {
                row.insert(basic, term.coefficient)
            } else {
                row.insert(symbol, term.coefficient)
            }
        }
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let coefficient = constraint.relation == .lessThanOrEqual ? 1.0 : -1.0
            let slack = symbol(.slack)
            tag.marker = slack
            row.insert(slack, coefficient)
            if !constraint.isRequired {
                let error = symbol(.error)
                tag.other = error
                row.insert(error, -coefficient)
                objective.insert(error, constraint.strength)
            }
        case .equal:
            if constraint.isRequired {
                let dummy = symbol(.dummy)
                tag.marker = dummy
                row.insert(dummy)
            } else {
                let plus = symbol(.error), minus = symbol(.error)
                tag.marker = plus
                tag.other = minus
                row.insert(plus, -1)
                row.insert(minus, 1)
                objective.insert(plus, constraint.strength)
                objective.insert(minus, constraint.strength)
            }
        }
        if row.constant < 0 { row.reverseSign() }
        return row
    }

    /// A variable of the row, else its marker or other symbol if pivotable and negative in it.
    private func chooseSubject(_ row: SimplexRow, tag: Tag) -> SolverSymbol? {
        if let external = row.first(where: { $0.kind == .external }) { return external }
        for symbol in [tag.marker, tag.other].compactMap({ $0 }) where symbol.isPivotable && row.coefficient(for: symbol) < 0 {
            return symbol
        }
        return nil
    }

    /// Adds a row with no subject through an artificial variable driven to zero; false when it cannot be.
    private mutating func addWithArtificialVariable(_ row: SimplexRow) -> Bool {
        let art = symbol(.slack)
        rows[art] = row
        artificial = row
        optimize(artificial: true)
        let feasible = SimplexRow.nearZero(artificial!.constant)
        artificial = nil
        // NB: unlike kiwi, a constraint that cannot hold leaves nothing behind: the
        // artificial variable is then basic (a non-basic one is zero, which is
        // feasible), so its row goes and no other row holds it.
        guard feasible else {
            rows[art] = nil
            return false
        }
        if var basic = rows.removeValue(forKey: art) {
            if basic.isEmpty { return true }
            guard let entering = basic.first(where: \.isPivotable) else { return false }
            basic.solve(for: art, entering)
            substitute(entering, basic)
            rows[entering] = basic
        }
        rows.forEachRow { $1.remove(art) }
        objective.remove(art)
        return true
    }

    /// Replaces `symbol` by `row` everywhere.
    private mutating func substitute(_ symbol: SolverSymbol, _ row: SimplexRow) {
        rows.forEachRow { $1.substitute(symbol, row) }
        objective.substitute(symbol, row)
        artificial?.substitute(symbol, row)
    }

    // MARK: Optimizing

    private mutating func optimizeObjective() { optimize(artificial: false) }

    /// The primal simplex on the objective (or the artificial row) until no
    /// symbol of it can lower it.
    private mutating func optimize(artificial useArtificial: Bool) {
        while true {
            let target = useArtificial ? artificial! : objective
            guard let entering = target.first(where: { $0.kind != .dummy && target.coefficient(for: $0) < 0 }) else { return }
            // The leaving row: the least ratio among rows where the entering symbol's
            // coefficient is negative, the first by id among equal ones.
            var leaving: SolverSymbol?
            var least = Double.infinity
            rows.forEachRow { key, row in
                guard key.kind != .external else { return }
                let coefficient = row.coefficient(for: entering)
                guard coefficient < 0 else { return }
                let ratio = -row.constant / coefficient
                if ratio < least {
                    least = ratio
                    leaving = key
                }
            }
            // NB: an objective unbounded below cannot arise from constraints of weighted errors.
            guard let leaving, var row = rows.removeValue(forKey: leaving) else { return }
            row.solve(for: leaving, entering)
            substitute(entering, row)
            rows[entering] = row
        }
    }
}

/// The tableau's rows by their basic symbol, held at the symbol's id (ids are
/// small and dense), visited in id order.
private struct BasicRows: Sendable {
    private var keys: [SolverSymbol?] = []
    private var table: [SimplexRow?] = []

    subscript(symbol: SolverSymbol) -> SimplexRow? {
        get { symbol.id < table.count ? table[symbol.id] : nil }
        set {
            if symbol.id >= table.count {
                guard newValue != nil else { return }
                keys += Array(repeating: nil, count: symbol.id + 1 - table.count)
                table += Array(repeating: nil, count: symbol.id + 1 - table.count)
            }
            keys[symbol.id] = newValue == nil ? nil : symbol
            table[symbol.id] = newValue
        }
    }

    mutating func removeValue(forKey symbol: SolverSymbol) -> SimplexRow? {
        let row = self[symbol]
        self[symbol] = nil
        return row
    }

    /// Each row with its basic symbol, in id order; `body` may change the row.
    mutating func forEachRow(_ body: (SolverSymbol, inout SimplexRow) -> Void) {
        for id in table.indices {
            guard let key = keys[id], table[id] != nil else { continue }
            body(key, &table[id]!)
        }
    }
}
