import WidgettyScreen
import WidgettyTerminal

/// One line of a panel's scrolling body: runs of styled text, optionally highlighted across the
/// whole width (the focused row), and a cursor column inside a text field.
struct PanelLine {
    var spans: [(text: String, style: Style)] = []
    var highlighted = false
    /// The column of a text cursor on this line, drawn reversed.
    var cursorColumn: Int?
    /// What a click on these columns of the line selects.
    var targets: [(columns: Range<Int>, target: PanelClickTarget)] = []

    init(_ text: String = "", style: Style = .plain) {
        if !text.isEmpty { spans = [(text, style)] }
    }

    /// The columns the text takes so far.
    var width: Int { spans.reduce(0) { $0 + TerminalText.width(of: $1.text) } }

    mutating func append(_ text: String, _ style: Style = .plain) {
        spans.append((text, style))
    }

    /// Appends `text` padded with spaces (or cut with `…`) to exactly `columns`.
    mutating func append(_ text: String, paddedTo columns: Int, _ style: Style = .plain) {
        let fitted = TextFitting.truncate(text, toWidth: columns)
        spans.append((fitted + String(repeating: " ", count: max(0, columns - TerminalText.width(of: fitted))), style))
    }

    /// A click anywhere on the line selects `target`.
    mutating func setTarget(_ target: PanelClickTarget) {
        targets = [(0..<Int.max, target)]
    }

    /// Draws the line at `origin`, `width` columns wide (cut there).
    func draw(into buffer: inout CellBuffer, at origin: Point, width: Int) {
        let clip = Rect(x: origin.x, y: origin.y, width: width, height: 1)
        var x = origin.x
        for span in spans {
            var style = span.style
            if highlighted { style.attributes.insert(.reverse) }
            x += buffer.write(span.text, at: Point(x: x, y: origin.y), style: style, clip: clip)
        }
        if highlighted {
            var fill = Style.plain
            fill.attributes.insert(.reverse)
            if x < clip.maxX { buffer.fill(Rect(x: x, y: origin.y, width: clip.maxX - x, height: 1), with: .blank(fill)) }
        }
        if let column = cursorColumn, column < width {
            buffer.restyle(Rect(x: origin.x + column, y: origin.y, width: 1, height: 1)) { $0.attributes.formSymmetricDifference(.reverse) }
        }
    }
}

/// The first line of a panel body that keeps `focus` (a range of line indices) in view, starting
/// from the previous first line.
func scrollOffset(previous: Int, focus: Range<Int>, visible height: Int, total: Int) -> Int {
    guard height > 0 else { return 0 }
    var offset = previous
    if focus.upperBound > offset + height { offset = focus.upperBound - height }
    if focus.lowerBound < offset { offset = focus.lowerBound }
    return min(max(0, offset), max(0, total - height))
}
