import MockupCore
import MockupUI
import Yams

/// Turns a composed YAML tree into a `Scene`, one extension per concern
/// (controllers, items, views, values, steps). Problems go to the reader's
/// diagnostics; decoding goes on past them to find the rest.
final class SceneDecoder {
    let reader: NodeReader
    /// The keys of `screens`, known before anything refers to them.
    var screenIDs: [String] = []
    /// Every id declared (screens, inline controllers, containers), for `on:`.
    var declaredIDs: [String] = []
    /// Every table's and collection view's prototype cells by name (the first
    /// declared of a name), for the rows and items list steps insert.
    var prototypesByName: [String: TableRowSpec] = [:]

    /// The picture files the scene names, read relative to it.
    let images: ImageFileLoader
    /// The asset catalogs of `assets:`, searched in order for `{named: ...}`.
    var catalogs: [AssetCatalog] = []
    /// The scene's own font files (`fonts:`), read before any view.
    let fonts = FontFileLoader()
    /// What the scene's files hold that is not drawn, one line per kind.
    var notes: [String] = []

    init(reader: NodeReader) {
        self.reader = reader
        images = ImageFileLoader(sceneFile: reader.file)
    }

    /// Records an id that `on:` may name.
    func declare(_ id: String?) {
        if let id, !declaredIDs.contains(id) { declaredIDs.append(id) }
    }

    static let topLevelKeys = [
        "device", "scale", "style", "orientation", "traits", "variants", "assets", "fonts", "fps", "statusBar", "screens", "root", "steps",
    ]
    static let deviceKeys = ["width", "height", "scale", "statusBarHeight", "safeAreaBottom", "viewAs"]
    static let fpsRule = NumberRule(bound: "> 0 and <= 240", above: 0, to: 240)

    /// The scene, or nil when something required could not be read.
    func scene(from document: Node, name: String) -> Scene? {
        guard case .mapping = document else {
            reader.typeError(expected: "a mapping of scene keys (device, screens, root, steps...)", document, .root)
            return nil
        }
        guard let top = reader.mapping(document, .root, keys: Self.topLevelKeys) else { return nil }
        screenIDs = screenKeys(top["screens"])
        declaredIDs = screenIDs
        catalogs = top.list("assets") { self.catalog($0, $1) } ?? []
        _ = top.list("fonts") { self.fontFile($0, $1) }

        var device = top.value("device") { self.device($0, $1) } ?? .preset(.iphoneRetina)
        if let scale = top.number("scale", .scale) { device = device.withScale(scale) }
        if !device.fitsPixelLimit, let node = top["scale"] ?? top["device"] {
            reader.error(device.pixelLimitMessage, at: node, top.has("scale") ? top.path("scale") : top.path("device"))
        }
        let style: Style? = top.name("style", "style")
        let orientation: Orientation = top.name("orientation", "orientation") ?? .portrait
        let traits = top.value("traits") { self.traitOverrides($0, $1) } ?? TraitOverrides()
        let variants = top.value("variants") { self.variants($0, $1) } ?? []
        let fps = top.number("fps", Self.fpsRule) ?? 30
        let statusBar = top.bool("statusBar") ?? true
        let screens = top.value("screens") { self.screens($0, $1) } ?? [:]
        let root = top.required("root").flatMap { controllerRef($0, top.path("root")) }
        let steps = top.list("steps") { self.step($0, $1) } ?? []
        checkContainment(screens)

        guard let root else { return nil }
        var scene = Scene(name: name, device: device, style: style, orientation: orientation, fps: fps,
                          statusBar: statusBar, screens: screens, root: root, steps: steps)
        scene.traits = scene.traits.applying(traits)
        scene.variants = variants
        scene.warnings = notes
        scene.fontFiles = fonts.paths
        checkTraits(of: scene, top: top)
        return scene
    }

    /// A preset name, or `{width, height, scale, statusBarHeight, safeAreaBottom}`,
    /// or a freeform canvas `{width, height, viewAs: PRESET}` (its scale and era the preset's, no status bar).
    func device(_ node: Node, _ path: DocumentPath) -> Device? {
        if case .scalar = node {
            return reader.name(node, path, "device preset").map(Device.preset)
        }
        guard case .mapping = node else {
            reader.typeError(expected: "a device preset name or {width, height, scale}", node, path)
            return nil
        }
        guard let m = reader.mapping(node, path, keys: Self.deviceKeys) else { return nil }
        let width = m.required("width").flatMap { reader.number($0, m.path("width"), .screenLength) }
        let height = m.required("height").flatMap { reader.number($0, m.path("height"), .screenLength) }
        if let viewer = m["viewAs"] {
            guard let preset: Device.Preset = reader.name(viewer, m.path("viewAs"), "device preset"), let width, let height else { return nil }
            let canvas = Device.canvas(Size(width: width, height: height), viewedAs: preset)
            return m.number("scale", .scale).map(canvas.withScale) ?? canvas
        }
        let scale = m.number("scale", .scale) ?? 1
        let statusBarHeight = m.number("statusBarHeight", .length) ?? 20
        let safeAreaBottom = m.number("safeAreaBottom", .length) ?? 0
        guard let width, let height else { return nil }
        return Device(size: Size(width: width, height: height), scale: scale,
                      statusBarHeight: statusBarHeight, safeAreaBottom: safeAreaBottom)
    }

    /// The ids of `screens`, read without reporting (`screens` reports when decoded).
    private func screenKeys(_ node: Node?) -> [String] {
        guard case .mapping(let mapping)? = node else { return [] }
        return mapping.keys.compactMap { $0.scalar?.string }
    }

    /// Every screen, by id; a screen is always an inline controller.
    func screens(_ node: Node, _ path: DocumentPath) -> [String: ControllerSpec]? {
        guard let m = reader.mapping(node, path, keys: nil) else { return nil }
        var screens: [String: ControllerSpec] = [:]
        for entry in m.entries {
            let screenPath = path.key(entry.name)
            if case .scalar = entry.value, !NodeReader.isNull(entry.value) {
                reader.typeError(expected: "a controller mapping", entry.value, screenPath)
                continue
            }
            guard var spec = controllerSpec(entry.value, screenPath) else { continue }
            if let id = spec.id, id != entry.name {
                let idNode = entry.value.mapping?["id"] ?? entry.value
                reader.error("a screen's id is its key '\(entry.name)'; remove 'id: \(id)'", at: idNode, screenPath.key("id"))
            }
            spec.id = entry.name
            screens[entry.name] = spec
        }
        return screens
    }
}
