import Foundation
import Testing
import WidgettyHTTP
@_spi(WidgettyHost) import WidgettyKit
import WidgettyNetwork
import WidgettyStore
import WidgettyTestSupport
import WidgettyUI
@testable import WidgettyBuiltins

/// The calendar widget reading a CalDAV calendar on a real Radicale (Debian's package) on
/// loopback, as it reads an `.ics` file: the events the test put there, a refused password
/// said in the cell, and, with the server gone, the last events kept under "offline".
@MainActor
@Suite(.enabled(if: PackagedServer.required || PackagedServer.missing(["radicale"]).isEmpty,
                "radicale is not installed: `make test` installs it (scripts/install-deps.sh --servers)"))
struct CalDAVCalendarTests {
    static func stamp(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyyMMdd'T'HHmmss'Z'"
        return formatter.string(from: date)
    }

    @Test func aCalDAVCalendarIsReadAsAnICSFileWithItsLoginAndKeptOffline() async throws {
        let password = "p4ss-\(UUID().uuidString.prefix(6))"
        let server = try FleetServers.radicale(user: "ada", password: password)
        defer { server.stop() }
        let now = Date()
        let exchanger = HTTPExchanger(environment: [:])
        let calendar = server.baseURL.appendingPathComponent("ada/work/")
        let ics = """
            BEGIN:VCALENDAR\r
            VERSION:2.0\r
            PRODID:-//widgetty tests//EN\r
            BEGIN:VEVENT\r
            UID:review-1\r
            DTSTAMP:\(Self.stamp(now))\r
            SUMMARY:Design review\r
            DTSTART:\(Self.stamp(now.addingTimeInterval(3_600)))\r
            DTEND:\(Self.stamp(now.addingTimeInterval(7_200)))\r
            END:VEVENT\r
            BEGIN:VEVENT\r
            UID:oncall-1\r
            DTSTAMP:\(Self.stamp(now))\r
            SUMMARY:On call handover\r
            DTSTART:\(Self.stamp(now.addingTimeInterval(26 * 3_600)))\r
            DTEND:\(Self.stamp(now.addingTimeInterval(27 * 3_600)))\r
            END:VEVENT\r
            END:VCALENDAR\r

            """
        // Radicale makes a calendar of a whole .ics PUT on a new collection's URL.
        let basic = "Basic " + Data("ada:\(password)".utf8).base64EncodedString()
        let put = try await exchanger.exchange(NetworkRequest(
            url: calendar, method: "PUT", headers: [NetworkHeader("Content-Type", "text/calendar"), NetworkHeader("Authorization", basic)],
            body: Data(ics.utf8))).outcome.get()
        #expect((200..<300).contains(put.status), "PUT: \(put.status) \(put.text)")

        let store = try SharedStore(url: FileManager.default.temporaryDirectory.appendingPathComponent("caldav-\(UUID()).sqlite3"))
        let provider = CalendarProvider(now: { now }, timeZone: TimeZone(identifier: "UTC")!, store: { .success(store) },
                                        loader: NetworkTimelineLoader(client: NetworkClient(exchanger: exchanger, jitter: { 0 }),
                                                                      lastGood: LastGoodStore(store: { store }),
                                                                      suspend: SuspendDetector(suspendedSeconds: { 0 })))
        let intent = CalendarIntent()
        intent.calendarURL = calendar.absoluteString
        intent.username = "ada"
        intent.password = password
        intent.layout = .day
        let context = BuiltinHarness.context(.systemMedium, width: 60, height: 12)
        let timeline = await provider.timeline(for: intent, in: context)
        let entry = try #require(timeline.entries.first)
        #expect(entry.problem == nil, "\(entry.problem ?? "")")
        #expect(entry.events.map(\.summary) == ["Design review", "On call handover"])
        #expect(timeline.policy == .after(now.addingTimeInterval(CalendarRemote.refresh)))
        let lines = BuiltinHarness.render(try BuiltinHarness.descriptor("calendar"), entry: AnyTimelineEntry(entry), family: .systemMedium,
                                          width: 60, height: 12, now: now).trimmedLines.joined(separator: "\n")
        #expect(lines.contains("Design review") && !lines.contains(password), "\(lines)")

        // A wrong password: the server's refusal in the cell, nothing kept for those settings.
        let wrong = CalendarIntent()
        wrong.calendarURL = calendar.absoluteString
        wrong.username = "ada"
        wrong.password = "nope"
        let refused = try #require(await provider.timeline(for: wrong, in: context).entries.first)
        #expect(refused.problem?.contains("HTTP 401") == true, "\(refused.problem ?? "none")")
        #expect(refused.events.isEmpty)

        // The server gone: the events of the last good answer, with the reason.
        server.stop()
        let offline = try #require(await provider.timeline(for: intent, in: context).entries.first)
        #expect(offline.events.map(\.summary) == ["Design review", "On call handover"])
        #expect(offline.problem?.hasSuffix(" — offline · connection refused by 127.0.0.1:\(server.port)") == true,
                "\(offline.problem ?? "none")")
        #expect(!CalendarRemote(intent)!.key.contains(password))
    }
}
