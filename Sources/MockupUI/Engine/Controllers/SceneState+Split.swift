import MockupCore

extension SceneState {
    /// Applies `change` to the split view controller `node`'s state.
    mutating func updateSplit(_ node: ControllerNode, _ change: (inout SplitState) -> Void) throws(DiagnosticError) {
        try updateNode(node.instanceID) { node in
            if case .split(var state) = node.container {
                change(&state)
                node.container = .split(state)
            }
        }
    }

    /// `showDetailViewController`: collapsed, `detail` is pushed onto the
    /// shown column's navigation stack; else it becomes the secondary
    /// column's whole stack (as a column-style split view sets its secondary).
    mutating func showDetail(_ detail: ControllerNode, in split: ControllerNode, fail: (String) -> DiagnosticError) throws(DiagnosticError) {
        guard case .split(let state) = split.container else { return }
        if state.isCollapsed {
            guard let shown = state.shown.first, case .navigation = shown.container else {
                throw fail("the compact column is not a navigation controller: 'showDetail' has nowhere to push")
            }
            actedOn = shown.instanceID
            try updateNavigation(shown) { nav throws(DiagnosticError) in nav.push(detail) }
            return
        }
        guard let secondary = state.secondary else { throw fail("the split view controller has no secondary column to show a detail in") }
        try updateNavigation(secondary) { nav throws(DiagnosticError) in
            nav.stack = [detail]
            nav.covered = []
            nav.toggledOff = nil
        }
    }

    /// Collapses every split view controller in compact width and expands it
    /// in regular width, as the traits on `device` say (UIKit collapses a
    /// split view controller whose width's size class is compact).
    mutating func adaptSplits(to device: Device) {
        let collapsed = SceneLayout.sizeClasses(of: traits, on: device).width == .compact
        for node in allNodes {
            guard case .split(let state) = node.container, state.isCollapsed != collapsed else { continue }
            try? updateSplit(node) { $0.isCollapsed = collapsed }
        }
    }
}

extension SplitState {
    /// How the sidebars relate to the secondary: the preferred behaviour, else
    /// (automatic) tiled in landscape and over the secondary in portrait
    /// (chosen, as iPadOS's own apps show them).
    public func splitBehavior(landscape: Bool) -> SplitViewControllerSpec.SplitBehavior {
        spec.preferredSplitBehavior != .automatic ? spec.preferredSplitBehavior : landscape ? .tile : .overlay
    }

    /// The display mode shown: the sidebars steps left shown in the split
    /// behaviour's mode, else the preferred mode, else (automatic) every
    /// sidebar beside the secondary in landscape and the secondary alone in
    /// portrait (chosen).
    public func displayMode(landscape: Bool) -> SplitViewControllerSpec.DisplayMode {
        let behavior = splitBehavior(landscape: landscape)
        if let shown = shownSidebars {
            switch shown.count {
            case 0: return .secondaryOnly
            case 1: return behavior == .overlay ? .oneOverSecondary : .oneBesideSecondary
            default: return behavior == .tile ? .twoBesideSecondary : behavior == .overlay ? .twoOverSecondary : .twoDisplaceSecondary
            }
        }
        if spec.preferredDisplayMode != .automatic { return spec.preferredDisplayMode }
        guard landscape else { return .secondaryOnly }
        return spec.isTripleColumn ? .twoBesideSecondary : .oneBesideSecondary
    }

    /// The sidebars a display mode shows: the primary (and the supplementary
    /// of a triple-column one) for two, the one beside the secondary for one
    /// (the supplementary of a triple-column split view, else the primary).
    public func sidebars(in mode: SplitViewControllerSpec.DisplayMode) -> [Column] {
        switch mode {
        case .automatic, .secondaryOnly: []
        case .oneBesideSecondary, .oneOverSecondary: [spec.isTripleColumn ? .supplementary : .primary]
        case .twoBesideSecondary, .twoOverSecondary, .twoDisplaceSecondary: spec.isTripleColumn ? [.primary, .supplementary] : [.primary]
        }
    }

    /// The sidebars shown after `show(column)` or `hide(column)`: showing the
    /// primary of a triple-column split view shows the supplementary too;
    /// hiding the supplementary hides the primary; showing the secondary
    /// hides the sidebars lying over it.
    func sidebars(afterShowing show: Bool, _ column: Column, landscape: Bool) -> Set<Column> {
        var shown = Set(sidebars(in: displayMode(landscape: landscape)))
        switch (show, column) {
        case (true, .primary): shown.formUnion(spec.isTripleColumn ? [.primary, .supplementary] : [.primary])
        case (true, .supplementary): shown.insert(.supplementary)
        case (true, .secondary), (true, .compact):
            if splitBehavior(landscape: landscape) == .overlay { shown = [] }
        case (false, .primary): shown.remove(.primary)
        case (false, .supplementary): shown.subtract([.primary, .supplementary])
        case (false, .secondary), (false, .compact): break
        }
        return shown
    }
}
