import MockupCore
import MockupUI

extension SceneDecoder {
    /// Reports screens that contain themselves through their containers
    /// (`a` shows `b`, which shows `a`): such a tree never ends. Pushing a
    /// screen is not containment, so steps are not looked at.
    func checkContainment(_ screens: [String: ControllerSpec]) {
        var state: [String: Bool] = [:]  // false: being visited, true: done
        var trail: [String] = []

        func visit(_ id: String) {
            guard state[id] == nil, let spec = screens[id] else { return }
            state[id] = false
            trail.append(id)
            for (child, location) in Self.screenReferences(in: spec) {
                if state[child] == false {
                    let loop = trail.drop { $0 != child } + [child]
                    reader.error("screen '\(child)' contains itself: \(loop.joined(separator: " -> "))",
                                 at: location, DocumentPath.root.key("screens").key(id))
                } else {
                    visit(child)
                }
            }
            trail.removeLast()
            state[id] = true
        }

        for id in screenIDs { visit(id) }
    }

    /// The screens a controller shows through its containers, not crossing into other screens.
    static func screenReferences(in spec: ControllerSpec) -> [(String, SourceLocation?)] {
        func references(_ ref: ControllerRef) -> [(String, SourceLocation?)] {
            switch ref {
            case .screen(let id, let location): [(id, location)]
            case .inline(let spec): screenReferences(in: spec)
            }
        }
        switch spec.content {
        case .view: return []
        case .navigation(let navigation): return navigation.viewControllers.flatMap(references)
        case .tabBar(let tabBar): return tabBar.viewControllers.flatMap(references)
        case .toolbar(let toolbar): return references(toolbar.content)
        case .segmented(let segmented): return segmented.viewControllers.flatMap(references)
        case .split(let split): return split.columns.map(\.1).flatMap(references)
        }
    }
}
