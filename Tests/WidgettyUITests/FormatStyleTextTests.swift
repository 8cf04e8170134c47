import Foundation
import Testing
import WidgettyTerminal
import WidgettyTestSupport
import WidgettyUI

/// `Text(_:format:)` and `"\(value, format:)"` with Foundation's format styles as they exist on
/// Linux, formatted in the environment's locale and time zone (American English, UTC, at
/// 2026-11-22 14:05 UTC, a Sunday); `specifier:` and `formatter:` interpolations. Times read
/// as on iOS 17 and later, with a narrow no-break space (U+202F) before "AM"/"PM".
@MainActor
@Suite struct FormatStyleTextTests {
    static var american: EnvironmentValues {
        var environment = EnvironmentValues.fixedForTests
        environment.locale = Locale(identifier: "en_US")
        return environment
    }

    let now = EnvironmentValues.fixedForTests.now

    private func line(_ text: Text, environment: EnvironmentValues = american) -> String {
        renderLines(text.fixedSize(), width: 40, height: 1, environment: environment)[0].trimmingCharacters(in: .whitespaces)
    }

    @Test func datesInTheEnvironmentsLocaleAndTimeZone() {
        #expect(line(Text(now, format: .dateTime.hour().minute())) == "2:05\u{202F}PM")
        #expect(line(Text(now, format: .dateTime.weekday(.wide))) == "Sunday")
        #expect(line(Text(now, format: Date.FormatStyle(date: .abbreviated, time: .shortened))) == "Nov 22, 2026 at 2:05\u{202F}PM")
        var tokyo = Self.american
        tokyo.timeZone = TimeZone(identifier: "Asia/Tokyo")!
        #expect(line(Text(now, format: .dateTime.hour().minute()), environment: tokyo) == "11:05\u{202F}PM")
        var british = Self.american
        british.locale = Locale(identifier: "en_GB")
        #expect(line(Text(now, format: .dateTime.hour().minute()), environment: british) == "14:05")
    }

    @Test func aTimeZoneSetOnTheStyleIsKept() {
        var style = Date.FormatStyle.dateTime.hour().minute()
        style.timeZone = TimeZone(identifier: "America/New_York")!
        #expect(line(Text(now, format: style)) == "9:05\u{202F}AM")
    }

    @Test func numbersPercentsAndCurrencies() {
        #expect(line(Text(3.14159, format: .number.precision(.fractionLength(1)))) == "3.1")
        #expect(line(Text(0.42, format: .percent)) == "42%")
        #expect(line(Text(12.5, format: .currency(code: "EUR"))) == "€12.50")
        #expect(line(Text(1234567, format: .number)) == "1,234,567")
        var german = Self.american
        german.locale = Locale(identifier: "de_DE")
        #expect(line(Text(3.14159, format: .number.precision(.fractionLength(1))), environment: german) == "3,1")
    }

    @Test func relativeCountsFromTheEnvironmentsNow() {
        #expect(line(Text(now.addingTimeInterval(-86_400), format: .relative(presentation: .named))) == "yesterday")
        #expect(line(Text(now.addingTimeInterval(2 * 3600), format: .relative(presentation: .named))) == "in 2 hours")
        #expect(line(Text(now.addingTimeInterval(-300), format: .relative(presentation: .numeric))) == "5 minutes ago")
    }

    @Test func aRelativeDateIsRenderedWholeBesideATicker() {
        let view = VStack(spacing: 0) {
            Text(now.addingTimeInterval(-50), format: .relative(presentation: .numeric))
            Text(now.addingTimeInterval(-50), style: .timer)
        }
        let instants = (0..<20).map { now.addingTimeInterval(Double($0)) }
        let comparison = compareTicks(view, size: Size(width: 16, height: 2), environment: Self.american, at: instants)
        #expect(comparison.mismatches.isEmpty)
        #expect(comparison.patched == 0)
        #expect(renderLines(view, width: 16, height: 2, environment: Self.american)[0].trimmingCharacters(in: .whitespaces) == "50 seconds ago")
    }

    @Test func listsByteCountsAndDurations() {
        #expect(line(Text(["tea", "milk", "sugar"], format: .list(type: .and))) == "tea, milk, and sugar")
        #expect(line(Text(Int64(1_500_000), format: .byteCount(style: .file))) == "1.5 MB")
        #expect(line(Text(Duration.seconds(3909), format: .time(pattern: .hourMinuteSecond))) == "1:05:09")
    }

    @Test func interpolatedFormatStyles() {
        let x = 3.14159
        #expect(line(Text("at \(now, format: .dateTime.hour().minute())")) == "at 2:05\u{202F}PM")
        #expect(line(Text("\(x, format: .number.precision(.fractionLength(1))) km")) == "3.1 km")
        #expect(line(Text("\(0.42, format: .percent) done")) == "42% done")
    }

    @Test func specifiersWithDoublesAndInts() {
        let ratio = 0.4213, count = 7
        #expect(line(Text("\(ratio * 100, specifier: "%.f")%")) == "42%")
        #expect(line(Text("\(count, specifier: "%d") items")) == "7 items")
        #expect(line(Text("\(ratio, specifier: "%.2f")")) == "0.42")
    }

    @Test func formattersInTheInterpolationAndTheInitialiser() {
        let formatter = NumberFormatter()
        formatter.locale = Locale(identifier: "en_US")
        formatter.numberStyle = .spellOut
        #expect(line(Text("\(NSNumber(value: 3), formatter: formatter) cats")) == "three cats")
        #expect(line(Text(NSNumber(value: 12), formatter: formatter)) == "twelve")
    }
}
