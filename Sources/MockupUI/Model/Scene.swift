import MockupCore

/// A whole scene file: device, look, the view controller tree and the story of steps.
/// See SCENE-FORMAT.md; MockupScene reads files into this value.
public struct Scene: Hashable, Sendable {
    /// The file's base name without extension; names the output folder.
    public var name: String
    public var device: Device
    /// The look the file (or `--style`) chose; nil: the device's era.
    public var chosenStyle: Style?
    /// The traits the story starts in (`traits:` and `orientation:`, then a variant's and the command line's).
    public var traits: Traits
    /// The scene's named variants (`variants:`), in the file's order.
    public var variants: [Variant] = []
    public var fps: Double
    public var statusBar: Bool
    /// Whether pictures round the screen's corners as the device's display does (`--screen-corners`).
    public var roundsScreenCorners = false
    /// Whether pictures show the device around the screen (`--bezel`, see `DeviceFrame`).
    public var framedInDevice = false
    /// What pictures explain over the screen, with a legend beside it (`--annotate`); nil: nothing.
    public var annotation: Annotation?
    /// Every named view controller, by id.
    public var screens: [String: ControllerSpec]
    public var root: ControllerRef
    public var steps: [Step]
    /// What reading the file left out, one line per kind (Interface Builder files).
    public var warnings: [String] = []
    /// Whether any view holds constraints (laying out may then warn of broken ones).
    public var usesConstraints = false
    /// The scene's own font files (absolute paths), which its fonts' families are drawn from.
    public var fontFiles: [String] = []

    public init(
        name: String, device: Device = .preset(.iphoneRetina), style: Style? = nil,
        orientation: Orientation = .portrait, fps: Double = 30, statusBar: Bool = true,
        screens: [String: ControllerSpec] = [:], root: ControllerRef, steps: [Step] = []
    ) {
        self.name = name
        self.device = device
        self.chosenStyle = style
        self.traits = Traits(orientation: orientation)
        self.fps = fps
        self.statusBar = statusBar
        self.screens = screens
        self.root = root
        self.steps = steps
    }

    /// The look the scene is drawn in: the one chosen, else the device's era.
    public var style: Style { chosenStyle ?? device.era }

    /// The orientation the story starts in.
    public var orientation: Orientation {
        get { traits.orientation }
        set { traits.orientation = newValue }
    }

    /// The variant named `name`, if the scene has one.
    public func variant(named name: String) -> Variant? { variants.first { $0.name == name } }

    /// The scene as its variant `variant` draws it: its traits laid over the scene's.
    public func applying(_ variant: Variant) -> Scene {
        var scene = self
        scene.traits = traits.applying(variant.traits)
        return scene
    }
}

/// A named set of traits a scene is also drawn in (`variants: {dark: {userInterfaceStyle: dark}}`):
/// its pictures go to `OUTPUT/SCENE@NAME/` and its goldens to `GOLDEN/SCENE@NAME/`.
public struct Variant: Hashable, Sendable {
    public var name: String
    public var traits: TraitOverrides

    public init(name: String, traits: TraitOverrides) {
        self.name = name
        self.traits = traits
    }

    /// Whether `name` can name a variant: ASCII letters, digits, `-` and `_` (it names a folder).
    public static func isValidName(_ name: String) -> Bool {
        !name.isEmpty && name.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-" || $0 == "_") }
    }
}

public enum Orientation: String, Hashable, Sendable, CaseIterable {
    case portrait, landscapeLeft, landscapeRight

    public var isLandscape: Bool { self != .portrait }
}
