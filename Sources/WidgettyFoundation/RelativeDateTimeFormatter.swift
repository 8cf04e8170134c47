import Foundation

/// A date as text relative to another ("2 hours ago", "in 3 days", "yesterday"), as Foundation's
/// `RelativeDateTimeFormatter` on Apple's systems (Linux's Foundation has none). The largest unit
/// that is not zero is shown, whole (1 hour 59 minutes ago is "1 hour ago"); the words are the
/// locale's, from Foundation's relative date format style.
open class RelativeDateTimeFormatter: Formatter, @unchecked Sendable {
    /// Numbers always, or names where the language has them, as Apple's `DateTimeStyle`.
    public enum DateTimeStyle: Int, Sendable {
        /// "1 day ago", "in 0 seconds".
        case numeric = 0
        /// "yesterday", "now", "last week".
        case named = 1
    }

    /// How units are written, as Apple's `RelativeDateTimeFormatter.UnitsStyle`.
    public enum UnitsStyle: Int, Sendable {
        /// "2 months ago".
        case full = 0
        /// "two months ago".
        case spellOut = 1
        /// "2 mo. ago".
        case short = 2
        /// "2mo ago".
        case abbreviated = 3
    }

    /// Numbers or names; numbers unless set.
    open var dateTimeStyle: DateTimeStyle = .numeric
    /// How units are written; whole words unless set.
    open var unitsStyle: UnitsStyle = .full
    /// Where the text is used, for its capitalisation.
    open var formattingContext: Formatter.Context = .unknown
    /// The calendar that counts the units between the dates.
    open var calendar: Calendar! = .current
    /// The language of the text.
    open var locale: Locale! = .current

    /// A formatter with Apple's defaults (numeric, full units, the user's calendar and locale).
    public override init() { super.init() }

    /// Formatters are not archived here.
    public required init?(coder: NSCoder) { nil }

    /// `date` relative to `referenceDate`: "3 days ago" when it is three days before.
    open func localizedString(for date: Date, relativeTo referenceDate: Date) -> String {
        let components = calendar.dateComponents(Set(TimeUnit.allCases.map(\.component)), from: referenceDate, to: date)
        return localizedString(from: components)
    }

    /// A time interval from now: negative in the past.
    open func localizedString(fromTimeInterval timeInterval: TimeInterval) -> String {
        let now = Date()
        return localizedString(for: now.addingTimeInterval(timeInterval), relativeTo: now)
    }

    /// The largest component that is not zero, relative to now ("in 2 weeks" for `weekOfMonth: 2`);
    /// "in 0 seconds" (or "now") when all are.
    open func localizedString(from dateComponents: DateComponents) -> String {
        let amount = TimeUnit.allCases.lazy.compactMap { unit in
            unit.value(in: dateComponents).flatMap { $0 == 0 ? nil : TimeAmount(unit: unit, value: Int64($0)) }
        }.first ?? TimeAmount(unit: .second, value: 0)
        return text(amount)
    }

    /// A `Date` relative to now; nil for anything else.
    open override func string(for obj: Any?) -> String? {
        guard let date = obj as? Date else { return nil }
        return localizedString(for: date, relativeTo: Date())
    }

    /// One amount in Foundation's words: the relative style anchored that many units from a
    /// reference and limited to the unit counts back exactly that amount.
    private func text(_ amount: TimeAmount) -> String {
        let reference = Date(timeIntervalSinceReferenceDate: 0)
        let anchor = calendar.date(byAdding: amount.unit.component, value: Int(amount.value), to: reference) ?? reference
        var style = Date.AnchoredRelativeFormatStyle(
            anchor: anchor, presentation: dateTimeStyle == .named ? .named : .numeric, unitsStyle: width,
            locale: locale, calendar: calendar, capitalizationContext: capitalization)
        style.allowedFields = [amount.unit.relativeField]
        return style.format(reference)
    }

    private var width: Date.RelativeFormatStyle.UnitsStyle {
        switch unitsStyle {
        case .full: .wide
        case .spellOut: .spellOut
        case .short: .abbreviated
        case .abbreviated: .narrow
        }
    }

    private var capitalization: FormatStyleCapitalizationContext {
        switch formattingContext {
        case .beginningOfSentence: .beginningOfSentence
        case .middleOfSentence: .middleOfSentence
        case .standalone: .standalone
        case .listItem: .listItem
        default: .unknown
        }
    }
}
