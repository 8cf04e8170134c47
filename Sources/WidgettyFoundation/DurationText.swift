import Foundation

/// The amounts a ``DateComponentsFormatter`` shows, written in its style: positions with colons,
/// or units named in the locale by Foundation's duration format style (weeks to seconds); with
/// years or months, which that style cannot name, in English.
struct DurationText {
    let style: DateComponentsFormatter.UnitsStyle
    let locale: Locale
    /// Whether the first position has two digits too (`.pad`).
    let padsFirst: Bool

    func text(_ amounts: [TimeAmount], negative: Bool) -> String {
        let sign = negative && amounts.contains { $0.value != 0 } ? "-" : ""
        guard style != .positional else { return sign + positions(amounts) }
        if amounts.allSatisfy({ $0.unit.durationUnit != nil }) {
            return sign + spelledIfAsked(foundationText(amounts, locale: locale), amounts, locale: locale)
        }
        let english = Locale(identifier: "en_US")
        let pieces = amounts.map { amount in
            EnglishUnitNames.piece(amount, width: width)
                ?? foundationText([amount], locale: english)
        }
        let joined = pieces.joined(separator: width == .wide || width == .abbreviated ? ", " : " ")
        return sign + spelledIfAsked(joined, amounts, locale: english)
    }

    /// "1:05", "1:00:05": every position after the first with two digits.
    private func positions(_ amounts: [TimeAmount]) -> String {
        amounts.enumerated().map { index, amount in
            let digits = String(amount.value)
            return index > 0 || padsFirst ? String(repeating: "0", count: max(0, 2 - digits.count)) + digits : digits
        }.joined(separator: ":")
    }

    /// The duration format style's width for the units style.
    var width: Duration.UnitsFormatStyle.UnitWidth {
        switch style {
        case .abbreviated: .narrow
        case .short: .abbreviated
        case .brief: .condensedAbbreviated
        case .positional, .full, .spellOut: .wide
        }
    }

    /// Amounts of weeks and smaller in the locale's words, each unit shown even when zero (the
    /// selection has already dropped the zeros that go).
    private func foundationText(_ amounts: [TimeAmount], locale: Locale) -> String {
        let units = Set(amounts.compactMap(\.unit.durationUnit))
        let seconds = amounts.reduce(Int64(0)) { $0 + $1.value * ($1.unit.seconds ?? 0) }
        let format = Duration.UnitsFormatStyle(allowedUnits: units, width: width, maximumUnitCount: nil,
                                               zeroValueUnits: .show(length: 1), valueLength: nil, fractionalPart: .hide)
        return format.locale(locale).format(.seconds(seconds))
    }

    /// In ``DateComponentsFormatter/UnitsStyle/spellOut``, each amount's number replaced by its
    /// words in the locale, in order.
    private func spelledIfAsked(_ text: String, _ amounts: [TimeAmount], locale: Locale) -> String {
        guard style == .spellOut else { return text }
        let words = NumberFormatter()
        words.numberStyle = .spellOut
        words.locale = locale
        var result = "", rest = Substring(text)
        for amount in amounts {
            let digits = amount.value.formatted(.number.locale(locale))
            guard let found = rest.range(of: digits), let spelled = words.string(from: NSNumber(value: amount.value)) else { continue }
            result += rest[..<found.lowerBound] + spelled
            rest = rest[found.upperBound...]
        }
        return result + rest
    }
}

/// Years and months in English, which Foundation on Linux has no duration words for.
enum EnglishUnitNames {
    /// "2 years", "2 yrs" (short and brief, which differ in their separators), "2y"; nil for the units
    /// Foundation names.
    static func piece(_ amount: TimeAmount, width: Duration.UnitsFormatStyle.UnitWidth) -> String? {
        let one = amount.value == 1
        let name: String
        switch (amount.unit, width) {
        case (.year, .wide): name = one ? " year" : " years"
        case (.year, .abbreviated), (.year, .condensedAbbreviated): name = one ? " yr" : " yrs"
        case (.year, _): name = "y"
        case (.month, .wide): name = one ? " month" : " months"
        case (.month, .abbreviated), (.month, .condensedAbbreviated): name = one ? " mth" : " mths"
        case (.month, _): name = "mo"
        default: return nil
        }
        return amount.value.formatted(.number.locale(Locale(identifier: "en_US"))) + name
    }
}
