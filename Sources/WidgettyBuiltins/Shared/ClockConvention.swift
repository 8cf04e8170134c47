import Foundation
import WidgettyUI

/// How a locale writes the time of day: in 12 or 24 hours, and what marks the two halves of a
/// 12-hour day (`AM`/`PM` in English and the `C` locale, `午前`/`午後` in Japanese).
enum ClockConvention {
    /// Whether the person's locale (``POSIXLocale/time``) counts 24 hours: the clocks' default.
    static let localUses24Hour = uses24Hour(POSIXLocale.time)

    /// Whether `locale` counts 24 hours. Foundation's default (the `C` locale, or none set)
    /// does, as `date` does there, without asking ICU.
    static func uses24Hour(_ locale: Locale) -> Bool {
        if locale.identifier == Locale.current.identifier { return true }
        switch locale.hourCycle {
        case .zeroToTwentyThree, .oneToTwentyFour: return true
        case .oneToTwelve, .zeroToEleven: return false
        @unknown default: return true
        }
    }

    /// The marks for the morning and the afternoon in `locale`.
    @MainActor
    static func dayPeriods(_ locale: Locale) -> (am: String, pm: String) {
        if POSIXLocale.isEnglish(locale) { return ("AM", "PM") }
        if let known = periods[locale.identifier] { return known }
        let formatter = DateFormatter()
        formatter.locale = locale
        let found = (formatter.amSymbol, formatter.pmSymbol)
        periods[locale.identifier] = found
        return found
    }

    @MainActor private static var periods: [String: (am: String, pm: String)] = [:]
}
