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

    private var rows: [SolverSymbol: SimplexRow] = [:]
    private var symbols: [LinearVariable: SolverSymbol] = [:]
    private var objective = SimplexRow()
    private var artificial: SimplexRow?
    private var nextID = 1

    public init() {}

    /// Adds a constraint and re-solves. A required one that cannot hold is
    /// refused (the solver is left as it was) with `Unsatisfiable`.
    public mutating func add(_ constraint: LinearConstraint) throws(Unsatisfiable) {
        let before = self
        do {
            try insert(constraint)
        } catch {
            self = before
            throw error
        }
    }

    /// The value the solution gives `variable` (0 for one no constraint names).
    public func value(of variable: LinearVariable) -> Double {
        guard let symbol = symbols[variable] else { return 0 }
        return rows[symbol]?.constant ?? 0
    }

    // MARK: Adding

    private struct Tag {
        var marker: SolverSymbol?
        var other: SolverSymbol?
    }

    private mutating func insert(_ constraint: LinearConstraint) throws(Unsatisfiable) {
        var tag = Tag()
        var row = makeRow(constraint, tag: &tag)
        var subject = chooseSubject(row, tag: tag)
        if subject == nil, row.cells.keys.allSatisfy({ $0.kind == .dummy }) {
            guard SimplexRow.nearZero(row.constant) else { throw Unsatisfiable() }
            subject = tag.marker
        }
        if let subject {
            row.solve(for: subject)
            substitute(subject, row)
            rows[subject] = row
        } else if !addWithArtificialVariable(row) {
            throw Unsatisfiable()
        }
        optimizeObjective()
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
        if let external = row.symbols.first(where: { $0.kind == .external }) { return external }
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
        if var basic = rows.removeValue(forKey: art) {
            if basic.cells.isEmpty { return feasible }
            guard let entering = basic.symbols.first(where: \.isPivotable) else { return false }
            basic.solve(for: art, entering)
            substitute(entering, basic)
            rows[entering] = basic
        }
        for key in rows.keys { rows[key]!.remove(art) }
        objective.remove(art)
        return feasible
    }

    /// Replaces `symbol` by `row` everywhere.
    private mutating func substitute(_ symbol: SolverSymbol, _ row: SimplexRow) {
        for key in rows.keys { rows[key]!.substitute(symbol, row) }
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
            guard let entering = target.symbols.first(where: { $0.kind != .dummy && target.coefficient(for: $0) < 0 }) else { return }
            // The leaving row: the least ratio among rows where the entering symbol's coefficient is negative.
            var leaving: SolverSymbol?
            var least = Double.infinity
            for key in rows.keys.sorted() where key.kind != .external {
                let coefficient = rows[key]!.coefficient(for: entering)
                guard coefficient < 0 else { continue }
                let ratio = -rows[key]!.constant / coefficient
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
