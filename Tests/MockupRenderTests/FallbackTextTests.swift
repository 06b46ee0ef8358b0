import Foundation
import MockupCore
import MockupUI
import Testing
@testable import MockupRender

/// Text in scripts the looks' faces lack falls back to the private fallback
/// faces (DejaVu Sans, Noto Sans UI, WenQuanYi Micro Hei): it renders, with
/// the same bytes every time, real glyphs wherever a fallback has them and
/// missing-glyph boxes, never a crash, where none does.
///
/// A sheet of every sample as a label in each look is written to
/// /tmp/text-fallback-classic.png and /tmp/text-fallback-modern.png.
@Suite struct FallbackTextTests {
    struct Sample: Sendable, CustomTestStringConvertible {
        var name: String
        var text: String
        /// Every character has a glyph in some loaded face.
        var covered: Bool
        var testDescription: String { name }
    }

    static let long = String(
        repeating: "Latin Ελληνικά Кириллица مرحبا שלום 你好 こんにちは 한국어 สวัสดี नमस्ते 😀 ", count: 150
    )

    static let samples: [Sample] = [
        Sample(name: "Arabic", text: "مرحبا بالعالم", covered: true),
        Sample(name: "Hebrew", text: "שלום עולם", covered: true),
        Sample(name: "CJK", text: "你好世界 こんにちは 한국어", covered: true),
        Sample(name: "Thai", text: "สวัสดีครับ", covered: true),
        Sample(name: "Devanagari", text: "नमस्ते दुनिया", covered: true),
        Sample(name: "emoji and symbols", text: "😀😂😍 ☺ ☀ ★ ✈ ⚡", covered: true),
        Sample(name: "combining marks", text: "e\u{301} a\u{30A}\u{323} Z\u{336}\u{301}\u{327} α\u{301} ب\u{64E}", covered: true),
        Sample(name: "long mixed", text: long, covered: true),
        Sample(name: "emoji no face has", text: "👍🏽 🙂 🇫🇷 ❤️", covered: false),
        Sample(name: "unusual scalars", text: "x\u{FFFF}y\u{E000}z\u{10FFFD}", covered: false),
        Sample(name: "zero-width joiners", text: "👨\u{200D}👩\u{200D}👧 a\u{200D}b क\u{94D}\u{200D}ष", covered: false),
    ]

    static let covered = samples.filter(\.covered)
    static let box = Rect(x: 10, y: 10, width: 300, height: 30)
    static let scale = 2.0

    /// Libraries of our own, set up once: every face afresh, and the looks' faces alone.
    static let freshFonts = Result { () throws(RenderError) in try FontLibrary.make(files: FontLibrary.files) }
    static let primaryFonts = Result { () throws(RenderError) in try FontLibrary.make(files: FontLibrary.primaryFiles) }

    let renderer: Renderer
    let measurer: PangoTextMeasurer

    init() throws {
        renderer = try Renderer()
        measurer = try PangoTextMeasurer()
    }

    /// Runs `body` holding the shared library's lock, so that Pango never works
    /// for two libraries at once while other suites render in parallel.
    func exclusively<T>(_ body: () throws -> T) throws -> T {
        let shared = try FontLibrary.shared()
        shared.lock.lock()
        defer { shared.lock.unlock() }
        return try body()
    }

    func run(_ text: String, _ family: FontFamily, weight: FontWeight = .regular, box: Rect = box, lines: Int = 1) -> TextRun {
        TextRun(text: text, font: Font(family, size: 17, weight: weight), color: .black, box: box, lineLimit: lines)
    }

    func render(_ run: TextRun, with renderer: Renderer? = nil) throws -> RGBAImage {
        let size = Size(width: run.box.maxX + 10, height: run.box.maxY + 10)
        return try (renderer ?? self.renderer).image(of: DisplayList(size: size, items: [.text(run)]), scale: Self.scale)
    }

    /// How many pixels inside `rect` (points) carry ink.
    func ink(_ image: RGBAImage, in rect: Rect) -> Int {
        var count = 0
        for y in Int(rect.minY * Self.scale)..<Int(rect.maxY * Self.scale) {
            for x in Int(rect.minX * Self.scale)..<Int(rect.maxX * Self.scale) where (image.pixel(x: x, y: y)?.a ?? 0) > 0 {
                count += 1
            }
        }
        return count
    }

    @Test(arguments: samples, FontFamily.allCases)
    func rendersTheSameBytesEveryTime(_ sample: Sample, _ family: FontFamily) throws {
        let line = run(sample.text, family)
        let first = try render(line)
        let again = try render(line) == first
        #expect(again, "a second render gives the same pixels")
        let samePNG = try PNGEncoder().encode(try render(line)) == PNGEncoder().encode(first)
        #expect(samePNG, "a second render gives the same PNG bytes")
        #expect(ink(first, in: Self.box) > 100, "\(sample.name) in \(family.rawValue) inks its box")
        // A library set up afresh draws the same pixels as the shared one.
        let fresh = try exclusively { try render(line, with: Renderer(fonts: try Self.freshFonts.get())) } == first
        #expect(fresh, "a library set up afresh gives the same pixels")
        // Wrapped over as many lines as fit, in bold.
        let tall = run(sample.text, family, weight: .bold, box: Rect(x: 10, y: 10, width: 150, height: 200), lines: 0)
        let wrapped = try render(tall)
        let wrappedAgain = try render(tall) == wrapped
        #expect(wrappedAgain, "wrapped bold text renders the same twice")
        #expect(ink(wrapped, in: tall.box) > 100)
    }

    @Test(arguments: covered, FontFamily.allCases)
    func fallbackFacesDrawRealGlyphs(_ sample: Sample, _ family: FontFamily) throws {
        for weight in FontWeight.allCases {
            let font = Font(family, size: 17, weight: weight)
            #expect(measurer.missingGlyphs(in: sample.text, font: font) == 0, "\(sample.name), \(weight)")
        }
        let image = try render(run(sample.text, family))
        #expect(ink(image, in: Self.box) > 100)
        // As many characters no face has draw Pango's hex boxes: other ink.
        let boxes = String(repeating: "\u{FFFF}", count: sample.text.unicodeScalars.count)
        #expect(measurer.missingGlyphs(in: boxes, font: Font(family, size: 17)) == boxes.unicodeScalars.count)
        let likeBoxes = try render(run(boxes, family)) == image
        #expect(!likeBoxes, "\(sample.name) draws glyphs, not missing-glyph boxes")
        // Where the look's face alone had boxes, the picture is a new one.
        let (missingBefore, before) = try exclusively {
            let fonts = try Self.primaryFonts.get()
            return (
                PangoTextMeasurer(library: fonts).missingGlyphs(in: sample.text, font: Font(family, size: 17)),
                try render(run(sample.text, family), with: Renderer(fonts: fonts))
            )
        }
        if missingBefore > 0 {
            let unchanged = before == image
            #expect(!unchanged, "\(sample.name) drew \(missingBefore) boxes with the look's faces alone")
        }
    }

    /// One face per script, named in the family list, so the choice does not
    /// depend on the language Pango guesses from the environment.
    @Test(arguments: FontFamily.allCases)
    func eachScriptHasItsFace(_ family: FontFamily) {
        let expected: [(text: String, face: String)] = [
            ("Accounts", family.rawValue),
            // Either look's face comes before the fallbacks.
            ("שלום", "Liberation Sans"),
            ("✓", "Inter"),
            ("\u{E000}", "Inter"),
            ("مرحبا", "DejaVu Sans"),
            ("你好世界", "WenQuanYi Micro Hei"),
            ("こんにちは", "WenQuanYi Micro Hei"),
            ("한국어", "WenQuanYi Micro Hei"),
            ("สวัสดี", "Noto Sans Thai UI"),
            ("नमस्ते", "Noto Sans Devanagari UI"),
            ("தமிழ்", "Noto Sans Tamil UI"),
            // Emoji are colour pictures of Noto Color Emoji, whatever the look.
            ("😀", "Noto Color Emoji"),
            ("❤\u{FE0F}", "Noto Color Emoji"),
            ("☔\u{FE0F}", "Noto Color Emoji"),
            ("👍🏽", "Noto Color Emoji"),
            // A text-presentation symbol stays text.
            ("☺", "Liberation Sans"),
        ]
        for weight in [FontWeight.regular, .bold] {
            for (text, face) in expected {
                #expect(measurer.runFamilies(in: text, font: Font(family, size: 17, weight: weight)) == [face], "\(text) in \(family.rawValue) \(weight)")
            }
        }
    }

    /// What one look drew before does not change what the other draws, nor
    /// how it measures (Pango's caches are per look).
    @Test func drawingOrderDoesNotMatter() throws {
        let text = "👍🏽 🙂 x\u{10FFFD} 你好 ❤\u{FE0F}"
        let modern = run(text, .inter), classic = run(text, .liberationSans)
        let (alone, after, sizeAlone, sizeAfter) = try exclusively {
            let first = try FontLibrary.make(files: FontLibrary.files)
            let second = try FontLibrary.make(files: FontLibrary.files)
            let alone = try render(modern, with: Renderer(fonts: first))
            let sizeAlone = PangoTextMeasurer(library: first).measure(text, font: modern.font, maxWidth: nil, lineLimit: 1)
            _ = try render(classic, with: Renderer(fonts: second))
            _ = PangoTextMeasurer(library: second).measure(text, font: classic.font, maxWidth: nil, lineLimit: 1)
            let after = try render(modern, with: Renderer(fonts: second))
            let sizeAfter = PangoTextMeasurer(library: second).measure(text, font: modern.font, maxWidth: nil, lineLimit: 1)
            return (alone, after, sizeAlone, sizeAfter)
        }
        let same = alone == after
        #expect(same, "the modern look draws the same after the classic one")
        #expect(sizeAlone == sizeAfter)
    }

    @Test func scriptsTheLooksLackNeededTheFallbacks() throws {
        let fonts = try exclusively { try Self.primaryFonts.get() }
        let alone = PangoTextMeasurer(library: fonts)
        for name in ["Arabic", "CJK", "Thai", "Devanagari", "emoji and symbols"] {
            let sample = try #require(Self.samples.first { $0.name == name })
            for family in FontFamily.allCases {
                let missing = try exclusively { alone.missingGlyphs(in: sample.text, font: Font(family, size: 17)) }
                #expect(missing > 0, "\(name) in \(family.rawValue) alone")
            }
        }
    }

    /// Text the looks' faces can show is drawn exactly as with those faces alone.
    @Test(arguments: FontFamily.allCases, FontWeight.allCases)
    func latinTextIsUnchanged(_ family: FontFamily, _ weight: FontWeight) throws {
        let families = FontLibrary.familyList(family).split(separator: ",").map(String.init)
        #expect(families.first == family.rawValue)
        #expect(Array(families.suffix(FontLibrary.fallbacks.count)) == FontLibrary.fallbacks.map(\.family))
        #expect(Set(families) == Set(FontFamily.allCases.map(\.rawValue) + FontLibrary.fallbacks.map(\.family)))
        let line = run("Accounts, “quotes” — naïve café 1234567890 and more words than fit", family, weight: weight)
        let alone = try exclusively { try render(line, with: Renderer(fonts: try Self.primaryFonts.get())) }
        let unchanged = try render(line) == alone
        #expect(unchanged, "Latin text in \(family.rawValue) \(weight) draws as with the look's faces alone")
        let size = measurer.measure(line.text, font: line.font, maxWidth: 120, lineLimit: 0)
        let sizeAlone = try exclusively {
            PangoTextMeasurer(library: try Self.primaryFonts.get()).measure(line.text, font: line.font, maxWidth: 120, lineLimit: 0)
        }
        #expect(size == sizeAlone)
    }

    @Test(arguments: samples, FontFamily.allCases)
    func measuringGivesFinitePositiveSizes(_ sample: Sample, _ family: FontFamily) {
        for weight in [FontWeight.regular, .bold] {
            let font = Font(family, size: 17, weight: weight)
            let cases: [(maxWidth: Double?, lines: Int)] = [(nil, 1), (nil, 0), (120, 0), (120, 2)]
            for (maxWidth, lines) in cases {
                let size = measurer.measure(sample.text, font: font, maxWidth: maxWidth, lineLimit: lines)
                #expect(size.width.isFinite && size.width > 0, "\(sample.name) width \(size.width)")
                #expect(size.height.isFinite && size.height > 0, "\(sample.name) height \(size.height)")
                if let maxWidth { #expect(size.width <= maxWidth) }
            }
            #expect(measurer.width(of: sample.text, font: font) > 0)
        }
    }

    /// Every sample as a label on one screen, laid out and drawn by the theme.
    @Test(arguments: Style.allCases)
    func labelsInEveryScript(_ style: Style) throws {
        let views = Self.samples.enumerated().map { i, sample in
            ViewSpec(
                kind: .label(LabelSpec(text: sample.text, font: FontSpec(size: 17, weight: i.isMultiple(of: 2) ? nil : .bold))),
                id: "sample\(i)", frame: Rect(x: 10, y: 8 + Double(i) * 40, width: 300, height: 36)
            )
        }
        let screen = ControllerSpec(title: "مرحبا 你好 สวัสดี", content: .view(ViewSpec(kind: .view, subviews: views)))
        let scene = Scene(
            name: "fallback", device: .preset(.iphone5), style: style, screens: ["fallback": screen],
            root: .inline(ControllerSpec(content: .navigation(NavigationControllerSpec(viewControllers: [.screen("fallback", at: nil)]))))
        )
        let window = try SceneLayout(scene: scene, measurer: measurer).window(step: 0)
        let list = Theme(style: style, scale: Self.scale).displayList(for: window)
        let image = try renderer.image(of: list, scale: Self.scale)
        let again = try renderer.image(of: list, scale: Self.scale) == image
        #expect(again, "the sheet renders the same twice")
        let png = try PNGEncoder().encode(image)
        try AtomicFile.write(png, to: "/tmp/text-fallback-\(style.rawValue).png")
        let root = window.layoutNode()
        for (i, sample) in Self.samples.enumerated() {
            let frame = try #require(root.node(id: "sample\(i)")).frame
            let dark = ink(image, in: frame.insetBy(dx: 0, dy: 2)) { $0.r < 128 }
            #expect(dark > 100, "\(sample.name) label in \(style.rawValue): \(dark) dark pixels")
        }
    }

    /// How many pixels inside `rect` (points) pass `test`.
    func ink(_ image: RGBAImage, in rect: Rect, where test: (RGBAImage.Pixel) -> Bool) -> Int {
        var count = 0
        for y in Int(rect.minY * Self.scale)..<Int(rect.maxY * Self.scale) {
            for x in Int(rect.minX * Self.scale)..<Int(rect.maxX * Self.scale) {
                if let p = image.pixel(x: x, y: y), test(p) { count += 1 }
            }
        }
        return count
    }

    @Test func aMissingFallbackFileNamesItsPackage() throws {
        let missing = FontLibrary.FontFile(path: "/nonexistent/wqy-microhei.ttc", package: "fonts-wqy-microhei")
        #expect(throws: RenderError.missingFont(path: missing.path, package: "fonts-wqy-microhei")) {
            try FontLibrary.make(files: FontLibrary.primaryFiles + [missing])
        }
        #expect(RenderError.missingFont(path: missing.path, package: missing.package).description
            .contains("apt-get install fonts-wqy-microhei"))
        // Every package a face comes from is one `make deps` installs.
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let makefile = try String(contentsOf: root.appendingPathComponent("Makefile"), encoding: .utf8)
        let line = try #require(makefile.range(of: #"APT_PACKAGES := (?:[^\n]*\\\n)*[^\n]*"#, options: .regularExpression))
        let packages = Set(makefile[line].dropFirst("APT_PACKAGES := ".count).split(whereSeparator: { " \\\n".contains($0) }).map(String.init))
        for package in Set(FontLibrary.files.map(\.package)) {
            #expect(packages.contains(package), "\(package) is not in the Makefile's APT_PACKAGES")
        }
        #expect(Set(FontLibrary.fallbacks.flatMap(\.files).map(\.package)) == ["fonts-dejavu-core", "fonts-noto-ui-core", "fonts-wqy-microhei"])
    }
}
