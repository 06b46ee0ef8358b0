import MockupCore
import MockupUI

/// A constraint as a scene writes it, read as a UIKit developer reads
/// anchors: `ITEM.ATTRIBUTE RELATION ITEM.ATTRIBUTE [* or / NUMBER] [+ or - NUMBER] [@PRIORITY]`,
/// or `ITEM.ATTRIBUTE RELATION NUMBER [@PRIORITY]` for a constant size:
///
///     title.leading == safeArea.leading + 20
///     avatar.height == avatar.width
///     card.width == view.width * 0.5 @750
///     avatar.width == 40
enum ConstraintExpression {
    /// Whether a character may be part of an item's name: letters, digits and underscores.
    static func isItemCharacter(_ c: Character) -> Bool { c.isLetter || c.isNumber || c == "_" }

    /// Whether `name` can name an item: item characters, not starting with a digit.
    static func isItemName(_ name: String) -> Bool {
        name.first.map { !$0.isNumber } == true && name.allSatisfy(isItemCharacter)
    }

    /// What is wrong with a written constraint, and at which character (from 0).
    struct Problem: Error {
        let message: String
        let offset: Int
    }

    static func parse(_ text: String) throws(Problem) -> LayoutConstraintSpec {
        var scanner = Scanner(Array(text))
        let (firstItem, firstAttribute) = try scanner.anchor()
        let relation = try scanner.relation()
        var spec: LayoutConstraintSpec
        if let number = scanner.number() {
            guard firstAttribute.isSize else {
                throw Problem(message: "only a width or height equals a number; a position needs an item's attribute", offset: scanner.start)
            }
            spec = LayoutConstraintSpec(firstItem, firstAttribute, relation, constant: number)
        } else {
            let (secondItem, secondAttribute) = try scanner.anchor()
            // Sizes may relate across axes (an aspect ratio); positions only along theirs.
            guard firstAttribute.axis == secondAttribute.axis || (firstAttribute.isSize && secondAttribute.isSize) else {
                throw Problem(message: "'\(firstAttribute.rawValue)' and '\(secondAttribute.rawValue)' lie on different axes", offset: scanner.start)
            }
            guard firstAttribute.isSize || !secondAttribute.isSize else {
                throw Problem(message: "a position cannot equal a size ('\(secondAttribute.rawValue)')", offset: scanner.start)
            }
            spec = LayoutConstraintSpec(firstItem, firstAttribute, relation, secondItem, secondAttribute)
            if scanner.take("*") {
                spec.multiplier = try scanner.requiredNumber("a multiplier")
            } else if scanner.take("/") {
                let divisor = try scanner.requiredNumber("a divisor")
                guard divisor != 0 else { throw Problem(message: "a divisor of 0", offset: scanner.start) }
                spec.multiplier = 1 / divisor
            }
            if scanner.take("+") {
                spec.constant = try scanner.requiredNumber("a constant")
            } else if scanner.take("-") {
                spec.constant = -(try scanner.requiredNumber("a constant"))
            }
        }
        if scanner.take("@") {
            let priority = try scanner.requiredNumber("a priority")
            guard priority >= 1, priority <= 1000 else {
                throw Problem(message: "a priority is 1 to 1000, found \(JSONValue.number(priority).serialized())", offset: scanner.start)
            }
            spec.priority = priority
        }
        scanner.skipSpaces()
        guard scanner.atEnd else { throw Problem(message: "unexpected '\(scanner.rest)'", offset: scanner.index) }
        return spec
    }

    private struct Scanner {
        let characters: [Character]
        var index = 0
        /// Where the last token read began.
        var start = 0

        init(_ characters: [Character]) { self.characters = characters }

        var atEnd: Bool { index >= characters.count }
        var rest: String { String(characters[index...]) }

        mutating func skipSpaces() {
            while index < characters.count, characters[index] == " " { index += 1 }
        }

        mutating func take(_ symbol: String) -> Bool {
            skipSpaces()
            start = index
            let s = Array(symbol)
            guard index + s.count <= characters.count, Array(characters[index..<(index + s.count)]) == s else { return false }
            index += s.count
            return true
        }

        mutating func word() -> String? {
            skipSpaces()
            start = index
            var end = index
            while end < characters.count, ConstraintExpression.isItemCharacter(characters[end]) {
                end += 1
            }
            guard end > index, !characters[index].isNumber else { return nil }
            defer { index = end }
            return String(characters[index..<end])
        }

        mutating func number() -> Double? {
            skipSpaces()
            start = index
            var end = index
            while end < characters.count, characters[end].isNumber || characters[end] == "." { end += 1 }
            guard end > index, let value = Double(String(characters[index..<end])), value.isFinite else { return nil }
            index = end
            return value
        }

        mutating func requiredNumber(_ what: String) throws(Problem) -> Double {
            guard let value = number() else { throw Problem(message: "expected \(what) (a number)", offset: start) }
            return value
        }

        mutating func anchor() throws(Problem) -> (String, LayoutConstraintSpec.Attribute) {
            guard let item = word() else { throw Problem(message: "expected an item (a subview's id, view, safeArea, margins or readableContent)", offset: start) }
            let itemStart = start
            guard take(".") else { throw Problem(message: "expected '.' and an attribute after '\(item)'", offset: itemStart + item.count) }
            guard let name = word() else { throw Problem(message: "expected an attribute after '\(item).'", offset: start) }
            guard let attribute = LayoutConstraintSpec.Attribute(rawValue: name) else {
                let names = LayoutConstraintSpec.Attribute.allCases.map(\.rawValue)
                let hint = closestMatch(to: name, in: names).map { " (did you mean '\($0)'?)" } ?? ""
                throw Problem(message: "unknown attribute '\(name)'\(hint)", offset: start)
            }
            return (item, attribute)
        }

        mutating func relation() throws(Problem) -> LinearConstraint.Relation {
            for relation in [LinearConstraint.Relation.equal, .lessThanOrEqual, .greaterThanOrEqual] where take(relation.rawValue) {
                return relation
            }
            throw Problem(message: "expected ==, <= or >=", offset: start)
        }
    }
}
