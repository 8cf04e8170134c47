import WidgettyHomeFile
import WidgettyKit
import WidgettyTerminal

/// Where every item of the home screen goes: items placed in order and densely on the slot grid,
/// like iOS (a later small widget fills a hole left before a medium one); what does not fit on a
/// page flows onto a new screen page after it. Slots a page leaves empty go to the widgets beside
/// and above them (``PageFilling``): a lone widget takes its whole row or page, never half of it.
public struct HomeLayout: Hashable, Sendable {
    /// An item on a screen page.
    public struct Placement: Hashable, Sendable {
        /// The item's index in the configuration: page, then position on that page.
        public var configPage: Int
        public var itemIndex: Int
        public var itemID: String
        public var column: Int
        public var row: Int
        public var columns: Int
        public var rows: Int
        public var frame: Rect
    }

    public var metrics: GridMetrics
    /// Screen pages, each a list of placements in configuration order.
    public var pages: [[Placement]]

    public init(configuration: HomeConfiguration, metrics: GridMetrics) {
        self.metrics = metrics
        var pages: [[Placement]] = []
        for (configPage, page) in configuration.pages.enumerated() {
            var screenPage: [Placement] = []
            var occupied = Array(repeating: false, count: metrics.columns * metrics.rows)
            for (index, item) in page.items.enumerated() {
                let span = metrics.span(of: item.family)
                var spot = Self.firstFit(span, in: occupied, metrics: metrics)
                if spot == nil {
                    pages.append(PageFilling.filled(screenPage, metrics: metrics))
                    screenPage = []
                    occupied = Array(repeating: false, count: metrics.columns * metrics.rows)
                    spot = Self.firstFit(span, in: occupied, metrics: metrics)
                }
                guard let (column, row) = spot else { continue }
                for r in row..<(row + span.rows) {
                    for c in column..<(column + span.columns) { occupied[r * metrics.columns + c] = true }
                }
                screenPage.append(
                    Placement(
                        configPage: configPage, itemIndex: index, itemID: item.id, column: column, row: row,
                        columns: span.columns, rows: span.rows,
                        frame: metrics.frame(column: column, row: row, columns: span.columns, rows: span.rows)))
            }
            pages.append(PageFilling.filled(screenPage, metrics: metrics))
        }
        self.pages = pages.isEmpty ? [[]] : pages
    }

    private static func firstFit(
        _ span: (columns: Int, rows: Int), in occupied: [Bool], metrics: GridMetrics
    ) -> (Int, Int)? {
        guard span.rows <= metrics.rows, span.columns <= metrics.columns else { return nil }
        for row in 0...(metrics.rows - span.rows) {
            for column in 0...(metrics.columns - span.columns) {
                var free = true
                check: for r in row..<(row + span.rows) {
                    for c in column..<(column + span.columns) where occupied[r * metrics.columns + c] {
                        free = false
                        break check
                    }
                }
                if free { return (column, row) }
            }
        }
        return nil
    }

    /// The screen page and position of an item, by id.
    public func locate(itemID: String) -> (page: Int, index: Int)? {
        for (p, page) in pages.enumerated() {
            if let i = page.firstIndex(where: { $0.itemID == itemID }) { return (p, i) }
        }
        return nil
    }
}
