import MockupCore
import MockupUI
import Yams

extension SceneDecoder {
    /// Each step's name with how it is written, for messages.
    static let stepUsage: [(name: String, usage: String?)] = [
        ("push", "push: screenId"), ("pop", nil), ("popToRoot", nil),
        ("selectRow", "selectRow: 0"), ("selectTab", "selectTab: 0"), ("selectSegment", "selectSegment: 0"),
        ("setToolbarHidden", "setToolbarHidden: true"), ("setNavigationBarHidden", "setNavigationBarHidden: true"),
        ("toggleBars", nil), ("setBarStyle", "setBarStyle: black"), ("setToolbarItems", "setToolbarItems: [items]"),
        ("rotate", "rotate: landscapeLeft"), ("setTraits", "setTraits: {userInterfaceStyle: dark}"), ("wait", "wait: 0.5"), ("set", "set: {id: wifi, isOn: false}"), ("scroll", "scroll: 200"),
        ("present", "present: screenId"), ("dismiss", nil),
        ("alert", "alert: {title: Delete?, actions: [Cancel, {title: Delete, style: destructive}]}"),
        ("actionSheet", "actionSheet: {actions: [Share, Cancel]}"), ("focus", "focus: fieldId"), ("endEditing", nil),
        ("insertRows", "insertRows: {at: [[0, 2]], rows: [New], with: fade}"), ("deleteRows", "deleteRows: {at: [[0, 1]], with: left}"),
        ("reloadRows", "reloadRows: {at: [[0, 0]], rows: [Updated]}"), ("insertItems", "insertItems: {at: [[0, 0]], items: [{view: {}}]}"),
        ("deleteItems", "deleteItems: {at: [[0, 3]]}"), ("reloadItems", "reloadItems: {at: [[0, 0]], items: [{view: {}}]}"),
        ("swipe", "swipe: {row: 2, edge: trailing}"), ("setEditing", "setEditing: true"),
        ("showColumn", "showColumn: primary"), ("hideColumn", "hideColumn: primary"), ("showDetail", "showDetail: message"),
    ]
    /// The properties a `set` step may change (SCENE-FORMAT.md, "More steps").
    static let settableProperties = [
        "isOn", "value", "progress", "currentPage", "text", "selectedSegmentIndex", "selectedRows", "hidden", "alpha", "frame", "backgroundColor",
        "constant", "isActive", "priority",
    ]
    static let stepNames = stepUsage.map(\.name)
    /// The keys of an `alert` step; an `actionSheet` has no `textFields`.
    static let alertKeys = ["title", "message", "actions", "textFields"]
    static let actionSheetKeys = ["title", "message", "actions"]
    /// An alert action written as a mapping.
    static let alertActionKeys = ["title", "style"]
    static let stepOptions = ["on", "animated", "duration", "id", "style", "sourceView", "barButtonItem"]
    /// The options only one step takes, with what they are for.
    static let ownedOptions: [(option: String, steps: [String], purpose: String)] = [
        ("id", ["scroll"] + listSteps, "names the table, collection view, scroll view or text view a 'scroll' or list step acts on"),
        ("style", ["present"], "is how a 'present' step presents"),
        ("sourceView", ["present", "actionSheet"], "is what a popover points at"),
        ("barButtonItem", ["present", "actionSheet"], "is what a popover points at"),
    ]
    /// The steps that act on a table or collection view.
    static let listSteps = ["insertRows", "deleteRows", "reloadRows", "insertItems", "deleteItems", "reloadItems", "swipe", "setEditing"]
    /// The words that are whole steps.
    static let bareSteps = ["pop", "popToRoot", "toggleBars", "dismiss", "endEditing"]
    /// A step's length, `duration:` or `wait:`, within `TimeLimits.maxStepSeconds`.
    static let secondsRule = NumberRule(
        bound: "of seconds from 0 to \(Int(TimeLimits.maxStepSeconds)) (the limit on a step's length)", from: 0, to: TimeLimits.maxStepSeconds)

    /// A bare word (`pop`) or a mapping with one step key and the options
    /// `on`, `animated` and `duration` (`{push: article, animated: false}`);
    /// `scroll` also takes `id`.
    func step(_ node: Node, _ path: DocumentPath) -> Step? {
        if case .scalar = node {
            guard let word = reader.word(node, path, in: Self.stepNames, "step") else { return nil }
            return action(word, nil, node, path, scrollID: nil, style: nil).map { Step($0, location: reader.location(of: node)) }
        }
        guard case .mapping = node, let m = reader.mapping(node, path, keys: nil) else {
            reader.typeError(expected: "a step (such as 'pop' or 'push: screenId')", node, path)
            return nil
        }
        var actions: [MappingReader.Entry] = []
        for entry in m.entries where !Self.stepOptions.contains(entry.name) {
            if Self.stepNames.contains(entry.name) {
                actions.append(entry)
            } else if let hint = closestMatch(to: entry.name, in: Self.stepNames + Self.stepOptions),
                      Self.stepOptions.contains(hint) {
                reader.error("unknown key '\(entry.name)' (did you mean '\(hint)'?)", at: entry.key, path)
            } else {
                reader.unknownName("step", entry.name, in: Self.stepNames, at: entry.key, path)
            }
        }
        for extra in actions.dropFirst() {
            reader.error("a step does one thing; found '\(actions[0].name)' and '\(extra.name)'", at: extra.key, path)
        }
        guard let first = actions.first else {
            if m.entries.allSatisfy({ Self.stepOptions.contains($0.name) }) {
                reader.error("a step needs one of: \(Self.stepNames.joined(separator: ", "))", at: node, path)
            }
            return nil
        }
        let value = NodeReader.isNull(first.value) ? nil : first.value
        let style: PresentationStyle? = m.name("style", "presentation style")
        let action = action(first.name, value, first.key, path.key(first.name), scrollID: m.string("id"), style: style)
        for owned in Self.ownedOptions where !owned.steps.contains(first.name) {
            guard let node = m[owned.option] else { continue }
            reader.error("'\(owned.option)' \(owned.purpose); '\(first.name)' takes none", at: node, path)
        }
        let on = m.value("on") { self.declaredID($0, $1) }
        let animated = m.bool("animated") ?? true
        let duration = m.number("duration", Self.secondsRule)
        m.exclusive(["sourceView", "barButtonItem"]) { first, second in "a popover points at one thing: give '\(first)' or '\(second)'" }
        let anchor: PopoverAnchor? = m.string("sourceView").map(PopoverAnchor.sourceView) ?? m.string("barButtonItem").map(PopoverAnchor.barButtonItem)
        return action.map { action in
            var step = Step(action, on: on, animated: animated, duration: duration, location: reader.location(of: node))
            step.anchor = anchor
            return step
        }
    }

    /// The action named `name` with its value; `at` locates a missing value.
    private func action(
        _ name: String, _ value: Node?, _ at: Node, _ path: DocumentPath, scrollID: String?, style: PresentationStyle?
    ) -> Step.Action? {
        switch name {
        case _ where Self.bareSteps.contains(name):
            if let value {
                reader.error("step '\(name)' takes no value", at: value, path)
                return nil
            }
            switch name {
            case "pop": return .pop
            case "popToRoot": return .popToRoot
            case "dismiss": return .dismiss
            case "endEditing": return .endEditing
            default: return .toggleBars
            }
        default:
            break
        }
        guard let value else {
            let usage = Self.stepUsage.first { $0.name == name }?.usage.map { ", as in '\($0)'" } ?? ""
            reader.error("step '\(name)' needs a value\(usage)", at: at, path)
            return nil
        }
        switch name {
        case "push": return pushTarget(value, path).map(Step.Action.push)
        case "selectRow": return selector(value, path).map(Step.Action.selectRow)
        case "selectTab": return selector(value, path).map(Step.Action.selectTab)
        case "selectSegment": return selector(value, path).map(Step.Action.selectSegment)
        case "setToolbarHidden": return reader.bool(value, path).map(Step.Action.setToolbarHidden)
        case "setNavigationBarHidden": return reader.bool(value, path).map(Step.Action.setNavigationBarHidden)
        case "setBarStyle": return (reader.name(value, path, "bar style") as BarStyle?).map(Step.Action.setBarStyle)
        case "setToolbarItems":
            return reader.list(value, path).map { elements in
                .setToolbarItems(elements.compactMap { barButtonItem($0.node, $0.path) })
            }
        case "rotate": return (reader.name(value, path, "orientation") as Orientation?).map(Step.Action.rotate)
        case "setTraits":
            guard let overrides = traitOverrides(value, path) else { return nil }
            if overrides.pseudoLanguage != nil, let node = value.mapping?["pseudoLanguage"] {
                reader.error("a pseudo-language applies to the whole story: give it in the scene's traits", at: node, path.key("pseudoLanguage"))
                return nil
            }
            return .setTraits(overrides)
        case "set": return viewChange(value, path).map(Step.Action.set)
        case "scroll":
            if case .mapping = value { return cellScroll(value, path).map { Step.Action.scrollToCell($0, id: scrollID) } }
            return reader.number(value, path, .coordinate).map { Step.Action.scroll(y: $0, id: scrollID) }
        case "present": return pushTarget(value, path).map { Step.Action.present($0, style: style) }
        case "alert": return alert(value, path, textFields: true).map(Step.Action.alert)
        case "actionSheet": return alert(value, path, textFields: false).map(Step.Action.actionSheet)
        case "focus": return reader.string(value, path).map(Step.Action.focus)
        case "insertRows", "deleteRows", "reloadRows", "insertItems", "deleteItems", "reloadItems":
            return listEdit(name, value, path).map { Step.Action.editList($0, id: scrollID) }
        case "swipe": return swipe(value, path).map { Step.Action.swipe($0, id: scrollID) }
        case "setEditing": return reader.bool(value, path).map { Step.Action.setEditing($0, id: scrollID) }
        case "showColumn": return (reader.name(value, path, "column") as SplitViewControllerSpec.Column?).map(Step.Action.showColumn)
        case "hideColumn": return (reader.name(value, path, "column") as SplitViewControllerSpec.Column?).map(Step.Action.hideColumn)
        case "showDetail": return pushTarget(value, path).map(Step.Action.showDetail)
        default: return reader.number(value, path, Self.secondsRule).map(Step.Action.wait)
        }
    }

    /// `{id: ID, PROPERTY: value, ...}` for `set`: at least one property.
    private func viewChange(_ node: Node, _ path: DocumentPath) -> ViewChange? {
        guard let m = reader.mapping(node, path, keys: ["id"] + Self.settableProperties) else { return nil }
        guard let id = m.string("id") else {
            if m["id"] == nil { reader.error("'set' needs the 'id' of the view it changes", at: node, path) }
            return nil
        }
        var properties: [ViewChange.Property] = []
        for entry in m.entries where entry.name != "id" {
            let property: ViewChange.Property?
            switch entry.name {
            case "isOn": property = m.bool("isOn").map(ViewChange.Property.isOn)
            case "value": property = m.number("value", .coordinate).map(ViewChange.Property.value)
            case "progress": property = m.number("progress", .unit).map(ViewChange.Property.progress)
            case "currentPage": property = m.integer("currentPage", .nonNegative).map(ViewChange.Property.currentPage)
            case "text": property = m.string("text").map(ViewChange.Property.text)
            case "selectedSegmentIndex": property = m.integer("selectedSegmentIndex", .nonNegative).map(ViewChange.Property.selectedSegmentIndex)
            case "selectedRows": property = m.list("selectedRows") { self.reader.integer($0, $1, .nonNegative) }.map(ViewChange.Property.selectedRows)
            case "hidden": property = m.bool("hidden").map(ViewChange.Property.hidden)
            case "alpha": property = m.number("alpha", .unit).map(ViewChange.Property.alpha)
            case "frame": property = m.value("frame") { self.frame($0, $1) }.map(ViewChange.Property.frame)
            case "backgroundColor": property = color(m, "backgroundColor").map(ViewChange.Property.backgroundColor)
            case "constant": property = m.number("constant", .coordinate).map(ViewChange.Property.constant)
            case "isActive": property = m.bool("isActive").map(ViewChange.Property.isActive)
            case "priority": property = m.number("priority", .priority).map(ViewChange.Property.priority)
            default: property = nil
            }
            property.map { properties.append($0) }
        }
        guard !properties.isEmpty else {
            if m.entries.count == 1 {
                reader.error("'set' needs a property to change: \(Self.settableProperties.joined(separator: ", "))", at: node, path)
            }
            return nil
        }
        return ViewChange(id: id, properties: properties)
    }

    /// A screen id for `push`.
    private func pushTarget(_ node: Node, _ path: DocumentPath) -> String? {
        guard let id = reader.string(node, path) else { return nil }
        guard screenIDs.contains(id) else {
            reader.unknownName("screen", id, in: screenIDs, at: node, path)
            return nil
        }
        return id
    }

    /// `{title, message, actions: [title or {title, style}], textFields: [placeholders]}`.
    private func alert(_ node: Node, _ path: DocumentPath, textFields: Bool) -> AlertSpec? {
        guard let m = reader.mapping(node, path, keys: textFields ? Self.alertKeys : Self.actionSheetKeys) else { return nil }
        let actions = m.list("actions") { node, path -> AlertActionSpec? in
            if case .scalar = node { return self.reader.string(node, path).map { AlertActionSpec(title: $0) } }
            guard let a = self.reader.mapping(node, path, keys: Self.alertActionKeys) else { return nil }
            guard let title = a.string("title") else {
                if a["title"] == nil { self.reader.error("an action needs a 'title'", at: node, path) }
                return nil
            }
            return AlertActionSpec(title: title, style: a.name("style", "action style") ?? .default)
        } ?? []
        let fields = m.list("textFields") { self.reader.string($0, $1) } ?? []
        return AlertSpec(title: m.string("title"), message: m.string("message"), actions: actions, textFields: fields)
    }

    /// An integer is an index; any other scalar is a title.
    private func selector(_ node: Node, _ path: DocumentPath) -> Step.Selector? {
        if case .scalar = node, NodeReader.tag(of: node) == .int {
            return reader.integer(node, path, .nonNegative).map(Step.Selector.index)
        }
        return reader.string(node, path).map(Step.Selector.title)
    }

    /// An id declared somewhere in the file, for `on:`.
    private func declaredID(_ node: Node, _ path: DocumentPath) -> String? {
        guard let id = reader.string(node, path) else { return nil }
        guard declaredIDs.contains(id) else {
            reader.unknownName("controller id", id, in: declaredIDs, at: node, path)
            return nil
        }
        return id
    }
}
