import Foundation
import MockupCore
import Testing
@testable import MockupRender
@testable import MockupUI

/// Tables rendered through Cairo: real pixels of the grouped background, the
/// rounded sections, accessories and the selection highlight.
@Suite struct TableRenderTests {
    let renderer: Renderer
    let measurer: PangoTextMeasurer

    init() throws {
        renderer = try Renderer()
        measurer = try PangoTextMeasurer()
    }

    /// iPhone OS 3 / iOS 7 Settings: value1 rows, a titled group, a footer, a selected row.
    static let settings = TableViewSpec(style: .grouped, sections: [
        TableSectionSpec(rows: [
            TableRowSpec(text: "Airplane Mode", detail: "Off", style: .value1),
            TableRowSpec(text: "Wi-Fi", detail: "Not Connected", style: .value1, accessory: .disclosureIndicator),
            TableRowSpec(text: "Notifications", detail: "On", style: .value1, accessory: .disclosureIndicator),
        ]),
        TableSectionSpec(header: "Sounds and Display", footer: "Changes apply to every screen of this device at once.", rows: [
            TableRowSpec(text: "Sounds", accessory: .disclosureIndicator),
            TableRowSpec(text: "Brightness", accessory: .disclosureIndicator, selected: true),
            TableRowSpec(text: "Wallpaper", accessory: .disclosureIndicator),
        ]),
        TableSectionSpec(rows: [TableRowSpec(text: "General", accessory: .disclosureIndicator)]),
    ])

    /// A contact card and a network list: the table header, value2 rows, checkmarks, detail buttons.
    static let card = TableViewSpec(style: .grouped, header: "John Appleseed", sections: [
        TableSectionSpec(rows: [
            TableRowSpec(text: "mobile", detail: "(555) 123-4567", style: .value2),
            TableRowSpec(text: "home", detail: "(555) 765-4321", style: .value2),
            TableRowSpec(text: "email", detail: "john.appleseed@example.com", style: .value2),
        ]),
        TableSectionSpec(header: "Choose a Network...", rows: [
            TableRowSpec(text: "Airport Express", detail: "Secured", style: .subtitle, accessory: .detailDisclosureButton),
            TableRowSpec(text: "Carrier", accessory: .checkmark),
            TableRowSpec(text: "Other...", accessory: .disclosureIndicator),
        ]),
    ])

    /// iPhone OS 3 / iOS 7 Contacts: titled plain sections, subtitles, accessories, a selected row.
    static let contacts = TableViewSpec(style: .plain, sections: [
        TableSectionSpec(header: "A", rows: [
            TableRowSpec(text: "John Appleseed", detail: "Apple Inc.", style: .subtitle),
            TableRowSpec(text: "Kate Appleton", accessory: .checkmark),
        ]),
        TableSectionSpec(header: "B", rows: [
            TableRowSpec(text: "Anna Bell", accessory: .disclosureIndicator, selected: true),
            TableRowSpec(text: "Bob Brown", detail: "Work", style: .value1, accessory: .detailDisclosureButton),
            TableRowSpec(text: "A very long name that cannot fit on one line at all", accessory: .disclosureIndicator),
        ]),
    ])

    static func scene(_ table: TableViewSpec, style: Style, title: String) -> Scene {
        let view = ViewSpec(kind: .tableView(table), autoresizingMask: [.flexibleWidth, .flexibleHeight])
        return Scene(
            name: "tables", style: style,
            screens: ["list": ControllerSpec(title: title, content: .view(view))],
            root: .inline(ControllerSpec(content: .navigation(NavigationControllerSpec(viewControllers: [.screen("list", at: nil)]))))
        )
    }

    /// The window laid out with real text metrics, and its picture at 2x.
    func render(_ table: TableViewSpec, _ style: Style, title: String = "Settings") throws -> (PresentedView, RGBAImage) {
        let window = try SceneLayout(scene: Self.scene(table, style: style, title: title), measurer: measurer).window(step: 0)
        let image = try renderer.image(of: Theme(style: style, scale: 2).displayList(for: window), scale: 2)
        return (window, image)
    }

    func pixel(_ image: RGBAImage, _ x: Int, _ y: Int) throws -> RGBAImage.Pixel { try #require(image.pixel(x: x, y: y)) }

    func near(_ p: RGBAImage.Pixel, _ c: Color, tolerance: Int = 3) -> Bool {
        let target = [c.red, c.green, c.blue].map { Int(($0 * 255).rounded()) }
        return zip([p.r, p.g, p.b].map(Int.init), target).allSatisfy { abs($0 - $1) <= tolerance }
    }

    func nodes(_ view: PresentedView, kind: String) -> [PresentedView] {
        (view.kind.name == kind ? [view] : []) + view.children.flatMap { nodes($0, kind: kind) }
    }

    @Test func writesExamplePictures() throws {
        for style in Style.allCases {
            for (name, table, title) in [
                ("grouped", Self.settings, "Settings"), ("card", Self.card, "Info"), ("plain", Self.contacts, "Contacts"),
            ] {
                let (_, image) = try render(table, style, title: title)
                let png = try PNGEncoder().encode(image)
                try Data(png).write(to: URL(fileURLWithPath: "/tmp/tables-\(name)-\(style.rawValue).png"))
                #expect(png.count > 1000)
            }
        }
    }

    @Test func classicGroupedBackgroundHasPinstripesEverySevenPixels() throws {
        let (_, image) = try render(Self.settings, .classic)
        let stripe = Color(r: 203, g: 210, b: 216), base = Color(r: 197, g: 204, b: 211)
        // y 70 is in the 10 points above the first section; the table starts at x 0.
        for x in [0, 343, 630] where x % 7 == 0 {
            #expect(near(try pixel(image, x, 140), stripe, tolerance: 0), "column \(x)")
            #expect(near(try pixel(image, x + 7, 140), stripe, tolerance: 0), "column \(x + 7)")
            for between in 1...6 {
                #expect(near(try pixel(image, x + between, 140), base, tolerance: 0), "column \(x + between)")
            }
        }
    }

    @Test func classicSectionCornersAreRoundedToTheBackground() throws {
        let (window, image) = try render(Self.settings, .classic)
        let cells = nodes(window, kind: "tableCell")
        #expect(cells.prefix(3).map(\.frame) == [74.0, 118, 162].map { Rect(x: 10, y: $0, width: 300, height: 44) })
        func isBackground(_ x: Int, _ y: Int) throws -> Bool {
            let p = try pixel(image, x, y)
            return near(p, Color(r: 197, g: 204, b: 211)) || near(p, Color(r: 203, g: 210, b: 216))
        }
        // Outer corner pixels of the section (device pixels at 2x) show the background...
        #expect(try isBackground(20, 148) && isBackground(21, 149))
        #expect(try isBackground(619, 148) && isBackground(20, 411) && isBackground(619, 411))
        // ...a middle cell's corner is square, in the border colour, and the body is white.
        #expect(near(try pixel(image, 20, 236), Color(r: 180, g: 180, b: 180)))
        #expect(near(try pixel(image, 24, 230), .white, tolerance: 0))
        // Modern sections are square and edge to edge.
        let (_, modern) = try render(Self.settings, .modern)
        #expect(near(try pixel(modern, 0, 200), .white, tolerance: 0))
    }

    @Test func checkmarkIsInkedInsideItsAccessory() throws {
        for (style, ink) in [(Style.classic, Color(r: 50, g: 79, b: 133)), (.modern, Color(r: 0, g: 122, b: 255))] {
            let (window, image) = try render(Self.card, style)
            let check = try #require(nodes(window, kind: "imageView").first {
                $0.content == .tableDecoration(.accessory(.checkmark, highlighted: false))
            })
            var inked = 0, outside = 0
            let area = check.frame.insetBy(dx: -6, dy: -6)
            for y in Int(area.minY * 2)..<Int(area.maxY * 2) {
                for x in Int(area.minX * 2)..<Int(area.maxX * 2) where near(try pixel(image, x, y), ink, tolerance: 10) {
                    if check.frame.contains(Point(x: Double(x) / 2, y: Double(y) / 2)) { inked += 1 } else { outside += 1 }
                }
            }
            #expect(inked > 20, "\(style)")
            #expect(outside == 0, "\(style)")
        }
    }

    @Test func selectedRowIsHighlighted() throws {
        let (window, image) = try render(Self.contacts, .classic, title: "Contacts")
        let cell = try #require(nodes(window, kind: "tableCell").first { $0.text == "Anna Bell" })
        let top = Int(cell.frame.minY * 2), bottom = Int(cell.frame.maxY * 2) - 3
        #expect(near(try pixel(image, 6, top), Color(r: 5, g: 140, b: 245), tolerance: 6))
        #expect(near(try pixel(image, 6, bottom), Color(r: 1, g: 94, b: 230), tolerance: 6))
        // Its text is white.
        let (_, plain) = try render(Self.contacts, .modern, title: "Contacts")
        #expect(near(try pixel(plain, 6, top + 10), Color(r: 217, g: 217, b: 217), tolerance: 0))
        var white = 0
        for x in 20..<200 where near(try pixel(image, x, Int(cell.frame.midY * 2)), .white, tolerance: 10) { white += 1 }
        #expect(white > 10)
    }

    @Test func classicPlainDefaultCellTextSpansAsIOS5s() throws {
        // "Julius Caesar" in an iOS 5 plain table spans 128 px at 1x (bold 20 Helvetica); bold 17 spanned 108.
        let plays = TableViewSpec(style: .plain, sections: [TableSectionSpec(rows: [TableRowSpec(text: "Julius Caesar")])])
        let (window, image) = try render(plays, .classic, title: "Plays")
        let cell = try #require(nodes(window, kind: "tableCell").first)
        let y0 = Int(cell.frame.minY * 2) + 4, y1 = Int(cell.frame.maxY * 2) - 4
        var inked: [Int] = []
        for x in 0..<image.width {
            for y in y0..<y1 where try pixel(image, x, y).r < 128 { inked.append(x); break }
        }
        let span = Double((inked.last ?? 0) - (inked.first ?? 0) + 1) / 2
        #expect(abs(span - 128) <= 6, "\(span) points")
    }
}
