import MockupCore

extension SceneLayout {
    /// What a navigation bar shows: the top item, and the title of the item
    /// beneath it for the back button (nil at the root).
    struct NavigationBarState {
        var top: NavigationItemSpec
        var backTitle: String?
        /// Whether the top screen's title shows large, below the items.
        var largeTitle = false
        /// How far the large title has collapsed as content scrolled up beneath
        /// it, in points (0 to the large-title bar's extra height).
        var collapse = 0.0
        /// The search controller's row at the bottom of the bar (0: none), and how
        /// much of it has collapsed as content scrolled up (it goes before the large title).
        var searchRow = 0.0
        var searchCollapse = 0.0
        /// Whether the title (or title view) in the items' row gives way to a
        /// tab bar floating there; a large title still shows below.
        var titleGivesWay = false

        /// The part of the search row still showing.
        var searchShown: Double { max(0, searchRow - searchCollapse) }
    }

    /// Whether the top screen of a stack shows a large title: the controller
    /// prefers them, the look has them, the bar is in portrait (iPhone's compact
    /// height has none), and the screen asks for one: `always`, or `automatic`
    /// over a screen that showed one (the root shows one unless it says `never`).
    func showsLargeTitle(_ nav: NavigationState) -> Bool {
        guard nav.spec.prefersLargeTitles, metrics.largeTitleFont != nil, !orientation.isLandscape else { return false }
        var large = true
        for screen in nav.stack {
            switch navigationItem(of: screen.spec).largeTitleDisplayMode {
            case .always: large = true
            case .never: large = false
            case .automatic: break
            }
        }
        return large
    }

    /// The bar's height for a state (74 with a prompt; 32 in landscape; the look's large-title height).
    func navigationBarHeight(_ state: NavigationBarState) -> Double {
        if state.largeTitle { return metrics.largeTitleBarHeight - state.collapse + state.searchShown }
        if state.top.prompt != nil && !orientation.isLandscape { return metrics.navigationBarPromptHeight + state.searchShown }
        return metrics.navigationBarHeight + state.searchShown
    }

    /// The navigation item a controller shows, its title defaulting to the controller's.
    func navigationItem(of spec: ControllerSpec) -> NavigationItemSpec {
        var item = spec.navigationItem ?? NavigationItemSpec()
        if item.title == nil { item.title = spec.title }
        return item
    }

    /// The back button's title for the screen beneath: its backBarButtonItem's
    /// title, else its title, else "Back" (Apple docs).
    func backTitle(of beneath: NavigationItemSpec) -> String {
        beneath.backBarButtonItem?.title ?? beneath.title ?? "Back"
    }

    /// A navigation bar with its items, title (or title view) and prompt.
    func navigationBar(frame: Rect, state: NavigationBarState, bar: BarContent, id: String? = nil) throws(DiagnosticError) -> PresentedView {
        let item = state.top
        var node = PresentedView(kind: .navigationBar, id: id, frame: frame, title: item.title, content: .navigationBar(bar))
        // The search row takes the bottom of the bar; the rest is laid out as without it.
        let search = state.searchShown
        let upper = Rect(x: frame.minX, y: frame.minY, width: frame.width, height: frame.height - search)
        if let controller = item.searchController, search > 0 {
            node.children.append(searchControllerBar(controller, frame: Rect(x: frame.minX, y: upper.maxY, width: frame.width, height: search),
                                                     row: state.searchRow))
        }
        var row = contentRow(of: upper, height: state.largeTitle ? metrics.navigationBarHeight : upper.height)
        if let prompt = item.prompt, upper.height > metrics.navigationBarHeight {
            let promptFrame = Rect(x: frame.minX, y: frame.minY, width: frame.width, height: upper.height - metrics.navigationBarHeight)
            row = Rect(x: frame.minX, y: promptFrame.maxY, width: frame.width, height: metrics.navigationBarHeight)
            let run = TextRun(text: prompt, font: bars.promptFont, color: titleColor(bar, base: bars.promptColor), box: promptFrame,
                              alignment: .center, shadow: metrics.navigationTitleShadow)
            node.children.append(.label(run))
        }
        let margin = metrics.navigationBarMargin(screenWidth: interfaceSize.width)

        // Leading side: left items replace the back button.
        var leadingEnd = row.minX + margin
        var hasLeading = false
        if !item.leftBarButtonItems.isEmpty {
            let measured = item.leftBarButtonItems.map { measure($0, bar: bar, inNavigationBar: true) }
            let placed = try placeLeading(measured, from: row.minX + margin, in: row, content: bar)
            node.children += placed.nodes
            leadingEnd = placed.end
            hasLeading = true
        } else if let back = state.backTitle, !item.hidesBackButton {
            let button = backButton(title: back, bar: bar, in: row, x: row.minX + margin)
            node.children.append(button)
            leadingEnd = button.frame.maxX
            hasLeading = true
        }

        // Trailing side.
        var trailingStart = row.maxX - margin
        var hasTrailing = false
        if !item.rightBarButtonItems.isEmpty {
            let measured = item.rightBarButtonItems.map { measure($0, bar: bar, inNavigationBar: true) }
            let placed = try placeTrailing(measured, from: row.maxX - margin, in: row, content: bar)
            node.children += placed.nodes
            trailingStart = placed.start
            hasTrailing = true
        }

        let leadingLimit = hasLeading ? leadingEnd + bars.itemGap : row.minX + margin
        let trailingLimit = hasTrailing ? trailingStart - bars.itemGap : row.maxX - margin
        // A tab bar at the top holds the title area: no title view or inline title there.
        if let titleView = item.titleView, !state.titleGivesWay {
            let size = customViewSize(titleView)
            let width = min(size.width, max(0, trailingLimit - leadingLimit))
            let placement = NavigationTitlePlacement.frame(titleWidth: width, bar: row, leadingLimit: leadingLimit, trailingLimit: trailingLimit)
            let viewFrame = Rect(x: placement.minX, y: row.minY + (row.height - size.height) / 2, width: placement.width, height: size.height)
            if var view = try barCustomView(titleView, frame: viewFrame, in: bar) {
                view.tags.insert(.navigationTitle)
                node.children.append(view)
            }
        } else if let title = item.title, !title.isEmpty, state.largeTitle, let largeFont = metrics.largeTitleFont {
            let attributes = bar.largeTitleTextAttributes
            let font = attributed(largeFont, attributes)
            let inset = metrics.largeTitleBottomInset
            let height = measurer.measure(title, font: font, maxWidth: nil, lineLimit: 1).height.rounded(.up)
            let box = Rect(x: row.minX + margin, y: upper.maxY - inset - height, width: max(0, row.width - 2 * margin), height: height)
            let color = attributes?.foregroundColor ?? titleColor(bar, base: metrics.navigationTitleColor)
            var label = PresentedView.label(TextRun(text: title, font: font, color: color, box: box))
            label.tags.formUnion([.navigationTitle, .largeTitle])
            // It slides up under the items' row as it collapses: UIKit clips it
            // there; it fades by the share of it that has gone under (chosen).
            label.alpha = min(1, max(0, (box.maxY - row.maxY) / max(box.height, 1)))
            node.children.append(label)
        } else if let title = item.title, !title.isEmpty, !state.titleGivesWay {
            let font = attributed(metrics.navigationTitleFont, bar.titleTextAttributes)
            let width = measurer.width(of: title, font: font)
            let titleFrame = NavigationTitlePlacement.frame(titleWidth: width, bar: row, leadingLimit: leadingLimit, trailingLimit: trailingLimit)
            let run = TextRun(
                text: title, font: font, color: bar.titleTextAttributes?.foregroundColor ?? titleColor(bar, base: metrics.navigationTitleColor),
                box: titleFrame, alignment: .center, shadow: metrics.navigationTitleShadow
            )
            var label = PresentedView.label(run)
            label.tags.insert(.navigationTitle)
            node.children.append(label)
        }
        return node
    }

    /// A bar's title font with its text attributes' size and weight over the look's.
    func attributed(_ font: Font, _ attributes: TextAttributesSpec?) -> Font {
        guard let own = attributes?.font else { return font }
        return Font(font.family, size: own.size ?? font.size, weight: own.weight ?? font.weight)
    }

    /// Text on black bars is white in every look.
    func titleColor(_ bar: BarContent, base: Color) -> Color {
        bar.barStyle == .default ? base : .white
    }

    /// The back button, shaped by the look (a bordered arrow, or a chevron and title).
    /// A title wider than 40% of the bar reads "Back" instead, as UIKit does.
    func backButton(title: String, bar: BarContent, in row: Rect, x: Double) -> PresentedView {
        let font = bars.itemFont
        var text = title
        var textWidth = measurer.width(of: text, font: font).rounded(.up)
        if textWidth > row.width * 0.4 {
            text = "Back"
            textWidth = measurer.width(of: text, font: font).rounded(.up)
        }
        let (frame, titleBox) = look.backButton(textWidth: textWidth, x: x, row: row, borderedHeight: borderedHeight(barHeight: row.height))
        var content = BarItemContent(shape: .back, done: false, title: text, systemItem: nil, bar: bar, titleBox: titleBox)
        content.titleFontSize = font.size
        return PresentedView(kind: .backButton, frame: frame, title: text, content: .backButton(content))
    }

    /// A search controller's bar in its row at the bottom of a navigation bar:
    /// the look's search field, centred in the full row and cut at the bottom
    /// to the part still showing as the bar's bottom edge rises, fading as it
    /// goes (chosen), on the bar's own background.
    func searchControllerBar(_ controller: SearchControllerSpec, frame: Rect, row: Double) -> PresentedView {
        let full = Rect(x: frame.minX, y: frame.minY, width: frame.width, height: row)
        var view = searchBarView(SearchBarSpec(text: controller.text, placeholder: controller.placeholder), frame: full)
        if case .control(var control) = view.content, case .searchBar(var content) = control.kind {
            content.paintsBackground = false
            control.kind = .searchBar(content)
            view.content = .control(control)
        }
        view.alpha = row > 0 ? min(1, frame.height / row) : 1
        guard frame.height < row else { return view }
        var clip = PresentedView(kind: .searchRow, frame: frame, clipsToBounds: true, children: [view], tags: [.decoration])
        clip.alpha = 1
        return clip
    }
}
