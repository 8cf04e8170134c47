import Foundation
import Testing
@testable import WidgettyBuiltins

/// `DateText` keeps the texts it made: what it answers from them is what a formatter says.
@MainActor
@Suite struct DateTextCacheTests {
    @Test func cachedTextsMatchAFreshFormatter() throws {
        let zone = try #require(TimeZone(identifier: "Europe/Paris"))
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_GB")
        formatter.timeZone = zone
        formatter.dateFormat = "EEE d MMM yyyy HH:mm:ss"
        let start = Date(timeIntervalSince1970: 1_790_000_000)
        // More dates than the cache keeps, twice over, so answers come from both the cache and
        // fresh formatting after it is emptied.
        for round in 0..<2 {
            for step in 0..<600 {
                let date = start.addingTimeInterval(Double(step * 3607))
                #expect(DateText.string(date, "EEE d MMM yyyy HH:mm:ss", in: zone, locale: formatter.locale) == formatter.string(from: date), "round \(round)")
            }
        }
    }
}
