import MockupCore

/// The whole interface at the end of a step: the controller tree, the
/// device's orientation, and what UIKit remembers between steps (which
/// views are loaded, the size each root view was first given).
///
///     let story = try Story(scene: scene)
///     let state = story.states[2]   // after the second step
public struct SceneState: Hashable, Sendable {
    public var root: ControllerNode
    /// The traits the state is laid out and drawn with (its orientation among them).
    public var traits: Traits
    /// Instance ids of controllers whose view is loaded.
    public var loaded: Set<String>
    /// Each loaded content controller's root view size when it was first laid
    /// out (and that size with its bars shown); its subviews' frames are
    /// written for that size and autoresize from it.
    public var referenceSizes: [String: ScreenReference]
    /// The instance id of the container the step that led here acted on.
    public var actedOn: String?
    /// The virtual time at which this state is reached: the story's steps'
    /// durations added up (set when the story is played).
    public var clock: Seconds = .zero
    /// The table the step that led here scrolled, and from and to which offsets (nil for other steps).
    public var scrolled: ScrollChange?
    /// How the cells the step that led here inserted, deleted or revealed come and go (nil for other steps).
    public var listMotion: ListMotion?
    /// What is presented over the root, first presented first.
    public var presented: [Presentation] = []
    /// The first responder, while the keyboard is up.
    public var editing: Editing?

    /// The initial state of `scene` (step 0), before any view is loaded.
    public init(scene: Scene) throws(DiagnosticError) {
        var builder = ControllerTreeBuilder(scene: scene)
        root = try builder.node(scene.root, keyPath: "root")
        traits = scene.traits
        loaded = []
        referenceSizes = [:]
    }

    /// The device's orientation in this state.
    public var orientation: Orientation {
        get { traits.orientation }
        set { traits.orientation = newValue }
    }

    /// The shown controllers, outermost first: each container shows one child;
    /// a presented controller's follow its presenter's, which a full-screen
    /// presentation takes out of the hierarchy.
    public var visibleChain: [ControllerNode] {
        var chain = root.visibleNodes
        for presentation in presented {
            guard let node = presentation.node else { continue }
            chain = (presentation.coversPresenter ? [] : chain) + node.visibleNodes
        }
        return chain
    }

    /// The shown controllers steps act on: the last presented controller's, else the root's.
    public var activeChain: [ControllerNode] {
        presented.last { $0.node != nil }?.node?.visibleNodes ?? root.visibleNodes
    }

    /// Every controller in the hierarchy, presented ones included.
    public var allNodes: [ControllerNode] { root.allNodes + presented.compactMap(\.node).flatMap(\.allNodes) }

    /// Applies `change` to the controller with `instanceID`, wherever it is.
    mutating func updateNode(
        _ instanceID: String, _ change: (inout ControllerNode) throws(DiagnosticError) -> Void
    ) throws(DiagnosticError) {
        try root.update(instanceID, change)
        for i in presented.indices {
            guard case .screen(var node, let style) = presented[i].content else { continue }
            try node.update(instanceID, change)
            presented[i].content = .screen(node, style)
        }
    }

    /// The controller named `name`.
    public func node(named name: String) -> ControllerNode? {
        allNodes.first { $0.name == name }
    }
}

/// A table scrolled by a step: the id the step named (nil: the innermost
/// shown screen's first table) and the content offsets before and after.
public struct ScrollChange: Hashable, Sendable {
    public var id: String?
    public var from: Double
    public var to: Double
}
