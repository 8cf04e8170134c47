import Foundation
import WidgettyUI

/// The weather cell from medium on, under the place: the conditions now (in big digits when
/// tall enough, else three lines), a column per hour as many as the width holds, a bar chart of
/// their temperatures in the rows left, and the days — beside the conditions when wide, else at
/// the bottom.
struct WeatherWideFace: View {
    let forecast: WeatherForecast
    let space: WeatherSpace
    let date: Date
    let showsDays: Bool

    /// A day line's width (`Today ☂  11° /  3°  70%  Rain`, with room for a longer word).
    static let dayLineWidth = 40

    var body: some View {
        let days = showsDays ? forecast.days : []
        let digits = forecast.current == nil ? nil : space.bigDigits(leaving: 9, tallest: space.rows >= 28 ? 7 : 5)
            .flatMap { space.rows >= 14 ? $0 : nil }
        let daysBeside = !days.isEmpty && space.width >= 80
        let nowRows = forecast.current == nil ? 0 : (digits ?? 3)
        let dayRows = days.isEmpty || daysBeside ? 0 : min(days.count, max(0, space.rows - nowRows - 6)) + 1
        VStack(alignment: .leading, spacing: 0) {
            HStack(alignment: .center, spacing: 4) {
                if let now = forecast.current {
                    if let digits {
                        WeatherNowBlock(now: now, forecast: forecast, digitsHeight: digits,
                                        measures: WeatherText.measures(now, forecast) + [WeatherText.highLow(forecast)].compactMap { $0 })
                    } else {
                        nowLines(now)
                    }
                }
                if daysBeside {
                    Spacer(minLength: 0)
                    dayLines(Array(days.prefix(max(1, nowRows))))
                        .frame(width: CGFloat(min(Self.dayLineWidth, space.width / 2)), alignment: .leading)
                }
            }
            Text(verbatim: "")
            WeatherHourColumns(forecast: forecast, count: (space.width + 1) / WeatherHourColumns.columnWidth)
            if dayRows > 1 {
                Text(verbatim: "")
                dayLines(Array(days.prefix(dayRows - 1)))
            }
        }
    }

    @ViewBuilder
    private func nowLines(_ now: WeatherNow) -> some View {
        let code = WeatherCode(now.code)
        VStack(alignment: .leading, spacing: 0) {
            Text(verbatim: "\(code.glyph(isDay: now.isDay ?? true)) \(WeatherText.degrees(now.temperature))\(WeatherText.unitLetter(forecast))")
                .bold().lineLimit(1)
            Text(verbatim: code.word).lineLimit(1)
            if let details = WeatherText.details(now, forecast) {
                Text(verbatim: details).foregroundStyle(.secondary).lineLimit(1)
            }
        }
    }

    private func dayLines(_ days: [WeatherDay]) -> some View {
        VStack(alignment: .leading, spacing: 0) {
            ForEach(Array(days.enumerated()), id: \.offset) { index, day in
                Text(verbatim: WeatherText.dayLine(day, forecast, isToday: index == 0 && day.date <= date)).lineLimit(1)
            }
        }
    }
}
