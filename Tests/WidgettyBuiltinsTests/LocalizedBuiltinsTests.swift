import Foundation
import Testing
import WidgettyKit
import WidgettyTestSupport
import WidgettyTerminal
import WidgettyUI
@testable import WidgettyBuiltins

/// The calendar, clocks and countdown in German, Japanese and French: weekday and month names,
/// dates, day periods and the month grid's header as each language writes them, English and the
/// `C` locale as before.
@MainActor
@Suite struct LocalizedBuiltinsTests {
    /// 2026-11-24 14:05:09 UTC, a Tuesday.
    static let tuesday = BuiltinHarness.sunday.addingTimeInterval(2 * 86_400)

    private func render<V: View>(
        _ view: V, family: WidgetFamily, locale: String?, width: Int = 36, height: Int = 18
    ) -> [String] {
        var environment = EnvironmentValues.fixedForTests
        environment.now = Self.tuesday
        environment.widgetFamily = family
        environment.locale = POSIXLocale.locale(named: locale)
        let cells = view.environment(\.cellMetrics, .cells)
        return ViewRenderer.render(cells, size: Size(width: width, height: height), environment: environment).trimmedLines
    }

    /// The month face (W1's, the small calendar's; medium and large put the agenda beside it).
    private func calendar(_ locale: String?, layout: CalendarLayout = .month, family: WidgetFamily = .systemSmall) -> [String] {
        let entry = CalendarEntry(date: Self.tuesday, timeZoneIdentifier: "UTC", layout: layout, events: [])
        return render(CalendarView(entry: entry), family: family, locale: locale)
    }

    private func clock(_ locale: String?, use24Hour: Bool = true, bigDigits: Bool = false, family: WidgetFamily, width: Int = 36) -> [String] {
        let entry = ClockEntry(date: Self.tuesday, timeZoneIdentifier: "UTC", use24Hour: use24Hour, showSeconds: false, bigDigits: bigDigits)
        return render(ClockView(entry: entry), family: family, locale: locale, width: width)
    }

    private func countdown(_ locale: String?) -> [String] {
        let newYear = Date(timeIntervalSince1970: 1_798_761_600)  // 2027-01-01 00:00 UTC
        let entry = CountdownEntry(date: Self.tuesday, target: newYear, title: "", timeZoneIdentifier: "UTC")
        return render(CountdownView(entry: entry), family: .systemSmall, locale: locale)
    }

    @Test func theMonthIsWrittenInGermanJapaneseAndFrench()  {
        let german = calendar("de_DE.UTF-8")
        #expect(german[0] == "Dienstag, 24. November 2026")
        #expect(german[2] == "   November 2026")
        #expect(german[3] == "Mo Di Mi Do Fr Sa So")
        #expect(german[4] == "                   1")
        let japanese = calendar("ja_JP.UTF-8")
        #expect(japanese[0] == "2026年11月24日 火曜日")
        #expect(japanese[2] == "     2026年11月")
        #expect(japanese[3] == "月 火 水 木 金 土 日")
        let french = calendar("fr_FR.UTF-8")
        #expect(french[0] == "mardi 24 novembre 2026")
        #expect(french[2] == "   novembre 2026")
        #expect(french[3] == "lu ma me je ve sa di")
        // The grid itself is the same in every language.
        #expect(Array(german[4...]) == Array(french[4...]))
        #expect(Array(german[4...]) == Array(japanese[4...]))
    }

    @Test func englishAndTheCLocaleKeepTheirFixedEnglish()  {
        let british = calendar("en_GB.UTF-8")
        #expect(british[0] == "Tuesday 24 November 2026")
        #expect(british[3] == "Mo Tu We Th Fr Sa Su")
        #expect(calendar("C") == british)
        #expect(calendar("en_US.UTF-8") == british)
        #expect(calendar(nil) == british)
    }

    @Test func theDayFaceNamesTheWeekdayAndMonth()  {
        // The day face is centred in its cell: its lines are compared without the margins.
        func dayFace(_ locale: String) -> [String] {
            calendar(locale, layout: .day).map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        }
        let german = dayFace("de_DE.UTF-8")
        #expect(german.first == "Dienstag")
        #expect(german.contains("November 2026"))
        let japanese = dayFace("ja_JP.UTF-8")
        #expect(japanese.first == "火曜日")
        #expect(japanese.contains("2026年11月"))
        let french = dayFace("fr_FR.UTF-8")
        #expect(french.first == "mardi")
        #expect(french.contains("novembre 2026"))
    }

    @Test func theClocksDateLineAndDayPeriodsFollowTheLocale() {
        #expect(clock("de_DE.UTF-8", family: .systemLarge).last == "Dienstag, 24. November 2026")
        #expect(clock("ja_JP.UTF-8", family: .systemLarge).last == "2026年11月24日 火曜日")
        #expect(clock("fr_FR.UTF-8", family: .systemLarge).last == "mardi 24 novembre 2026")
        #expect(clock("C", family: .systemLarge).last == "Tuesday 24 November 2026")
        #expect(clock("ja_JP.UTF-8", use24Hour: false, family: .systemSmall).first == "2:05 午後")
        #expect(clock("de_DE.UTF-8", use24Hour: false, family: .systemSmall).first == "2:05 PM")
        #expect(clock("en_GB.UTF-8", use24Hour: false, family: .systemSmall).first == "2:05 PM")
        #expect(clock("fr_FR.UTF-8", family: .systemSmall).first == "14:05")
        let bigJapanese = clock("ja_JP.UTF-8", use24Hour: false, bigDigits: true, family: .systemSmall, width: 20)
        #expect(bigJapanese.contains { $0.trimmingCharacters(in: .whitespaces) == "午後  UTC" }, "\(bigJapanese)")
    }

    @Test func theWorldClocksDayPeriodsFollowTheLocale() {
        let entry = WorldClockEntry(date: Self.tuesday, zones: ["Asia/Tokyo"], use24Hour: false)
        let japanese = render(WorldClockView(entry: entry), family: .systemMedium, locale: "ja_JP.UTF-8", height: 3)
        let tokyo = japanese.first { $0.contains("Tokyo") }
        #expect(tokyo?.contains("11:05 午後") == true, "\(japanese)")
        let french = render(WorldClockView(entry: entry), family: .systemMedium, locale: "fr_FR.UTF-8", height: 3)
        #expect(french.first { $0.contains("Tokyo") }?.contains("11:05 PM") == true, "\(french)")
        // Beside big digits too.
        let big = render(WorldClockView(entry: entry), family: .systemMedium, locale: "ja_JP.UTF-8")
        #expect(big.contains { $0.hasSuffix(" 午後") }, "\(big)")
    }

    @Test func theCountdownsTargetIsADateOfTheLocale() {
        #expect(countdown("de_DE.UTF-8").last == "to 01.01.2027, 00:00")
        #expect(countdown("ja_JP.UTF-8").last == "to 2027/01/01 0:00")
        #expect(countdown("fr_FR.UTF-8").last == "to 01/01/2027 00:00")
        #expect(countdown("C").last == "to 2027-01-01 00:00")
        #expect(countdown("de_DE.UTF-8").first == countdown("C").first)
    }

    @Test func twelveOrTwentyFourHoursIsTheLocalesDefault() {
        for (name, twentyFour) in [("de_DE.UTF-8", true), ("ja_JP.UTF-8", true), ("fr_FR.UTF-8", true), ("en_GB.UTF-8", true),
                                   ("en_US.UTF-8", false), ("C", true), ("POSIX", true)] {
            #expect(ClockConvention.uses24Hour(POSIXLocale.locale(named: name)) == twentyFour, "\(name)")
        }
        #expect(ClockConvention.localUses24Hour == ClockConvention.uses24Hour(POSIXLocale.time))
    }

    /// The clocks' default is decided from the variable's value as from its `Locale`, without one
    /// for English and `C` (where creating it would load ICU's data at start).
    @Test func theVariablesNameGivesTheSameHoursAsItsLocale() {
        for name in ["de_DE.UTF-8", "ja_JP.UTF-8", "en_GB.UTF-8", "en_US.UTF-8", "en_IN", "en_AU.UTF-8@euro", "en",
                     "C", "POSIX", "C.UTF-8", "xx_YY.UTF-8", "not a locale"] {
            #expect(ClockConvention.uses24Hour(named: name) == ClockConvention.uses24Hour(POSIXLocale.locale(named: name)), "\(name)")
        }
        #expect(ClockConvention.uses24Hour(named: nil) == ClockConvention.uses24Hour(POSIXLocale.locale(named: nil)))
    }

    @Test func numbersTakeTheLocalesDecimalSeparator() {
        #expect(FixedPoint.format(12.25, decimals: 1, width: 5, separator: ",") == " 12,2")
        #expect(FixedPoint.format(0.05, decimals: 2, separator: ",") == "0,05")
        #expect(FixedPoint.format(7, decimals: 0, separator: ",") == "7")
        #expect(FixedPoint.format(1e300, decimals: 1, separator: ",").hasSuffix(",0"))
    }
}

extension LocalizedBuiltinsTests {
    /// English's 12 or 24 hours are answered without ICU: for every English locale ICU knows,
    /// the answer is ICU's.
    @Test func englishCountsTwelveHoursAsICUDoes() {
        let english = Locale.availableIdentifiers.filter { $0 == "en" || $0.hasPrefix("en_") }
        #expect(english.count > 100)
        for identifier in english {
            let locale = Locale(identifier: identifier)
            let icu = locale.hourCycle == .zeroToTwentyThree || locale.hourCycle == .oneToTwentyFour
            #expect(ClockConvention.uses24Hour(locale) == icu, "\(identifier)")
        }
    }
}
