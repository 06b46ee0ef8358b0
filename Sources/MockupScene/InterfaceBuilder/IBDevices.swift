/// The mockup device preset for an Interface Builder `<device id>` (or an
/// older file's simulated screen metrics), and its screen height in points.
enum IBDevices {
    /// Xcode's "View as" ids: retina3_5 is the 3.5-inch iPhone, retina4_0 the
    /// 4-inch, retina4_7 the 4.7-inch (iPhone 6 to 8, SE 2), retina5_5 the Plus,
    /// retina5_9 iPhone X, retina6_1 and retina6_5 XR and XS Max, retina5_4
    /// the 12 mini, retina6_12 and retina6_0 iPhone 12 to 15, retina6_7 and
    /// retina6_9 the Pro Max; iPads and unknown ids fall back to iphone-8.
    static func preset(_ id: String?, simulated: String?) -> (preset: String, height: Double, statusBar: Double) {
        switch id ?? simulated.map({ $0.replacingOccurrences(of: ".fullscreen", with: "") }) {
        case "retina3_5"?, "iPhone3_5"?: ("iphone-retina", 480, 20)
        case "retina4"?, "retina4_0"?, "iPhone4"?: ("iphone-5", 568, 20)
        case "retina4_7"?: ("iphone-8", 667, 20)
        case "retina5_5"?: ("iphone-8-plus", 736, 20)
        case "retina5_9"?: ("iphone-x", 812, 44)
        case "retina5_4"?: ("iphone-12-mini", 812, 50)
        case "retina6_1"?, "retina6_5"?: ("iphone-11", 896, 48)
        case "retina6_12"?, "retina6_0"?, "retina6_3"?: ("iphone-15", 852, 59)
        case "retina6_7"?, "retina6_9"?: ("iphone-15-pro-max", 932, 59)
        case nil: ("iphone-5", 568, 20)
        default: ("iphone-8", 667, 20)
        }
    }
}
