import Foundation
import Testing
import WidgettyFoundation

/// `DateComponentsFormatter` as widget code configures it (Pocket Casts' TimeFormatter among
/// others). This file imports Foundation and WidgettyFoundation only, and names the formatter
/// unqualified: WidgettyFoundation's declaration must shadow Foundation's unavailable one.
@Suite struct DateComponentsFormatterTests {
    static func formatter(
        _ style: DateComponentsFormatter.UnitsStyle, _ units: NSCalendar.Unit,
        zeros: DateComponentsFormatter.ZeroFormattingBehavior = .default, locale: String = "en_US"
    ) -> DateComponentsFormatter {
        let formatter = DateComponentsFormatter()
        formatter.unitsStyle = style
        formatter.allowedUnits = units
        formatter.zeroFormattingBehavior = zeros
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = Locale(identifier: locale)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        formatter.calendar = calendar
        return formatter
    }

    @Test func positionalPadsEveryPositionButTheFirstUnlessAskedAndDropsLeadingZeros() {
        let hours = Self.formatter(.positional, [.hour, .minute, .second])
        #expect(hours.string(from: 3_725) == "1:02:05")
        #expect(hours.string(from: 65) == "1:05", "a leading zero hour goes")
        #expect(hours.string(from: 5) == "0:05", "two positions stay")
        #expect(hours.string(from: 0) == "0:00")
        #expect(hours.string(from: -65) == "-1:05")
        #expect(hours.string(from: 90_061) == "25:01:01", "the largest unit takes what is above it")
        let padded = Self.formatter(.positional, [.minute, .second], zeros: .pad)
        #expect(padded.string(from: 65) == "01:05")
        #expect(padded.string(from: 5) == "00:05")
        #expect(Self.formatter(.positional, [.hour, .minute, .second], zeros: .pad).string(from: 65) == "00:01:05")
    }

    @Test func namedStylesWriteTheUnitsInTheirWidth() {
        let units: NSCalendar.Unit = [.hour, .minute]
        #expect(Self.formatter(.full, units).string(from: 3_900) == "1 hour, 5 minutes")
        #expect(Self.formatter(.short, units).string(from: 3_900) == "1 hr, 5 min")
        #expect(Self.formatter(.brief, units).string(from: 3_900) == "1 hr 5 min", "short names without commas, as Foundation's data has them")
        #expect(Self.formatter(.abbreviated, units).string(from: 3_900) == "1h 5m")
        #expect(Self.formatter(.spellOut, units).string(from: 3_900) == "one hour, five minutes")
        #expect(Self.formatter(.full, [.second]).string(from: 1) == "1 second")
        #expect(Self.formatter(.full, [.day]).string(from: 3 * 86_400 + 7_200) == "3 days", "what is below the smallest unit goes")
        #expect(Self.formatter(.abbreviated, [.weekOfMonth, .day]).string(from: 9 * 86_400) == "1w 2d")
    }

    @Test func zeroUnitsGoAsTheBehaviourSays() {
        let all: NSCalendar.Unit = [.hour, .minute, .second]
        #expect(Self.formatter(.full, all).string(from: 3_605) == "1 hour, 5 seconds", "the default drops every zero")
        #expect(Self.formatter(.full, all).string(from: 0) == "0 seconds")
        #expect(Self.formatter(.abbreviated, all, zeros: .none).string(from: 3_605) == "1h 0m 5s")
        #expect(Self.formatter(.abbreviated, all, zeros: .none).string(from: 300) == "0h 5m 0s")
        #expect(Self.formatter(.abbreviated, all, zeros: .dropLeading).string(from: 300) == "5m 0s")
        #expect(Self.formatter(.abbreviated, all, zeros: .dropTrailing).string(from: 300) == "0h 5m")
        #expect(Self.formatter(.abbreviated, all, zeros: .dropMiddle).string(from: 3_605) == "1h 5s")
        #expect(Self.formatter(.abbreviated, all, zeros: .dropMiddle).string(from: 300) == "0h 5m 0s")
    }

    @Test func theUnitCountAndTheCollapseShapeTheQuantity() {
        let limited = Self.formatter(.full, [.hour, .minute, .second])
        limited.maximumUnitCount = 2
        #expect(limited.string(from: 3_725) == "1 hour, 2 minutes", "the seconds go, not rounded")
        #expect(limited.string(from: 3_605) == "1 hour", "counted from the largest unit, then the zero goes")
        let collapsing = Self.formatter(.abbreviated, [.minute, .second])
        collapsing.collapsesLargestUnit = true
        #expect(collapsing.string(from: 65) == "65s")
        #expect(collapsing.string(from: 125) == "2m 5s", "only a largest unit of one folds")
        let phrased = Self.formatter(.full, [.minute])
        phrased.includesApproximationPhrase = true
        phrased.includesTimeRemainingPhrase = true
        #expect(phrased.string(from: 300) == "About 5 minutes remaining")
    }

    @Test func yearsAndMonthsAreCountedByTheCalendar() throws {
        let formatter = Self.formatter(.full, [.year, .month, .day])
        let start = try #require(formatter.calendar?.date(from: DateComponents(year: 2024, month: 1, day: 15)))
        let end = try #require(formatter.calendar?.date(from: DateComponents(year: 2025, month: 3, day: 20)))
        #expect(formatter.string(from: start, to: end) == "1 year, 2 months, 5 days")
        #expect(formatter.string(from: end, to: start) == "-1 year, 2 months, 5 days")
        #expect(Self.formatter(.abbreviated, [.year, .month, .day]).string(from: start, to: end) == "1y 2mo 5d")
        #expect(Self.formatter(.short, [.year, .month]).string(from: start, to: end) == "1 yr, 2 mths")
        #expect(Self.formatter(.brief, [.year, .month, .day]).string(from: start, to: end) == "1 yr 2 mths 5 days")
        #expect(Self.formatter(.spellOut, [.year, .month]).string(from: start, to: end) == "one year, two months")
        let years = Self.formatter(.full, [.year])
        years.referenceDate = start
        #expect(years.string(from: 400 * 86_400) == "1 year")
    }

    @Test func componentsAndObjectsAreFormattedAsTheQuantityTheyAdd() {
        let formatter = Self.formatter(.full, [.hour, .minute])
        #expect(formatter.string(from: DateComponents(hour: 1, minute: 70)) == "2 hours, 10 minutes")
        #expect(formatter.string(for: 3_900) == "1 hour, 5 minutes")
        #expect(formatter.string(for: 3_900.0) == "1 hour, 5 minutes")
        #expect(formatter.string(for: DateComponents(minute: 5)) == "5 minutes")
        #expect(formatter.string(for: "3900") == nil)
        #expect(formatter.string(from: .nan) == nil)
        #expect(formatter.string(from: .infinity) == nil)
        let byDefault = DateComponentsFormatter.localizedString(from: DateComponents(hour: 2), unitsStyle: .positional)
        #expect(byDefault == "2:00:00" || byDefault == "2:00", "every unit allowed by default: \(byDefault ?? "nil")")
    }

    @Test func theLocaleNamesTheUnitsFromFoundationsOwnData() {
        let german = Self.formatter(.full, [.hour, .minute], locale: "de_DE").string(from: 3_900)
        #expect(german == "1 Stunde und 5 Minuten")
        let french = Self.formatter(.short, [.hour, .minute], locale: "fr_FR").string(from: 3_900)
        // French separates a number from its unit with a no-break space.
        #expect(french?.replacingOccurrences(of: "\u{A0}", with: " ").replacingOccurrences(of: "\u{202F}", with: " ") == "1 h et 5 min")
        #expect(Self.formatter(.spellOut, [.minute], locale: "de_DE").string(from: 180) == "drei Minuten")
        #expect(Self.formatter(.full, [.year], locale: "de_DE").string(from: Date(timeIntervalSince1970: 0),
                                                                        to: Date(timeIntervalSince1970: 800 * 86_400)) == "2 years",
                "years and months are English")
    }
}
