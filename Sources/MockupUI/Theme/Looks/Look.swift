import MockupCore

/// One era of iOS's look: its metrics table, and everything that is drawn or
/// laid out differently from one era to another. The engine and the theme ask
/// the scene's look and never name a look themselves; the drawing every look
/// shares (hairlines, rings, gloss, pixel snapping, the glyph pen) stays in
/// `Theme`, which each drawing answer is given.
///
/// Adding a look is a folder beside the other looks' folders holding its type
/// and metrics table, and one line in `Looks.all`.
protocol Look: Sendable {
    /// The name a scene's `style` gives this look.
    var style: Style { get }
    var metrics: Metrics { get }
    /// The appearances the look's era had (`userInterfaceStyle`); light alone unless said.
    var appearances: [UserInterfaceStyle] { get }
    /// The look as `traits` draw it: its metrics and chrome in their
    /// appearance. Traits are resolved here, once, for the layout and the theme alike.
    func resolved(for traits: Traits) -> any Look

    // MARK: Layout

    /// Whether a bar button item is drawn bordered (a look may border every
    /// item in a navigation bar) or plain.
    func barItemShape(_ item: BarButtonItemSpec, inNavigationBar: Bool) -> BarItemContent.Shape
    /// The back button's frame and its title's box, for a title `textWidth`
    /// wide starting at `x` in the bar's content `row`.
    func backButton(textWidth: Double, x: Double, row: Rect, borderedHeight: Double) -> (frame: Rect, titleBox: Rect)
    /// The colour a segmented control is drawn from, given the tint and style
    /// of the bar it is in (nil and `.default` outside bars).
    func segmentedTint(_ style: SegmentedControlStyle, barTint: Color?, barStyle: BarStyle) -> Color
    /// A segment title's colour and shadow.
    func segmentTitleInk(_ look: SegmentedLook, selected: Bool) -> (color: Color, shadow: Shadow?)

    // MARK: Drawing

    /// A navigation bar's or toolbar's background; `edge` meets the content.
    func barBackground(_ bar: BarContent, frame: Rect, edge: Theme.Edge, theme: Theme) -> [DisplayItem]
    /// The status bar, background and content.
    func statusBar(_ bar: StatusBarContent, frame: Rect, theme: Theme) -> [DisplayItem]
    /// A bar button item or back button.
    func barItem(_ item: BarItemContent, frame: Rect, theme: Theme) -> [DisplayItem]
    func tabBarBackground(_ bar: BarContent, frame: Rect, theme: Theme) -> [DisplayItem]
    /// A tab item's selection highlight (if any) and its glyph `shape`, filled for its state.
    func tabItemGlyph(_ shape: GlyphShape?, item: TabItemContent, frame: Rect, glyphBox: Rect, theme: Theme) -> [DisplayItem]
    /// A tab item's badge at its glyph's top right.
    func tabBadge(_ text: String, glyphBox: Rect, theme: Theme) -> [DisplayItem]
    /// What a button draws beneath its title (a rounded rect's body, or nothing).
    func buttonChrome(_ button: ButtonContent, frame: Rect, theme: Theme) -> [DisplayItem]
    /// The glyph of a contact add, detail disclosure or info button in `box`.
    func buttonGlyph(_ type: ButtonSpec.ButtonType, tint: Color, box: Rect, theme: Theme) -> [DisplayItem]
    /// Whether a navigation bar's background runs up beneath the status bar
    /// (iOS 7 on); the status bar then shows the bar's background picture.
    var barBackgroundRunsBeneathStatusBar: Bool { get }
    /// Whether the selected segment is marked by a thumb of its own beneath the
    /// titles, which slides from segment to segment (`segmentThumb`).
    var slidesSegmentThumb: Bool { get }
    /// A segmented control's own drawing (its outline), beneath its segments.
    func segmentedControl(_ look: SegmentedLook, frame: Rect, theme: Theme) -> [DisplayItem]
    /// A segment: its fill, its divider, its title.
    func segment(_ segment: SegmentContent, frame: Rect, theme: Theme) -> [DisplayItem]
    /// The sliding thumb over the segment at `frame`.
    func segmentThumb(_ frame: Rect, theme: Theme) -> [DisplayItem]
    /// The controls that show a value, each at `frame`.
    func switchControl(_ control: SwitchContent, frame: Rect, theme: Theme) -> [DisplayItem]
    func slider(_ control: SliderContent, frame: Rect, theme: Theme) -> [DisplayItem]
    func progressView(_ control: ProgressContent, frame: Rect, theme: Theme) -> [DisplayItem]
    func stepper(_ control: StepperContent, frame: Rect, theme: Theme) -> [DisplayItem]
    /// A picker's wheels, their frame and selection band.
    func picker(_ control: PickerContent, frame: Rect, theme: Theme) -> [DisplayItem]
    /// A white rounded text or search field, outlined when `bordered`.
    func roundedField(_ frame: Rect, radius: Double, bordered: Bool, theme: Theme) -> [DisplayItem]
    /// A cell's background and lines.
    func tableCell(_ cell: CellContent, frame: Rect, theme: Theme) -> [DisplayItem]
    /// The disclosure indicator's chevron.
    func disclosureChevron(in frame: Rect, color: Color) -> DisplayItem
    func checkmark(in frame: Rect, color: Color) -> DisplayItem
    /// The detail disclosure button accessory.
    func detailButton(_ frame: Rect, theme: Theme) -> [DisplayItem]
    /// An alert's panel, its buttons' chrome and dividers, beneath its text, fields and titles.
    func alert(_ alert: AlertContent, frame: Rect, theme: Theme) -> [DisplayItem]
    /// An action sheet's panels, buttons' chrome and dividers, beneath its titles.
    func actionSheet(_ sheet: AlertContent, frame: Rect, theme: Theme) -> [DisplayItem]
    /// The keyboard: its background, strips and keys with their labels.
    func keyboard(_ keyboard: KeyboardContent, frame: Rect, theme: Theme) -> [DisplayItem]
}

extension Look {
    var appearances: [UserInterfaceStyle] { [.light] }

    var barBackgroundRunsBeneathStatusBar: Bool { true }

    func resolved(for traits: Traits) -> any Look { self }

    /// The look as `traits` draw it, and the metrics the layout and the theme
    /// draw with: its own, sized for the content size (`Metrics.sized(for:)`).
    func drawing(_ traits: Traits) -> (look: any Look, metrics: Metrics) {
        let look = resolved(for: traits)
        return (look, look.metrics.sized(for: traits.preferredContentSizeCategory).adapted(to: traits))
    }

    /// Looks that mark the selected segment by its own fill have no thumb.
    var slidesSegmentThumb: Bool { false }
    func segmentThumb(_ frame: Rect, theme: Theme) -> [DisplayItem] { [] }
}
