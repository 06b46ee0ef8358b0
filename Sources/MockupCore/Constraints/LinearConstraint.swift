/// A variable of a constraint system: a view's edge, width, baseline...
/// Variables are told apart by `id`, which the system's owner assigns.
public struct LinearVariable: Hashable, Sendable, Comparable {
    public let id: Int

    public init(_ id: Int) { self.id = id }

    public static func < (a: Self, b: Self) -> Bool { a.id < b.id }
}

/// A sum of variables times coefficients, plus a constant.
public struct LinearExpression: Hashable, Sendable {
    public var terms: [(variable: LinearVariable, coefficient: Double)]
    public var constant: Double

    public init(_ terms: [(LinearVariable, Double)] = [], constant: Double = 0) {
        self.terms = terms.map { (variable: $0.0, coefficient: $0.1) }
        self.constant = constant
    }

    public static func == (a: Self, b: Self) -> Bool {
        a.constant == b.constant && a.terms.count == b.terms.count
            && zip(a.terms, b.terms).allSatisfy { $0.variable == $1.variable && $0.coefficient == $1.coefficient }
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(constant)
        for term in terms {
            hasher.combine(term.variable)
            hasher.combine(term.coefficient)
        }
    }

    /// `self - other`.
    public func minus(_ other: LinearExpression) -> LinearExpression {
        LinearExpression(terms.map { ($0.variable, $0.coefficient) } + other.terms.map { ($0.variable, -$0.coefficient) },
                         constant: constant - other.constant)
    }
}

/// `expression relation 0`, required or weighted: what the solver is given.
public struct LinearConstraint: Hashable, Sendable {
    public enum Relation: String, Hashable, Sendable {
        case lessThanOrEqual = "<=", equal = "==", greaterThanOrEqual = ">="
    }

    public var expression: LinearExpression
    public var relation: Relation
    /// The weight of its error in the objective; `required` must hold exactly.
    public var strength: Double

    /// Stronger than any weight: the constraint must hold.
    public static let required = Double.infinity

    public init(_ expression: LinearExpression, _ relation: Relation, strength: Double = LinearConstraint.required) {
        self.expression = expression
        self.relation = relation
        self.strength = strength
    }

    /// `lhs relation rhs`.
    public init(_ lhs: LinearExpression, _ relation: Relation, _ rhs: LinearExpression, strength: Double = LinearConstraint.required) {
        self.init(lhs.minus(rhs), relation, strength: strength)
    }

    public var isRequired: Bool { strength == Self.required }
}
