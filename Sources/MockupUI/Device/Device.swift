import MockupCore

/// The screen a scene is drawn for: a preset, or custom points and scale.
public struct Device: Hashable, Sendable {
    public enum Preset: String, Hashable, Sendable, CaseIterable {
        case iphone = "iphone"
        case iphoneRetina = "iphone-retina"
        case iphone5 = "iphone-5"
        case iphone8 = "iphone-8"
        case iphoneSE = "iphone-se"
        case iphone8Plus = "iphone-8-plus"
        case iphoneX = "iphone-x"
        case iphone12Mini = "iphone-12-mini"
        case iphone11 = "iphone-11"
        case iphone15 = "iphone-15"
        case iphone15ProMax = "iphone-15-pro-max"
        case iphone16 = "iphone-16"
        case iphone16Plus = "iphone-16-plus"
        case iphone16Pro = "iphone-16-pro"
        case iphone16ProMax = "iphone-16-pro-max"
        case iphone16e = "iphone-16e"
        case iphone17 = "iphone-17"
        case iphone17Pro = "iphone-17-pro"
        case iphone17ProMax = "iphone-17-pro-max"
        case iphoneAir = "iphone-air"
        case ipadClassic = "ipad-classic"
        case ipadMini = "ipad-mini"
        case ipad = "ipad"
        case ipadAir11 = "ipad-air-11"
        case ipadAir13 = "ipad-air-13"
        case ipadPro11 = "ipad-pro-11"
        case ipadPro13 = "ipad-pro-13"
    }

    /// UIUserInterfaceIdiom: what kind of device it is.
    public enum Idiom: String, Hashable, Sendable {
        case phone, pad
    }

    /// What the top of the screen holds beside the status bar.
    public enum SensorHousing: String, Hashable, Sendable {
        case none
        /// iPhone X to 14: the notch.
        case notch
        /// iPhone 14 Pro, 15 and later: the Dynamic Island, a black pill in the status bar.
        case dynamicIsland
    }

    /// The preset's name, or nil for a custom size.
    public var preset: Preset?
    /// A phone or an iPad: an iPad keeps its status bar in landscape, its
    /// home indicator's inset in both orientations, no side insets, and is of
    /// regular width and height full screen (Apple HIG, Layout).
    public var idiom: Idiom = .phone
    /// Portrait size in points.
    public var size: Size
    public var scale: Double
    /// The status bar's height in portrait.
    public var statusBarHeight: Double
    /// The home indicator's inset at the bottom, in portrait.
    public var safeAreaBottom: Double
    public var sensorHousing: SensorHousing
    /// The radius of the display's rounded corners (0: square), drawn only on request (`--screen-corners`).
    public var screenCornerRadius: Double
    /// The look of the device's era, which a scene without `style` takes (SCENE-FORMAT.md, Looks and devices).
    public var era: Style
    /// The safe area's inset on the left and on the right in landscape (the
    /// sensor housing's side, mirrored on the other), 0 without a housing.
    public var landscapeSafeAreaSide: Double
    /// Whether the screen is of regular width in landscape (the large phones:
    /// Plus, Max, XR and 11), where tab bars keep their height.
    public var landscapeWidthIsRegular: Bool
    /// For a freeform canvas (a view drawn at its own size, as Xcode's canvas
    /// shows a freeform xib), the preset it is viewed as, which gives its scale
    /// and era; nil for a screen.
    public var viewedAs: Preset?

    /// The screen's size in device pixels (portrait).
    public var pixelSize: (width: Int, height: Int) {
        (clampedInt(roundHalfUp(size.width * scale)), clampedInt(roundHalfUp(size.height * scale)))
    }

    /// Whether the screen can be drawn: no side over `RGBAImage.maximumSide` pixels.
    public var fitsPixelLimit: Bool {
        let pixels = pixelSize
        return pixels.width <= RGBAImage.maximumSide && pixels.height <= RGBAImage.maximumSide
    }

    /// What a screen too large to draw is told: `the screen is 180000x180000 pixels (90000x90000 points at scale 2); ...`.
    public var pixelLimitMessage: String {
        let pixels = pixelSize
        return "the screen is \(pixels.width)x\(pixels.height) pixels (\(size.width.plainText)x\(size.height.plainText) points at scale \(scale.plainText)); "
            + "the limit is \(RGBAImage.maximumSide) pixels on a side"
    }

    /// A device. Without an `era`, a screen with a home indicator takes
    /// `Looks.customWithHomeIndicator` and any other the first era's look (`Looks.first`).
    public init(
        size: Size, scale: Double, statusBarHeight: Double = 20, safeAreaBottom: Double = 0,
        sensorHousing: SensorHousing = .none, screenCornerRadius: Double = 0, landscapeSafeAreaSide: Double? = nil,
        era: Style? = nil, preset: Preset? = nil
    ) {
        self.size = size
        self.scale = scale
        self.statusBarHeight = statusBarHeight
        self.safeAreaBottom = safeAreaBottom
        self.sensorHousing = sensorHousing
        self.screenCornerRadius = screenCornerRadius
        self.era = era ?? (safeAreaBottom > 0 ? Looks.customWithHomeIndicator : Looks.first)
        self.preset = preset
        // NB: a custom device with a sensor housing takes its portrait status bar's height,
        // as every preset's side equals its top inset (see `preset(_:)`).
        self.landscapeSafeAreaSide = landscapeSafeAreaSide ?? (statusBarHeight > 20 ? statusBarHeight : 0)
        // Apple HIG, Layout, "Device size classes": regular width in landscape from 414 points wide.
        self.landscapeWidthIsRegular = size.width >= 414
    }

    /// The presets of SCENE-FORMAT.md (sizes, scales, status bars, safe areas
    /// and eras from there). Display corner radii: UIScreen's
    /// `_displayCornerRadius` as read on each device (kylebshr/ScreenCorners).
    /// Landscape side insets, each the device's portrait top inset:
    /// pointfreeco/swift-snapshot-testing `ViewImageConfig` (iPhone X 44,
    /// iPhone 13 mini 50, iPhone 14 Pro and 15 59) and published per-model
    /// `safeAreaInsets` tables read on devices (iPhone 11, model iPhone12,1: 48).
    public static func preset(_ p: Preset) -> Device {
        switch p {
        case .iphone: Device(size: Size(width: 320, height: 480), scale: 1, era: .classic, preset: p)
        case .iphoneRetina: Device(size: Size(width: 320, height: 480), scale: 2, era: .classic, preset: p)
        case .iphone5: Device(size: Size(width: 320, height: 568), scale: 2, era: .modern, preset: p)
        case .iphone8: Device(size: Size(width: 375, height: 667), scale: 2, era: .modern, preset: p)
        case .iphoneSE: Device(size: Size(width: 375, height: 667), scale: 2, era: .ios17, preset: p)
        // NB: the format names no era for the 8 Plus; the 8's (modern) is chosen.
        case .iphone8Plus: Device(size: Size(width: 414, height: 736), scale: 3, era: .modern, preset: p)
        case .iphoneX:
            Device(size: Size(width: 375, height: 812), scale: 3, statusBarHeight: 44, safeAreaBottom: 34,
                   sensorHousing: .notch, screenCornerRadius: 39, landscapeSafeAreaSide: 44, era: .ios17, preset: p)
        // NB: the 12 mini draws 375x812 at 3x and shows it scaled by 0.96 (1080x2340 pixels), with a
        // 50-point status bar (hacknicity, "How iOS Apps Adapt to the various iPhone 12 Screen Sizes").
        case .iphone12Mini:
            Device(size: Size(width: 375, height: 812), scale: 3, statusBarHeight: 50, safeAreaBottom: 34,
                   sensorHousing: .notch, screenCornerRadius: 44, landscapeSafeAreaSide: 50, era: .ios17, preset: p)
        case .iphone11:
            Device(size: Size(width: 414, height: 896), scale: 2, statusBarHeight: 48, safeAreaBottom: 34,
                   sensorHousing: .notch, screenCornerRadius: 41.5, landscapeSafeAreaSide: 48, era: .ios17, preset: p)
        case .iphone15:
            Device(size: Size(width: 393, height: 852), scale: 3, statusBarHeight: 59, safeAreaBottom: 34,
                   sensorHousing: .dynamicIsland, screenCornerRadius: 55, landscapeSafeAreaSide: 59, era: .ios17, preset: p)
        case .iphone15ProMax:
            Device(size: Size(width: 430, height: 932), scale: 3, statusBarHeight: 59, safeAreaBottom: 34,
                   sensorHousing: .dynamicIsland, screenCornerRadius: 55, landscapeSafeAreaSide: 59, era: .ios17, preset: p)
        // The phones of iOS 26 (UIKIT-REFERENCE-3.md §4a): points and scales from Apple's HIG, Layout;
        // safe-area tops as read in the simulator; display corners `_displayCornerRadius`
        // (16 and 16 Plus 55, the 62-point-top phones 62). The 16e has the notch of the
        // iPhone 14, whose top inset (47) and corner radius (47.33) it is taken to share.
        case .iphone16: island(p, 393, 852, top: 59, corners: 55)
        case .iphone16Plus: island(p, 430, 932, top: 59, corners: 55)
        case .iphone16Pro, .iphone17, .iphone17Pro: island(p, 402, 874, top: 62, corners: 62)
        case .iphone16ProMax, .iphone17ProMax: island(p, 440, 956, top: 62, corners: 62)
        case .iphoneAir: island(p, 420, 912, top: 68, corners: 62)
        case .iphone16e:
            Device(size: Size(width: 390, height: 844), scale: 3, statusBarHeight: 47, safeAreaBottom: 34,
                   sensorHousing: .notch, screenCornerRadius: 47.33, landscapeSafeAreaSide: 47, era: .ios26, preset: p)
        // iPads (UIKIT-REFERENCE-3.md §5): points from Apple's HIG, Layout (13-inch Air 1024 x 1366,
        // 11-inch Air and iPad 820 x 1180, mini 744 x 1133), the 13-inch Pro (M4) 1032 x 1376 as
        // measured (KK); the 11-inch Pro (M4) 2420 x 1668 pixels at 2x (Apple's tech specs).
        // Status bars 24 on iPads with rounded corners, 20 on home-button ones (GK); the home
        // indicator's inset 20 in both orientations. Display corners 18 (kylebshr/UIKitCorners:
        // Air, Pro 11-inch, Pro 12.9-inch; the mini's and the iPad's chosen alike).
        case .ipadClassic:
            Device(size: Size(width: 768, height: 1024), scale: 2, era: .modern, preset: p).asPad()
        case .ipadMini: pad(p, 744, 1133)
        case .ipad, .ipadAir11: pad(p, 820, 1180)
        case .ipadAir13: pad(p, 1024, 1366)
        case .ipadPro11: pad(p, 834, 1210)
        case .ipadPro13: pad(p, 1032, 1376)
        }
    }

    /// An iPad of iPadOS 26 with rounded display corners, at 2x.
    private static func pad(_ p: Preset, _ width: Double, _ height: Double) -> Device {
        Device(size: Size(width: width, height: height), scale: 2, statusBarHeight: 24, safeAreaBottom: 20,
               screenCornerRadius: 18, landscapeSafeAreaSide: 0, era: .ios26, preset: p).asPad()
    }

    /// This device as an iPad (`idiom`).
    public func asPad() -> Device {
        var d = self
        d.idiom = .pad
        d.landscapeSafeAreaSide = 0
        d.landscapeWidthIsRegular = true
        return d
    }

    /// Whether it is an iPad.
    public var isPad: Bool { idiom == .pad }

    /// The interface's size classes in `orientation`: an iPhone is compact in
    /// width (regular in landscape from 414 points wide) and regular in height,
    /// compact in landscape; an iPad regular in both full screen (Apple HIG,
    /// Layout, "Device size classes"), its width's class beside another app
    /// the multitasking width's.
    public func sizeClasses(_ orientation: Orientation, multitasking: MultitaskingWidth?) -> (width: SizeClass, height: SizeClass) {
        let landscape = orientation.isLandscape
        if isPad { return (multitasking?.horizontalSizeClass(landscape: landscape) ?? .regular, .regular) }
        return (landscape && landscapeWidthIsRegular ? .regular : .compact, landscape ? .compact : .regular)
    }

    /// A phone of iOS 26 with the Dynamic Island, at 3x, its safe area's top
    /// `top` points (also its landscape sides) and the home indicator's 34 at the bottom.
    private static func island(_ p: Preset, _ width: Double, _ height: Double, top: Double, corners: Double) -> Device {
        Device(size: Size(width: width, height: height), scale: 3, statusBarHeight: top, safeAreaBottom: 34,
               sensorHousing: .dynamicIsland, screenCornerRadius: corners, landscapeSafeAreaSide: top, era: .ios26, preset: p)
    }

    /// The interface size in points for an orientation (landscape turns it).
    public func interfaceSize(_ orientation: Orientation) -> Size {
        orientation.isLandscape ? Size(width: size.height, height: size.width) : size
    }

    /// Whether the screen has a sensor housing (a phone's status bar taller than 20).
    public var hasSensorHousing: Bool { idiom == .phone && statusBarHeight > 20 }

    /// The status bar's height in an orientation. Phones with a sensor housing
    /// hide it in landscape (Apple HIG, Layout: "the status bar is hidden in
    /// landscape on iPhone models with a notch or Dynamic Island").
    public func statusBarHeight(_ orientation: Orientation) -> Double {
        orientation.isLandscape && hasSensorHousing ? 0 : statusBarHeight
    }

    /// The home indicator's inset at the bottom in an orientation: 21 in
    /// landscape on phones that have one (Apple HIG, Layout guides: iPhone
    /// safe area insets in landscape are 21 at the bottom).
    public func safeAreaBottom(_ orientation: Orientation) -> Double {
        orientation.isLandscape && safeAreaBottom > 0 && idiom == .phone ? 21 : safeAreaBottom
    }

    /// The safe area's inset on each side in an orientation: the preset's
    /// landscape side in landscape (`landscapeSafeAreaSide`), else 0.
    public func safeAreaSides(_ orientation: Orientation) -> Double {
        orientation.isLandscape ? landscapeSafeAreaSide : 0
    }

    /// A freeform canvas of `size` points with no status bar, viewed as `preset`: that preset's scale and era.
    public static func canvas(_ size: Size, viewedAs preset: Preset) -> Device {
        let viewer = Device.preset(preset)
        var canvas = Device(size: size, scale: viewer.scale, statusBarHeight: 0, era: viewer.era)
        canvas.viewedAs = preset
        return canvas
    }

    /// This device as `--device preset` asks for it: that preset, or for a
    /// freeform canvas the same canvas viewed as that preset (its size stays).
    public func viewed(as preset: Preset) -> Device {
        viewedAs == nil ? .preset(preset) : .canvas(size, viewedAs: preset)
    }

    /// The same device drawn at another scale.
    public func withScale(_ s: Double) -> Device {
        var d = self
        d.scale = s
        return d
    }
}
