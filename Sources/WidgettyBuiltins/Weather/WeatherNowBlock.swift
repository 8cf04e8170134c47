import Foundation
import WidgettyUI

/// The conditions now as the temperature in big digits with the unit, the sky and the other
/// measures in a column beside it.
struct WeatherNowBlock: View {
    let now: WeatherNow
    let forecast: WeatherForecast
    let digitsHeight: Int
    /// The measures beside the digits, at most as many lines as the digits are tall.
    let measures: [String]

    var body: some View {
        let code = WeatherCode(now.code)
        HStack(alignment: .center, spacing: 1) {
            BigDigits(WeatherText.number(now.temperature), height: digitsHeight)
            VStack(alignment: .leading, spacing: 0) {
                Text(verbatim: "°" + WeatherText.unitLetter(forecast) + " " + code.glyph(isDay: now.isDay ?? true) + " " + code.word)
                    .bold().lineLimit(1)
                ForEach(Array(measures.prefix(digitsHeight - 1).enumerated()), id: \.offset) { _, line in
                    Text(verbatim: line).foregroundStyle(.secondary).lineLimit(1)
                }
            }
        }
    }
}
