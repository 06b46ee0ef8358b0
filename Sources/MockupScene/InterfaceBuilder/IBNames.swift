import Foundation
import MockupUI

/// Interface Builder's names for system items and colours, in the scene format's terms.
enum IBNames {
    /// A bar button system item (IB writes UIKit's names; `pageCurl` has no glyph here).
    static func barSystemItem(_ name: String) -> String? {
        BarButtonItemSpec.SystemItem(rawValue: name)?.rawValue
    }

    static func tabSystemItem(_ name: String) -> String? {
        TabBarItemSpec.SystemItem(rawValue: name)?.rawValue
    }

    /// The legacy archives' UITabBarSystemItem numbers (UIKit's enum order).
    static let tabSystemItems = ["more", "favorites", "featured", "topRated", "recents", "contacts",
                                 "history", "bookmarks", "search", "downloads", "mostRecent", "mostViewed"]
    /// The legacy archives' UIBarButtonSystemItem numbers (UIKit's enum order).
    static let barSystemItems = ["done", "cancel", "edit", "save", "add", "flexibleSpace", "fixedSpace", "compose", "reply",
                                 "action", "organize", "bookmarks", "search", "refresh", "stop", "camera", "trash", "play",
                                 "pause", "rewind", "fastForward", "undo", "redo", "pageCurl"]

    /// UIKit's light values of the colours IB names without resolving them
    /// (`cocoaTouchSystemColor` of Xcode 10 and earlier, and system colours a
    /// file's `<resources>` does not list; R2, System colours).
    static func systemColor(_ name: String) -> String? {
        let values: [String: (Double, Double, Double, Double)] = [
            "darkTextColor": (0, 0, 0, 1), "lightTextColor": (1, 1, 1, 0.6), "whiteColor": (1, 1, 1, 1), "blackColor": (0, 0, 0, 1),
            "clearColor": (0, 0, 0, 0), "groupTableViewBackgroundColor": (239 / 255, 239 / 255, 244 / 255, 1),
            "tableCellGroupedBackgroundColor": (1, 1, 1, 1), "viewFlipsideBackgroundColor": (31 / 255, 33 / 255, 36 / 255, 1),
            "scrollViewTexturedBackgroundColor": (111 / 255, 113 / 255, 121 / 255, 1),
            "systemBackgroundColor": (1, 1, 1, 1), "secondarySystemBackgroundColor": (242 / 255, 242 / 255, 247 / 255, 1),
            "systemGroupedBackgroundColor": (242 / 255, 242 / 255, 247 / 255, 1), "secondarySystemGroupedBackgroundColor": (1, 1, 1, 1),
            "labelColor": (0, 0, 0, 1), "secondaryLabelColor": (60 / 255, 60 / 255, 67 / 255, 0.6),
            "tertiaryLabelColor": (60 / 255, 60 / 255, 67 / 255, 0.3), "separatorColor": (60 / 255, 60 / 255, 67 / 255, 0.29),
            "systemBlueColor": (0, 122 / 255, 1, 1), "systemRedColor": (1, 59 / 255, 48 / 255, 1),
            "systemGreenColor": (52 / 255, 199 / 255, 89 / 255, 1), "systemGrayColor": (142 / 255, 142 / 255, 147 / 255, 1),
            "systemOrangeColor": (1, 149 / 255, 0, 1), "systemYellowColor": (1, 204 / 255, 0, 1),
        ]
        return values[name].map { hex($0.0, $0.1, $0.2, $0.3) }
    }

    /// `#rrggbb`, or `#rrggbbaa` when not opaque, from components in 0...1.
    static func hex(_ r: Double, _ g: Double, _ b: Double, _ a: Double) -> String {
        func byte(_ v: Double) -> String { String(format: "%02x", v.isNaN ? 0 : Int((min(max(v, 0), 1) * 255).rounded())) }
        return "#" + byte(r) + byte(g) + byte(b) + (a < 1 ? byte(a) : "")
    }
}
