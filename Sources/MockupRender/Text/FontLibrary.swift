import Foundation
import MockupCore
internal import CCairo
internal import CPango

/// The project's fonts, loaded from their files into a private fontconfig
/// configuration, and the Pango font map that reads only them.
///
/// NB: nothing is picked from the system's font set, so a machine with other
/// fonts installed renders the same glyphs; a missing file is an error that
/// names the Debian package to install.
final class FontLibrary: @unchecked Sendable {
    /// A font file and the Debian package that ships it.
    struct FontFile: Hashable, Sendable {
        var path: String
        var package: String
    }

    /// Every face the two looks use.
    static let files: [FontFile] = [
        FontFile(path: "/usr/share/fonts/truetype/liberation2/LiberationSans-Regular.ttf", package: "fonts-liberation2"),
        FontFile(path: "/usr/share/fonts/truetype/liberation2/LiberationSans-Bold.ttf", package: "fonts-liberation2"),
        FontFile(path: "/usr/share/fonts/opentype/inter/Inter-Regular.otf", package: "fonts-inter"),
        FontFile(path: "/usr/share/fonts/opentype/inter/Inter-Medium.otf", package: "fonts-inter"),
        FontFile(path: "/usr/share/fonts/opentype/inter/Inter-SemiBold.otf", package: "fonts-inter"),
        FontFile(path: "/usr/share/fonts/opentype/inter/Inter-Bold.otf", package: "fonts-inter"),
    ]

    /// Serializes every call into Pango and fontconfig, which are not thread-safe.
    let lock = NSLock()
    let fontMap: UnsafeMutablePointer<PangoFontMap>
    let fontOptions: OpaquePointer

    private init(fontMap: UnsafeMutablePointer<PangoFontMap>, fontOptions: OpaquePointer) {
        self.fontMap = fontMap
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

    /// Loads `files` into a new private configuration and font map.
    static func make(files: [FontFile]) throws(RenderError) -> FontLibrary {
        for file in files where !FileManager.default.fileExists(atPath: file.path) {
            throw .missingFont(path: file.path, package: file.package)
        }
        guard let config = FcConfigCreate() else { throw .fontSetup("FcConfigCreate returned nothing") }
        for file in files {
            let added = file.path.withCString { FcConfigAppFontAddFile(config, $0) }
            guard added != 0 else { throw .fontSetup("fontconfig could not read \(file.path) (from \(file.package))") }
        }
        guard let map = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT) else {
            throw .fontSetup("Pango has no FreeType font map")
        }
        let fcMap = OpaquePointer(map)
        pango_fc_font_map_set_config(fcMap, config)
        FcConfigDestroy(config)  // the font map holds its own reference

        // NB: fixed options so text does not depend on the machine's settings:
        // grey antialiasing, no hinting, unhinted metrics.
        guard let options = cairo_font_options_create() else { throw .fontSetup("cairo font options") }
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_subpixel_order(options, CAIRO_SUBPIXEL_ORDER_DEFAULT)
        return FontLibrary(fontMap: map, fontOptions: options)
    }

    /// A fresh Pango context on the private font map with the fixed options.
    /// Call with `lock` held.
    func makeContext() -> OpaquePointer? {
        guard let context = pango_font_map_create_context(fontMap) else { return nil }
        pango_cairo_context_set_font_options(context, fontOptions)
        // NB: unrounded glyph positions make a layout's width the same at every
        // device scale, so measuring once in points matches what is drawn.
        pango_context_set_round_glyph_positions(context, 0)
        return context
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
