import MockupCore
import MockupUI

/// The properties of views (SCENE-FORMAT.md, Views and More views): the
/// common ones every kind has, and each kind's own, with what each kind is.
enum ViewProperties {
    /// What each view kind is.
    static let kinds: [String: String] = [
        "view": "A plain view.",
        "label": "A label: text in a font and colour.",
        "button": "A button.",
        "textField": "A text field.",
        "imageView": "An image view: a picture file, a flat colour or a built-in glyph.",
        "navigationBar": "A navigation bar placed as a view; free subviews allowed.",
        "toolbar": "A toolbar placed as a view.",
        "tabBar": "A tab bar placed as a view.",
        "segmentedControl": "A segmented control.",
        "tableView": "A table view: sections of rows.",
        "searchBar": "A search bar.",
        "switch": "A switch (natural size 94x27 classic, 51x31 modern and ios17).",
        "slider": "A slider.",
        "progressView": "A progress view.",
        "activityIndicator": "An activity indicator; its spokes turn with the virtual clock.",
        "pageControl": "A page control: one dot a page.",
        "stepper": "A stepper.",
        "textView": "A text view: wrapped, scrollable text.",
        "scrollView": "A scroll view: it clips its subviews, written in its content size and moved by its content offset.",
        "pickerView": "A picker view: wheels of titles.",
        "datePicker": "A date picker: wheels, or ios17's inline calendar.",
    ]

    /// Every kind's properties: `id`, `frame`, `autoresizingMask`, `backgroundColor`...
    static var common: [String: JSONSchema] {
        [
            "id": .text("The view's id, which 'set', 'scroll', 'focus' and the layout dump name."),
            "frame": .ref(.frame, "[x, y, width, height] in points, in the parent's coordinates, or [x, y] for the natural size."),
            "autoresizingMask": .ref(.autoresizingMask, "How the view follows its parent's size."),
            "backgroundColor": ValueSchemas.color("The background colour."),
            "alpha": .number(.unit, "The view's opacity, from 0 to 1."),
            "hidden": .boolean("Whether the view is hidden."),
            "clipsToBounds": .boolean("Whether the subviews are clipped to the view's bounds."),
            "subviews": .list(of: .ref(.view), "The subviews, back to front."),
            "ridesOn": .words(of: BarEdge.self,
                              "A bar the view keeps its distance to and moves with while it animates: toolbar, tabBar or "
                                  + "navigationBar (the frame is written as if the bar were shown)."),
            "semanticContentAttribute": .words(of: SemanticContentAttribute.self,
                                               "How the view's content takes a right-to-left interface: playback, spatial and "
                                                   + "forceLeftToRight keep it left to right; forceRightToLeft mirrors it in a left-to-right one."),

            "cornerRadius": .number(.length, "The layer's corner radius in points: the background and border follow it; the content is cut to it with clipsToBounds."),
            "cornerCurve": .words(of: LayerSpec.CornerCurve.self, "circular (the default) or continuous: the smooth corner of UIKit's own rounded shapes."),
            "maskedCorners": .list(of: .words(LayerSpec.MaskedCorners.names.map(\.0), "A corner."),
                                   "The corners cornerRadius rounds (default all): CACornerMask's names or topLeft, topRight, bottomLeft, bottomRight."),
            "borderWidth": .number(.length, "The width of the border drawn inside the bounds, over the subviews."),
            "borderColor": ValueSchemas.color("The border's colour (default black)."),
            "shadowColor": ValueSchemas.color("The shadow's colour (default black)."),
            "shadowOpacity": .number(.unit, "The shadow's opacity (default 0: no shadow)."),
            "shadowOffset": ValueSchemas.point("The shadow's offset [width, height] in points (default [0, -3])."),
            "shadowRadius": .number(.length, "The shadow's blur radius in points (default 3)."),
        ]
    }

    /// The properties a kind has beside the common ones.
    static func own(_ kind: String) -> [String: JSONSchema] {
        switch kind {
        case "label": [
            "text": .anyOf([
                .text("The text."),
                .list(of: .anyOf([
                    .text("A run of text."),
                    .object("A symbol in the text (an NSTextAttachment of UIImage(systemName:)): the text's size, weight and colour, on its baseline.",
                            keys: ["systemName"], properties: ["systemName": .words(Glyph.names, "The symbol's system name (`mockup symbols` lists them).")]),
                ], "A run of text or a symbol."), "The text as runs of text and symbols."),
            ], "The text: a string, or a list of strings and {systemName} symbols."), "font": font, "textColor": textColor, "textAlignment": textAlignment,
            "numberOfLines": .integer(.lineCount, "The most lines (0: unlimited); text past the last is truncated with an ellipsis."),
            "lineBreakMode": .words(of: LineBreakMode.self, "Where text that does not fit is cut: byTruncatingTail (default), byTruncatingHead, byTruncatingMiddle, or without an ellipsis byWordWrapping, byCharWrapping, byClipping."),
        ]
        case "button": [
            "title": .text("The button's title."),
            "type": .words(of: ButtonSpec.ButtonType.self, "The button type."),
            "tintColor": tintColor,
            "configuration": .words(of: ButtonSpec.Configuration.self, "UIButton.Configuration's style (iOS 15): its background where the look has one."),
            "image": .ref(.image, "A built-in glyph (systemName) before the title, or alone; in the tint unless it has its own colour."),
        ]
        case "textField": [
            "text": .text("The text."), "placeholder": placeholder,
            "borderStyle": .words(of: TextFieldSpec.BorderStyle.self, "The border: none, line, bezel or roundedRect."),
            "font": font, "clearButton": .boolean("Whether the clear button shows while the field has text."),
            "keyboardType": .words(of: KeyboardType.self, "The keys the keyboard shows when the field is focused."),
            "returnKeyType": .words(of: ReturnKeyType.self, "The word on the keyboard's return key (default reads \"return\")."),
            "autocapitalizationType": .words(of: AutocapitalizationType.self,
                                             "When the keyboard turns shift on by itself (default sentences): its letters read in capitals then."),
            "isSecureTextEntry": .boolean("Whether the text shows as a bullet for each character (a password)."),
        ]
        case "imageView": [
            "image": .ref(.image, "The image: a picture file, an asset, a flat colour or a built-in glyph."),
            "contentMode": .words(of: ImageViewSpec.ContentMode.self, "How the image fills the view."),
        ]
        case "navigationBar": [
            "barStyle": barStyle, "tintColor": tintColor,
            "barTintColor": ControllerSchemas.barTintColor("The bar's"), "translucent": translucent,
            "titleTextAttributes": ControllerSchemas.textAttributes("The title: its colour and font."),
            "backgroundImage": ControllerSchemas.backgroundImage("the bar's"),
            "items": .list(of: .ref(.navigationItem).orEmpty(), "A stack of navigation items, last on top (an empty one has nothing)."),
        ]
        case "toolbar": [
            "barStyle": barStyle, "tintColor": tintColor,
            "barTintColor": ControllerSchemas.barTintColor("The bar's"), "translucent": translucent,
            "backgroundImage": ControllerSchemas.backgroundImage("the bar's"),
            "items": .list(of: .ref(.barButtonItem), "The bar button items."),
        ]
        case "tabBar": [
            "items": .list(of: .ref(.tabBarItem).orEmpty(), "The tab bar items (an empty one has nothing)."),
            "selectedIndex": ValueSchemas.index("The selected item, from 0."),
        ].merging(ControllerSchemas.tabBarLook) { own, _ in own }
        case "segmentedControl": [
            "segments": .list(of: .text("A segment's title."), "The segments' titles."),
            "selectedSegmentIndex": ValueSchemas.index("The selected segment, from 0."),
            "controlStyle": .words(of: SegmentedControlStyle.self, "The style: plain, bordered or bar."),
        ]
        case "tableView": TableSchemas.properties
        case "searchBar": ["text": .text("The text."), "placeholder": placeholder]
        case "switch": [
            "isOn": .boolean("Whether the switch is on."),
            "onTintColor": ValueSchemas.color("The track's colour when on."),
        ]
        case "slider": [
            "value": .number(.any, "The value (default: the minimum)."),
            "minimumValue": .number(.coordinate, "The least value (default 0)."),
            "maximumValue": .number(.coordinate, "The greatest value (default 1), not below the minimum."),
            "minimumTrackTintColor": ValueSchemas.color("The filled part's colour."),
        ]
        case "progressView": [
            "progress": .number(.unit, "The progress, from 0 to 1."),
            "progressViewStyle": .words(of: ProgressViewSpec.Style.self, "default or bar."),
        ]
        case "activityIndicator": [
            "style": .words(of: ActivityIndicatorSpec.Style.self, "medium or large (classic: gray, white, whiteLarge)."),
            "color": ValueSchemas.color("The spokes' colour."),
            "animating": .boolean("Whether the spokes turn (default true)."),
        ]
        case "pageControl": [
            "numberOfPages": .integer(.pageCount, "How many pages (dots)."),
            "currentPage": ValueSchemas.index("The current page, from 0."),
        ]
        case "stepper": [
            "value": .number(.any, "The value (default: the minimum)."),
            "minimumValue": .number(.coordinate, "The least value (default 0)."),
            "maximumValue": .number(.coordinate, "The greatest value (default 100), not below the minimum."),
        ]
        case "textView": [
            "text": .text("The text."), "font": font, "textColor": textColor, "textAlignment": textAlignment,
            "contentOffset": ValueSchemas.point("[x, y]: how far the text is scrolled."),
        ]
        case "scrollView": [
            "contentSize": ValueSchemas.size("[width, height] of the content the subviews are written in."),
            "contentOffset": ValueSchemas.point("[x, y]: how far the content is scrolled."),
            "showsScrollIndicators": .boolean("Whether a scroll indicator shows while it scrolls."),
        ]
        case "pickerView": [
            "components": .list(of: .list(of: .text("A row's title."), "A wheel's rows."), "The wheels, each a list of titles."),
            "selectedRows": .list(of: ValueSchemas.index("A row of its wheel, from 0."), "The selected row of each wheel."),
        ]
        case "datePicker": [
            "mode": .words(of: DatePickerSpec.Mode.self, "The wheels: time, date or dateAndTime."),
            "date": JSONSchema([
                "type": .string("string"), "pattern": .string("^[0-9]+-[0-9]+-[0-9]+(T[0-9]+:[0-9]+)?$"),
                "description": .string("The date shown: \"2009-06-17\" or \"2009-06-17T09:41\"."),
            ]),
            "style": .words(of: DatePickerSpec.Style.self, "wheels, or inline (ios17's calendar)."),
        ]
        default: [:]
        }
    }

    private static var font: JSONSchema { .ref(.font, "The font: {size, weight}.") }
    private static var textColor: JSONSchema { ValueSchemas.color("The text's colour.") }
    private static var tintColor: JSONSchema { ValueSchemas.color("The tint colour.") }
    private static var translucent: JSONSchema { .boolean("Whether the bar is translucent (its barTintColor shows lighter).") }
    private static var barStyle: JSONSchema { .words(of: BarStyle.self, "The bar's style: default, black or blackTranslucent.") }
    private static var placeholder: JSONSchema { .text("The grey text shown while there is none.") }
    private static var textAlignment: JSONSchema {
        .words(of: TextRun.Alignment.self, "left, center or right.")
    }
}
