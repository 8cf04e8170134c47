import Foundation
import WidgettyUI

/// The next hours a column each (time, sky, temperature, chance of rain), with a bar under
/// each column as tall as the rows left allow, scaled between the hours' coolest and warmest.
struct WeatherHourColumns: View {
    let forecast: WeatherForecast
    /// The columns the width holds.
    let count: Int

    /// Five columns of text and a space.
    static let columnWidth = 6

    var body: some View {
        let hours = Array(forecast.hours.prefix(max(1, count)))
        VStack(alignment: .leading, spacing: 0) {
            HStack(alignment: .top, spacing: 1) {
                ForEach(Array(hours.enumerated()), id: \.offset) { _, hour in
                    VStack(alignment: .leading, spacing: 0) {
                        Text(verbatim: WeatherText.hour(hour.time, forecast)).foregroundStyle(.secondary)
                        Text(verbatim: WeatherCode(hour.code).glyph(isDay: hour.isDay ?? true))
                        Text(verbatim: WeatherText.degrees(hour.temperature))
                        Text(verbatim: WeatherText.percent(hour.precipitationProbability)).foregroundStyle(.secondary)
                    }
                    .frame(width: CGFloat(Self.columnWidth - 1), alignment: .leading)
                }
            }
            let bars = Self.bars(hours.map(\.temperature))
            BarChart(values: bars.values, maximum: bars.maximum)
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .bottomLeading)
        }
    }

    /// Each temperature as a bar under its column (five cells wide, a gap after it), measured from
    /// a little below the coolest so the coolest hour still shows.
    static func bars(_ temperatures: [Double]) -> (values: [Double], maximum: Double) {
        guard let low = temperatures.min(), let high = temperatures.max() else { return ([], 1) }
        let floor = low - max(1, (high - low) / 3)
        let values = temperatures.flatMap { temperature -> [Double] in Array(repeating: temperature - floor, count: columnWidth - 1) + [0] }
        return (Array(values.dropLast()), high - floor)
    }
}
