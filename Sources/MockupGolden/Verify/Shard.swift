/// One of `count` disjoint shares of a suite, so that `count` machines each
/// running one cover every scene exactly once.
///
/// Scenes are sorted by their golden folder's name and dealt out in turn:
/// shard i takes the scenes at positions i-1, i-1+n, i-1+2n, ... The share
/// depends only on the set of names, not on the order they were given in or
/// on the machine, and the counts differ by at most one.
public struct Shard: Hashable, Sendable, CustomStringConvertible {
    /// 1-based.
    public var index: Int
    public var count: Int

    public init(index: Int, count: Int) {
        self.index = index
        self.count = count
    }

    /// Reads `i/n` with 1 <= i <= n.
    public init?(parsing text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let i = Int(parts[0]), let n = Int(parts[1]), n >= 1, (1...n).contains(i) else { return nil }
        self.init(index: i, count: n)
    }

    public var description: String { "\(index)/\(count)" }

    /// This shard's share of `items`, in name order.
    public func select<T>(_ items: [T], name: (T) -> String) -> [T] {
        items.sorted { name($0) < name($1) }.enumerated()
            .filter { $0.offset % count == index - 1 }.map(\.element)
    }
}
