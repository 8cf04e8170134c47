import Foundation

/// Time-zone abbreviations as the C library prints them (`CET`, `EDT`, `UTC`): what `date +%Z`
/// and other terminal tools show. Foundation on Linux gives `GMT+1` for most zones, so the
/// local zone is asked of `localtime_r`, which reads the system's tz database.
enum TimeZoneNames {
    private static let universalIdentifiers: Set<String> = ["UTC", "Etc/UTC", "Universal", "Etc/Universal", "Zulu", "Etc/Zulu", "GMT"]

    /// (Foundation on Linux names `TimeZone(identifier: "UTC")` `GMT`, so that reads `UTC` too.)
    static func abbreviation(of zone: TimeZone, at date: Date) -> String {
        if universalIdentifiers.contains(zone.identifier) { return "UTC" }
        if zone.identifier == TimeZone.current.identifier, let local = localAbbreviation(at: date) {
            return local
        }
        return zone.abbreviation(for: date) ?? zone.identifier
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
