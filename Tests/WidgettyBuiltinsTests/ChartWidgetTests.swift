import Foundation
import Testing
@_spi(WidgettyHost) import WidgettyKit
import WidgettyHomeFile
import WidgettyNetwork
import WidgettyStore
import WidgettyTestSupport
import WidgettyUI
@testable import WidgettyBuiltins

/// The `chart` widget: samples taken on the timeline's schedule (a virtual clock: each provider
/// is asked at a given instant, nothing sleeps), kept in the shared store across a restart,
/// drawn by the chart engine at every family, and its settings checked where they are written.
@Suite @MainActor struct ChartWidgetTests {
    private let start = BuiltinHarness.sunday

    /// A chart of `cat FILE` (the file holds the next value) over a scratch shared store.
    private func scene() throws -> (dir: FixtureDirectory, file: String, history: ChartHistory, intent: ChartIntent) {
        let dir = try FixtureDirectory()
        let file = try dir.write("value", "1\n")
        let store = try SharedStore(url: dir.url.appendingPathComponent("shared.sqlite3"))
        let history = ChartHistory(store: LastGoodStore(store: { store }, suite: ChartHistory.suite))
        let intent = ChartIntent()
        intent.commands = [["/bin/cat", file]]
        intent.names = ["queue"]
        intent.interval = 5
        intent.window = 60
        return (dir, file, history, intent)
    }

    @Test func eachTimelineTakesOneSampleAndAsksAgainAfterTheInterval() async throws {
        let scene = try scene()
        var last: Timeline<ChartEntry>?
        for (step, value) in ["1", "4", "2"].enumerated() {
            _ = try scene.dir.write("value", "queue length: \(value) jobs\n")
            let now = start.addingTimeInterval(Double(step) * 5)
            last = await ChartProvider(now: { now }, history: scene.history).timeline(for: scene.intent, in: BuiltinHarness.context(.systemMedium))
        }
        let timeline = try #require(last)
        let series = try #require(timeline.entries.first?.series.first)
        #expect(series.points.map(\.value) == [1, 4, 2])
        #expect(series.points.map(\.time) == [start, start.addingTimeInterval(5), start.addingTimeInterval(10)])
        #expect(series.current == 2 && series.lowest == 1 && series.highest == 4)
        #expect(timeline.policy == .after(start.addingTimeInterval(15).rounded()))
    }

    @Test func aRestartKeepsTheHistoryAndTheWindowDropsWhatIsOlder() async throws {
        let scene = try scene()
        for step in 0..<3 {
            let now = start.addingTimeInterval(Double(step) * 5)
            _ = await ChartProvider(now: { now }, history: scene.history).entry(for: scene.intent)
        }
        // A new process: a provider of its own over the same store.
        let later = start.addingTimeInterval(15)
        let store = try SharedStore(url: scene.dir.url.appendingPathComponent("shared.sqlite3"))
        let reopened = ChartHistory(store: LastGoodStore(store: { store }, suite: ChartHistory.suite))
        let entry = await ChartProvider(now: { later }, history: reopened).entry(for: scene.intent)
        #expect(entry.series.first?.points.count == 4)
        // Past the 60 s window, the first samples fall out.
        let much = start.addingTimeInterval(62)
        let windowed = await ChartProvider(now: { much }, history: reopened).entry(for: scene.intent)
        #expect(windowed.series.first?.points.map(\.time) == [start.addingTimeInterval(5), start.addingTimeInterval(10), later, much])
    }

    @Test func aFailedSampleSaysWhyAndKeepsTheSeries() async throws {
        let scene = try scene()
        _ = await ChartProvider(now: { self.start }, history: scene.history).entry(for: scene.intent)
        _ = try scene.dir.write("value", "no digits here\n")
        let next = start.addingTimeInterval(5)
        let entry = await ChartProvider(now: { next }, history: scene.history).entry(for: scene.intent)
        let series = try #require(entry.series.first)
        #expect(series.problem == "cat printed no number: \"no digits here\"")
        #expect(series.points.map(\.value) == [1])
        let missing = scene.intent
        missing.commands = [["/nonexistent/program"]]
        let failed = await ChartProvider(now: { next }, history: scene.history).entry(for: missing)
        #expect(failed.series.first?.problem?.hasPrefix("cannot run") == true)
        missing.commands = [["/bin/sh", "-c", "echo broken >&2; exit 3"]]
        let exited = await ChartProvider(now: { next }, history: scene.history).entry(for: missing)
        #expect(exited.series.first?.problem == "sh exited with status 3: broken")
    }

    @Test func samplesCloseTogetherAreBothKeptAndOneInstantOnce() throws {
        let scene = try scene()
        let source = ChartSource.command(["/bin/cat", scene.file])
        _ = scene.history.record(10, for: source, at: start, window: 60)
        // A second call soon after the first (a reload at start): its sample is a sample too.
        let soon = scene.history.record(25, for: source, at: start.addingTimeInterval(0.3), window: 60)
        #expect(soon.map(\.value) == [10, 25])
        let same = scene.history.record(30, for: source, at: start.addingTimeInterval(0.3), window: 60)
        #expect(same.map(\.value) == [10, 30])
    }

    @Test func theFirstNumberOfTheLastLineIsTheSample() {
        #expect(ChartSampler.firstNumber(in: "0.52 0.58 0.59 1/389 1234") == 0.52)
        #expect(ChartSampler.firstNumber(in: "t=-3°C") == -3)
        #expect(ChartSampler.firstNumber(in: "load .5") == 0.5)
        #expect(ChartSampler.firstNumber(in: "v1.2.3") == 1.2)
        #expect(ChartSampler.firstNumber(in: "1e3 ops") == 1000)
        #expect(ChartSampler.firstNumber(in: "none") == nil)
    }

    @Test func aRunChartDrawsItsLinesAndALegendOfNowLowestAndHighest() throws {
        let points = (0..<13).map { ChartPoint(time: start.addingTimeInterval(Double($0) * 5), value: Double($0 % 5)) }
        let entry = ChartEntry(date: start.addingTimeInterval(60), title: "jobs", style: .runchart,
                               series: [ChartSeries(name: "queue", points: points)], window: 60, unit: "")
        let lines = try render(entry, .systemMedium, width: 40, height: 10)
        #expect(lines.first == "jobs")
        #expect(lines.contains { $0.hasPrefix("■ queue 2  ↓0 ↑4") })
        let braille = lines.joined().unicodeScalars.filter { (0x2801...0x28FF).contains($0.value) }.count
        #expect(braille > 20)
        // The x axis reads the window's times.
        #expect(lines.contains { $0.contains("14:05:30") || $0.contains("14:05:40") })
        let small = try render(entry, .systemSmall, width: 20, height: 8)
        #expect(small.contains("■ queue 2"))
    }

    @Test func barsSparklinesAndAGaugeUseTheSameEngine() throws {
        let points = [1.0, 3, 2].enumerated().map { ChartPoint(time: start.addingTimeInterval(Double($0.offset)), value: $0.element) }
        var entry = ChartEntry(date: start.addingTimeInterval(2), title: "", style: .bars,
                               series: [ChartSeries(name: "a", points: points), ChartSeries(name: "b", points: [ChartPoint(time: start, value: 8)])],
                               window: 60, maximum: nil, unit: "")
        let bars = try render(entry, .systemMedium, width: 30, height: 8)
        #expect(bars.last?.contains("a") == true && bars.last?.contains("b") == true)
        #expect(bars.joined().contains("█"))
        entry.style = .sparkline
        let sparks = try render(entry, .systemMedium, width: 10, height: 6)
        #expect(sparks.first?.hasPrefix("■ a 2") == true)
        // The newest samples at the right edge: 1, 3, 2 over 0…3 in two rows (16 eighths: 5, 16, 11).
        #expect(sparks[1].hasSuffix(" █▃") && sparks[2].hasSuffix(" ▅██"))
        entry.style = .gauge
        entry.maximum = 4
        let gauge = try render(entry, .systemMedium, width: 20, height: 6)
        #expect(gauge.first == "■ a 2")
        #expect(gauge.contains("50% of 0–4"))
        #expect(gauge[1].hasPrefix("██████████") && !gauge[1].hasPrefix("███████████"))
    }

    @Test func settingsAreCheckedWhereTheyAreWritten() {
        let yaml = """
            widgets:
              - kind: chart
                params: { commands: [] }
              - kind: chart
                params:
                  urls: ["ftp://x#/a", "https://example.com/api"]
                  names: [a, b, c]
              - kind: chart
                params: { commands: [[uptime]], interval: 30, window: 10, minimum: 5, maximum: 1 }
            """
        let (configuration, parsed) = HomeFileParser.parse(yaml, file: "home.yaml")
        let problems = (parsed + (configuration.map { HomeValidator(registry: WidgetRegistry(BuiltinWidgets.all)).problems(in: $0, file: "home.yaml") } ?? []))
            .map { "\($0.location.line):\($0.location.column): \($0.message)" }
        #expect(problems.contains("3:25: parameter 'commands' is required: one argument vector per series (or set `urls`)"))
        #expect(problems.contains { $0.hasPrefix("6:13: parameter 'urls' must be an http or https URL, found ftp://x") })
        #expect(problems.contains { $0.hasPrefix("6:13: parameter 'urls' needs a JSON pointer after '#'") })
        #expect(problems.contains("7:14: parameter 'names' has 3 names for 1 series") || problems.contains("7:14: parameter 'names' has 3 names for 2 series"))
        #expect(problems.contains { $0.hasPrefix("9:59: parameter 'window' must be at least the interval (30 s), found 10") })
        #expect(problems.contains { $0 == "9:84: parameter 'maximum' must be above the minimum (5.0), found 1.0" })
    }

    @Test func aJSONPointerAfterTheURLNamesTheNumber() throws {
        guard case .success(.json(let url, let pointer)) = ChartSource.json("https://api.example.org/v1/stats#/load/0") else {
            Issue.record("not a JSON source")
            return
        }
        #expect(url.absoluteString == "https://api.example.org/v1/stats")
        #expect(pointer.tokens == ["load", "0"])
        let document = try LocatedJSON.parse(#"{"load": [0.25, 0.5]}"#)
        #expect(pointer.resolve(in: document).map { if case .number(let value) = $0.value { value } else { -1 } } == 0.25)
    }

    @Test func aJSONSeriesReadsTheNumberItsPointerNames() async throws {
        let json = HTTPReply(status: 200, headers: ["Content-Type": "application/json"],
                             body: Data(#"{"load": {"1m": 0.42, "note": "3 cores"}, "up": true}"#.utf8))
        let client = FixtureHTTPClient([("/stats", json), ("/down", HTTPReply(status: 503, body: Data()))])
        let sampler = ChartSampler(http: client)
        func sample(_ text: String) async throws -> Result<Double, ChartSourceProblem> {
            guard case .success(let source) = ChartSource.json(text) else { throw ChartSourceProblem(text) }
            return await sampler.sample(source, timeout: 5)
        }
        #expect(try await sample("http://127.0.0.1:9/stats#/load/1m") == .success(0.42))
        // The fragment names the number; the server is asked without it.
        #expect(client.requests.first?.url.absoluteString == "http://127.0.0.1:9/stats")
        #expect(try await sample("http://127.0.0.1:9/stats#/load/note") == .success(3))
        #expect(try await sample("http://127.0.0.1:9/stats#/up") == .failure(ChartSourceProblem("#/up is true, not a number")))
        #expect(try await sample("http://127.0.0.1:9/stats#/load/5m") == .failure(ChartSourceProblem("127.0.0.1's JSON has nothing at #/load/5m")))
        #expect(try await sample("http://127.0.0.1:9/down#/x") == .failure(ChartSourceProblem("127.0.0.1 answered 503")))
    }

    private func render(_ entry: ChartEntry, _ family: WidgetFamily, width: Int, height: Int) throws -> [String] {
        let descriptor = try BuiltinHarness.descriptor("chart")
        return BuiltinHarness.render(descriptor, entry: AnyTimelineEntry(entry), family: family, width: width, height: height, now: entry.date)
            .trimmedLines
    }

    /// Samples are kept as pairs of numbers; a history written as keyed objects (before) still reads.
    @Test func samplesAreKeptAsPairsAndTheKeyedFormStillReads() throws {
        let point = ChartPoint(time: start, value: 2.5)
        let text = String(decoding: try JSONEncoder().encode([point]), as: UTF8.self)
        #expect(text == "[[\(Int(start.timeIntervalSinceReferenceDate)),2.5]]")
        #expect(try JSONDecoder().decode([ChartPoint].self, from: Data(text.utf8)) == [point])
        let keyed = #"[{"time":\#(start.timeIntervalSinceReferenceDate),"value":2.5}]"#
        #expect(try JSONDecoder().decode([ChartPoint].self, from: Data(keyed.utf8)) == [point])
        #expect(throws: (any Error).self) { try JSONDecoder().decode([ChartPoint].self, from: Data(#"[["x",1]]"#.utf8)) }
    }
}

extension Date {
    /// This instant on its whole second, as the refresh policy rounds it.
    fileprivate func rounded() -> Date { Date(timeIntervalSince1970: timeIntervalSince1970.rounded(.down)) }
}
