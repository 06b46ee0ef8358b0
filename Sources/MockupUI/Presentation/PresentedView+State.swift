import MockupCore

extension PresentedView {
    /// What the view shows beyond its frame and text, in words for the tree
    /// text: a selected cell, tab or segment; a switch on or off; a slider's,
    /// a progress view's and a page control's values; a field being edited;
    /// a spinning activity indicator.
    var stateWords: [String] {
        switch content {
        case .tableCell(let cell): return cell.selected ? ["selected"] : []
        case .tabBarItem(let item): return item.selected ? ["selected"] : []
        case .control(let control):
            switch control.kind {
            case .segment(let segment): return segment.selected ? ["selected"] : []
            case .switchControl(let toggle): return [toggle.on >= 0.5 ? "on" : "off"]
            case .slider(let slider): return ["value \(Self.percent(slider.fraction))"]
            case .progressView(let progress): return ["progress \(Self.percent(progress.progress))"]
            case .pageControl(let pages): return ["page \(pages.current + 1) of \(pages.pages)"]
            case .textField(let field): return field.caret != nil ? ["editing"] : []
            case .activityIndicator(let spinner): return spinner.animating ? ["animating"] : []
            default: return []
            }
        default: return []
        }
    }

    /// A fraction as a whole percentage: `40%`.
    private static func percent(_ fraction: Double) -> String { "\(Int((min(1, max(0, fraction)) * 100).rounded()))%" }
}
