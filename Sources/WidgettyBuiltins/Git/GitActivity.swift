import Foundation

/// Commits a day over the last year, ending today in the local time zone: what the activity map
/// of the medium and large git widget shows.
struct GitActivity: Codable, Hashable, Sendable {
    /// Today, as a count of local days since 1970-01-01.
    var today: Int
    /// Commits on each day, the last being today's.
    var counts: [Int]

    /// Days kept: 53 weeks, as GitHub's contribution graph.
    static let days = 53 * 7
    /// The most commits read for the map: a busy repository's year stays a quick read.
    static let mostCommits = 5000

    /// The local day `date` falls on, counted from 1970-01-01.
    static func day(_ date: Date, in zone: TimeZone) -> Int {
        Int(((date.timeIntervalSince1970 + Double(zone.secondsFromGMT(for: date))) / 86_400).rounded(.down))
    }

    /// The first instant of the year read: the start of the local day `days - 1` before today
    /// (a day early, so a zone's offset change inside the year loses nothing; later days are
    /// counted by their own offset).
    static func since(_ now: Date, in zone: TimeZone) -> Date {
        Date(timeIntervalSince1970: Double((day(now, in: zone) - days) * 86_400))
    }

    /// Counts from `git log --format=%ct`'s lines (Unix times), for the year ending on `now`'s day.
    init(log: String, now: Date, zone: TimeZone) {
        today = Self.day(now, in: zone)
        counts = Array(repeating: 0, count: Self.days)
        for line in log.split(whereSeparator: \.isNewline) {
            guard let seconds = TimeInterval(line.trimmingCharacters(in: .whitespaces)) else { continue }
            let index = Self.days - 1 - (today - Self.day(Date(timeIntervalSince1970: seconds), in: zone))
            if counts.indices.contains(index) { counts[index] += 1 }
        }
    }

    /// Commits on `day` (a local day number); 0 outside the year kept.
    func count(on day: Int) -> Int {
        let index = counts.count - 1 - (today - day)
        return counts.indices.contains(index) ? counts[index] : 0
    }

    /// The weekday of a day number, Monday 0 to Sunday 6 (1970-01-01 was a Thursday).
    static func weekday(_ day: Int) -> Int { ((day + 3) % 7 + 7) % 7 }
}
