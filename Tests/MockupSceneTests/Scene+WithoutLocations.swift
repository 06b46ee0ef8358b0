import MockupCore
import MockupUI

// Source locations are part of the model's equality; comparing what two
// files mean (YAML against JSON) needs them cleared first.

extension Scene {
    var withoutLocations: Scene {
        var scene = self
        scene.screens = screens.mapValues(\.withoutLocations)
        scene.root = root.withoutLocations
        scene.steps = steps.map(\.withoutLocations)
        return scene
    }
}

extension ControllerRef {
    var withoutLocations: ControllerRef {
        switch self {
        case .screen(let id, _): .screen(id, at: nil)
        case .inline(let spec): .inline(spec.withoutLocations)
        }
    }
}

extension ControllerSpec {
    var withoutLocations: ControllerSpec {
        var spec = self
        spec.location = nil
        spec.navigationItem = navigationItem?.withoutLocations
        spec.toolbarItems = toolbarItems?.map(\.withoutLocations)
        switch content {
        case .view(let view):
            spec.content = .view(view?.withoutLocations)
        case .navigation(var navigation):
            navigation.viewControllers = navigation.viewControllers.map(\.withoutLocations)
            spec.content = .navigation(navigation)
        case .tabBar(var tabBar):
            tabBar.viewControllers = tabBar.viewControllers.map(\.withoutLocations)
            spec.content = .tabBar(tabBar)
        case .toolbar(var toolbar):
            toolbar.content = toolbar.content.withoutLocations
            toolbar.toolbarItems = toolbar.toolbarItems.map(\.withoutLocations)
            spec.content = .toolbar(toolbar)
        case .segmented(var segmented):
            segmented.viewControllers = segmented.viewControllers.map(\.withoutLocations)
            spec.content = .segmented(segmented)
        case .split(var split):
            split.primary = split.primary.withoutLocations
            split.supplementary = split.supplementary?.withoutLocations
            split.secondary = split.secondary?.withoutLocations
            split.compact = split.compact?.withoutLocations
            spec.content = .split(split)
        }
        return spec
    }
}

extension NavigationItemSpec {
    var withoutLocations: NavigationItemSpec {
        var item = self
        item.titleView = titleView?.withoutLocations
        item.leftBarButtonItems = leftBarButtonItems.map(\.withoutLocations)
        item.rightBarButtonItems = rightBarButtonItems.map(\.withoutLocations)
        item.backBarButtonItem = backBarButtonItem?.withoutLocations
        return item
    }
}

extension BarButtonItemSpec {
    var withoutLocations: BarButtonItemSpec {
        var item = self
        item.location = nil
        item.customView = customView?.withoutLocations
        return item
    }
}

extension ViewSpec {
    var withoutLocations: ViewSpec {
        var view = self
        view.location = nil
        view.subviews = subviews.map(\.withoutLocations)
        switch kind {
        case .navigationBar(var bar):
            bar.items = bar.items.map(\.withoutLocations)
            view.kind = .navigationBar(bar)
        case .toolbar(var bar):
            bar.items = bar.items.map(\.withoutLocations)
            view.kind = .toolbar(bar)
        default:
            break
        }
        return view
    }
}

extension Step {
    var withoutLocations: Step {
        var step = self
        step.location = nil
        if case .setToolbarItems(let items) = action {
            step.action = .setToolbarItems(items.map(\.withoutLocations))
        }
        return step
    }
}
