import Foundation
import MockupCore
internal import CCairo
internal import CPango

/// The project's fonts, loaded from their files into private fontconfig
/// configurations, and the Pango font maps that read only them.
///
/// NB: nothing is picked from the system's font set, so a machine with other
/// fonts installed renders the same glyphs; a missing file is an error that
/// names the Debian package to install. Fallback faces for other scripts are
/// loaded the same way (see `fallbacks`).
final class FontLibrary: @unchecked Sendable {
    /// A font file and the Debian package that ships it.
    struct FontFile: Hashable, Sendable {
        var path: String
        var package: String
    }

    /// The faces the looks name: Liberation Sans (classic) and Inter (modern and ios17).
    static let primaryFiles: [FontFile] = [
        FontFile(path: "/usr/share/fonts/truetype/liberation2/LiberationSans-Regular.ttf", package: "fonts-liberation2"),
        FontFile(path: "/usr/share/fonts/truetype/liberation2/LiberationSans-Bold.ttf", package: "fonts-liberation2"),
        FontFile(path: "/usr/share/fonts/opentype/inter/Inter-Light.otf", package: "fonts-inter"),
        FontFile(path: "/usr/share/fonts/opentype/inter/Inter-Regular.otf", package: "fonts-inter"),
        FontFile(path: "/usr/share/fonts/opentype/inter/Inter-Medium.otf", package: "fonts-inter"),
        FontFile(path: "/usr/share/fonts/opentype/inter/Inter-SemiBold.otf", package: "fonts-inter"),
        FontFile(path: "/usr/share/fonts/opentype/inter/Inter-Bold.otf", package: "fonts-inter"),
    ]

    /// A family Pango may fall back to, and its files.
    struct Fallback: Sendable {
        var family: String
        var files: [FontFile]
    }

    /// The families Pango falls back to, in this order, for characters
    /// neither look's face has.
    ///
    /// NB: DejaVu Sans (fonts-dejavu-core) comes first: it covers Armenian,
    /// Georgian, Hebrew, Arabic, Lao and most symbols, arrows and dingbats,
    /// and draws the emoticons block (U+1F600...) in monochrome. Noto's UI
    /// faces (fonts-noto-ui-core, 1.4 MB to download, 5 MB installed, each in
    /// a regular and a bold) then cover the Indic and South-East Asian
    /// scripts DejaVu lacks; the package's Looped Thai/Lao and Naskh Arabic
    /// faces are left out, so each script has one design. WenQuanYi Micro
    /// Hei (fonts-wqy-microhei, one 5 MB file) covers Chinese (GBK's 20,932
    /// ideographs), Japanese kana and all 11,172 Hangul syllables in a
    /// sans-serif design: Noto CJK (56 MB to download, 91 MB installed) is
    /// too large for a fallback, and fonts-droid-fallback installs two copies
    /// of its face (7 MB). Micro Hei has no bold, so bold CJK text is drawn
    /// regular. Emoji are not looked up here: `ColorEmoji` draws them in colour
    /// from Noto Color Emoji.
    static let fallbacks: [Fallback] = [
        Fallback(family: "DejaVu Sans", files: [
            FontFile(path: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", package: "fonts-dejavu-core"),
            FontFile(path: "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf", package: "fonts-dejavu-core"),
        ]),
    ] + [
        "Arabic", "Bengali", "Devanagari", "Gujarati", "Gurmukhi", "Kannada", "Khmer", "Lao",
        "Malayalam", "Myanmar", "Oriya", "Sinhala", "Tamil", "Telugu", "Thai",
    ].map { script in
        Fallback(family: "Noto Sans \(script) UI", files: ["Regular", "Bold"].map { style in
            FontFile(path: "/usr/share/fonts/truetype/noto/NotoSans\(script)UI-\(style).ttf", package: "fonts-noto-ui-core")
        })
    } + [
        Fallback(family: "WenQuanYi Micro Hei", files: [
            FontFile(path: "/usr/share/fonts/truetype/wqy/wqy-microhei.ttc", package: "fonts-wqy-microhei"),
        ]),
    ]

    /// Every file loaded: the looks' faces, then the fallbacks'.
    static let files: [FontFile] = primaryFiles + fallbacks.flatMap(\.files)

    /// The family list Pango is given for `family`: the look's family, the
    /// other of Liberation Sans and Inter, then every fallback.
    ///
    /// NB: the other family comes before the fallbacks because, when only
    /// Liberation Sans and Inter were loaded, fontconfig already fell back to it
    /// (Inter's ✓ and ★ in classic text, Liberation's Hebrew in modern
    /// text): every character that had a glyph before keeps it, and only the
    /// missing-glyph boxes change. An explicit list also fixes which face
    /// draws each character whatever the locale: fontconfig ranks a named
    /// family above the language Pango guesses for a run from the environment.
    /// A scene's own family comes first, then the looks' and the fallbacks.
    static func familyList(_ family: FontFamily) -> String {
        familyLists[family] ?? ([family.rawValue] + looks(.inter) + fallbacks.map(\.family)).joined(separator: ",")
    }

    /// The looks' families, `family` first.
    private static func looks(_ family: FontFamily) -> [String] {
        [family.rawValue] + FontFamily.allCases.filter { $0 != family }.map(\.rawValue)
    }

    private static let familyLists: [FontFamily: String] = Dictionary(uniqueKeysWithValues: FontFamily.allCases.map {
        ($0, (looks($0) + fallbacks.map(\.family)).joined(separator: ","))
    })

    /// The families Pango's generic names stand for.
    ///
    /// NB: Pango looks some text up under a generic family instead of the
    /// text's own list: a run of emoji (emoji presentation, a variation
    /// selector 16, a ZWJ sequence, a flag) under "emoji", the hex code in a
    /// missing-glyph box under "monospace". Such a name matches no face, and
    /// fontconfig would order the faces by other properties, the language
    /// among them. These aliases fix the order, as it came out before the
    /// fallbacks were added: Inter, then Liberation Sans, then the fallbacks.
    static let genericFamilies: [(generic: String, families: [String])] = [
        ("emoji", looks(.inter) + fallbacks.map(\.family)),
        ("monospace", [FontFamily.inter.rawValue]),
    ]

    /// Fontconfig rules for the private configurations: only the generic aliases.
    static var configuration: String {
        let aliases = genericFamilies.map { generic, families in
            let prefer = families.map { "<family>\($0)</family>" }.joined()
            return "<alias binding=\"same\"><family>\(generic)</family><prefer>\(prefer)</prefer></alias>"
        }
        return "<fontconfig>\(aliases.joined())</fontconfig>"
    }

    /// Serializes every call into Pango and fontconfig, which are not thread-safe.
    let lock = NSLock()
    /// One font map per look, each on its own configuration of the same files.
    ///
    /// NB: Pango caches, per font map, which face draws a character, and
    /// shares those caches between descriptions that differ only in family
    /// (runs of emoji are all looked up under "emoji"). With one map, the face
    /// that boxes an emoji no face has was the first look's to ask, so the
    /// modern look's boxes (and widths) depended on whether classic text had
    /// been drawn before. Separate maps keep each look's text independent of
    /// whatever was drawn before it.
    let fontMaps: [FontFamily: UnsafeMutablePointer<PangoFontMap>]
    let fontOptions: OpaquePointer
    /// Layouts drawn before, for drawing them again (use with `lock` held).
    let layouts = LayoutCache()
    /// Font maps of scenes' own fonts, by their files, made on first use (use with `lock` held).
    ///
    /// NB: a map of its own, on a configuration of the project's files and the
    /// scene's, so that the looks' text never falls back to a scene's face: a
    /// scene is drawn the same whatever scenes were drawn before it.
    private var customMaps: [[String]: UnsafeMutablePointer<PangoFontMap>] = [:]

    private init(fontMaps: [FontFamily: UnsafeMutablePointer<PangoFontMap>], fontOptions: OpaquePointer) {
        self.fontMaps = fontMaps
        self.fontOptions = fontOptions
    }

    private nonisolated(unsafe) static var cached: Result<FontLibrary, RenderError>?
    private static let cacheLock = NSLock()

    /// The process's font library, set up on first use.
    static func shared() throws(RenderError) -> FontLibrary {
        cacheLock.lock()
        defer { cacheLock.unlock() }
        if cached == nil { cached = Result { () throws(RenderError) in try make(files: files) } }
        switch cached {
        case .success(let library): return library
        case .failure(let error): throw error
        case nil: throw .fontSetup("font library unavailable")
        }
    }

    private nonisolated(unsafe) static var lanes: [FontLibrary] = []

    /// `count` libraries for threads drawing at once: the shared one and
    /// others of their own, made once per process. Text drawn with one
    /// library waits for its lock only, so each thread should keep to its own.
    static func lanes(_ count: Int) throws(RenderError) -> [FontLibrary] {
        let first = try shared()
        cacheLock.lock()
        defer { cacheLock.unlock() }
        while lanes.count < count - 1 { lanes.append(try make(files: files)) }
        return [first] + lanes.prefix(max(0, count - 1))
    }

    /// Font maps on the private configuration of `files`, one map per look.
    static func make(files: [FontFile]) throws(RenderError) -> FontLibrary {
        for file in files + [ColorEmoji.file] where !FileManager.default.fileExists(atPath: file.path) {
            throw .missingFont(path: file.path, package: file.package)
        }
        var maps: [FontFamily: UnsafeMutablePointer<PangoFontMap>] = [:]
        for family in FontFamily.allCases {
            maps[family] = try makeFontMap(files: files)
        }

        // NB: fixed options so text does not depend on the machine's settings:
        // grey antialiasing, no hinting, unhinted metrics.
        guard let options = cairo_font_options_create() else { throw .fontSetup("cairo font options") }
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_subpixel_order(options, CAIRO_SUBPIXEL_ORDER_DEFAULT)
        return FontLibrary(fontMaps: maps, fontOptions: options)
    }

    /// Configurations already made, by their files: made once, shared by every library's font maps.
    private nonisolated(unsafe) static var configurations: [[FontFile]: OpaquePointer] = [:]
    private static let configurationLock = NSLock()

    /// A fontconfig configuration holding only `files` and the generic aliases.
    ///
    /// NB: one per process for a set of files: reading the files (fontconfig
    /// opens each face to learn its characters) was most of the cost of a
    /// library, and each thread's library and each look's font map made its own.
    /// Font maps keep their caches apart; fontconfig is thread-safe.
    private static func configuration(files: [FontFile]) throws(RenderError) -> OpaquePointer {
        configurationLock.lock()
        defer { configurationLock.unlock() }
        if let config = configurations[files] { return config }
        guard let config = FcConfigCreate() else { throw .fontSetup("FcConfigCreate returned nothing") }
        guard FcConfigParseAndLoadFromMemory(config, configuration, 1) != 0 else {
            FcConfigDestroy(config)
            throw .fontSetup("fontconfig rejected the aliases for emoji and monospace")
        }
        for file in files {
            let added = file.path.withCString { FcConfigAppFontAddFile(config, $0) }
            guard added != 0 else {
                FcConfigDestroy(config)
                throw .fontSetup("fontconfig could not read \(file.path) (from \(file.package))")
            }
        }
        configurations[files] = config
        return config
    }

    /// A Pango font map reading only `files`, through a configuration that holds
    /// nothing else but the generic aliases.
    static func makeFontMap(files: [FontFile]) throws(RenderError) -> UnsafeMutablePointer<PangoFontMap> {
        let config = try configuration(files: files)
        guard let map = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT) else {
            throw .fontSetup("Pango has no FreeType font map")
        }
        pango_fc_font_map_set_config(OpaquePointer(map), config)
        return map
    }

    /// A fresh Pango context on the font map of `family`'s look, with the fixed
    /// options. Call with `lock` held.
    func makeContext(for family: FontFamily) -> OpaquePointer? {
        guard let fontMap = fontMap(for: family), let context = pango_font_map_create_context(fontMap) else { return nil }
        pango_cairo_context_set_font_options(context, fontOptions)
        pango_cairo_context_set_shape_renderer(context, TextShapes.renderer, nil, nil)
        // NB: unrounded glyph positions make a layout's width the same at every
        // device scale, so measuring once in points matches what is drawn.
        pango_context_set_round_glyph_positions(context, 0)
        return context
    }

    /// The look's map, or the map of a scene's own files (nil when they cannot be read).
    private func fontMap(for family: FontFamily) -> UnsafeMutablePointer<PangoFontMap>? {
        guard family.isCustom else { return fontMaps[family] }
        if let map = customMaps[family.files] { return map }
        let own = family.files.map { FontFile(path: $0, package: "the scene's fonts") }
        guard let map = try? Self.makeFontMap(files: Self.files + own) else { return nil }
        customMaps[family.files] = map
        return map
    }

    /// The versions of the text stack, for recording next to goldens.
    static var versions: [(String, String)] {
        [
            ("cairo", String(cString: cairo_version_string())),
            ("pango", String(cString: pango_version_string())),
            ("fontconfig", "\(FcGetVersion())"),
        ]
    }
}
