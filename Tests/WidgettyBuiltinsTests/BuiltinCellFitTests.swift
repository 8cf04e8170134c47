import Foundation
import Testing
@_spi(WidgettyHost) import WidgettyKit
import WidgettyHost
import WidgettyNetwork
import WidgettyScreen
import WidgettyStore
import WidgettyTerminal
import WidgettyTestSupport
import WidgettyUI
@testable import WidgettyBuiltins

/// Every built-in, at every home-screen family it supports, drawn in the cell that family gets on
/// terminals of 80×24, 120×40, 160×50 and 200×60, with a realistic entry: it must use its cell
/// (no empty half) and cut nothing.
///
/// - An **empty half-cell**: the top, bottom, left or right half of the cell's content area
///   (rows `0..<ceil(h/2)`, rows `floor(h/2)..<h`, and likewise for columns, so the middle row or
///   column of an odd size belongs to both halves) holds no visible character.
/// - A **cut line**: a word (a run of non-blank characters) that ends in the cell's last column
///   and is not a word of the same view drawn 40 columns wider, unless it ends in `…` (a
///   truncation that says so) or is drawing rather than text (bars and charts in block
///   elements, shades or braille, which are drawn to the width they get). A word cut at the edge, a big digit missing its right strokes or
///   a line run out of room is such a word; a value aligned to the right edge is not.
@MainActor
@Suite struct BuiltinCellFitTests {
    static let terminals = [Size(width: 80, height: 24), Size(width: 120, height: 40), Size(width: 160, height: 50),
                            Size(width: 200, height: 60)]
    static let families: [WidgetFamily] = [.systemSmall, .systemMedium, .systemLarge, .systemExtraLarge]

    /// Kinds whose look is someone else's and so is left out, with the reason.
    static let notChecked: [String: String] = [
        "script": "draws what the user's script prints",
        "command": "draws what the user's command prints",
    ]

    /// W1's renderings (Resources/bench/W1.yaml: small system, countdown, to-do list and git),
    /// kept byte for byte for the benchmark: their lines sit top left.
    static let keptForW1: [String: Set<WidgetFamily>] = [
        "system": [.systemSmall], "countdown": [.systemSmall], "todo": [.systemSmall], "git": [.systemSmall],
    ]

    /// The content size of a family's cell on a terminal, as the home screen lays it out.
    static func contentSize(_ family: WidgetFamily, terminal: Size) throws -> Size {
        let metrics = try #require(GridMetrics.fitting(HomeScreenPainter.gridArea(for: terminal)))
        let span = metrics.span(of: family)
        return WidgetCellChrome.contentFrame(of: metrics.frame(column: 0, row: 0, columns: span.columns, rows: span.rows)).size
    }

    @Test func everyBuiltinUsesItsCellAndCutsNothingAtTheFourTerminalSizes() async throws {
        let directory = try FixtureDirectory()
        let repository = try await FixtureRepository.make(in: directory)
        var failures: [String] = []
        var checked = 0
        for descriptor in BuiltinWidgets.all where Self.notChecked[descriptor.kind] == nil {
            for family in Self.families where descriptor.supportedFamilies.contains(family) {
                if Self.keptForW1[descriptor.kind]?.contains(family) == true { continue }
                for terminal in Self.terminals {
                    let size = try Self.contentSize(family, terminal: terminal)
                    let entry = try await Self.entry(descriptor.kind, family: family, size: size, repository: repository.path)
                    let lines = Self.render(descriptor, entry, family: family, size: size)
                    let wide = Self.render(descriptor, entry, family: family, size: Size(width: size.width + 40, height: size.height))
                    let problems = Self.emptyHalves(lines, size: size) + Self.cutWords(lines, width: size.width, wide: wide)
                    checked += 1
                    if !problems.isEmpty {
                        failures.append("\(descriptor.kind) \(family) at \(terminal.width)×\(terminal.height) (\(size.width)×\(size.height)): "
                            + problems.joined(separator: "; ") + "\n" + lines.map { "|\($0)|" }.joined(separator: "\n"))
                    }
                }
            }
        }
        #expect(checked >= 80, "every built-in and family should be checked")
        #expect(failures.isEmpty, "\(failures.count) renderings fail:\n\(failures.joined(separator: "\n\n"))")
    }

    @Test func theChecksCatchAnEmptyHalfAndACutWord() {
        let size = Size(width: 10, height: 4)
        #expect(Self.emptyHalves(["abc", "", "", ""], size: size) == ["bottom half empty", "right half empty"])
        #expect(Self.emptyHalves(["", " abcdefgh", " abcdefgh", ""], size: size).isEmpty)
        #expect(Self.cutWords(["12345 Toky"], width: 10, wide: ["12345 Tokyo"]) == ["'Toky' cut at the edge"])
        #expect(Self.cutWords(["12345 Tok…"], width: 10, wide: ["12345 Tokyo"]).isEmpty)
        #expect(Self.cutWords(["     18:06"], width: 10, wide: ["              18:06"]).isEmpty)
    }

    // MARK: The checks

    static func emptyHalves(_ lines: [String], size: Size) -> [String] {
        let rows = (0..<size.height).map { index -> [Character] in
            let line = index < lines.count ? Array(lines[index]) : []
            return line + Array(repeating: " ", count: max(0, size.width - line.count))
        }
        func visible(rows range: Range<Int>, columns: Range<Int>) -> Bool {
            range.contains { row in columns.contains { column in column < rows[row].count && rows[row][column] != " " } }
        }
        let (h, w) = (size.height, size.width)
        var problems: [String] = []
        if !visible(rows: 0..<(h + 1) / 2, columns: 0..<w) { problems.append("top half empty") }
        if !visible(rows: h / 2..<h, columns: 0..<w) { problems.append("bottom half empty") }
        if !visible(rows: 0..<h, columns: 0..<(w + 1) / 2) { problems.append("left half empty") }
        if !visible(rows: 0..<h, columns: w / 2..<w) { problems.append("right half empty") }
        return problems
    }

    static func cutWords(_ lines: [String], width: Int, wide: [String]) -> [String] {
        let wideWords = Set(wide.flatMap { $0.split(separator: " ").map(String.init) })
        return lines.compactMap { line -> String? in
            let characters = Array(line)
            guard characters.count >= width, let last = characters.prefix(width).last, last != " ", last != "…" else { return nil }
            let word = String(characters.prefix(width).reversed().prefix { $0 != " " }.reversed())
            // Bars, charts and pictures (block elements, shades, braille) are drawn to the width they get.
            guard word.unicodeScalars.contains(where: isText) else { return nil }
            return wideWords.contains(word) ? nil : "'\(word)' cut at the edge"
        }
    }

    /// Letters, digits, punctuation and box-drawing strokes (big digits); not block elements,
    /// shades or braille.
    static func isText(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x2580...0x259F, 0x2800...0x28FF: false
        default: !scalar.properties.isWhitespace
        }
    }

    // MARK: Rendering

    static func render(_ descriptor: AnyWidgetDescriptor, _ entry: AnyTimelineEntry, family: WidgetFamily, size: Size) -> [String] {
        let view = BuiltinHarness.render(descriptor, entry: entry, family: family, width: size.width, height: size.height,
                                         now: BuiltinHarness.sunday)
        return view.buffer.lines
    }

    /// A realistic entry for each kind, at 2026-11-22 14:05:09 UTC: a few events, to-dos,
    /// shortcuts, two disks, an interface with five minutes of traffic, a JSON API's fields, four
    /// monitored targets with forty minutes of latencies.
    static func entry(_ kind: String, family: WidgetFamily, size: Size, repository: String) async throws -> AnyTimelineEntry {
        let now = BuiltinHarness.sunday
        let history = (0..<150).map { 40 + 35 * sin(Double($0) / 9) }
        switch kind {
        case "calendar":
            func at(_ hours: Double) -> Date { now.addingTimeInterval(hours * 3600) }
            let events = [
                CalendarOccurrence(summary: "Review", start: at(1), end: at(2), isAllDay: false),
                CalendarOccurrence(summary: "Dinner with Ana", start: at(5), end: at(7), isAllDay: false),
                CalendarOccurrence(summary: "Dentist", start: at(20), end: at(21), isAllDay: false),
                CalendarOccurrence(summary: "Team offsite", start: at(58), end: at(82), isAllDay: true),
            ]
            return AnyTimelineEntry(CalendarEntry(date: now, timeZoneIdentifier: "UTC", layout: .automatic, events: events,
                                                  icsURL: URL(fileURLWithPath: "/home/me/calendar.ics"), rows: size.height))
        case "todo":
            let items = ["Buy milk", "Call the bank about the card", "Write the quarterly report", "Book flights",
                         "Water the plants", "Return the library books", "Fix the bike's brakes", "Plan the weekend"]
            return AnyTimelineEntry(TodoEntry(date: now, items: items.enumerated().map { TodoItem(text: $1, isDone: $0 == 1) },
                                              isShared: true))
        case "system":
            return AnyTimelineEntry(SystemEntry(
                date: now, cpuBusy: 37.5, coreBusy: [30, 45, 20, 55], memoryTotalKiB: 16_318_412, memoryAvailableKiB: 9_437_184,
                swapTotalKiB: 2_097_148, swapFreeKiB: 1_048_574, load: "1.52 1.38 1.20", uptime: 273_900,
                cpuHistory: history, memoryHistory: history.map { $0 / 2 + 20 }, loadHistory: history.map { $0 / 30 }))
        case "network":
            return AnyTimelineEntry(NetworkEntry(date: now, interfaces: [
                InterfaceThroughput(name: "eth0", receiveRate: 1_250_000, sendRate: 84_000, totalReceived: 9_800_000_000,
                                    totalSent: 1_200_000_000, receiveHistory: history.map { $0 * 30_000 },
                                    sendHistory: history.reversed().map { $0 * 2_000 }),
                InterfaceThroughput(name: "wlan0", receiveRate: 2_000, sendRate: 500, totalReceived: 52_000_000,
                                    totalSent: 8_000_000, receiveHistory: history.map { $0 * 50 }, sendHistory: history.map { $0 * 12 }),
            ]))
        case "disk":
            return AnyTimelineEntry(DiskEntry(date: now, disks: [
                DiskUsage(mountPoint: "/", device: "/dev/sda2", fileSystem: "ext4", totalBytes: 250e9, usedBytes: 180e9,
                          availableBytes: 58e9),
                DiskUsage(mountPoint: "/home", device: "/dev/sdb1", fileSystem: "xfs", totalBytes: 1e12, usedBytes: 420e9,
                          availableBytes: 580e9),
            ]))
        case "battery":
            return AnyTimelineEntry(BatteryEntry(date: now, batteries: [BatteryState(name: "BAT0", capacity: 76, status: "Discharging")]))
        case "launcher":
            let shortcuts = ["Mail": "mailto:me@example.com", "Notes": "file:///home/me/notes/", "Home": "widgetty://page/1",
                             "Reload all": "widgetty://reload"]
            return AnyTimelineEntry(LauncherEntry(date: now, buttons: shortcuts.sorted { $0.key < $1.key }.compactMap { title, url in
                URL(string: url).map { LauncherShortcut(title: title, url: $0) }
            }))
        case "weather":
            let client = FixtureHTTPClient([("/v1/forecast", try NetworkFixture.reply("open-meteo-forecast-london.json"))])
            let timeline = await WeatherProvider(now: { now }, client: client, kept: .forgetful).timeline(
                for: try IntentSchema.decode(WeatherIntent.self, from: [:]), in: BuiltinHarness.context(family))
            return AnyTimelineEntry(try #require(timeline.entries.first))
        case "feed":
            let client = FixtureHTTPClient([
                ("/rss.xml", try NetworkFixture.reply("rss2-harbour-news.xml", type: "application/rss+xml")),
                ("/atom.xml", try NetworkFixture.reply("atom-field-notes.xml", type: "application/atom+xml")),
                ("/feed.json", try NetworkFixture.reply("jsonfeed-studio.json", type: "application/feed+json")),
            ])
            let intent = try IntentSchema.decode(FeedIntent.self, from: [
                "feeds": .array([.string("/rss.xml"), .string("/atom.xml"), .string("/feed.json")]),
                "baseURL": .string("http://127.0.0.1:8089/"),
            ])
            let store = try SharedStore(url: URL(fileURLWithPath: repository).deletingLastPathComponent()
                .appendingPathComponent("fit-\(UUID().uuidString).sqlite3"))
            let entry = await FeedProvider(now: { now }, client: client, marks: FeedReadMarks(store: { .success(store) }),
                                           kept: .forgetful).entry(for: intent)
            return AnyTimelineEntry(entry)
        case "github":
            let reply = HTTPReply(status: 200, headers: ["Content-Type": "application/json"], body: try NetworkFixture.data("github-commits.json"))
            let intent = try IntentSchema.decode(GitHubIntent.self, from: [
                "repository": .string("octo-org/harbour"), "baseURL": .string("http://127.0.0.1:8090/api/v3"),
            ])
            let timeline = await GitHubProvider(now: { now }, client: FixtureHTTPClient([("/commits", reply)]), kept: .forgetful)
                .timeline(for: intent, in: BuiltinHarness.context(family))
            return AnyTimelineEntry(try #require(timeline.entries.first))
        case "http":
            let client = NetworkClient(exchanger: FixtureExchanger(body: try NetworkFixture.data("status-api-harbour.json")),
                                       now: { now }, jitter: { 0 })
            let loader = NetworkTimelineLoader(client: client, lastGood: LastGoodStore(store: { nil }),
                                               suspend: SuspendDetector(suspendedSeconds: { 0 }), now: { now })
            let intent = try IntentSchema.decode(HTTPWidgetIntent.self, from: [
                "url": .url(try #require(URL(string: "http://127.0.0.1:8091/status"))), "title": .string("Harbour API"),
                "lines": .array(["Requests/min: {/requests_per_minute|int}", "Errors: {/error_rate|percent}",
                                 "p50: {/latency_ms/p50|int} ms", "p95: {/latency_ms/p95|int} ms", "Queue: {/queue/depth}",
                                 "Oldest job: {/queue/oldest_seconds} s", "Version: {/version} ({/region})",
                                 "Updated: {/updated|time}"].map { IntentValue.string($0) }),
            ])
            let timeline = await HTTPWidgetProvider(now: { now }, loader: loader).timeline(for: intent, in: BuiltinHarness.context(family))
            return AnyTimelineEntry(try #require(timeline.entries.first))
        case "chart":
            // Two series over the default five-minute window, as the gallery previews them.
            return AnyTimelineEntry(ChartSample.entry(for: ChartIntent(), now: now))
        case "monitor":
            // Four targets after forty one-minute checks: two up, one slow, one down for the last twelve.
            func minutes(_ count: Int, _ latency: (Int) -> Double) -> [Double] { (0..<count).map(latency) }
            // The newest check is the latency shown.
            return AnyTimelineEntry(MonitorEntry(date: now, statuses: [
                MonitorStatus(name: "harbour.example/health", up: true, detail: "200 · 43 ms", latency: 43,
                              history: minutes(39) { 40 + 12 * sin(Double($0) / 4) + Double($0 % 3) } + [43], lastUp: now, slow: false),
                MonitorStatus(name: "api.harbour.example/v2/status", up: true, detail: "200 · 812 ms", latency: 812,
                              history: minutes(39) { 300 + 12 * Double($0) + 40 * sin(Double($0)) } + [812], lastUp: now, slow: true),
                MonitorStatus(name: "db.harbour.example:5432", up: true, detail: "TCP · 2.1 ms", latency: 2.1,
                              history: minutes(39) { 2 + 0.4 * cos(Double($0) / 3) } + [2.1], lastUp: now, slow: false),
                MonitorStatus(name: "old.harbour.example", up: false, detail: "HTTP 503 Service Unavailable", latency: nil,
                              history: minutes(28) { 120 + 30 * sin(Double($0) / 5) }, lastUp: now.addingTimeInterval(-12 * 60),
                              slow: false),
            ]))
        case "prometheus", "alertmanager", "mqtt":
            return try await fleetEntry(kind, family: family, size: size)
        default:
            // The clock, world clock and countdown build their entry from the defaults; git reads a fixture repository.
            let values: [String: IntentValue] = kind == "git" ? ["repoPath": .string(repository)] : [:]
            let timeline = try await BuiltinHarness.descriptor(kind).source.timeline(
                BuiltinHarness.context(family, width: size.width, height: size.height), values)
            return try #require(timeline.entries.first)
        }
    }
}
