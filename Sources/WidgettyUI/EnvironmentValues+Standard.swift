import Foundation

/// The light or dark appearance the view is drawn for, as in SwiftUI.
public enum ColorScheme: Hashable, Sendable, CaseIterable {
    /// A light terminal background or a dark one; Widgetty picks greys and asset colours by it.
    case light, dark
}

/// Why a view is drawn redacted, as in SwiftUI (`.placeholder` draws text as blocks).
public struct RedactionReasons: OptionSet, Hashable, Sendable {
    /// The reasons as bits: 1 placeholder, 2 privacy, 4 invalidated.
    public let rawValue: Int
    /// Reasons from their bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The entry is a placeholder: text is drawn as `░` blocks and pictures as `░`.
    public static let placeholder = RedactionReasons(rawValue: 1 << 0)
    /// Sensitive content hidden on a locked device on iOS; accepted, a terminal draws it as it is.
    public static let privacy = RedactionReasons(rawValue: 1 << 1)
    /// Content being updated after an interaction on iOS; accepted, nothing is drawn differently.
    public static let invalidated = RedactionReasons(rawValue: 1 << 2)
}

private struct NowKey: EnvironmentKey { static var defaultValue: Date? { nil } }
private struct ColorSchemeKey: EnvironmentKey { static var defaultValue: ColorScheme { .dark } }
private struct RedactionReasonsKey: EnvironmentKey { static var defaultValue: RedactionReasons { [] } }
private struct TimeZoneKey: EnvironmentKey { static var defaultValue: TimeZone { .current } }
private struct CalendarKey: EnvironmentKey { static var defaultValue: Calendar { .current } }
private struct LocaleKey: EnvironmentKey { static var defaultValue: Locale? { nil } }

extension EnvironmentValues {
    /// The instant the view is rendered for: what `Text(date, style: .relative)` counts from.
    /// A terminal extension: the host sets it; ``render(_:size:environment:)`` sets it to the
    /// wall clock only when the caller did not.
    public var now: Date {
        get { self[NowKey.self] ?? Date(timeIntervalSinceReferenceDate: 0) }
        set { self[NowKey.self] = newValue }
    }

    /// Whether ``now`` was set explicitly.
    var hasNow: Bool { self[NowKey.self] != nil }

    /// Light or dark; decides how `.primary` fills and hierarchical backgrounds look. Defaults to dark.
    public var colorScheme: ColorScheme {
        get { self[ColorSchemeKey.self] }
        set { self[ColorSchemeKey.self] = newValue }
    }

    /// Why the view is redacted; `.placeholder` draws text as `░` blocks of the same width.
    public var redactionReasons: RedactionReasons {
        get { self[RedactionReasonsKey.self] }
        set { self[RedactionReasonsKey.self] = newValue }
    }

    /// The time zone dates are shown in.
    public var timeZone: TimeZone {
        get { self[TimeZoneKey.self] }
        set { self[TimeZoneKey.self] = newValue }
    }

    /// The calendar dates are shown in.
    public var calendar: Calendar {
        get { self[CalendarKey.self] }
        set { self[CalendarKey.self] = newValue }
    }

    /// The locale dates and numbers are shown in: by default the person's, from `LC_ALL`,
    /// `LC_TIME` or `LANG` (``POSIXLocale/time``).
    public var locale: Locale {
        get { self[LocaleKey.self] ?? POSIXLocale.time }
        set { self[LocaleKey.self] = newValue }
    }

    /// ``locale`` when it writes a language other than English, else nil — answered without
    /// creating the person's `Locale` (and loading ICU's data) when their variables say English
    /// or `C`: what the built-in widgets read, as they write English themselves.
    public var nonEnglishLocale: Locale? {
        if let chosen = self[LocaleKey.self] { return POSIXLocale.isEnglish(chosen) ? nil : chosen }
        return POSIXLocale.timeWritesEnglish ? nil : POSIXLocale.time
    }
}
