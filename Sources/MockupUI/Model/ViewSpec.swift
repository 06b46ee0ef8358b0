import MockupCore

/// A view as written: its kind with the kind's own properties, and the common ones.
public struct ViewSpec: Hashable, Sendable {
    public indirect enum Kind: Hashable, Sendable {
        case view
        case label(LabelSpec)
        case button(ButtonSpec)
        case textField(TextFieldSpec)
        case imageView(ImageViewSpec)
        case navigationBar(NavigationBarSpec)
        case toolbar(ToolbarSpec)
        case tabBar(TabBarSpec)
        case segmentedControl(SegmentedControlSpec)
        case tableView(TableViewSpec)
        case searchBar(SearchBarSpec)
        case switchControl(SwitchSpec)
        case slider(SliderSpec)
        case progressView(ProgressViewSpec)
        case activityIndicator(ActivityIndicatorSpec)
        case pageControl(PageControlSpec)
        case stepper(StepperSpec)
        case textView(TextViewSpec)
        case scrollView(ScrollViewSpec)
        case pickerView(PickerViewSpec)
        case datePicker(DatePickerSpec)
        case stackView(StackViewSpec)
        case collectionView(CollectionViewSpec)

        /// The kind's name, as in the scene file and the layout JSON.
        public var name: String {
            switch self {
            case .view: "view"
            case .label: "label"
            case .button: "button"
            case .textField: "textField"
            case .imageView: "imageView"
            case .navigationBar: "navigationBar"
            case .toolbar: "toolbar"
            case .tabBar: "tabBar"
            case .segmentedControl: "segmentedControl"
            case .tableView: "tableView"
            case .searchBar: "searchBar"
            case .switchControl: "switch"
            case .slider: "slider"
            case .progressView: "progressView"
            case .activityIndicator: "activityIndicator"
            case .pageControl: "pageControl"
            case .stepper: "stepper"
            case .textView: "textView"
            case .scrollView: "scrollView"
            case .pickerView: "pickerView"
            case .datePicker: "datePicker"
            case .stackView: "stackView"
            case .collectionView: "collectionView"
            }
        }
    }

    public var kind: Kind
    public var id: String?
    /// Points in the parent's coordinates; nil: the kind's natural size at the origin
    /// (a screen's root view and a table shortcut are sized by their container).
    public var frame: Rect?
    public var autoresizingMask: AutoresizingMask
    public var backgroundColor: Color?
    public var alpha: Double
    public var hidden: Bool
    public var clipsToBounds: Bool
    /// Corner radius, border and shadow (CALayer).
    public var layer = LayerSpec()
    public var subviews: [ViewSpec]
    public var ridesOn: BarEdge?
    /// Whether its subviews mirror in a right-to-left interface.
    public var semanticContentAttribute: SemanticContentAttribute
    /// Auto Layout constraints among it (`view`), its safe area and margins
    /// guides, and its subviews by id: a subview they name that has no
    /// `frame` is placed by them.
    public var constraints: [LayoutConstraintSpec] = []
    /// Whether its margins keep at least within its parent's where they reach
    /// them (UIView.preservesSuperviewLayoutMargins).
    public var preservesSuperviewLayoutMargins = false
    /// Whether its margins are measured from its safe area rather than its
    /// edges (UIView.insetsLayoutMarginsFromSafeArea, true by default).
    public var insetsLayoutMarginsFromSafeArea = true
    /// Its own layout guides (UILayoutGuide): invisible rectangles its constraints name and place.
    public var layoutGuides: [String] = []
    /// Whether its frame places it (UIView.translatesAutoresizingMaskIntoConstraints);
    /// false: its parent's constraints do, its frame held only where they leave it free.
    public var translatesAutoresizingMaskIntoConstraints = true
    /// UIView.layoutMargins, which its `margins` guide and margin attributes
    /// keep within (nil: UIView's default, 8 all round).
    public var layoutMargins: EdgeInsets?
    /// UIView.intrinsicContentSize in place of its kind's (Interface
    /// Builder's intrinsic size placeholder; a picture's size).
    public var intrinsicContentSize: Size?
    /// How strongly it keeps from growing past its content (nil: 250 on both axes).
    public var contentHugging: AxisPriorities?
    /// How strongly it keeps from shrinking below its content (nil: 750 on both axes).
    public var compressionResistance: AxisPriorities?
    /// What it tells VoiceOver beyond its kind's defaults.
    public var accessibility = AccessibilitySpec()
    public var location: SourceLocation?

    public init(
        kind: Kind, id: String? = nil, frame: Rect? = nil, autoresizingMask: AutoresizingMask = [],
        backgroundColor: Color? = nil, alpha: Double = 1, hidden: Bool = false, clipsToBounds: Bool = false,
        subviews: [ViewSpec] = [], ridesOn: BarEdge? = nil, semanticContentAttribute: SemanticContentAttribute = .unspecified,
        location: SourceLocation? = nil
    ) {
        self.kind = kind
        self.id = id
        self.frame = frame
        self.autoresizingMask = autoresizingMask
        self.backgroundColor = backgroundColor
        self.alpha = alpha
        self.hidden = hidden
        self.clipsToBounds = clipsToBounds
        self.subviews = subviews
        self.ridesOn = ridesOn
        self.semanticContentAttribute = semanticContentAttribute
        self.location = location
    }
}

/// UISemanticContentAttribute: how a view's content takes the layout direction.
/// Playback controls and spatial ones (a map's compass, a D-pad) keep left to
/// right in a right-to-left interface, as the forced attribute does.
public enum SemanticContentAttribute: String, Hashable, Sendable, CaseIterable {
    case unspecified, playback, spatial, forceLeftToRight, forceRightToLeft

    /// Whether the view is laid out left to right whatever the interface's direction.
    public var keepsLeftToRight: Bool { self == .playback || self == .spatial || self == .forceLeftToRight }
}

/// The bar a view rides on.
public enum BarEdge: String, Hashable, Sendable, CaseIterable { case toolbar, tabBar, navigationBar }

/// UIViewAutoresizing.
public struct AutoresizingMask: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)

    /// Names as in the scene file, in bit order.
    public static let names: [(String, AutoresizingMask)] = [
        ("flexibleLeftMargin", .flexibleLeftMargin), ("flexibleWidth", .flexibleWidth),
        ("flexibleRightMargin", .flexibleRightMargin), ("flexibleTopMargin", .flexibleTopMargin),
        ("flexibleHeight", .flexibleHeight), ("flexibleBottomMargin", .flexibleBottomMargin),
    ]
}

public struct FontSpec: Hashable, Sendable {
    public var size: Double?
    public var weight: FontWeight?
    /// A Dynamic Type text style (`font: body`): its size follows the content
    /// size category; a size given alongside is the size at `large`, scaled as the style scales.
    public var textStyle: TextStyle?
    /// A family of the scene's own font files (`font: {name: ...}`); nil: the look's face.
    public var family: FontFamily?
    public init(size: Double? = nil, weight: FontWeight? = nil, textStyle: TextStyle? = nil, family: FontFamily? = nil) {
        self.size = size
        self.weight = weight
        self.textStyle = textStyle
        self.family = family
    }

    /// The font in `family` at `category`, `size` and `weight` when the spec gives none.
    public func font(_ family: FontFamily, category: ContentSizeCategory, size fallback: Double, weight fallbackWeight: FontWeight) -> Font {
        let family = self.family ?? family
        guard let style = textStyle else { return Font(family, size: size ?? fallback, weight: weight ?? fallbackWeight) }
        let scaled = style.size(in: category).size
        let size = self.size.map { $0 * scaled / style.size(in: .large).size } ?? scaled
        return Font(family, size: size, weight: weight ?? style.weight)
    }
}

/// NSLineBreakMode.
public enum LineBreakMode: String, Hashable, Sendable, CaseIterable {
    case byWordWrapping, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle

    /// How the last line that does not fit ends: an ellipsis at the head, middle
    /// or tail; the wrapping and clipping modes cut it without one.
    public var truncation: TextRun.Truncation {
        switch self {
        case .byTruncatingHead: .head
        case .byTruncatingTail: .tail
        case .byTruncatingMiddle: .middle
        case .byWordWrapping, .byCharWrapping, .byClipping: .none
        }
    }
}

public struct LabelSpec: Hashable, Sendable {
    public var text: String
    public var font: FontSpec
    public var textColor: Color?
    public var textAlignment: TextRun.Alignment
    public var numberOfLines: Int
    /// NSLineBreakMode: where text that does not fit is cut (default: an ellipsis at the end).
    public var lineBreakMode: LineBreakMode = .byTruncatingTail
    public init(text: String = "", font: FontSpec = FontSpec(), textColor: Color? = nil,
                textAlignment: TextRun.Alignment = .left, numberOfLines: Int = 1) {
        self.text = text
        self.font = font
        self.textColor = textColor
        self.textAlignment = textAlignment
        self.numberOfLines = numberOfLines
    }
}

public struct ButtonSpec: Hashable, Sendable {
    public enum ButtonType: String, Hashable, Sendable, CaseIterable {
        case roundedRect, system, custom, contactAdd, detailDisclosure, infoLight, infoDark
    }
    /// UIButton.Configuration's styles (iOS 15; `glass` and `prominentGlass` iOS 26): the
    /// look draws their backgrounds where it has them.
    public enum Configuration: String, Hashable, Sendable, CaseIterable {
        case plain, gray, tinted, filled, glass, prominentGlass

        /// Whether the title is white on the tint (`filled`, `prominentGlass`), not in the tint.
        public var isProminent: Bool { self == .filled || self == .prominentGlass }
    }
    public var title: String?
    public var type: ButtonType
    public var tintColor: Color?
    public var configuration: Configuration?
    /// A built-in glyph before the title (`systemName`), in the tint unless the image has its own `color`.
    public var image: ImageSpec?
    /// How tall a glyph image is for the title's font size (chosen: UIKit sizes a symbol image
    /// to the title's font, a 17-point title giving a glyph about 21 points tall).
    public static let symbolScale = 1.25
    public init(title: String? = nil, type: ButtonType = .roundedRect, tintColor: Color? = nil, configuration: Configuration? = nil,
                image: ImageSpec? = nil) {
        self.title = title
        self.type = type
        self.tintColor = tintColor
        self.configuration = configuration
        self.image = image
    }
}

public struct TextFieldSpec: Hashable, Sendable {
    public enum BorderStyle: String, Hashable, Sendable, CaseIterable { case none, line, bezel, roundedRect }
    public var text: String?
    public var placeholder: String?
    public var borderStyle: BorderStyle
    public var font: FontSpec
    public var clearButton: Bool
    public var keyboardType: KeyboardType
    public var returnKeyType: ReturnKeyType
    public var autocapitalizationType: AutocapitalizationType = .sentences
    /// Whether the text shows as dots (`isSecureTextEntry`).
    public var isSecureTextEntry = false
    /// The character a secure field shows for each of its text's: U+2022 BULLET, as UIKit's
    /// secure text fields draw in every era (the classic look's Helvetica and SF alike).
    public static let secureBullet: Character = "\u{2022}"
    public init(text: String? = nil, placeholder: String? = nil, borderStyle: BorderStyle = .roundedRect,
                font: FontSpec = FontSpec(), clearButton: Bool = false,
                keyboardType: KeyboardType = .default, returnKeyType: ReturnKeyType = .default) {
        self.text = text
        self.placeholder = placeholder
        self.borderStyle = borderStyle
        self.font = font
        self.clearButton = clearButton
        self.keyboardType = keyboardType
        self.returnKeyType = returnKeyType
    }
}

public struct ImageViewSpec: Hashable, Sendable {
    /// UIView.ContentMode, where an image goes in its view.
    public enum ContentMode: String, Hashable, Sendable, CaseIterable {
        case scaleToFill, scaleAspectFit, scaleAspectFill, center, top, bottom, left, right, topLeft, topRight, bottomLeft, bottomRight
    }
    public var image: ImageSpec?
    public var contentMode: ContentMode
    public init(image: ImageSpec? = nil, contentMode: ContentMode = .scaleToFill) {
        self.image = image
        self.contentMode = contentMode
    }
}

public struct NavigationBarSpec: Hashable, Sendable {
    public var barStyle: BarStyle
    public var tintColor: Color?
    public var items: [NavigationItemSpec]
    public var barTintColor: Color?
    public var translucent: Bool?
    public var titleTextAttributes: TextAttributesSpec?
    /// A picture filling the bar's background.
    public var backgroundImage: ImageSpec?
    public init(barStyle: BarStyle = .default, tintColor: Color? = nil, items: [NavigationItemSpec] = [],
                barTintColor: Color? = nil, translucent: Bool? = nil, titleTextAttributes: TextAttributesSpec? = nil) {
        self.barStyle = barStyle
        self.tintColor = tintColor
        self.items = items
        self.barTintColor = barTintColor
        self.translucent = translucent
        self.titleTextAttributes = titleTextAttributes
    }
}

public struct ToolbarSpec: Hashable, Sendable {
    public var barStyle: BarStyle
    public var tintColor: Color?
    public var items: [BarButtonItemSpec]
    public var barTintColor: Color?
    public var translucent: Bool?
    /// A picture filling the bar's background.
    public var backgroundImage: ImageSpec?
    public init(barStyle: BarStyle = .default, tintColor: Color? = nil, items: [BarButtonItemSpec] = [],
                barTintColor: Color? = nil, translucent: Bool? = nil) {
        self.barStyle = barStyle
        self.tintColor = tintColor
        self.items = items
        self.barTintColor = barTintColor
        self.translucent = translucent
    }
}

public struct TabBarSpec: Hashable, Sendable {
    public var items: [TabBarItemSpec]
    public var selectedIndex: Int
    public var look: TabBarLook
    public init(items: [TabBarItemSpec] = [], selectedIndex: Int = 0, look: TabBarLook = TabBarLook()) {
        self.items = items
        self.selectedIndex = selectedIndex
        self.look = look
    }
}

public enum SegmentedControlStyle: String, Hashable, Sendable, CaseIterable { case plain, bordered, bar }

public struct SegmentedControlSpec: Hashable, Sendable {
    public var segments: [String]
    public var selectedSegmentIndex: Int
    public var controlStyle: SegmentedControlStyle
    public init(segments: [String] = [], selectedSegmentIndex: Int = 0, controlStyle: SegmentedControlStyle = .plain) {
        self.segments = segments
        self.selectedSegmentIndex = selectedSegmentIndex
        self.controlStyle = controlStyle
    }
}

public struct TableViewSpec: Hashable, Sendable {
    /// `insetGrouped` is grouped with rounded, inset sections where the look has them (and grouped elsewhere).
    public enum TableStyle: String, Hashable, Sendable, CaseIterable { case plain, grouped, insetGrouped }
    public var style: TableStyle
    public var header: String?
    public var sections: [TableSectionSpec]
    /// How far the content is scrolled up, in points (`contentOffset.y`).
    public var contentOffset: Double
    /// UITableView.rowHeight: every row's height unless the row gives its own; nil: automatic (the look's, or self-sizing).
    public var rowHeight: Double?
    /// UITableView.separatorStyle, separatorColor (nil: the look's) and separatorInset (nil: the look's; its left and right are read).
    public var separatorStyle: SeparatorStyle = .singleLine
    public var separatorColor: Color?
    public var separatorInset: EdgeInsets?
    /// Views above the first section and below the last (tableHeaderView, tableFooterView), as tall as their frames or content.
    public var tableHeaderView: ViewSpec?
    public var tableFooterView: ViewSpec?
    /// UITableView.sectionHeaderHeight, sectionFooterHeight: every section header's and footer's height; nil: automatic
    /// (sized to its title or view, or the look's).
    public var sectionHeaderHeight: Double?
    public var sectionFooterHeight: Double?
    /// UITableView.sectionHeaderTopPadding (iOS 15): points above each header; nil: automatic (the look's).
    public var sectionHeaderTopPadding: Double?
    /// UITableView.isEditing: rows show their editing controls (delete or insert, reorder).
    public var isEditing = false
    /// UITableView.cellLayoutMarginsFollowReadableWidth (iOS 9; false by default
    /// since iOS 12): cells' content keeps to the readable content guide.
    public var cellLayoutMarginsFollowReadableWidth = false
    /// Whether it stands for a list of the sidebar appearance (a collection view's list configuration).
    public var isSidebar = false

    public enum SeparatorStyle: String, Hashable, Sendable, CaseIterable { case none, singleLine }

    public init(style: TableStyle = .plain, header: String? = nil, sections: [TableSectionSpec] = [], contentOffset: Double = 0) {
        self.style = style
        self.header = header
        self.sections = sections
        self.contentOffset = contentOffset
    }
}

public struct TableSectionSpec: Hashable, Sendable {
    public var header: String?
    public var footer: String?
    /// A header or footer view with content in place of the title (tableView(_:viewForHeaderInSection:)).
    public var headerView: ViewSpec?
    public var footerView: ViewSpec?
    public var rows: [TableRowSpec]
    public init(header: String? = nil, footer: String? = nil, rows: [TableRowSpec] = []) {
        self.header = header
        self.footer = footer
        self.rows = rows
    }
}

public struct TableRowSpec: Hashable, Sendable {
    public enum CellStyle: String, Hashable, Sendable, CaseIterable { case `default`, subtitle, value1, value2 }
    public enum Accessory: String, Hashable, Sendable, CaseIterable {
        case none, disclosureIndicator, detailDisclosureButton, checkmark
    }
    public var text: String
    public var detail: String?
    public var style: CellStyle
    public var accessory: Accessory
    public var selected: Bool
    /// The cell's image view, at the leading side; the labels move over for it.
    public var image: ImageSpec?
    /// Any view in place of the accessory (a switch, most often).
    public var accessoryView: ViewSpec?
    /// Its height; nil: the table's row height, else sized to its content where the look self-sizes rows.
    public var height: RowHeight?
    /// Views in the cell's content view (UITableViewCell.contentView), placed by their frames or constraints.
    public var contentView: ViewSpec?
    /// The built-in labels' font, colours and lines (textLabel, detailTextLabel); nil: the look's.
    public var font: FontSpec?
    public var textColor: Color?
    public var detailFont: FontSpec?
    public var detailTextColor: Color?
    public var numberOfLines = 1
    /// The cell's background (UITableViewCell.backgroundColor); nil: the table's.
    public var backgroundColor: Color?
    /// UITableViewCell.selectionStyle: `none` shows no highlight when selected.
    public var selectionStyle = SelectionStyle.default

    /// UITableViewCell.SelectionStyle (`blue` and `gray` are `default` since iOS 7, save in the classic look).
    public enum SelectionStyle: String, Hashable, Sendable, CaseIterable { case none, blue, gray, `default` }

    /// In an editing table: the control at its leading side (UITableViewCell.EditingStyle), and the reorder control.
    public var editingStyle = EditingStyle.delete
    public var showsReorderControl = false
    public enum EditingStyle: String, Hashable, Sendable, CaseIterable { case none, delete, insert }

    /// Its swipe actions, revealed by a `swipe` step.
    public var swipe: SwipeSpec?
    /// Which row the cell shows while rows come and go (nil: the row at its place when the story began).
    public var identity: String?

    /// Whether it is drawn highlighted: selected, with a selection style that shows it.
    public var isHighlighted: Bool { selected && selectionStyle != .none }

    /// A row's height: points, or UITableView.automaticDimension (sized by its content).
    public enum RowHeight: Hashable, Sendable {
        case points(Double)
        case automatic
    }

    public init(text: String, detail: String? = nil, style: CellStyle = .default,
                accessory: Accessory = .none, selected: Bool = false, image: ImageSpec? = nil, accessoryView: ViewSpec? = nil) {
        self.text = text
        self.detail = detail
        self.style = style
        self.accessory = accessory
        self.selected = selected
        self.image = image
        self.accessoryView = accessoryView
    }
}

public struct SearchBarSpec: Hashable, Sendable {
    public var text: String?
    public var placeholder: String?
    public init(text: String? = nil, placeholder: String? = nil) {
        self.text = text
        self.placeholder = placeholder
    }
}
