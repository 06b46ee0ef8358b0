import Yams

/// A xib's top view (or cell) drawn at its own size, as Xcode's canvas shows
/// a xib whatever device it views it as: a freeform simulated size
/// (`<freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>`, with
/// or without `<size key="freeformSize">`), or a stored frame that is not the
/// device's screen (a view as wide as the screen and as tall as it less the
/// status bar and bars IB may simulate, 20 + 44 + 49 points at most, is the
/// screen's: Xcode's inferred size). The device the file is viewed as (`<device id>`, or the
/// type of an older file's `<simulatedMetricsContainer key="defaultSimulatedMetrics">`)
/// gives the scale and the look, and `--device` replaces only those.
struct IBFreeform {
    var width: Double
    var height: Double
    /// The preset the file views it as.
    var viewedAs: String

    init?(_ top: XMLTree, in document: XMLTree, canvas: IBDevices.Canvas) {
        let stored = top.child("size", key: "freeformSize").map { size in
            IBViews.Frame(x: 0, y: 0, width: size["width"].flatMap(Double.init) ?? 0, height: size["height"].flatMap(Double.init) ?? 0)
        } ?? IBViews.frame(top)
        guard let stored, stored.width > 0, stored.height > 0 else { return nil }
        let declared = top.children.contains { $0.name == "freeformSimulatedSizeMetrics" } || top.child("size", key: "freeformSize") != nil
        let screen = stored.width == canvas.width && stored.height <= canvas.height
            && stored.height >= canvas.height - canvas.statusBar - Self.simulatedBars
        guard declared || !screen else { return nil }
        width = stored.width
        height = stored.height
        viewedAs = canvas.preset
    }

    /// The most a full-screen view's stored height leaves out below the status bar: a navigation bar and a tab bar.
    static let simulatedBars = 44.0 + 49

    /// The scene's `device`: the canvas's size, viewed as the file's preset.
    var device: Node {
        YAMLNodes.map([("width", YAMLNodes.number(width)), ("height", YAMLNodes.number(height)), ("viewAs", YAMLNodes.word(viewedAs))])
    }
}
