import Foundation

/// A quantity of time as text ("1:05:00", "1 hr, 5 min", "1 hour, 5 minutes"), as Foundation's
/// `DateComponentsFormatter` on Apple's systems (Linux's Foundation declares it unavailable;
/// this one shadows it for code that imports Widgetty or WidgettyFoundation).
///
/// Units from weeks to seconds are named in the formatter's locale from Foundation's own data
/// (the duration format style); a string that shows years or months, and the approximation and
/// time-remaining phrases, are English. Smaller units left over when the units allowed or
/// ``maximumUnitCount`` stop are dropped, not rounded.
open class DateComponentsFormatter: Formatter, @unchecked Sendable {
    /// How units are written, as Apple's `DateComponentsFormatter.UnitsStyle`.
    public enum UnitsStyle: Int, Sendable {
        /// Digits with colons: "1:05:00".
        case positional = 0
        /// The shortest names, no spaces: "1h 5m".
        case abbreviated = 1
        /// Short names: "1 hr, 5 min".
        case short = 2
        /// Whole names: "1 hour, 5 minutes".
        case full = 3
        /// Whole names and numbers in words: "one hour, five minutes".
        case spellOut = 4
        /// Short names without commas: "1 hr 5 min" (Apple's data writes "1hr 5min").
        case brief = 5
    }

    /// Which units of value zero are left out, as Apple's `ZeroFormattingBehavior`.
    public struct ZeroFormattingBehavior: OptionSet, Sendable {
        /// The bits, as Apple's are numbered.
        public let rawValue: UInt
        /// A behaviour from its bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Every zero unit shown.
        public static let none = ZeroFormattingBehavior([])
        /// The style's own choice: leading zeros dropped in ``UnitsStyle/positional``, all zeros
        /// dropped in the other styles.
        public static let `default` = ZeroFormattingBehavior(rawValue: 1 << 0)
        /// Zero units before the first non-zero one dropped.
        public static let dropLeading = ZeroFormattingBehavior(rawValue: 1 << 1)
        /// Zero units between non-zero ones dropped.
        public static let dropMiddle = ZeroFormattingBehavior(rawValue: 1 << 2)
        /// Zero units after the last non-zero one dropped.
        public static let dropTrailing = ZeroFormattingBehavior(rawValue: 1 << 3)
        /// Every zero unit dropped.
        public static let dropAll = ZeroFormattingBehavior(rawValue: (1 << 1) | (1 << 2) | (1 << 3))
        /// Nothing dropped, and the first positional unit given two digits too ("01:05").
        public static let pad = ZeroFormattingBehavior(rawValue: 1 << 16)
    }

    /// How units are written; positional unless set.
    open var unitsStyle: UnitsStyle = .positional
    /// The units the quantity is counted in; none set means years to seconds (weeks aside).
    open var allowedUnits: NSCalendar.Unit = []
    /// Which zero units are left out.
    open var zeroFormattingBehavior: ZeroFormattingBehavior = .default
    /// At most this many units, from the largest non-zero one; 0 for no limit.
    open var maximumUnitCount: Int = 0
    /// A largest unit of one folded into the next ("1h 5m" becomes "65m").
    open var collapsesLargestUnit: Bool = false
    /// "About " before the quantity (English).
    open var includesApproximationPhrase: Bool = false
    /// " remaining" after the quantity (English).
    open var includesTimeRemainingPhrase: Bool = false
    /// The calendar that counts years, months and days; the user's when nil.
    open var calendar: Calendar?
    /// Where an interval starts when years or months are counted; now when nil.
    open var referenceDate: Date?
    /// Where the text is used, for its capitalisation.
    open var formattingContext: Formatter.Context = .unknown

    /// A formatter with Apple's defaults (positional, every unit, leading zeros dropped).
    public override init() { super.init() }

    /// Formatters are not archived here.
    public required init?(coder: NSCoder) { nil }

    /// A time interval in seconds as text, counted from ``referenceDate`` when years or months
    /// are allowed; nil when it is not finite.
    open func string(from ti: TimeInterval) -> String? {
        guard ti.isFinite else { return nil }
        let start = referenceDate ?? Date()
        return string(from: start, to: start.addingTimeInterval(ti))
    }

    /// Date components as text: the quantity they add to ``referenceDate``, in the allowed units.
    open func string(from components: DateComponents) -> String? {
        let start = referenceDate ?? Date()
        guard let end = usedCalendar.date(byAdding: components, to: start) else { return nil }
        return string(from: start, to: end)
    }

    /// The time between two dates as text; negative when `endDate` comes first.
    open func string(from startDate: Date, to endDate: Date) -> String? {
        let units = TimeUnit.units(in: allowedUnits.isEmpty ? Self.defaultUnits : allowedUnits)
        guard !units.isEmpty else { return nil }
        let negative = endDate < startDate
        let amounts = DurationSplit(units: units, calendar: usedCalendar)
            .amounts(from: min(startDate, endDate), to: max(startDate, endDate))
        let shown = DurationSelection(style: unitsStyle, behavior: zeroFormattingBehavior, maximumUnitCount: maximumUnitCount,
                                      collapsesLargestUnit: collapsesLargestUnit).select(amounts)
        let text = DurationText(style: unitsStyle, locale: usedCalendar.locale ?? .current,
                                padsFirst: zeroFormattingBehavior.contains(.pad)).text(shown, negative: negative)
        return phrased(text)
    }

    /// A `TimeInterval`, a number of seconds or `DateComponents` as text; nil for anything else.
    open override func string(for obj: Any?) -> String? {
        switch obj {
        case let seconds as TimeInterval: string(from: seconds)
        case let seconds as Int: string(from: TimeInterval(seconds))
        case let number as NSNumber: string(from: number.doubleValue)
        case let components as DateComponents: string(from: components)
        default: nil
        }
    }

    /// Components as text in a style, with every other setting at its default.
    open class func localizedString(from components: DateComponents, unitsStyle: UnitsStyle) -> String? {
        let formatter = DateComponentsFormatter()
        formatter.unitsStyle = unitsStyle
        return formatter.string(from: components)
    }

    /// What `allowedUnits` empty stands for.
    static let defaultUnits: NSCalendar.Unit = [.year, .month, .day, .hour, .minute, .second]

    private var usedCalendar: Calendar { calendar ?? .current }

    private func phrased(_ text: String) -> String {
        var text = text
        if includesApproximationPhrase { text = "About " + text }
        if includesTimeRemainingPhrase { text += " remaining" }
        switch formattingContext {
        case .beginningOfSentence, .standalone, .listItem: return text.prefix(1).uppercased() + text.dropFirst()
        default: return text
        }
    }
}
