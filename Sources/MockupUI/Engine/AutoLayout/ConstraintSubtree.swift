import MockupCore

/// One view's Auto Layout system as it is gathered: its subviews as items
/// (fixed where their frames place them, measured by their content where
/// constraints place them), and, where its constraints name views further
/// down, the subviews on the way there with their own constraints,
/// arrangements, margins and safe areas, so that one solve places them all
/// (UIKit solves a window's views in one engine; a constraint is held by the
/// nearest common ancestor of its items).
///
/// Names: `view`, `safeArea`, `margins` and the view's guides are its own;
/// a subview is named by its id, an unnamed one by `#` and its index; a
/// joined subview's own guides and unnamed subviews are prefixed with its
/// name and `/`, and its `view` is its name.
struct ConstraintSubtree {
    let layout: SceneLayout
    /// Where the view whose system this is lies, with the frames an ancestor's solve gave views within it.
    let inside: ParentFrame
    /// The width its multi-line labels are first measured at.
    let width: Double
    var system = AutoLayoutSystem()
    var constraints: [LayoutConstraintSpec] = []
    /// The items whose content the system measures.
    private(set) var measured: [(name: String, view: ViewSpec)] = []
    /// Joined subviews' safe area guides and their views' names, placed
    /// again once the solution gives the views' frames.
    private(set) var safeAreas: [(guide: String, view: String)] = []
    /// Joined scroll views whose content their constraints size: the view,
    /// its name, and where the two constraints placing its content's origin are.
    private var contents: [(view: ViewSpec, name: String, at: Int)] = []

    init(layout: SceneLayout, inside: ParentFrame, width: Double) {
        self.layout = layout
        self.inside = inside
        self.width = width
    }

    /// The name of a subview without an id, by its index.
    static func unnamed(_ index: Int) -> String { "#\(index)" }

    /// The items other than views that a view's constraints name.
    static let guides: Set<String> = ["view", "safeArea", "margins", "readableContent", "frameLayoutGuide"]

    /// The frames among `frames` that belong to views within the subview
    /// named `name` (`child`), keyed as that view's own system names them.
    static func within(_ name: String, _ child: ViewSpec, _ frames: [String: Rect]) -> [String: Rect] {
        let prefix = name + "/"
        var result: [String: Rect] = [:]
        var ids: Set<String>?
        for (key, frame) in frames {
            if key.hasPrefix(prefix) {
                result[String(key.dropFirst(prefix.count))] = frame
            } else if !key.contains("/") {
                if ids == nil { ids = child.descendantIDs }
                if ids!.contains(key) { result[key] = frame }
            }
        }
        return result
    }

    /// Adds the system's view's subviews that its constraints name or that
    /// Auto Layout places, its arranged subviews and its layout guides, and
    /// joins the subviews on the way to views further down that they name.
    mutating func addSubviews(of spec: ViewSpec, arrangement: Arrangement?, constraints own: [LayoutConstraintSpec]) {
        var local = Set(spec.subviews.compactMap(\.id)).union(Self.guides).union(spec.layoutGuides).union(arrangement?.guides ?? [])
        local.formUnion(arrangement?.items ?? [])
        // Views further down that the constraints name, less those an ancestor placed already.
        var deep = Set(own.flatMap(\.items)).subtracting(local)
        for item in deep.sorted() {
            guard let frame = inside.solvedWithin[item], let view = spec.descendant(id: item) else { continue }
            addPlaced(view, named: item, frame: frame)
            deep.remove(item)
        }
        addChildren(of: spec, named: "view", prefix: "", arrangement: arrangement, constraints: own, deep: deep)
        for item in measured { system.add(item.name, intrinsic: layout.intrinsicContent(of: item.view, width: width)) }
    }

    /// A view's subviews (the system's view's when `prefix` is empty, else a
    /// joined view's): those on the way to `deep` joined, the others its
    /// constraints name or Auto Layout places as items of their own.
    private mutating func addChildren(of spec: ViewSpec, named name: String, prefix: String, arrangement: Arrangement?,
                                      constraints: [LayoutConstraintSpec], deep: Set<String>) {
        let top = prefix.isEmpty
        let arrangedCount = arrangement?.items.count ?? 0
        for guide in (arrangement?.guides ?? []) + spec.layoutGuides { system.add(prefix + guide) }
        let named = Set(constraints.flatMap(\.items))
        for (index, sub) in spec.subviews.enumerated() {
            let arranged = index < arrangedCount
            let item = sub.id ?? prefix + (arranged ? arrangement!.items[index] : Self.unnamed(index))
            if top, let frame = inside.solvedWithin[item] {
                if arranged || named.contains(item) || !sub.translatesAutoresizingMaskIntoConstraints { addPlaced(sub, named: item, frame: frame) }
                continue
            }
            if !deep.isEmpty, Self.joins(sub), sub.leads(to: deep) {
                join(sub, named: item, parent: name, deep: deep, absolutely: top)
            } else if arranged {
                measure(sub, named: item, parent: name, absolutely: top)
            } else if let id = sub.id, named.contains(id) || !sub.translatesAutoresizingMaskIntoConstraints, !system.contains(id),
                      !measured.contains(where: { $0.name == id }) {
                if sub.frame != nil && sub.translatesAutoresizingMaskIntoConstraints {
                    place(sub, named: id, parent: name, absolutely: top, priorities: nil)
                } else {
                    measure(sub, named: id, parent: name, absolutely: top)
                }
            }
        }
    }

    /// A view an ancestor's system placed already: fixed there, its baselines its content's at that width.
    private mutating func addPlaced(_ view: ViewSpec, named name: String, frame: Rect) {
        let margins = view.layoutMargins ?? AutoLayoutSystem.defaultMargins
        system.add(name, fixed: frame, margins: margins)
        if let content = layout.intrinsicContent(of: view, width: frame.width, exactWidth: true), content.baselines != nil {
            system.add(name, intrinsic: content, margins: margins)
        }
    }

    /// Measures the items whose text wraps again at the widths `solution`
    /// gave them and places joined views' safe areas by their frames there;
    /// whether anything changed.
    mutating func refine(by solution: AutoLayoutSystem.Solution) -> Bool {
        var changed = false
        for item in measured where layout.dependsOnWidth(item.view) {
            guard let width = solution.frames[item.name]?.width else { continue }
            system.add(item.name, intrinsic: layout.intrinsicContent(of: item.view, width: width, exactWidth: true))
            changed = true
        }
        for (view, name, at) in contents {
            guard let frame = solution.frames[name] else { continue }
            let origin = contentOrigin(of: view, frame: frame)
            if constraints[at].constant != origin.x || constraints[at + 1].constant != origin.y {
                constraints[at].constant = origin.x
                constraints[at + 1].constant = origin.y
                changed = true
            }
        }
        for (guide, view) in safeAreas {
            guard let frame = solution.frames[view] else { continue }
            let safe = layout.safeArea(of: frame, within: inside.safeArea)
            if solution.frames[guide] != safe { system.add(guide, fixed: safe); changed = true }
        }
        return changed
    }

    /// A view whose content the system measures; where it has a frame and
    /// Auto Layout places it, its frame is kept where the constraints leave
    /// it free (chosen: its size at priority 2, its position at 1, so a view
    /// pinned by one edge keeps its size and moves, as Xcode's canvas draws it).
    private mutating func measure(_ sub: ViewSpec, named name: String, parent: String, absolutely: Bool) {
        measured.append((name, sub))
        if sub.frame != nil && !sub.translatesAutoresizingMaskIntoConstraints {
            place(sub, named: name, parent: parent, absolutely: absolutely, priorities: (1, 2))
        }
    }

    /// Places a view by its frame: fixed in the window when its parent is the
    /// system's view (`absolutely`), else held to its parent's edges; at
    /// `priorities` (position, size) rather than required, as a hint.
    private mutating func place(_ sub: ViewSpec, named name: String, parent: String, absolutely: Bool,
                                priorities: (position: Double, size: Double)?) {
        if absolutely && priorities == nil {
            system.add(name, fixed: layout.placedFrame(sub, in: inside))
            return
        }
        if priorities == nil { system.add(name) }
        let frame = absolutely ? layout.placedFrame(sub, in: inside) : (sub.frame ?? .zero)
        let position = priorities?.position ?? LayoutConstraintSpec.required, size = priorities?.size ?? LayoutConstraintSpec.required
        let origin: [(LayoutConstraintSpec.Attribute, Double)] = [(.left, frame.minX), (.top, frame.minY)]
        for (attribute, value) in origin {
            constraints.append(absolutely ? LayoutConstraintSpec(name, attribute, .equal, constant: value, priority: position)
                                          : LayoutConstraintSpec(name, attribute, .equal, parent, attribute, constant: value, priority: position))
        }
        constraints += [LayoutConstraintSpec(name, .width, .equal, constant: frame.width, priority: size),
                        LayoutConstraintSpec(name, .height, .equal, constant: frame.height, priority: size)]
    }

    /// Joins a subview on the way to views further down to the system: its
    /// frame, its margins and safe area as guides, its constraints and
    /// arrangement, and its own subviews in turn.
    private mutating func join(_ sub: ViewSpec, named name: String, parent: String, deep: Set<String>, absolutely: Bool) {
        let prefix = name + "/"
        let margins = sub.layoutMargins ?? AutoLayoutSystem.defaultMargins
        if sub.frame != nil {
            place(sub, named: name, parent: parent, absolutely: absolutely,
                  priorities: sub.translatesAutoresizingMaskIntoConstraints ? nil : (1, 2))
        }
        system.add(name, intrinsic: sub.intrinsicContentSize.map { AutoLayoutSystem.Intrinsic(size: $0) }
                       ?? sub.kind.layout.intrinsicContent(of: sub, in: layout, width: width), margins: margins)
        let estimate = absolutely && sub.frame != nil ? layout.placedFrame(sub, in: inside) : inside.frame
        // A scroll view's subviews lie in its content, whose edges its constraints place (its
        // `view`) and whose width and height are its frame's, beginning where its offset and insets put it.
        let sizedContent = sub.kind.layout.contentIsSizedByConstraints(sub)
        let content = sizedContent ? prefix + "content" : name
        if sizedContent {
            system.add(content, margins: margins)
            let origin = contentOrigin(of: sub, frame: estimate)
            contents.append((sub, name, constraints.count))
            constraints += [LayoutConstraintSpec(content, .left, .equal, name, .left, constant: origin.x),
                            LayoutConstraintSpec(content, .top, .equal, name, .top, constant: origin.y),
                            LayoutConstraintSpec(content, .width, .greaterThanOrEqual, constant: 0),
                            LayoutConstraintSpec(content, .height, .greaterThanOrEqual, constant: 0)]
        }
        // Its margins guide follows its margins; its safe area is its frame within the screen's, found again once solved.
        system.add(prefix + "margins")
        constraints += LayoutConstraintSpec.holding(prefix + "margins", to: content, margins: true)
        if sub.constraints.contains(where: { $0.items.contains("readableContent") }) {
            system.add(prefix + "readableContent")
            constraints += LayoutConstraintSpec.readable(prefix + "readableContent", in: prefix + "margins", width: layout.metrics.readableWidth)
        }
        system.add(prefix + "safeArea", fixed: layout.safeArea(of: estimate, within: inside.safeArea))
        safeAreas.append((prefix + "safeArea", name))
        let arrangement = sub.kind.layout.arrangement(of: sub, in: layout, width: width)
        let classes = layout.sizeClasses
        var own = sub.constraints.map { $0.resolved(width: classes.width, height: classes.height) }
        if sizedContent { own = own.map { $0.naming("view", sizesAs: "frameLayoutGuide") } }
        let local = Self.guides.union(sub.layoutGuides).union(arrangement?.guides ?? [])
            .union((arrangement?.items ?? []).enumerated().filter { sub.subviews[$0.offset].id == nil }.map(\.element))
        let renamed = ((arrangement?.constraints ?? []) + own).map { constraint in
            constraint.renamingItems { item in
                switch item {
                case "view": content
                case "frameLayoutGuide": name
                default: local.contains(item) ? prefix + item : item
                }
            }
        }
        constraints += renamed
        let subtreeDeep = deep.union(Set(own.flatMap(\.items)).subtracting(local).subtracting(sub.subviews.compactMap(\.id)))
        addChildren(of: sub, named: content, prefix: prefix, arrangement: arrangement, constraints: own, deep: subtreeDeep)
    }

    /// Where a view's subviews begin relative to its frame's origin (a scroll
    /// view's content: moved by its offset and its inset from the safe area).
    private func contentOrigin(of view: ViewSpec, frame: Rect) -> (x: Double, y: Double) {
        let within = view.kind.layout.subviewFrame(of: view, frame: frame, safeArea: layout.safeArea(of: frame, within: inside.safeArea)).frame
        return (within.minX - frame.minX, within.minY - frame.minY)
    }

    /// Whether a view can join its ancestor's system: its subviews lie in its
    /// frame, or in content its constraints size (a scroll view's without a
    /// `contentSize`); not in content of a fixed size elsewhere.
    private static func joins(_ view: ViewSpec) -> Bool {
        let probe = Rect(x: 0, y: 0, width: 100, height: 100)
        return view.kind.layout.contentIsSizedByConstraints(view)
            || view.kind.layout.subviewFrame(of: view, frame: probe, safeArea: probe).frame == probe
    }
}

extension ViewSpec {
    /// The ids of the views within it, at any depth.
    public var descendantIDs: Set<String> {
        var ids = Set<String>()
        for sub in subviews {
            if let id = sub.id { ids.insert(id) }
            ids.formUnion(sub.descendantIDs)
        }
        return ids
    }

    /// The view within it with `id`, at any depth.
    func descendant(id: String) -> ViewSpec? {
        for sub in subviews {
            if sub.id == id { return sub }
            if let found = sub.descendant(id: id) { return found }
        }
        return nil
    }

    /// Whether any of `ids` is its own or a view's within it.
    func leads(to ids: Set<String>) -> Bool {
        if let id, ids.contains(id) { return true }
        return subviews.contains { $0.leads(to: ids) }
    }
}
