import Testing

/// The seed scenes of Fixtures/scenes: what every step shows and where, and
/// the whole lifecycle trace, in UIKit's order.
@Suite struct SeedSceneTests {
    @Test func mailToolbar() throws {
        let seed = try Seed("mail-toolbar")
        #expect(try (0..<seed.steps).map(seed.summary) == [
            "screen#mail 0,20,320,460 | screen#nav 0,20,320,416 | screen#mailboxes 0,64,320,372 | navigationBar 0,20,320,44 'Mailboxes' | toolbar 0,436,320,44 [·, ·, ·] | statusBar 0,0,320,20",
            "screen#mail 0,20,320,460 | screen#nav 0,20,320,416 | screen#mailboxes 0,64,320,372 | navigationBar 0,20,320,44 'Mailboxes' | toolbar 0,436,320,44 [·, ·, ·] | statusBar 0,0,320,20",
            "screen#mail 0,20,320,460 | screen#nav 0,20,320,416 | screen#inbox 0,64,320,372 | navigationBar 0,20,320,44 'Inbox (3)' [Mailboxes, Edit] | toolbar 0,436,320,44 [·, ·] | statusBar 0,0,320,20",
            "screen#mail 0,20,320,460 | screen#nav 0,20,320,416 | screen#inbox 0,64,320,372 | navigationBar 0,20,320,44 'Inbox (3)' [Mailboxes, Edit] | toolbar 0,436,320,44 [·, ·] | statusBar 0,0,320,20",
            "screen#mail 0,20,320,460 | screen#nav 0,20,320,416 | screen#message 0,64,320,372 | navigationBar 0,20,320,44 '1 of 7' [Inbox (3)] | toolbar 0,436,320,44 [·] | statusBar 0,0,320,20",
            "screen#mail 0,20,320,460 | screen#nav 0,20,320,416 | screen#inbox 0,64,320,372 | navigationBar 0,20,320,44 'Inbox (3)' [Mailboxes, Edit] | toolbar 0,436,320,44 [·, ·] | statusBar 0,0,320,20",
            "screen#mail 0,20,320,460 | screen#nav 0,20,320,416 | screen#mailboxes 0,64,320,372 | navigationBar 0,20,320,44 'Mailboxes' | toolbar 0,436,320,44 [·, ·, ·] | statusBar 0,0,320,20",
        ])
        #expect(seed.played.events == [
            "0 mail viewDidLoad", "0 nav viewDidLoad", "0 mailboxes viewDidLoad",
            "0 mail viewWillAppear", "0 nav viewWillAppear", "0 mailboxes viewWillAppear",
            "0 mail viewDidAppear", "0 nav viewDidAppear", "0 mailboxes viewDidAppear",
            "2 inbox viewDidLoad", "2 mailboxes viewWillDisappear", "2 inbox viewWillAppear",
            "2 mailboxes viewDidDisappear", "2 inbox viewDidAppear", "4 message viewDidLoad",
            "4 inbox viewWillDisappear", "4 message viewWillAppear", "4 inbox viewDidDisappear",
            "4 message viewDidAppear", "5 message viewWillDisappear", "5 inbox viewWillAppear",
            "5 message viewDidDisappear", "5 inbox viewDidAppear", "6 inbox viewWillDisappear",
            "6 mailboxes viewWillAppear", "6 inbox viewDidDisappear", "6 mailboxes viewDidAppear",
        ])
    }

    @Test func icabNavbar() throws {
        let seed = try Seed("icab-navbar")
        #expect(try (0..<seed.steps).map(seed.summary) == [
            "screen#? 0,20,320,460 | screen#browser 0,20,320,416 | navigationBar 0,20,320,44 | toolbar 0,436,320,44 [·, ·, ·] | statusBar 0,0,320,20",
            "screen#? 0,20,480,300 | screen#browser 0,20,480,268 | navigationBar 0,20,480,44 | toolbar 0,288,480,32 [·, ·, ·] | statusBar 0,0,480,20",
            "screen#? 0,20,320,460 | screen#browser 0,20,320,416 | navigationBar 0,20,320,44 | toolbar 0,436,320,44 [·, ·, ·] | statusBar 0,0,320,20",
        ])
        #expect(seed.played.events == [
            "0 browser viewDidLoad", "0 browser viewWillAppear", "0 browser viewDidAppear",
        ])
    }

    @Test func nytBars() throws {
        let seed = try Seed("nyt-bars")
        #expect(try (0..<seed.steps).map(seed.summary) == [
            "screen#tabs 0,20,320,460 | screen#mostEmailedNav 0,20,320,411 | screen#mostEmailed 0,64,320,367 | navigationBar 0,20,320,44 'NYTimes' | tabBar 0,431,320,49 [Latest News, Most E-Mailed, Saved, Search, More] | statusBar 0,0,320,20",
            "screen#tabs 0,20,320,460 | screen#mostEmailedNav 0,20,320,411 | screen#mostEmailed 0,64,320,367 | navigationBar 0,20,320,44 'NYTimes' | tabBar 0,431,320,49 [Latest News, Most E-Mailed, Saved, Search, More] | statusBar 0,0,320,20",
            "screen#tabs 0,20,320,460 | screen#mostEmailedNav 0,20,320,460 | screen#article 0,20,320,460 | navigationBar 0,20,320,44 'Travel' [NYTimes] | toolbar 0,436,320,44 [·, ·, ·] | statusBar 0,0,320,20",
            "screen#tabs 0,20,320,460 | screen#mostEmailedNav 0,20,320,460 | screen#article 0,20,320,460 | statusBar 0,0,320,20",
            "screen#tabs 0,20,320,460 | screen#mostEmailedNav 0,20,320,460 | screen#article 0,20,320,460 | navigationBar 0,20,320,44 'Travel' [NYTimes] | toolbar 0,436,320,44 [·, ·, ·] | statusBar 0,0,320,20",
            "screen#tabs 0,20,320,460 | screen#mostEmailedNav 0,20,320,411 | screen#mostEmailed 0,64,320,367 | navigationBar 0,20,320,44 'NYTimes' | tabBar 0,431,320,49 [Latest News, Most E-Mailed, Saved, Search, More] | statusBar 0,0,320,20",
        ])
        #expect(seed.played.events == [
            "0 tabs viewDidLoad", "0 mostEmailedNav viewDidLoad", "0 mostEmailed viewDidLoad",
            "0 tabs viewWillAppear", "0 mostEmailedNav viewWillAppear", "0 mostEmailed viewWillAppear",
            "0 tabs viewDidAppear", "0 mostEmailedNav viewDidAppear", "0 mostEmailed viewDidAppear",
            "2 article viewDidLoad", "2 mostEmailed viewWillDisappear", "2 article viewWillAppear",
            "2 mostEmailed viewDidDisappear", "2 article viewDidAppear", "5 article viewWillDisappear",
            "5 mostEmailed viewWillAppear", "5 article viewDidDisappear", "5 mostEmailed viewDidAppear",
        ])
    }

    @Test func tweetieTabs() throws {
        let seed = try Seed("tweetie-tabs")
        #expect(try (0..<seed.steps).map(seed.summary) == [
            "screen#? 0,20,320,460 | screen#accounts 0,64,320,416 | navigationBar 0,20,320,44 'Accounts' [Edit, ·] | statusBar 0,0,320,20",
            "screen#? 0,20,320,460 | screen#accounts 0,64,320,416 | navigationBar 0,20,320,44 'Accounts' [Edit, ·] | statusBar 0,0,320,20",
            "screen#? 0,20,320,460 | screen#jack 0,64,320,416 | screen#tweets 0,64,320,367 | tabBar 0,431,320,49 [Tweets, Mentions, Messages, Favorites, More] | navigationBar 0,20,320,44 'Jack' [Accounts, ·] | statusBar 0,0,320,20",
            "screen#? 0,20,320,460 | screen#jack 0,64,320,416 | screen#favorites 0,64,320,367 | tabBar 0,431,320,49 [Tweets, Mentions, Messages, Favorites, More] | navigationBar 0,20,320,44 'Jack' [Accounts, ·] | statusBar 0,0,320,20",
            "screen#? 0,20,320,460 | screen#jack 0,64,320,416 | screen#more 0,64,320,367 | tabBar 0,431,320,49 [Tweets, Mentions, Messages, Favorites, More] | navigationBar 0,20,320,44 'Jack' [Accounts, ·] | statusBar 0,0,320,20",
            "screen#? 0,20,320,460 | screen#moreSelection 0,64,320,416 | navigationBar 0,20,320,44 'Trends' [Jack] | statusBar 0,0,320,20",
        ])
        #expect(seed.played.events == [
            "0 accounts viewDidLoad", "0 accounts viewWillAppear", "0 accounts viewDidAppear",
            "2 jack viewDidLoad", "2 tweets viewDidLoad", "2 accounts viewWillDisappear",
            "2 jack viewWillAppear", "2 tweets viewWillAppear", "2 accounts viewDidDisappear",
            "2 jack viewDidAppear", "2 tweets viewDidAppear", "3 favorites viewDidLoad",
            "3 tweets viewWillDisappear", "3 favorites viewWillAppear", "3 tweets viewDidDisappear",
            "3 favorites viewDidAppear", "4 more viewDidLoad", "4 favorites viewWillDisappear",
            "4 more viewWillAppear", "4 favorites viewDidDisappear", "4 more viewDidAppear",
            "5 moreSelection viewDidLoad", "5 jack viewWillDisappear", "5 more viewWillDisappear",
            "5 moreSelection viewWillAppear", "5 jack viewDidDisappear", "5 more viewDidDisappear",
            "5 moreSelection viewDidAppear",
        ])
    }

    @Test func segments() throws {
        let seed = try Seed("segments")
        #expect(try (0..<seed.steps).map(seed.summary) == [
            "screen#nav 0,20,320,460 | screen#regions 0,64,320,416 | screen#italy 0,64,320,416 | navigationBar 0,20,320,44 'Regions' <Italy|Australia> | statusBar 0,0,320,20",
            "screen#nav 0,20,320,460 | screen#regions 0,64,320,416 | screen#australia 0,64,320,416 | navigationBar 0,20,320,44 'Regions' <Italy|Australia> | statusBar 0,0,320,20",
            "screen#nav 0,20,320,460 | screen#regions 0,64,320,416 | screen#australia 0,64,320,416 | navigationBar 0,20,320,44 'Regions' <Italy|Australia> | statusBar 0,0,320,20",
            "screen#nav 0,20,320,460 | screen#detail 0,64,320,416 | navigationBar 0,20,320,44 'Victoria' [Australia] | statusBar 0,0,320,20",
            "screen#nav 0,20,320,460 | screen#regions 0,64,320,416 | screen#australia 0,64,320,416 | navigationBar 0,20,320,44 'Regions' <Italy|Australia> | statusBar 0,0,320,20",
        ])
        #expect(seed.played.events == [
            "0 nav viewDidLoad", "0 regions viewDidLoad", "0 italy viewDidLoad",
            "0 nav viewWillAppear", "0 regions viewWillAppear", "0 italy viewWillAppear",
            "0 nav viewDidAppear", "0 regions viewDidAppear", "0 italy viewDidAppear",
            "1 italy viewWillDisappear", "1 italy viewDidDisappear", "1 australia viewDidLoad",
            "1 australia viewWillAppear", "1 australia viewDidAppear", "3 detail viewDidLoad",
            "3 regions viewWillDisappear", "3 australia viewWillDisappear", "3 detail viewWillAppear",
            "3 regions viewDidDisappear", "3 australia viewDidDisappear", "3 detail viewDidAppear",
            "4 detail viewWillDisappear", "4 regions viewWillAppear", "4 australia viewWillAppear",
            "4 detail viewDidDisappear", "4 regions viewDidAppear", "4 australia viewDidAppear",
        ])
    }

    @Test func calendar() throws {
        let seed = try Seed("calendar")
        #expect(try (0..<seed.steps).map(seed.summary) == [
            "screen#? 0,20,320,460 | screen#calendar 0,64,320,372 | screen#list 0,64,320,372 | navigationBar 0,20,320,44 'Calendar' [Calendars, ·] | toolbar 0,436,320,44 [Today] <List|Day|Month> | statusBar 0,0,320,20",
            "screen#? 0,20,320,460 | screen#calendar 0,64,320,372 | screen#day 0,64,320,372 | navigationBar 0,20,320,44 'Calendar' [Calendars, ·] | toolbar 0,436,320,44 [Today] <List|Day|Month> | statusBar 0,0,320,20",
            "screen#? 0,20,320,460 | screen#calendar 0,64,320,372 | screen#month 0,64,320,372 | navigationBar 0,20,320,44 'Calendar' [Calendars, ·] | toolbar 0,436,320,44 [Today] <List|Day|Month> | statusBar 0,0,320,20",
        ])
        #expect(seed.played.events == [
            "0 calendar viewDidLoad", "0 list viewDidLoad", "0 calendar viewWillAppear",
            "0 list viewWillAppear", "0 calendar viewDidAppear", "0 list viewDidAppear",
            "1 list viewWillDisappear", "1 list viewDidDisappear", "1 day viewDidLoad",
            "1 day viewWillAppear", "1 day viewDidAppear", "2 day viewWillDisappear",
            "2 day viewDidDisappear", "2 month viewDidLoad", "2 month viewWillAppear",
            "2 month viewDidAppear",
        ])
    }

    @Test func appStore() throws {
        let seed = try Seed("app-store")
        #expect(try (0..<seed.steps).map(seed.summary) == [
            "screen#? 0,59,393,793 | screen#? 0,59,393,710 | screen#featured 0,103,393,666 | navigationBar 0,59,393,44 'Featured' | tabBar 0,769,393,83 [Featured, Categories, Top 25, Search, Updates] | statusBar 0,0,393,59",
            "screen#? 0,59,393,793 | screen#? 0,59,393,710 | screen#top25 0,103,393,666 | screen#topFree 0,103,393,666 | navigationBar 0,59,393,44 'Top 25' <Top Free|Top Paid|Top Grossing> | tabBar 0,769,393,83 [Featured, Categories, Top 25, Search, Updates] | statusBar 0,0,393,59",
            "screen#? 0,59,393,793 | screen#? 0,59,393,710 | screen#top25 0,103,393,666 | screen#topPaid 0,103,393,666 | navigationBar 0,59,393,44 'Top 25' <Top Free|Top Paid|Top Grossing> | tabBar 0,769,393,83 [Featured, Categories, Top 25, Search, Updates] | statusBar 0,0,393,59",
            "screen#? 0,59,393,793 | screen#? 0,59,393,710 | screen#top25 0,103,393,666 | screen#topGrossing 0,103,393,666 | navigationBar 0,59,393,44 'Top 25' <Top Free|Top Paid|Top Grossing> | tabBar 0,769,393,83 [Featured, Categories, Top 25, Search, Updates] | statusBar 0,0,393,59",
        ])
        #expect(seed.played.events == [
            "0 featured viewDidLoad", "0 featured viewWillAppear", "0 featured viewDidAppear",
            "1 top25 viewDidLoad", "1 topFree viewDidLoad", "1 featured viewWillDisappear",
            "1 top25 viewWillAppear", "1 topFree viewWillAppear", "1 featured viewDidDisappear",
            "1 top25 viewDidAppear", "1 topFree viewDidAppear", "2 topFree viewWillDisappear",
            "2 topFree viewDidDisappear", "2 topPaid viewDidLoad", "2 topPaid viewWillAppear",
            "2 topPaid viewDidAppear", "3 topPaid viewWillDisappear", "3 topPaid viewDidDisappear",
            "3 topGrossing viewDidLoad", "3 topGrossing viewWillAppear", "3 topGrossing viewDidAppear",
        ])
    }

    /// selectRow's highlight stays under a pushed screen and is gone when the list comes back.
    @Test func rowHighlightLastsUntilTheListReappears() throws {
        let seed = try Seed("nyt-bars")
        let rows = seed.played.story.states.map { $0.node(named: "mostEmailed")?.selectedRow }
        #expect(rows == [nil, 0, 0, 0, 0, nil])
        let drawn = try seed.played.layout.window(seed.played.story.states[1])
        #expect(drawn.firstSelectedCellText == "The 31 Places to Go in 2010")
    }
}
