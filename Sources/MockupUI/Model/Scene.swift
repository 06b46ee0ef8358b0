import MockupCore

/// A whole scene file: device, look, the view controller tree and the story of steps.
/// See SCENE-FORMAT.md; MockupScene reads files into this value.
public struct Scene: Hashable, Sendable {
    /// The file's base name without extension; names the output folder.
    public var name: String
    public var device: Device
    /// The look the file (or `--style`) chose; nil: the device's era.
    public var chosenStyle: Style?
    public var orientation: Orientation
    public var fps: Double
    public var statusBar: Bool
    /// Whether pictures round the screen's corners as the device's display does (`--screen-corners`).
    public var roundsScreenCorners = false
    /// Whether pictures show the device around the screen (`--bezel`, see `DeviceFrame`).
    public var framedInDevice = false
    /// Every named view controller, by id.
    public var screens: [String: ControllerSpec]
    public var root: ControllerRef
    public var steps: [Step]
    /// What reading the file left out, one line per kind (Interface Builder files).
    public var warnings: [String] = []

    public init(
        name: String, device: Device = .preset(.iphoneRetina), style: Style? = nil,
        orientation: Orientation = .portrait, fps: Double = 30, statusBar: Bool = true,
        screens: [String: ControllerSpec] = [:], root: ControllerRef, steps: [Step] = []
    ) {
        self.name = name
        self.device = device
        self.chosenStyle = style
        self.orientation = orientation
        self.fps = fps
        self.statusBar = statusBar
        self.screens = screens
        self.root = root
        self.steps = steps
    }

    /// The look the scene is drawn in: the one chosen, else the device's era.
    public var style: Style { chosenStyle ?? device.era }
}

public enum Orientation: String, Hashable, Sendable, CaseIterable {
    case portrait, landscapeLeft, landscapeRight

    public var isLandscape: Bool { self != .portrait }
}
