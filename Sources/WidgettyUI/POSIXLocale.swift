import Foundation

/// The locale a person chose through the POSIX variables, as `date` and `ls` read them: `LC_ALL`,
/// then the category's own variable (`LC_TIME` for dates, `LC_NUMERIC` for numbers), then `LANG`;
/// the first that is set and not empty decides. `C`, `POSIX` or none at all means English.
///
/// Foundation on Linux does not read these (its `Locale.current` is `en_001` whatever the
/// environment says), and glibc's `setlocale` fails for a locale that was never generated: the
/// name is read from the variable and given to Foundation (ICU, whose data is linked in), so a
/// German date needs no `de_DE` locale installed. This is the one place that reads them: the
/// environment's default ``EnvironmentValues/locale`` is ``time``, and the built-in widgets
/// write their numbers with ``numeric``.
public enum POSIXLocale {
    /// What is being written: the category decides which `LC_` variable counts.
    public enum Category: Sendable {
        /// Dates and times (`LC_TIME`), or numbers (`LC_NUMERIC`); `LC_ALL` wins over either,
        /// `LANG` stands in for both.
        case time, numeric

        var variable: String {
            switch self {
            case .time: "LC_TIME"
            case .numeric: "LC_NUMERIC"
            }
        }
    }

    /// The locale for dates and times in this process (read once).
    public static let time = locale(named: name(for: .time))
    /// The locale for numbers in this process (read once).
    public static let numeric = locale(named: name(for: .numeric))
    /// Whether dates and times are written in English here, decided from the variable alone:
    /// creating a `Locale`, even `C`'s, makes ICU load locale data (half a megabyte resident in
    /// a board that writes English and needs none of it).
    public static let timeWritesEnglish = writesEnglish(named: name(for: .time)) || isEnglish(time)
    /// Whether numbers are written as in English here (a `.` before the decimals), decided as
    /// ``timeWritesEnglish`` is.
    public static let numericWritesEnglish = writesEnglish(named: name(for: .numeric)) || isEnglish(numeric)

    /// The value of the variable that decides `category` (`de_DE.UTF-8`), or nil when none is set.
    public static func name(
        for category: Category, lookup: (String) -> String? = { getenv($0).map { String(cString: $0) } }
    ) -> String? {
        for variable in ["LC_ALL", category.variable, "LANG"] {
            if let value = lookup(variable), !value.isEmpty { return value }
        }
        return nil
    }

    /// Whether the variable's value `name` means English without asking ICU: none, `C`, `POSIX`,
    /// `C.UTF-8`, something that is no locale name, or an English one (`en_GB.UTF-8`). False for
    /// any other language, including one ICU has no data for (``locale(named:)`` answers that).
    public static func writesEnglish(named name: String?) -> Bool {
        guard let language = language(of: name) else { return true }
        return language == "en"
    }

    /// The language of a well-formed POSIX locale name (`de` of `de_DE.UTF-8@euro`), or nil.
    private static func language(of name: String?) -> String? {
        guard let name else { return nil }
        let base = name.prefix { $0 != "." && $0 != "@" }
        let parts = base.split(separator: "_", omittingEmptySubsequences: false)
        let language = parts.first.map(String.init) ?? ""
        guard (2...3).contains(language.count), language.allSatisfy({ $0.isASCII && $0.isLowercase }),
              parts.count <= 2, parts.dropFirst().allSatisfy({ $0.allSatisfy { $0.isASCII && ($0.isUppercase || $0.isNumber) } })
        else { return nil }  // C, POSIX, C.UTF-8, or something else that is no locale name
        return language
    }

    /// The locale a POSIX name stands for: `de_DE.UTF-8` is `de_DE` (the codeset and an
    /// `@modifier` dropped). `C`, `POSIX`, no name, a malformed name or a language ICU has no data
    /// for is Foundation's own default (English, as before these variables were read).
    public static func locale(named name: String?) -> Locale {
        guard let name, let language = language(of: name) else { return .current }
        // English is written without asking ICU which languages it knows.
        if language != "en", !knownLanguages.contains(language) { return .current }
        return Locale(identifier: String(name.prefix { $0 != "." && $0 != "@" }))
    }

    /// Whether `locale` writes English (`en`, `en_GB`, Foundation's `en_001`, `en_US_POSIX`):
    /// what widgets may write with English names of their own, without a formatter.
    public static func isEnglish(_ locale: Locale) -> Bool {
        let identifier = locale.identifier
        return identifier.isEmpty || identifier == "en" || identifier.hasPrefix("en_") || identifier.hasPrefix("en-")
    }

    /// The languages ICU has locale data for (`de`, `ja`, …).
    private static let knownLanguages: Set<String> = Set(Locale.availableIdentifiers.map {
        String($0.prefix { $0 != "_" && $0 != "-" })
    })
}
