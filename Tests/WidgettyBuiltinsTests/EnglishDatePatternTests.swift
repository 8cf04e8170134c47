import Foundation
import Testing
@testable import WidgettyBuiltins

/// ``EnglishDatePattern`` writes what an `en_GB` `DateFormatter` writes, without ICU.
@Suite struct EnglishDatePatternTests {
    static let patterns = [
        "EEEE d MMMM yyyy", "EEEE", "MMMM yyyy", "EEE d", "HH:mm", "EEE d HH:mm", "yyyy-MM-dd HH:mm",
        "EEE d MMM yyyy HH:mm:ss", "h:mm a", "hh 'o''clock' yy M/d", "'week of' d.MM.y",
    ]

    @Test(arguments: ["Europe/London", "America/New_York", "Asia/Kolkata", "Pacific/Chatham", "UTC"])
    func writesWhatAFormatterWrites(zoneIdentifier: String) throws {
        let zone = try #require(TimeZone(identifier: zoneIdentifier))
        for pattern in Self.patterns {
            let direct = try #require(EnglishDatePattern(pattern, in: zone), "\(pattern)")
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: "en_GB")
            formatter.timeZone = zone
            formatter.dateFormat = pattern
            // Every month and weekday, both halves of the day, the turns of the years 1999-2001
            // and daylight-saving changes, every 7 h 53 min 17 s for three years.
            var date = Date(timeIntervalSince1970: 946_000_000)
            for _ in 0..<3_400 {
                #expect(direct.string(date) == formatter.string(from: date), "\(pattern) at \(date.timeIntervalSince1970)")
                date += 7 * 3600 + 53 * 60 + 17
            }
        }
    }

    @Test func leavesPatternsItDoesNotKnowToAFormatter() {
        #expect(EnglishDatePattern("zzzz", in: .gmt) == nil)
        #expect(EnglishDatePattern("QQQ yyyy", in: .gmt) == nil)
        #expect(EnglishDatePattern("'zzzz' yyyy", in: .gmt) != nil)
    }
}
