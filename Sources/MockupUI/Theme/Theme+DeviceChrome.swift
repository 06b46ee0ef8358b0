import MockupCore

extension Theme {
    /// The Dynamic Island and the home indicator: pills of their frame's colour, fully rounded.
    func deviceChrome(_ chrome: DeviceChrome, frame: Rect) -> [DisplayItem] {
        let color: Color
        switch chrome {
        case .dynamicIsland: color = .black
        case .homeIndicator(let ink): color = ink
        }
        return [.fill(.roundedRect(frame, radius: min(frame.width, frame.height) / 2), .color(color), .winding)]
    }

    /// The display's rounded corners: everything outside them cut away (transparent).
    func screenCorners(_ items: [DisplayItem], size: Size, radius: Double) -> [DisplayItem] {
        guard radius > 0 else { return items }
        return [.group(Group(clip: .roundedRect(Rect(x: 0, y: 0, width: size.width, height: size.height), radius: radius), items: items))]
    }
}
