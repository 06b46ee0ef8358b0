/// Scene files used by the tests.
enum Fixtures {
    /// Every container, view kind and step kind.
    static let fullScene = """
        device: iphone-5
        style: modern
        orientation: portrait
        fps: 24
        statusBar: false
        screens:
          accounts:
            title: Accounts
            tabBarItem: {systemItem: contacts, badgeValue: 3}
            navigationItem:
              rightBarButtonItem: {systemItem: add}
              leftBarButtonItems:
                - {title: Edit, style: bordered}
              backBarButtonItem: {title: Back}
              prompt: Choose one
            toolbarItems:
              - {systemItem: flexibleSpace}
              - {systemItem: fixedSpace, width: 20}
              - customView: {segmentedControl: {segments: [List, Day, Month], selectedSegmentIndex: 1, controlStyle: bar}}
            table:
              style: grouped
              header: People
              sections:
                - header: A
                  footer: End of A
                  rows:
                    - Adam
                    - {text: Jack, detail: Friend, style: subtitle, accessory: disclosureIndicator, selected: true}
                - rows: [Zoe, 42]
          jack:
            title: Jack
            hidesBottomBarWhenPushed: true
            appearance: {navigationBarHidden: false, toolbarHidden: false, barStyle: blackTranslucent, translucent: true, tintColor: "#6d84a2"}
            navigationItem:
              titleView: {segmentedControl: {segments: [One, Two]}}
              hidesBackButton: true
            view:
              view:
                backgroundColor: groupTableViewBackground
                subviews:
                  - label:
                      id: name
                      text: Jack
                      frame: [20, 20.5, 280, 30]
                      font: {size: 17, weight: bold}
                      textColor: darkGray
                      textAlignment: center
                      numberOfLines: 0
                      autoresizingMask: [flexibleWidth, flexibleBottomMargin]
                  - button: {title: Call, type: system, tintColor: red, frame: [20, 60, 100, 44], alpha: 0.5, hidden: true, clipsToBounds: true}
                  - textField: {text: hi, placeholder: Name, borderStyle: bezel, font: {size: 14}, clearButton: true}
                  - imageView: {image: {color: "#ff000080", systemName: star}, contentMode: scaleAspectFit}
                  - navigationBar: {barStyle: black, tintColor: blue, items: [{title: Back}, {title: Top, rightBarButtonItem: {systemItem: done}}]}
                  - toolbar: {items: [{systemItem: trash}], ridesOn: toolbar, autoresizingMask: flexibleTopMargin}
                  - tabBar: {items: [{title: One, image: {systemName: star}}, {systemItem: more}], selectedIndex: 1}
                  - tableView: {rows: [A, B]}
                  - searchBar: {text: query, placeholder: Search}
                  - view:
          italy: {title: Italy}
          australia: {title: Australia}
          countries:
            title: Countries
            segmentedController:
              id: seg
              viewControllers: [italy, australia]
              selectedSegmentIndex: 1
              placement: toolbar
              controlStyle: bordered
              backButtonFollowsSegment: false
        root:
          toolbarController:
            id: tools
            toolbarItems: [{title: Static}]
            content:
              tabBarController:
                id: tabs
                selectedIndex: 2
                viewControllers:
                  - navigationController:
                      id: nav
                      viewControllers: [accounts]
                      barStyle: black
                      tintColor: "#6d84a2"
                      navigationBarHidden: false
                      toolbarHidden: false
                  - countries
                  - id: inline
                    title: Inline
                    tabBarItem: {title: Favs, systemItem: favorites}
        steps:
          - selectRow: 1
          - selectRow: Jack
          - push: jack
          - {push: jack, on: nav, animated: false}
          - toggleBars
          - {setToolbarHidden: true, animated: false}
          - setNavigationBarHidden: false
          - {setBarStyle: blackTranslucent, duration: 0.4}
          - setToolbarItems: [{systemItem: refresh}]
          - rotate: landscapeLeft
          - wait: 0.5
          - pop
          - popToRoot
          - selectTab: 1
          - selectTab: Countries
          - selectSegment: "0"
          - {selectSegment: 0, on: seg}
        """

    /// A smaller scene written in YAML ...
    static let contactsYAML = """
        device: {width: 320, height: 480, scale: 2, statusBarHeight: 20}
        fps: 60
        screens:
          list:
            title: Contacts
            navigationItem: {rightBarButtonItems: [{systemItem: add}, {title: Edit}]}
            table: {rows: [Jack, {text: Kate, accessory: checkmark}]}
          jack:
            title: Jack
            toolbarItems: [{systemItem: flexibleSpace}, {systemItem: action}]
            view:
              view:
                backgroundColor: "#ffffff"
                subviews:
                  - label: {text: Jack, frame: [10, 10, 300, 20], font: {size: 20}}
        root:
          navigationController:
            viewControllers: [list]
            tintColor: black
        steps:
          - selectRow: Jack
          - {push: jack, duration: 0.25}
          - {wait: 1}
          - pop
        """

    /// ... and the same scene in JSON.
    static let contactsJSON = """
        {
          "device": {"width": 320, "height": 480, "scale": 2, "statusBarHeight": 20},
          "fps": 60,
          "screens": {
            "list": {
              "title": "Contacts",
              "navigationItem": {"rightBarButtonItems": [{"systemItem": "add"}, {"title": "Edit"}]},
              "table": {"rows": ["Jack", {"text": "Kate", "accessory": "checkmark"}]}
            },
            "jack": {
              "title": "Jack",
              "toolbarItems": [{"systemItem": "flexibleSpace"}, {"systemItem": "action"}],
              "view": {
                "view": {
                  "backgroundColor": "#ffffff",
                  "subviews": [
                    {"label": {"text": "Jack", "frame": [10, 10, 300, 20], "font": {"size": 20}}}
                  ]
                }
              }
            }
          },
          "root": {
            "navigationController": {
              "viewControllers": ["list"],
              "tintColor": "black"
            }
          },
          "steps": [
            {"selectRow": "Jack"},
            {"push": "jack", "duration": 0.25},
            {"wait": 1},
            "pop"
          ]
        }
        """
}
