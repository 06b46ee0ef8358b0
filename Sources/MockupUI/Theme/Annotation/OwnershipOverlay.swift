import MockupCore

/// Screen estate as owned by view controllers: every controller's view
/// (each `screen`) washed in its colour, its bars (navigation bar, toolbar,
/// tab bar) in the colour of the controller whose view holds them, drawn in
/// the views' order so what covers covers; each controller's view outlined.
/// The legend names each controller and its class.
struct OwnershipOverlay {
    var window: PresentedView

    func drawn() -> (items: [DisplayItem], legend: [AnnotationLegend.Entry]) {
        var owners: [String: Color] = [:]
        var legend: [AnnotationLegend.Entry] = []
        var items: [DisplayItem] = []
        func colour(of view: PresentedView) -> Color {
            // A controller without an id is known by its instance (its key path) and named by its class.
            let instance = view.tags.lazy.compactMap { tag -> String? in if case .containerView(let id) = tag { id } else { nil } }.first
            let key = view.id ?? instance ?? view.controllerClass ?? "screen"
            if let known = owners[key] { return known }
            let color = Annotation.color(owners.count)
            owners[key] = color
            let title = view.id ?? view.controllerClass ?? "view controller"
            legend.append(AnnotationLegend.Entry(color: color, badge: nil, title: title, detail: view.id == nil ? "no id" : view.controllerClass))
            return color
        }
        func walk(_ view: PresentedView, owner: Color?, alpha: Double) {
            guard !view.isDecoration, view.alpha > 0 else { return }
            let alpha = alpha * view.alpha
            if let placed = view.layerChildren {
                for child in placed { walk(child, owner: owner, alpha: alpha) }
                return
            }
            var owner = owner
            if view.kind == .screen {
                let color = colour(of: view)
                owner = color
                items.append(.fill(.rect(view.frame), .color(color.withAlpha(0.22 * alpha)), .winding))
                items.append(.stroke(.rect(view.frame.insetBy(dx: 1.5, dy: 1.5)), .color(color.withAlpha(alpha)), StrokeStyle(width: 3)))
            } else if [.navigationBar, .toolbar, .tabBar].contains(view.kind), let owner {
                items.append(.fill(.rect(view.frame), .color(owner.withAlpha(0.45 * alpha)), .winding))
            }
            for child in view.children { walk(child, owner: owner, alpha: alpha) }
        }
        walk(window, owner: nil, alpha: 1)
        return (items, legend)
    }
}
