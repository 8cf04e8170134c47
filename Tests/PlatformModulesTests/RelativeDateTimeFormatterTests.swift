import Foundation
import Testing
import WidgettyFoundation

/// `RelativeDateTimeFormatter`, which Linux's Foundation lacks, named unqualified in a file that
/// imports Foundation and WidgettyFoundation only.
@Suite struct RelativeDateTimeFormatterTests {
    static let reference = Date(timeIntervalSince1970: 1_700_000_000)

    static func formatter(
        _ style: RelativeDateTimeFormatter.DateTimeStyle = .numeric, _ units: RelativeDateTimeFormatter.UnitsStyle = .full,
        locale: String = "en_US"
    ) -> RelativeDateTimeFormatter {
        let formatter = RelativeDateTimeFormatter()
        formatter.dateTimeStyle = style
        formatter.unitsStyle = units
        formatter.locale = Locale(identifier: locale)
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        formatter.calendar = calendar
        return formatter
    }

    static func text(_ formatter: RelativeDateTimeFormatter, _ seconds: TimeInterval) -> String {
        formatter.localizedString(for: reference.addingTimeInterval(seconds), relativeTo: reference)
    }

    @Test func theLargestUnitThatIsNotZeroIsShownWhole() {
        let numeric = Self.formatter()
        #expect(Self.text(numeric, -7_200) == "2 hours ago")
        #expect(Self.text(numeric, -(3_600 + 59 * 60)) == "1 hour ago")
        #expect(Self.text(numeric, 3 * 86_400 + 600) == "in 3 days")
        #expect(Self.text(numeric, 14 * 86_400) == "in 2 weeks")
        #expect(Self.text(numeric, -45) == "45 seconds ago")
        #expect(Self.text(numeric, 0) == "in 0 seconds")
        #expect(Self.text(numeric, 400 * 86_400) == "in 1 year")
    }

    @Test func namedStyleUsesTheLanguagesWords() {
        let named = Self.formatter(.named)
        #expect(Self.text(named, -86_400) == "yesterday")
        #expect(Self.text(named, 86_400) == "tomorrow")
        #expect(Self.text(named, 0) == "now")
        #expect(Self.text(named, -7 * 86_400) == "last week")
        #expect(Self.text(named, -2 * 86_400) == "2 days ago")
    }

    @Test func unitsStylesWriteTheUnitInTheirWidth() {
        #expect(Self.text(Self.formatter(.numeric, .short), -120) == "2 min. ago")
        #expect(Self.text(Self.formatter(.numeric, .abbreviated), -120) == "2m ago")
        #expect(Self.text(Self.formatter(.numeric, .spellOut), -120) == "two minutes ago")
        let capitalised = Self.formatter()
        capitalised.formattingContext = .beginningOfSentence
        #expect(Self.text(capitalised, 3 * 86_400) == "In 3 days")
    }

    @Test func componentsAndIntervalsAndObjects() {
        let formatter = Self.formatter()
        #expect(formatter.localizedString(from: DateComponents(weekOfMonth: -2)) == "2 weeks ago")
        #expect(formatter.localizedString(from: DateComponents(month: 1, day: 3)) == "in 1 month")
        #expect(formatter.localizedString(from: DateComponents()) == "in 0 seconds")
        #expect(Self.formatter(.named).localizedString(from: DateComponents(month: 1)) == "next month")
        #expect(formatter.localizedString(fromTimeInterval: -3_600) == "1 hour ago")
        #expect(formatter.string(for: Date().addingTimeInterval(-300))?.hasSuffix("ago") == true)
        #expect(formatter.string(for: 12) == nil)
    }

    @Test func theLocaleWritesTheText() {
        #expect(Self.text(Self.formatter(locale: "de_DE"), -7_200) == "vor 2 Stunden")
        #expect(Self.text(Self.formatter(.named, locale: "fr_FR"), -86_400) == "hier")
    }
}
