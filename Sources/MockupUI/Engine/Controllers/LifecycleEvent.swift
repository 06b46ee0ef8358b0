import MockupCore

/// One call of UIKit's view controller lifecycle, as `mockup events` prints it.
public struct LifecycleEvent: Hashable, Sendable, CustomStringConvertible {
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        case viewDidLoad, viewWillAppear, viewDidAppear, viewWillDisappear, viewDidDisappear
    }

    public var step: Int
    public var screen: String
    public var kind: Kind

    public init(step: Int, screen: String, kind: Kind) {
        self.step = step
        self.screen = screen
        self.kind = kind
    }

    /// `STEP SCREEN EVENT`.
    public var description: String { "\(step) \(screen) \(kind.rawValue)" }
}

extension LifecycleEvent {
    /// How a step swaps what is shown.
    enum Order {
        /// Push, pop, tab switch: old will-disappear, new will-appear, old
        /// did-disappear, new did-appear (UIKit's navigation and tab bar controllers).
        case interleaved
        /// Segment switch: old will- and did-disappear, then new will- and
        /// did-appear (a container swapping children with addSubview and removeFromSuperview).
        case sequential
    }

    /// The events of going from showing `before` to showing `after` (each a
    /// chain of controllers, outermost first). Controllers in both chains get
    /// none; new ones load first if they never were; containers come before
    /// the children they show. Unnamed controllers are not reported.
    static func transition(
        step: Int, from before: [ControllerNode], to after: [ControllerNode],
        loaded: Set<String>, order: Order
    ) -> [LifecycleEvent] {
        let afterIDs = Set(after.map(\.instanceID))
        let beforeIDs = Set(before.map(\.instanceID))
        let leaving = before.filter { !afterIDs.contains($0.instanceID) }
        let entering = after.filter { !beforeIDs.contains($0.instanceID) }
        func events(_ nodes: [ControllerNode], _ kind: Kind) -> [LifecycleEvent] {
            nodes.compactMap { node in node.name.map { LifecycleEvent(step: step, screen: $0, kind: kind) } }
        }
        let loads = events(entering.filter { !loaded.contains($0.instanceID) }, .viewDidLoad)
        switch order {
        case .interleaved:
            return loads + events(leaving, .viewWillDisappear) + events(entering, .viewWillAppear)
                + events(leaving, .viewDidDisappear) + events(entering, .viewDidAppear)
        case .sequential:
            return events(leaving, .viewWillDisappear) + events(leaving, .viewDidDisappear)
                + loads + events(entering, .viewWillAppear) + events(entering, .viewDidAppear)
        }
    }
}
