import MockupCore

/// Where a large title is during a push or pop between navigation bars, as
/// UIKit moves it (after flutter/flutter:cupertino/nav_bar.dart,
/// `_NavigationBarComponentsTransition`, which reproduces iOS 11's motion):
///
/// - the screen beneath's large title flies into the back button of the
///   screen on top, shrinking from its size to the back button's and fading
///   out over the first 60% (`bottomLargeTitle`); when the screen on top has
///   no back button it only shifts a quarter width toward the trailing edge,
///   fading out over the first 40%;
/// - the screen on top's large title slides in a full width from the trailing
///   edge, fading in after the first 30% (`topLargeTitle`).
///
/// `a` is how far the push has gone: `p` on push, `1 - p` on pop, so that a
/// pop plays the push backwards, as UIKit's does.
struct LargeTitleFlight {
    var a: Double
    var width: Double

    /// The large title of the screen beneath, flying toward the back button
    /// of the bar on top, if it has one (its box in that bar's place).
    func beneath(_ title: PresentedView, backButton: PresentedView?) -> PresentedView {
        guard let back = backButton, case .label(let label) = title.content,
              case .backButton(let item) = back.content else {
            return title.translated(width / 4 * a, 0).fading(fadeOut(by: 0.4))
        }
        let target = item.titleBox ?? back.frame
        let from = label.run.box
        let size = Progress(a).interpolate(label.run.font.size, item.titleFontSize ?? label.run.font.size / 2)
        let scale = size / label.run.font.size
        let box = Rect(
            x: Progress(a).interpolate(from.minX, target.minX),
            y: Progress(a).interpolate(from.midY, target.midY) - from.height * scale / 2,
            width: from.width, height: from.height * scale
        )
        var run = label.run
        run.font = run.font.with(size: size)
        run.box = box
        var view = title
        view.frame = box
        view.content = .label(LabelContent(run: run, background: label.background))
        return view.fading(fadeOut(by: 0.6))
    }

    /// The large title of the screen on top, sliding in from the trailing edge.
    func onTop(_ title: PresentedView) -> PresentedView {
        title.translated(width * (1 - a), 0).fading(min(1, max(0, (a - 0.3) / 0.7)))
    }

    private func fadeOut(by end: Double) -> Double {
        min(1, max(0, 1 - a / end))
    }
}
