import Foundation
import WidgettyKit
import WidgettyUI

/// The weather cell: the place over the forecast laid out to the cell's size — in small the
/// temperature in big digits and the next hours as lines (in two columns when wide enough);
/// from medium on the conditions now (big when tall), a column per hour across the width with a
/// bar of each hour's temperature under it, and in large and extra large the next days.
struct WeatherView: View {
    let entry: WeatherEntry
    @Environment(\.widgetFamily) private var family

    var body: some View {
        GeometryReader { proxy in
            VStack(alignment: .leading, spacing: 0) {
                Text(verbatim: entry.place).bold().lineLimit(1)
                if let staleText = entry.staleText {
                    Text(verbatim: "⚠ " + staleText).foregroundStyle(.yellow).lineLimit(staleLines(family))
                }
                if let problem = entry.problem {
                    Text(verbatim: problem).foregroundStyle(.red)
                }
                if let forecast = entry.forecast {
                    let space = WeatherSpace(width: Int(proxy.size.width), rows: Int(proxy.size.height) - headerRows(family))
                    if family == .systemSmall {
                        WeatherSmallFace(forecast: forecast, space: space)
                    } else {
                        WeatherWideFace(forecast: forecast, space: space, date: entry.date,
                                        showsDays: family == .systemLarge || family == .systemExtraLarge)
                    }
                }
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        }
    }

    private func staleLines(_ family: WidgetFamily) -> Int { family == .systemSmall ? 2 : 1 }

    /// The rows above the forecast: the place, the stale notice, the problem.
    private func headerRows(_ family: WidgetFamily) -> Int {
        1 + (entry.staleText == nil ? 0 : staleLines(family)) + (entry.problem == nil ? 0 : 1)
    }
}

/// The columns and rows the forecast part of the weather cell has.
struct WeatherSpace: Hashable {
    var width: Int
    var rows: Int

    /// The height of big digits that leaves `needed` rows under them: 7, 5 or 3, else nil.
    func bigDigits(leaving needed: Int, tallest: Int = 7) -> Int? {
        BigDigits.heights.reversed().first { $0 <= tallest && rows - $0 >= needed }
    }
}
