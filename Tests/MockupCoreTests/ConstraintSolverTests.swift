import Foundation
import Testing
@testable import MockupCore

/// The constraint solver: hand-worked systems, and random systems against
/// kiwisolver's solutions (Scripts/solver/reference-systems.py).
@Suite struct ConstraintSolverTests {
    let x = LinearVariable(0), y = LinearVariable(1), w = LinearVariable(2)

    func expression(_ terms: [(LinearVariable, Double)], _ constant: Double = 0) -> LinearExpression {
        LinearExpression(terms, constant: constant)
    }

    @Test func requiredEqualitiesAndInequalitiesHold() throws {
        var solver = ConstraintSolver()
        // x + w == 100 (a view's trailing edge), x >= 20, w == 40.
        try solver.add(LinearConstraint(expression([(x, 1), (w, 1)], -100), .equal))
        try solver.add(LinearConstraint(expression([(x, 1)], -20), .greaterThanOrEqual))
        try solver.add(LinearConstraint(expression([(w, 1)], -40), .equal))
        #expect(solver.value(of: x) == 60 && solver.value(of: w) == 40)
    }

    @Test func theStrongerOfTwoWeightedConstraintsWins() throws {
        var solver = ConstraintSolver()
        // A width hugging 100 at 250 and resisting compression below 150 at 750, inside a required 0...400.
        try solver.add(LinearConstraint(expression([(w, 1)], -100), .lessThanOrEqual, strength: 250))
        try solver.add(LinearConstraint(expression([(w, 1)], -150), .greaterThanOrEqual, strength: 750))
        try solver.add(LinearConstraint(expression([(w, 1)], -400), .lessThanOrEqual))
        #expect(abs(solver.value(of: w) - 150) < 1e-9)
        // A required maximum below both: the required one holds.
        try solver.add(LinearConstraint(expression([(w, 1)], -80), .lessThanOrEqual))
        #expect(abs(solver.value(of: w) - 80) < 1e-9)
    }

    @Test func anUnsatisfiableRequiredConstraintIsRefusedAndTheRestStands() throws {
        var solver = ConstraintSolver()
        try solver.add(LinearConstraint(expression([(x, 1)], -10), .equal))
        try solver.add(LinearConstraint(expression([(y, 1), (x, -2)]), .equal))
        #expect(throws: ConstraintSolver.Unsatisfiable.self) {
            try solver.add(LinearConstraint(expression([(y, 1)], -30), .equal))
        }
        #expect(solver.value(of: x) == 10 && solver.value(of: y) == 20)
        // A contradiction of inequalities alone is refused too.
        #expect(throws: ConstraintSolver.Unsatisfiable.self) {
            try solver.add(LinearConstraint(expression([(x, 1)], -11), .greaterThanOrEqual))
        }
        #expect(solver.value(of: x) == 10)
    }

    @Test func anUnnamedVariableIsZero() {
        #expect(ConstraintSolver().value(of: x) == 0)
    }

    // MARK: Against kiwisolver

    struct Reference: Decodable {
        struct System: Decodable {
            struct Constraint: Decodable {
                let terms: [[Double]]
                let constant: Double
                let relation: String
                let strength: Strength
            }

            enum Strength: Decodable {
                case required
                case weight(Double)

                init(from decoder: Decoder) throws {
                    let value = try decoder.singleValueContainer()
                    if let weight = try? value.decode(Double.self) { self = .weight(weight) } else { self = .required }
                }
            }

            let variables: Int
            let constraints: [Constraint]
            let refused: [Int]
            let objective: Double
        }

        let systems: [System]
    }

    static func reference() throws -> Reference {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/solver-reference.json")
        return try JSONDecoder().decode(Reference.self, from: Data(contentsOf: url))
    }

    @Test func randomSystemsReachKiwisolversOptimum() throws {
        let reference = try Self.reference()
        #expect(reference.systems.count == 300)
        var checked = 0
        for (n, system) in reference.systems.enumerated() {
            var solver = ConstraintSolver()
            var refused: [Int] = []
            let constraints = system.constraints.map { c in
                LinearConstraint(
                    LinearExpression(c.terms.map { (LinearVariable(Int($0[0])), $0[1]) }, constant: c.constant),
                    LinearConstraint.Relation(rawValue: c.relation)!,
                    strength: { if case .weight(let w) = c.strength { w } else { LinearConstraint.required } }()
                )
            }
            for (i, constraint) in constraints.enumerated() {
                do { try solver.add(constraint) } catch { refused.append(i) }
            }
            #expect(refused == system.refused, "system \(n): refused \(refused), kiwisolver \(system.refused)")
            var objective = 0.0
            for (i, constraint) in constraints.enumerated() where !refused.contains(i) {
                let value = constraint.expression.terms.reduce(constraint.expression.constant) { $0 + $1.coefficient * solver.value(of: $1.variable) }
                let off = switch constraint.relation {
                case .equal: abs(value)
                case .lessThanOrEqual: max(0, value)
                case .greaterThanOrEqual: max(0, -value)
                }
                if constraint.isRequired {
                    #expect(off < 1e-6, "system \(n): required constraint \(i) off by \(off)")
                } else {
                    objective += constraint.strength * off
                }
            }
            #expect(abs(objective - system.objective) <= 1e-6 * max(1, abs(system.objective)),
                    "system \(n): objective \(objective), kiwisolver \(system.objective)")
            checked += 1
        }
        #expect(checked == 300)
    }
}
