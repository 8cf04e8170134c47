import Foundation
import WidgettyUI

/// How a locale writes the time of day: in 12 or 24 hours, and what marks the two halves of a
/// 12-hour day (`AM`/`PM` in English and the `C` locale, `午前`/`午後` in Japanese).
enum ClockConvention {
    /// Whether the person's locale (``POSIXLocale/time``) counts 24 hours: the clocks' default.
    static let localUses24Hour = uses24Hour(named: POSIXLocale.name(for: .time))

    /// Whether the locale a POSIX variable's value names counts 24 hours; `C`, English and no
    /// value at all are answered from the name, without creating a `Locale` (ICU's data).
    static func uses24Hour(named name: String?) -> Bool {
        guard POSIXLocale.writesEnglish(named: name) else { return uses24Hour(POSIXLocale.locale(named: name)) }
        guard let name, name.hasPrefix("en") else { return true }
        return !englishTwelveHourRegions.contains(region(String(name.prefix { $0 != "." && $0 != "@" })))
    }

    /// Whether `locale` counts 24 hours. Foundation's default (the `C` locale, or none set)
    /// does, as `date` does there. English is answered without ICU (whose hour-cycle lookup
    /// loads locale data at start-up, where English should cost nothing), from the regions whose
    /// English ICU writes in 12 hours: `englishCountsTwelveHoursAsICUDoes` checks every one.
    static func uses24Hour(_ locale: Locale) -> Bool {
        if locale.identifier == Locale.current.identifier { return true }
        if POSIXLocale.isEnglish(locale) { return !englishTwelveHourRegions.contains(region(locale.identifier)) }
        switch locale.hourCycle {
        case .zeroToTwentyThree, .oneToTwentyFour: return true
        case .oneToTwelve, .zeroToEleven: return false
        @unknown default: return true
        }
    }

    /// Where English is written with a 12-hour clock (the ICU linked in says so); `""` is `en`
    /// alone, which is American English.
    private static let englishTwelveHourRegions: Set<Substring> = Set(
        ("AE AG AL AR AS AU BB BD BM BN BS CA CL CO CY DM ER FJ FM GD GH GM GR GU GY HK IN JM KI KN KR KY LC LR LS "
            + "MH MO MP MW MX MY NA NZ PG PH PK PR PW SA SB SD SG SL SS SZ TC TO TT TW UM US VC VG VI VU WS ZM")
            .split(separator: " ")
    ).union([""])

    /// The region of an identifier (`US` in `en_US_POSIX`, `001` in `en_001`), or `""`.
    private static func region(_ identifier: String) -> Substring {
        let parts = identifier.split(whereSeparator: { $0 == "_" || $0 == "-" }).dropFirst()
        return parts.first { part in
            (part.count == 2 && part.allSatisfy { $0.isASCII && $0.isUppercase }) || (part.count == 3 && part.allSatisfy(\.isNumber))
        } ?? ""
    }

    /// The marks for the morning and the afternoon in `locale` (nil: English).
    @MainActor
    static func dayPeriods(_ locale: Locale?) -> (am: String, pm: String) {
        guard let locale, !POSIXLocale.isEnglish(locale) else { return ("AM", "PM") }
        if let known = periods[locale.identifier] { return known }
        let formatter = DateFormatter()
        formatter.locale = locale
        let found = (formatter.amSymbol, formatter.pmSymbol)
        periods[locale.identifier] = found
        return found
    }

    @MainActor private static var periods: [String: (am: String, pm: String)] = [:]
}
