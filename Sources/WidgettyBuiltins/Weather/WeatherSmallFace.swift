import Foundation
import WidgettyUI

/// The small weather cell under the place: the temperature in big digits beside the sky and
/// today's high and low, then the next hours a line each, in as many columns as the width holds
/// and as many lines as are left; the plain lines where not even small digits fit.
struct WeatherSmallFace: View {
    let forecast: WeatherForecast
    let space: WeatherSpace

    /// The widest hour line (`15:00 ☂ 11° 100%`) and the gap after it.
    static let hourColumnWidth = 17

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            if let now = forecast.current {
                if let digits = space.bigDigits(leaving: 2, tallest: space.rows >= 14 ? 5 : 3) {
                    WeatherNowBlock(now: now, forecast: forecast, digitsHeight: digits,
                                    measures: [WeatherText.highLow(forecast)].compactMap { $0 })
                    hourLines(rows: space.rows - digits - (digits > 3 ? 1 : 0))
                        .padding(.top, digits > 3 ? 1 : 0)
                } else {
                    let code = WeatherCode(now.code)
                    Text(verbatim: "\(code.glyph(isDay: now.isDay ?? true)) \(WeatherText.degrees(now.temperature))"
                        + "\(WeatherText.unitLetter(forecast)) \(code.word)").bold().lineLimit(1)
                    hourLines(rows: space.rows - 1)
                }
            } else {
                hourLines(rows: space.rows)
            }
        }
    }

    /// The next hours, down each column and then across.
    private func hourLines(rows: Int) -> some View {
        let perColumn = max(1, rows)
        let columns = max(1, min((space.width + 1) / Self.hourColumnWidth, (forecast.hours.count + perColumn - 1) / perColumn))
        let hours = Array(forecast.hours.prefix(columns * perColumn))
        return HStack(alignment: .top, spacing: 1) {
            ForEach(0..<columns, id: \.self) { column in
                VStack(alignment: .leading, spacing: 0) {
                    ForEach(Array(hours.dropFirst(column * perColumn).prefix(perColumn).enumerated()), id: \.offset) { _, hour in
                        Text(verbatim: WeatherText.hourLine(hour, forecast)).lineLimit(1)
                    }
                }
                .frame(width: CGFloat(Self.hourColumnWidth - 1), alignment: .leading)
            }
        }
    }
}
