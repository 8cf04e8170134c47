import WidgettyUI
import WidgettyTerminal

/// A view where a chart wants text (an annotation, a symbol, an axis label): the view rendered
/// on one row and read back, blanks trimmed.
@MainActor
enum ChartViewText {
    static func line<V: View>(of view: V, width: Int = 40) -> String {
        let rendered = ViewRenderer.render(view, size: Size(width: width, height: 1))
        return rendered.buffer.lines.first?.trimmingCharacters(in: .whitespaces) ?? ""
    }

    static func firstGlyph<V: View>(of view: V) -> String {
        line(of: view, width: 4).first.map(String.init) ?? PlotMarkDefaults.symbol
    }
}

/// What a mark is drawn with when nothing says otherwise.
enum PlotMarkDefaults {
    static let symbol = "●"
}
