import MockupCore
import Testing
@testable import MockupUI

/// What each tab shows: its controller's item, a navigation controller's
/// root screen's item or title, a title alone, or an empty slot.
@Suite struct TabBarItemTests {
    static let tabs = """
        screens:
          home: {title: Home, tabBarItem: {image: {systemName: house}}}
          inbox: {title: Inbox, tabBarItem: {title: Messages, image: {systemName: envelope}, badgeValue: "3"}}
          settings: {title: Settings}
          own: {title: Root title}
        root:
          tabBarController:
            viewControllers:
              - navigationController: {viewControllers: [home]}
              - navigationController: {viewControllers: [inbox]}
              - navigationController: {viewControllers: [settings]}
              - {title: Wrapper, tabBarItem: {systemItem: search}, navigationController: {viewControllers: [own]}}
              - navigationController: {viewControllers: [{id: nothing}]}
              - {title: Plain}
        steps: [{selectTab: Messages}, {selectTab: Settings}, {selectTab: Search}, {selectTab: Plain}]
        """

    func items(_ step: Int = 0) throws -> [PresentedView] {
        let played = try Played(Self.tabs)
        let window = try played.layout.window(played.story.states[step])
        return window.allViews.filter { $0.kind.name == "tabBarItem" }
    }

    @Test func navigationControllersShowTheirRootScreensItemsAndTitles() throws {
        let items = try items()
        #expect(items.map(\.title) == ["Home", "Messages", "Settings", "Search", nil, "Plain"])
        let contents = items.compactMap { view -> TabItemContent? in
            if case .tabBarItem(let item) = view.content { item } else { nil }
        }
        #expect(contents.map { $0.image?.systemName } == ["house", "envelope", nil, nil, nil, nil])
        #expect(contents.map(\.systemItem) == [nil, nil, nil, .search, nil, nil])
        #expect(contents[1].badge == "3")
    }

    @Test func selectTabFindsTabsByTheTitlesTheyShow() throws {
        let selected = try (1...4).map { step in
            try items(step).firstIndex { view in
                if case .tabBarItem(let item) = view.content { item.selected } else { false }
            }
        }
        #expect(selected == [1, 2, 3, 5])
    }

    @Test func anItemWithoutAnImageDrawsItsTitleAloneAndNoSquare() throws {
        let items = try items()
        let theme = Theme(style: .modern, scale: 2)
        for (index, view) in items.enumerated() {
            guard case .tabBarItem(let item) = view.content else { continue }
            let drawn = theme.tabItem(item, frame: view.frame)
            let fills = drawn.filter { if case .fill = $0 { true } else { false } }
            let texts = drawn.compactMap { if case .text(let run) = $0 { run.text } else { nil } }
            let hasGlyph = index < 2 || index == 3
            #expect(fills.count == (hasGlyph ? 1 : 0) + (index == 1 ? 1 : 0), "tab \(index)")
            #expect(texts.filter { $0 != "3" } == [view.title ?? ""], "tab \(index)")
        }
    }
}
