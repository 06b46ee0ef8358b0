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
            case .switchControl, .pageControl: return shownValue.map { [$0] } ?? []
            case .slider: return shownValue.map { ["value " + $0] } ?? []
            case .progressView: return shownValue.map { ["progress " + $0] } ?? []
            case .textField(let field): return field.caret != nil ? ["editing"] : []
            case .activityIndicator(let spinner): return spinner.animating ? ["animating"] : []
            default: return []
            }
        default: return []
        }
    }

    /// The value a control shows, in words (what VoiceOver reads as its value
    /// too): a switch `on` or `off`, a slider's and a progress view's share
    /// as a whole percentage (`40%`), a page control's `page 2 of 5`; nil for the rest.
    var shownValue: String? {
        guard case .control(let control) = content else { return nil }
        func percent(_ fraction: Double) -> String { "\(Int((min(1, max(0, fraction)) * 100).rounded()))%" }
        switch control.kind {
        case .switchControl(let toggle): return toggle.on >= 0.5 ? "on" : "off"
        case .slider(let slider): return percent(slider.fraction)
        case .progressView(let progress): return percent(progress.progress)
        case .pageControl(let pages): return "page \(pages.current + 1) of \(pages.pages)"
        default: return nil
        }
    }
}
