import WidgettyScreen
import WidgettyTerminal

extension ArrangeMode {
    /// Arrange mode made visible, as iOS jiggles its icons: every cell's border turns dashed, the
    /// picked-up item gets a double border and a "moving" label, a drag shows where the item would
    /// land, a banner sits on the page-dot row, and removal asks in a box.
    func draw(into frame: inout CellBuffer, state: HomeState, theme: HomeTheme) {
        let focused = state.focusedItemID
        let target = dropTarget(in: state)
        let focusedFamily = focused.flatMap { state.item(withID: $0)?.family }
        for placement in state.visiblePlacements {
            let rect = placement.frame
            if placement.itemID == focused {
                BoxStyle.double.redrawBorder(rect, in: &frame, style: theme.focusedBorder)
                label(" ✥ moving ", on: rect, in: &frame, style: theme.focusedTitle)
            } else if let target, target.placement.itemID == placement.itemID {
                BoxStyle.heavy.redrawBorder(rect, in: &frame, style: theme.warning)
                label(target.stacks ? " ⧉ drop to stack " : " ⇥ move here ", on: rect, in: &frame, style: theme.warning)
            } else if phase == .choosingStackTarget, state.item(for: placement)?.family == focusedFamily {
                BoxStyle.heavy.redrawBorder(rect, in: &frame, style: theme.warning)
                label(" ⧉ stack here ", on: rect, in: &frame, style: theme.warning)
            } else {
                BoxStyle.dashed.redrawBorder(rect, in: &frame, style: theme.border)
            }
        }
        drawBanner(into: &frame, theme: theme)
        switch phase {
        case .confirmingRemoval(_, let name): drawRemovalQuestion(name: name, into: &frame, theme: theme)
        case .help: drawHelp(into: &frame, theme: theme)
        case .arranging, .choosingStackTarget: break
        }
    }

    private func drawHelp(into frame: inout CellBuffer, theme: HomeTheme) {
        PanelBox.drawLines(Self.helpLines, title: "Arrange mode — any key closes", into: &frame, theme: theme)
    }

    /// A label at the right of a cell's top border (the bottom one has the stack dots), when it
    /// fits beside the title.
    private func label(_ text: String, on rect: Rect, in frame: inout CellBuffer, style: Style) {
        let width = TerminalText.width(of: text)
        guard width + 8 <= rect.width else { return }
        frame.write(text, at: Point(x: rect.maxX - 2 - width, y: rect.minY), style: style)
    }

    private func drawBanner(into frame: inout CellBuffer, theme: HomeTheme) {
        guard frame.size.height >= 2 else { return }
        let text = TextFitting.truncate(" ARRANGING · Esc when done ", toWidth: frame.size.width)
        frame.write(text, at: Point(x: 0, y: frame.size.height - 2), style: theme.focusedTitle)
    }

    private func drawRemovalQuestion(name: String, into frame: inout CellBuffer, theme: HomeTheme) {
        let question = "Remove “\(name)” from the home screen?"
        let answer = "y remove    n keep"
        let width = max(TerminalText.width(of: question), TerminalText.width(of: answer)) + 4
        let box = PanelBox(width: width, height: 5, in: frame.size)
        box.draw(title: "Remove", into: &frame, theme: theme)
        let content = box.content
        guard content.height >= 3 else { return }
        frame.write(TextFitting.truncate(question, toWidth: content.width), at: content.origin)
        frame.write(answer, at: Point(x: content.minX, y: content.minY + 2), style: theme.title, clip: content)
    }
}

extension BoxStyle {
    /// The picked-up item in arrange mode.
    static let double = BoxStyle(
        topLeft: "╔", topRight: "╗", bottomLeft: "╚", bottomRight: "╝", horizontal: "═", vertical: "║")
    /// The other cells in arrange mode: loose, ready to move.
    static let dashed = BoxStyle(
        topLeft: "╭", topRight: "╮", bottomLeft: "╰", bottomRight: "╯", horizontal: "┄", vertical: "┆")

    private static let lineGlyphs: Set<String> = Set(
        [BoxStyle.rounded, .heavy, .double, .dashed].flatMap {
            [$0.topLeft, $0.topRight, $0.bottomLeft, $0.bottomRight, $0.horizontal, $0.vertical]
        })

    /// Redraws in this style the border of a box already drawn in another, keeping what was
    /// written over the border (the title, markers, stack dots).
    func redrawBorder(_ rect: Rect, in buffer: inout CellBuffer, style: Style) {
        guard rect.width >= 2, rect.height >= 2 else { return }
        func put(_ glyph: String, _ x: Int, _ y: Int) {
            guard x >= 0, y >= 0, x < buffer.size.width, y < buffer.size.height,
                Self.lineGlyphs.contains(buffer[x, y].text)
            else { return }
            buffer.setCell(Cell(glyph, style: style), x: x, y: y)
        }
        for x in (rect.minX + 1)..<(rect.maxX - 1) {
            put(horizontal, x, rect.minY)
            put(horizontal, x, rect.maxY - 1)
        }
        for y in (rect.minY + 1)..<(rect.maxY - 1) {
            put(vertical, rect.minX, y)
            put(vertical, rect.maxX - 1, y)
        }
        put(topLeft, rect.minX, rect.minY)
        put(topRight, rect.maxX - 1, rect.minY)
        put(bottomLeft, rect.minX, rect.maxY - 1)
        put(bottomRight, rect.maxX - 1, rect.maxY - 1)
    }
}
