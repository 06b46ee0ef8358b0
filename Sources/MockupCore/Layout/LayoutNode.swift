/// One node of the layout dump: what `mockup layout` prints for each view.
///
/// Frames are in window points after all transforms; `alpha` is effective
/// (multiplied down the tree). See SCENE-FORMAT.md, "What the CLI reports".
public struct LayoutNode: Hashable, Sendable {
    public var kind: String
    public var id: String?
    public var frame: Rect
    public var alpha: Double
    public var text: String?
    public var title: String?
    /// The Auto Layout constraints the view holds, as written (`mockup layout --constraints`).
    public var constraints: [String] = []
    /// What a control or cell is showing beyond its frame and text (`selected`,
    /// `on`, `value 40%`...), for the tree text (`mockup layout --format tree`).
    public var state: [String] = []
    public var children: [LayoutNode]

    public init(
        kind: String, id: String? = nil, frame: Rect, alpha: Double = 1,
        text: String? = nil, title: String? = nil, children: [LayoutNode] = []
    ) {
        self.kind = kind
        self.id = id
        self.frame = frame
        self.alpha = alpha
        self.text = text
        self.title = title
        self.children = children
    }

    /// Depth-first, parents before children.
    public func allNodes() -> [LayoutNode] {
        var out: [LayoutNode] = [self]
        for c in children { out += c.allNodes() }
        return out
    }

    /// The first node, depth-first, that satisfies `predicate`.
    public func first(where predicate: (LayoutNode) -> Bool) -> LayoutNode? {
        if predicate(self) { return self }
        for c in children {
            if let hit = c.first(where: predicate) { return hit }
        }
        return nil
    }

    /// Every node of that kind, depth-first.
    public func nodes(ofKind kind: String) -> [LayoutNode] { allNodes().filter { $0.kind == kind } }

    /// The node with that id, if any.
    public func node(id: String) -> LayoutNode? { first { $0.id == id } }

    /// As a JSON value, keys in a fixed order.
    public var json: JSONValue { json(constraints: false) }

    /// As a JSON value, with each view's `constraints` when asked for.
    public func json(constraints withConstraints: Bool) -> JSONValue {
        var fields: [(String, JSONValue)] = [("kind", .string(kind))]
        if let id { fields.append(("id", .string(id))) }
        if let title { fields.append(("title", .string(title))) }
        if let text { fields.append(("text", .string(text))) }
        fields.append(("frame", .array(frame.components.map { .number($0) })))
        fields.append(("alpha", .number(alpha)))
        if withConstraints, !constraints.isEmpty { fields.append(("constraints", .array(constraints.map { .string($0) }))) }
        fields.append(("children", .array(children.map { $0.json(constraints: withConstraints) })))
        return .object(fields)
    }
}

/// The whole dump of one instant: device, step, time and the window's tree.
public struct LayoutDump: Hashable, Sendable {
    public var deviceSize: Size
    public var scale: Double
    public var step: Int
    public var time: Double
    public var root: LayoutNode

    public init(deviceSize: Size, scale: Double, step: Int, time: Double, root: LayoutNode) {
        self.deviceSize = deviceSize
        self.scale = scale
        self.step = step
        self.time = time
        self.root = root
    }

    public var json: JSONValue { json(constraints: false) }

    /// As a JSON value, with each view's `constraints` when asked for.
    public func json(constraints: Bool) -> JSONValue {
        .object([
            ("device", .object([
                ("width", .number(deviceSize.width)), ("height", .number(deviceSize.height)),
                ("scale", .number(scale)),
            ])),
            ("step", .number(Double(step))),
            ("time", .number(time)),
            ("root", root.json(constraints: constraints)),
        ])
    }
}
