import MockupCore

extension SceneLayout {
    /// A row's cell as its table shows it, tagged with the row's identity
    /// (`identity`) so animations follow it: in edit mode with its controls,
    /// its accessory hidden (UITableViewCell hides it unless it has an editing
    /// accessory) and its content moved over for the delete or insert control;
    /// or slid aside for its revealed swipe actions, which lie behind it.
    func rowCell(
        _ row: TableRowSpec, identity: String, frame: Rect, content: CellContent, contentInsets: EdgeInsets, editing: Bool
    ) -> [PresentedView] {
        let e = metrics.tables.editing
        var shown = row, insets = contentInsets, cellContent = content
        var controls: [PresentedView] = []
        if editing {
            shown.accessory = .none
            shown.accessoryView = nil
            shown.swipe = nil
            let height = max(0, frame.height - 1)
            if row.editingStyle != .none {
                let box = Rect(x: frame.minX + contentInsets.left, y: frame.minY, width: e.editControlWidth, height: height)
                let insert = row.editingStyle == .insert
                controls.append(symbol(insert ? "plus.circle.fill" : "minus.circle.fill", color: insert ? e.insertColor : e.deleteColor,
                                       side: e.editControlImage, in: box))
                insets.left += e.contentShift
            }
            if row.showsReorderControl {
                let x = frame.maxX - contentInsets.right - metrics.tables.accessoryMargin - e.reorderWidth
                let box = Rect(x: x, y: frame.minY, width: e.reorderWidth, height: height)
                controls.append(symbol("line.horizontal.3", color: e.reorderColor, side: e.reorderWidth, in: box))
                // The labels end the reorder padding before it.
                insets.right = max(insets.right, frame.maxX - (x - e.reorderPadding + metrics.cellTextInset))
            }
            cellContent.contentInset = insets.left
        }
        var cellFrame = frame
        var behind: [PresentedView] = []
        if let swipe = shown.swipe {
            let buttons = swipeButtons(swipe, row: identity, frame: frame)
            switch e.swipeStyle {
            case .fullHeight:
                let width = buttons.reduce(0) { $0 + $1.frame.width }
                cellFrame = frame.offsetBy(dx: swipe.edge == .trailing ? -width : width, dy: 0)
                behind = buttons
            case .confirmationButton:
                shown.accessory = .none
                shown.accessoryView = nil
                insets.right = max(insets.right, frame.maxX - (buttons.first?.frame.minX ?? frame.maxX) + metrics.cellTextInset)
                controls += buttons
            }
        }
        var cell = tableCell(shown, frame: cellFrame, content: cellContent, contentInsets: insets)
        cell.tags.insert(.cell(identity))
        cell.children += controls.map { $0.translated(cellFrame.minX - frame.minX, 0) }
        return behind + [cell]
    }

    /// An SF Symbol `side` points square, centred in `box`, in `color`.
    private func symbol(_ name: String, color: Color, side: Double, in box: Rect) -> PresentedView {
        let frame = Rect(x: box.midX - side / 2, y: box.midY - side / 2, width: side, height: side)
        var image = ImageSpec(systemName: name)
        image.color = color
        return imageView(ImageViewSpec(image: image, contentMode: .scaleAspectFit), frame: frame)
    }

    /// A swiped row's action buttons, outermost first, at its edge: full
    /// height side by side (each its title's width and padding, between the
    /// look's least and most), or the one confirmation button at the trailing margin.
    private func swipeButtons(_ swipe: SwipeSpec, row identity: String, frame: Rect) -> [PresentedView] {
        let e = metrics.tables.editing
        let height = max(0, frame.height - 1)
        func title(_ action: SwipeAction) -> String { action.title ?? "" }
        func color(_ action: SwipeAction) -> Color {
            action.backgroundColor ?? (action.style == .destructive ? e.swipeDestructiveColor : e.swipeNormalColor)
        }
        if e.swipeStyle == .confirmationButton, let action = swipe.actions.first {
            let width = max(63, naturalWidth(title(action), e.swipeFont) + 24)  // chosen: iOS 6's Delete button
            let box = Rect(x: frame.maxX - metrics.tables.accessoryMargin - width, y: frame.minY + (height - e.confirmationHeight) / 2,
                           width: width, height: e.confirmationHeight)
            var button = PresentedView(kind: .button, frame: box, content: .plain(background: color(action)),
                                       children: [styledLabel(title(action), style: TableTextStyle(e.swipeFont, .white, alignment: .center), frame: box)])
            button.layer = LayerSpec(cornerRadius: e.confirmationRadius)
            button.title = action.title
            button.tags.insert(.cell(SceneState.swipeActionIdentity(identity, 0)))
            return [button]
        }
        var x = swipe.edge == .trailing ? frame.maxX : frame.minX
        return swipe.actions.enumerated().map { index, action in
            let natural = naturalWidth(title(action), e.swipeFont) + 2 * e.swipePadding
            let imageWidth = action.image == nil ? 0 : e.swipeImageSize + 2 * e.swipePadding
            let width = min(e.swipeMaxWidth, max(e.swipeMinWidth, natural, imageWidth))
            if swipe.edge == .trailing { x -= width }
            let box = Rect(x: x, y: frame.minY, width: width, height: height)
            if swipe.edge == .leading { x += width }
            var children: [PresentedView] = []
            let line = lineHeight(e.swipeFont)
            let stack = (action.image == nil ? 0 : e.swipeImageSize + (action.title == nil ? 0 : e.swipeImageGap)) + (action.title == nil ? 0 : line)
            var y = box.minY + ((box.height - stack) / 2).rounded()
            if let image = action.image {
                var white = image
                white.color = white.color ?? .white
                let side = e.swipeImageSize
                children.append(imageView(ImageViewSpec(image: white, contentMode: .scaleAspectFit),
                                          frame: Rect(x: box.midX - side / 2, y: y, width: side, height: side), tint: .white))
                y += side + e.swipeImageGap
            }
            if let text = action.title {
                let label = Rect(x: box.minX + e.swipePadding, y: y, width: max(0, width - 2 * e.swipePadding), height: line)
                children.append(styledLabel(text, style: TableTextStyle(e.swipeFont, .white, alignment: .center), frame: label))
            }
            var button = PresentedView(kind: .button, frame: box, content: .plain(background: color(action)), children: children)
            button.title = action.title
            button.tags.insert(.cell(SceneState.swipeActionIdentity(identity, index)))
            return button
        }
    }
}
