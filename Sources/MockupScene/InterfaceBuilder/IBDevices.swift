/// The mockup device preset for an Interface Builder `<device id>` (or an
/// older file's simulated screen metrics), and its screen in points.
enum IBDevices {
    /// A preset and what the reader needs of it: the screen's points and the status bar's height.
    struct Canvas {
        var preset: String
        var width: Double
        var height: Double
        var statusBar: Double
    }

    /// The canvas a document is laid out for: its `<device>`, else the type of its simulated screen metrics.
    static func canvas(of document: XMLTree) -> Canvas {
        preset(document.child("device")?["id"], simulated: document.descendants.first { $0.name == "simulatedScreenMetrics" }?["type"])
    }

    /// Xcode's "View as" ids: retina3_5 is the 3.5-inch iPhone, retina4_0 the
    /// 4-inch, retina4_7 the 4.7-inch (iPhone 6 to 8, SE 2), retina5_5 the Plus,
    /// retina5_9 iPhone X, retina6_1 and retina6_5 XR and XS Max, retina5_4
    /// the 12 mini, retina6_12 and retina6_0 iPhone 12 to 15, retina6_7 and
    /// retina6_9 the Pro Max; iPads and unknown ids fall back to iphone-8.
    static func preset(_ id: String?, simulated: String?) -> Canvas {
        switch id ?? simulated.map({ $0.replacingOccurrences(of: ".fullscreen", with: "") }) {
        case "retina3_5"?, "iPhone3_5"?: Canvas(preset: "iphone-retina", width: 320, height: 480, statusBar: 20)
        case "retina4"?, "retina4_0"?, "iPhone4"?: Canvas(preset: "iphone-5", width: 320, height: 568, statusBar: 20)
        case "retina4_7"?: Canvas(preset: "iphone-8", width: 375, height: 667, statusBar: 20)
        case "retina5_5"?: Canvas(preset: "iphone-8-plus", width: 414, height: 736, statusBar: 20)
        case "retina5_9"?: Canvas(preset: "iphone-x", width: 375, height: 812, statusBar: 44)
        case "retina5_4"?: Canvas(preset: "iphone-12-mini", width: 375, height: 812, statusBar: 50)
        case "retina6_1"?, "retina6_5"?: Canvas(preset: "iphone-11", width: 414, height: 896, statusBar: 48)
        case "retina6_12"?, "retina6_0"?, "retina6_3"?: Canvas(preset: "iphone-15", width: 393, height: 852, statusBar: 59)
        case "retina6_7"?, "retina6_9"?: Canvas(preset: "iphone-15-pro-max", width: 430, height: 932, statusBar: 59)
        case nil: Canvas(preset: "iphone-5", width: 320, height: 568, statusBar: 20)
        default: Canvas(preset: "iphone-8", width: 375, height: 667, statusBar: 20)
        }
    }
}
