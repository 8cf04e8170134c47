import Foundation
import WidgettyFiles

/// Time-zone abbreviations as the C library prints them (`CET`, `EDT`, `UTC`): what `date +%Z`
/// and other terminal tools show. Foundation on Linux gives `GMT+1` for most zones, so the
/// local zone is asked of `localtime_r`, and other zones' names are read from the POSIX rule
/// at the end of their tz database file (`NZST-12NZDT,M9.5.0,M4.1.0/3`).
enum TimeZoneNames {
    private static let universalIdentifiers: Set<String> = ["UTC", "Etc/UTC", "Universal", "Etc/Universal", "Zulu", "Etc/Zulu", "GMT"]

    /// (Foundation on Linux names `TimeZone(identifier: "UTC")` `GMT`, so that reads `UTC` too.)
    static func abbreviation(of zone: TimeZone, at date: Date) -> String {
        if universalIdentifiers.contains(zone.identifier) { return "UTC" }
        if zone.identifier == TimeZone.current.identifier, let local = localAbbreviation(at: date) {
            return local
        }
        if let names = ruleNames(of: zone.identifier) {
            let name = zone.isDaylightSavingTime(for: date) ? names.daylight ?? names.standard : names.standard
            if !name.isEmpty { return name }
        }
        return zone.abbreviation(for: date) ?? zone.identifier
    }

    /// The most of a TZif file read: 1 MiB.
    static let fileLimit = 1 << 20

    /// The standard and daylight names of a zone's current rule, from the footer of its TZif
    /// file under `$TZDIR` or `/usr/share/zoneinfo`; nil when there is no such file or footer.
    static func ruleNames(of identifier: String, environment: [String: String] = ProcessInfo.processInfo.environment)
        -> (standard: String, daylight: String?)?
    {
        guard !identifier.contains(".."), !identifier.hasPrefix("/") else { return nil }
        let directory = environment["TZDIR"] ?? "/usr/share/zoneinfo"
        // Bounded and never blocking: `$TZDIR` and the zone are the user's, and may name a FIFO,
        // a device that never ends, or a huge file (TZif files are a few KiB).
        guard case .success(let bytes) = BoundedFile.read(directory + "/" + identifier, limit: Self.fileLimit),
              case let data = Data(bytes), data.starts(with: Array("TZif".utf8)),
              data.count > 5, data[data.startIndex + 4] >= UInt8(ascii: "2"),  // version 2+ files have the rule
              data.last == UInt8(ascii: "\n") else { return nil }
        let body = data.dropLast()
        guard let start = body.lastIndex(of: UInt8(ascii: "\n")) else { return nil }
        return parseRule(String(decoding: body[(start + 1)...], as: UTF8.self))
    }

    /// The names in a POSIX TZ rule: `CET-1CEST,M3.5.0,M10.5.0/3` → (`CET`, `CEST`);
    /// `<+0530>-5:30` → (`+0530`, nil).
    static func parseRule(_ rule: String) -> (standard: String, daylight: String?)? {
        var rest = Substring(rule)
        func name() -> String? {
            if rest.first == "<" {
                guard let end = rest.firstIndex(of: ">") else { return nil }
                let value = String(rest[rest.index(after: rest.startIndex)..<end])
                rest = rest[rest.index(after: end)...]
                return value
            }
            let value = rest.prefix { $0.isLetter }
            rest = rest.dropFirst(value.count)
            return value.count >= 3 ? String(value) : nil
        }
        guard let standard = name() else { return nil }
        rest = rest.drop { $0.isNumber || $0 == "+" || $0 == "-" || $0 == ":" }
        guard !rest.isEmpty, rest.first != "," else { return (standard, nil) }
        return (standard, name())
    }

    private static func localAbbreviation(at date: Date) -> String? {
        var seconds = time_t(date.timeIntervalSince1970.rounded(.down))
        var parts = tm()
        guard localtime_r(&seconds, &parts) != nil, let name = parts.tm_zone else { return nil }
        let text = String(cString: name)
        return text.isEmpty ? nil : text
    }

    /// A zone by identifier; an empty identifier means the given default (usually local time).
    static func zone(_ identifier: String, default fallback: TimeZone) -> TimeZone? {
        let trimmed = identifier.trimmingCharacters(in: .whitespaces)
        return trimmed.isEmpty ? fallback : TimeZone(identifier: trimmed)
    }
}

/// The wall-clock reading of an instant in a zone, with the instant it next changes at the
/// given resolution (a second or a minute).
struct WallClock {
    var hour: Int
    var minute: Int
    var second: Int
    /// The next instant the reading changes (the next whole second or minute).
    var nextChange: Date

    init(_ now: Date, in zone: TimeZone, secondsResolution: Bool) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        let whole = Date(timeIntervalSince1970: now.timeIntervalSince1970.rounded(.down))
        let parts = calendar.dateComponents([.hour, .minute, .second], from: whole)
        hour = parts.hour ?? 0
        minute = parts.minute ?? 0
        second = parts.second ?? 0
        nextChange = secondsResolution
            ? whole.addingTimeInterval(1)
            : whole.addingTimeInterval(Double(60 - second))
    }

    /// The hour on a 12-hour dial (1…12) and whether it is afternoon.
    var twelveHour: (hour: Int, isPM: Bool) {
        let h = hour % 12
        return (h == 0 ? 12 : h, hour >= 12)
    }
}
