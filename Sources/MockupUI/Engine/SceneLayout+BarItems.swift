import MockupCore

/// A bar button item measured for a bar: a space, a drawn item, or a custom view.
enum MeasuredItem {
    case flexibleSpace
    case fixedSpace(Double)
    case item(BarItemContent, width: Double)
    /// A custom view, and its platter's padding round it in looks that put items on platters.
    case custom(ViewSpec, size: Size, padding: Double)

    /// Width before flexible spaces are shared out.
    var width: Double {
        switch self {
        case .flexibleSpace: 0
        case .fixedSpace(let w): w
        case .item(_, let w): w
        case .custom(_, let s, let padding): s.width + 2 * padding
        }
    }
}

extension SceneLayout {
    var bars: BarMetrics { metrics.bars }

    /// Height of a bordered item in a bar this tall: the landscape height in
    /// a bar shorter than the look's portrait bars (its navigation bar and toolbar).
    func borderedHeight(barHeight: Double) -> Double {
        barHeight < min(metrics.navigationBarHeight, metrics.toolbarHeight) ? bars.borderedLandscapeHeight : bars.borderedHeight
    }

    /// Measures an item for a navigation bar (`inNavigationBar`, where a look
    /// may draw every item bordered) or a toolbar.
    func measure(_ item: BarButtonItemSpec, bar: BarContent, inNavigationBar: Bool) -> MeasuredItem {
        if let system = item.systemItem {
            if system == .flexibleSpace { return .flexibleSpace }
            if system == .fixedSpace { return .fixedSpace(max(0, item.width ?? 0)) }
        }
        if let custom = item.customView {
            let size = customViewSize(custom)
            // On a platter (iOS 26: a custom view shares the glass background by default,
            // UIBarButtonItem.hidesSharedBackground false), as tall as bordered items,
            // padded alike on all sides (chosen).
            let platter = orientation.isLandscape ? bars.borderedLandscapeHeight : bars.borderedHeight
            let padding = bars.sharesPlatters ? max(0, (platter - size.height) / 2) : 0
            return .custom(custom, size: size, padding: padding)
        }
        let symbol = item.title == nil ? item.image?.systemName : nil
        let picture = item.title == nil && item.image?.file != nil ? item.image : nil
        let title = item.title ?? (symbol == nil && picture == nil ? item.systemItem?.word : nil)
        let done = item.style == .done || (item.title == nil && item.systemItem?.isDoneStyle == true)
        let glyph = title == nil && symbol == nil && picture == nil ? item.systemItem : nil
        let shape = look.barItemShape(item, inNavigationBar: inNavigationBar)
        let font = done ? bars.doneFont : bars.itemFont
        var width: Double
        if let title {
            width = measurer.width(of: title, font: font).rounded(.up)
        } else if let file = picture?.file {
            width = max(bars.glyphSize, file.size.width)
        } else {
            width = bars.glyphSize
        }
        switch shape {
        case .bordered: width = max(bars.minimumBorderedWidth, width + 2 * bars.borderedPadding)
        case .plain, .back: width += 2 * bars.plainPadding
        }
        if let fixed = item.width, fixed > 0 { width = fixed }
        var content = BarItemContent(shape: shape, done: done, title: title, systemItem: glyph, bar: bar)
        content.symbol = symbol
        content.image = picture
        return .item(content, width: width)
    }

    /// The size a custom view takes in a bar: its frame's size, else a segmented
    /// control's natural size, else 44 x 30.
    func customViewSize(_ view: ViewSpec) -> Size {
        if let frame = view.frame { return frame.size }
        if case .segmentedControl(let spec) = view.kind { return naturalSize(of: spec) }
        return Size(width: 44, height: 30)
    }

    /// The presented node of a measured item placed at `x` in `bar` (window frame).
    func placeItem(_ measured: MeasuredItem, x: Double, width: Double, in bar: Rect, content barContent: BarContent) throws(DiagnosticError) -> PresentedView? {
        switch measured {
        case .flexibleSpace, .fixedSpace:
            return nil
        case .custom(let view, let size, let padding):
            let frame = Rect(x: x + padding, y: bar.minY + (bar.height - size.height) / 2, width: width - 2 * padding, height: size.height)
            guard var node = try barCustomView(view, frame: frame, in: barContent) else { return nil }
            guard bars.sharesPlatters else { return node }
            let alpha = node.alpha
            node.alpha = 1
            // The item holding the custom view on its own platter, as tall as the bar's other items.
            let height = max(size.height, borderedHeight(barHeight: bar.height))
            let platter = Rect(x: x, y: frame.midY - height / 2, width: width, height: height)
            return PresentedView(kind: .barButtonItem, frame: platter, alpha: alpha,
                                 content: .barButtonItem(BarItemContent(shape: .plain, done: false, title: nil, systemItem: nil, bar: barContent)),
                                 children: [node])
        case .item(var content, _):
            let frame: Rect
            switch content.shape {
            case .bordered:
                let h = borderedHeight(barHeight: bar.height)
                frame = Rect(x: x, y: bar.minY + (bar.height - h) / 2, width: width, height: h)
            case .plain, .back:
                frame = Rect(x: x, y: bar.minY, width: width, height: bar.height)
            }
            if content.title != nil {
                content.titleBox = frame
            } else {
                // A picture file takes its own size, within the item's frame.
                let g = bars.glyphSize
                let file = content.image?.file?.size
                let w = min(frame.width, max(g, file?.width ?? g)), h = min(frame.height, max(g, file?.height ?? g))
                content.glyphBox = Rect(x: frame.midX - w / 2, y: frame.midY - h / 2, width: w, height: h)
            }
            return PresentedView(kind: .barButtonItem, frame: frame, title: content.title, content: .barButtonItem(content))
        }
    }

    /// A custom view in a bar at `frame` (window points); a segmented control takes the bar's tint and style.
    func barCustomView(_ view: ViewSpec, frame: Rect, in bar: BarContent) throws(DiagnosticError) -> PresentedView? {
        guard !view.hidden else { return nil }
        if case .segmentedControl(let spec) = view.kind {
            var node = segmentedControl(spec, frame: frame, in: bar)
            node.id = view.id
            node.alpha = view.alpha
            return node
        }
        var placed = view
        placed.frame = Rect(origin: .zero, size: frame.size)
        placed.autoresizingMask = []
        return try layoutView(placed, in: ParentFrame(frame: frame, declaredSize: frame.size))
    }

    /// Lays `items` left to right from `start`; returns the nodes and where the last one ends.
    func placeLeading(_ items: [MeasuredItem], from start: Double, in bar: Rect, content: BarContent) throws(DiagnosticError) -> (nodes: [PresentedView], end: Double) {
        var x = start
        var nodes: [PresentedView] = []
        for (i, item) in items.enumerated() {
            if i > 0 { x += bars.itemGap }
            if let node = try placeItem(item, x: x, width: item.width, in: bar, content: content) { nodes.append(node) }
            x += item.width
        }
        return (sharingPlatters(nodes), x)
    }

    /// Lays `items` right to left from `end` (UIKit: the first right item is the rightmost).
    func placeTrailing(_ items: [MeasuredItem], from end: Double, in bar: Rect, content: BarContent) throws(DiagnosticError) -> (nodes: [PresentedView], start: Double) {
        var x = end
        var nodes: [PresentedView] = []
        for (i, item) in items.enumerated() {
            if i > 0 { x -= bars.itemGap }
            x -= item.width
            if let node = try placeItem(item, x: x, width: item.width, in: bar, content: content) { nodes.append(node) }
        }
        return (sharingPlatters(nodes.reversed()), x)
    }

    /// Neighbouring items on one platter, in looks that share them
    /// (`BarMetrics.sharesPlatters`): `nodes` in order, each run of bar
    /// button items that no space (`parted`, by the index of the node it
    /// comes before), custom view (an item holding one) or done-style item interrupts.
    func sharingPlatters(_ nodes: [PresentedView], parted: Set<Int> = []) -> [PresentedView] {
        guard bars.sharesPlatters else { return nodes }
        var shared = nodes
        var run: [Int] = []
        func close() {
            defer { run = [] }
            guard run.count > 1 else { return }
            let platter = run.dropFirst().reduce(shared[run[0]].frame) { $0.union(shared[$1].frame) }
            for (k, i) in run.enumerated() {
                guard case .barButtonItem(var content) = shared[i].content else { continue }
                content.platter = platter
                content.drawsPlatter = k == 0
                shared[i].content = .barButtonItem(content)
            }
        }
        for (i, node) in nodes.enumerated() {
            if parted.contains(i) { close() }
            guard case .barButtonItem(let content) = node.content, !content.done, node.children.isEmpty else {
                close()
                continue
            }
            run.append(i)
        }
        close()
        return shared
    }

    /// A toolbar's items: edge padding, gaps between items, flexible spaces
    /// sharing what is left equally (UIKIT-REFERENCE.md, Layout rules).
    func toolbarItems(_ items: [BarButtonItemSpec], bar: BarContent, in frame: Rect) throws(DiagnosticError) -> [PresentedView] {
        let measured = items.map { measure($0, bar: bar, inNavigationBar: false) }
        let flexible = measured.filter { if case .flexibleSpace = $0 { true } else { false } }.count
        let fixedTotal = measured.reduce(0) { $0 + $1.width }
        // NB: spaces take no gap of their own; gaps separate drawn neighbours only.
        let drawn = measured.filter { if case .flexibleSpace = $0 { false } else if case .fixedSpace = $0 { false } else { true } }.count
        let gaps = Double(max(0, drawn - 1)) * bars.itemGap
        let free = max(0, frame.width - 2 * bars.toolbarPadding - fixedTotal - gaps)
        let share = flexible > 0 ? free / Double(flexible) : 0
        var x = frame.minX + bars.toolbarPadding
        var nodes: [PresentedView] = []
        var parted: Set<Int> = []
        var previousDrawn = false
        for item in measured {
            switch item {
            case .flexibleSpace:
                x += share
                parted.insert(nodes.count)
            case .fixedSpace(let w):
                x += w
                parted.insert(nodes.count)
            default:
                if previousDrawn { x += bars.itemGap }
                if let node = try placeItem(item, x: x, width: item.width, in: frame, content: bar) { nodes.append(node) }
                x += item.width
                previousDrawn = true
            }
        }
        return sharingPlatters(nodes, parted: parted)
    }
}
