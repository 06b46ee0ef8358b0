import MockupCore

/// What a container tells the controllers inside it while laying them out,
/// and what the layout records on the way (the sizes screens were given).
struct LayoutContext {
    /// Each screen's root view size when first laid out, by instance id.
    var referenceSizes: [String: ScreenReference]
    /// Sizes given to screens laid out for the first time in this pass.
    var screenSizes: [String: ScreenReference] = [:]
    /// How far each bar is from where it sits when shown, for views that ride on it.
    var rides: [BarEdge: Ride] = [:]
    /// The bars of the innermost navigation controller, which bars placed
    /// inside it (a segmented controller's) match.
    var enclosingBar: BarContent?
    /// Whether the innermost navigation controller shows its toolbar, where a
    /// segmented controller placed in a toolbar puts its control.
    var enclosingToolbarShown = false
    /// The height of the translucent bottom bar right beneath the content being
    /// laid out, under which a table reaching the bottom runs on (0: none).
    var bottomUnderlap = 0.0
    /// How far above the content being laid out its controller's view runs on
    /// in UIKit, beneath the status bar and translucent top bars (iOS 7's
    /// edgesForExtendedLayout; 0 in the classic look): where `view.top` of a
    /// screen's constraints lies.
    var topUnderlap = 0.0
    /// Whether the search field of the screens being laid out sits at the
    /// bottom, opened from iOS 26's search tab, rather than in their navigation bar.
    var searchFieldAtBottom = false
    /// Whether a tab bar floats at the top, in the navigation bar's title area
    /// (iPadOS 18 on), where the next navigation bar down leaves its title out.
    var tabBarAtTop = false

    init(referenceSizes: [String: ScreenReference]) {
        self.referenceSizes = referenceSizes
    }

    /// What a container passed down restored to `outer`, keeping what the
    /// pass recorded in `inner`.
    init(restoring outer: LayoutContext, keeping inner: LayoutContext) {
        self = outer
        screenSizes = inner.screenSizes
    }
}

/// A bar's displacement from its shown position, and how much the content
/// beside it grew because of it (non-zero only when the bar is opaque and
/// its content resizes). A riding view is placed as if the bar were shown,
/// then moved with the bar.
struct Ride: Hashable {
    var dy: Double = 0
    var topGrowth: Double = 0
    var bottomGrowth: Double = 0
}

