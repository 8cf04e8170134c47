import Foundation
import Synchronization
import Testing
import WidgettyKit
import WidgettyNetwork
import WidgettyStore
import WidgettyTestSupport
@testable import WidgettyBuiltins

/// Weather, feeds and GitHub keep their last good answer in the shared store: a failed load shows
/// it under its age and the reason, offline or failing, while a mistake in the settings does not.
@MainActor
@Suite struct KeptAnswerTests {
    private let now = BuiltinHarness.sunday
    private let dir: FixtureDirectory
    private let store: SharedStore

    init() throws {
        dir = try FixtureDirectory()
        store = try SharedStore(url: dir.url.appendingPathComponent("shared.sqlite3"))
    }

    @Test func weatherOfflineShowsTheLastForecastHourByHourWithItsAge() async throws {
        let good = FixtureHTTPClient([("/v1/forecast", try NetworkFixture.reply("open-meteo-forecast-london.json"))])
        let intent = try IntentSchema.decode(WeatherIntent.self, from: [:])
        let context = BuiltinHarness.context(.systemSmall)
        let fresh = await WeatherProvider(now: { self.now }, client: good, kept: .kept(in: store)).timeline(for: intent, in: context)
        #expect(fresh.entries.allSatisfy { $0.staleText == nil && $0.forecast != nil })

        let later = now.addingTimeInterval(3 * 3600)
        let offline = await WeatherProvider(now: { later }, client: UnreachableHTTPClient(), kept: .kept(in: store))
            .timeline(for: intent, in: context)
        let first = try #require(offline.entries.first)
        #expect(first.forecast != nil && first.problem == nil)
        #expect(first.staleText == "updated 3 h ago — offline · connection refused")
        #expect(offline.entries.count > 1, "the kept forecast still moves on each hour")
        #expect(offline.entries.last?.staleText?.hasPrefix("updated ") == true)
        #expect(offline.policy == .after(later.addingTimeInterval(KeptAnswer.firstRetry)), "offline: tried again soon")
        let lines = BuiltinHarness.render(try BuiltinHarness.descriptor("weather"), entry: AnyTimelineEntry(first),
                                          family: .systemSmall, width: 36, height: 8, now: later).trimmedLines
        #expect(lines.count > 2 && lines[1].hasPrefix("⚠ updated 3 h ago — offline"), "\(lines)")
    }

    @Test func aFailingFeedKeepsItsItemsAndSaysSoWhileTheOthersAreFresh() async throws {
        let both = FixtureHTTPClient([
            ("/rss.xml", try NetworkFixture.reply("rss2-harbour-news.xml", type: "application/rss+xml")),
            ("/atom.xml", try NetworkFixture.reply("atom-field-notes.xml", type: "application/atom+xml")),
        ])
        let intent = try IntentSchema.decode(FeedIntent.self, from: [
            "feeds": .array([.string("/rss.xml"), .string("/atom.xml")]), "baseURL": .string("http://127.0.0.1:8089/"),
        ])
        func provider(_ client: FixtureHTTPClient, at date: Date) -> FeedProvider {
            FeedProvider(now: { date }, client: client, marks: FeedReadMarks(store: { .success(self.store) }), kept: .kept(in: store))
        }
        let fresh = await provider(both, at: now).entry(for: intent)
        #expect(fresh.problems.isEmpty && fresh.stale == nil)

        let atomOnly = FixtureHTTPClient([("/atom.xml", try NetworkFixture.reply("atom-field-notes.xml", type: "application/atom+xml"))])
        let later = await provider(atomOnly, at: now.addingTimeInterval(7200)).entry(for: intent)
        #expect(later.items == fresh.items, "the RSS feed's items are the kept ones")
        #expect(later.stale == ["127.0.0.1: updated 2 h ago — failing · HTTP 404"])
        #expect(later.problems.isEmpty)

        let never = FixtureHTTPClient([])
        let other = try IntentSchema.decode(FeedIntent.self, from: [
            "feeds": .array([.string("/never.xml")]), "baseURL": .string("http://127.0.0.1:8089/"),
        ])
        let nothingKept = await provider(never, at: now).entry(for: other)
        #expect(nothingKept.items.isEmpty && nothingKept.stale == nil && nothingKept.problems == ["127.0.0.1: HTTP 404"])
    }

    @Test func githubRateLimitedShowsTheLastListUnderItsAge() async throws {
        func reply(_ name: String, status: Int, remaining: Int) throws -> HTTPReply {
            HTTPReply(status: status, headers: ["Content-Type": "application/json", "X-RateLimit-Remaining": "\(remaining)",
                                                "X-RateLimit-Reset": "1795359600"], body: try NetworkFixture.data(name))
        }
        let intent = try IntentSchema.decode(GitHubIntent.self, from: [
            "repository": .string("octo-org/harbour"), "baseURL": .string("http://127.0.0.1:8090/api/v3"),
        ])
        let context = BuiltinHarness.context(.systemLarge)
        let good = FixtureHTTPClient([("/commits", try reply("github-commits.json", status: 200, remaining: 4_990))])
        let fresh = try #require(await GitHubProvider(now: { self.now }, client: good, kept: .kept(in: store))
            .timeline(for: intent, in: context).entries.first)
        #expect(!fresh.items.isEmpty && fresh.staleText == nil)

        let limited = FixtureHTTPClient([("/commits", try reply("github-error-rate-limit.json", status: 403, remaining: 0))])
        let kept = try #require(await GitHubProvider(now: { self.now.addingTimeInterval(600) }, client: limited, kept: .kept(in: store))
            .timeline(for: intent, in: context).entries.first)
        #expect(kept.items == fresh.items && kept.problem == nil)
        #expect(kept.staleText == "updated 10 min ago — failing · rate limit reached until 15:00 UTC")
    }

    @Test func aMistakeInTheSettingsShowsNoOldValue() {
        let kept = KeptAnswer.kept(in: store)
        let key = "test-\(UUID())"
        _ = kept.resolve(Result<[String], WebProblem>.success(["old"]), key: key, now: now, refresh: 600)
        let wrong = kept.resolve(Result<[String], WebProblem>.failure(.badParameter("Forecast URL must be http(s)")), key: key, now: now, refresh: 600)
        #expect(wrong.value == nil && wrong.stale == nil && wrong.problem == .badParameter("Forecast URL must be http(s)"))
        let offline = kept.resolve(Result<[String], WebProblem>.failure(.offline("no route to host")), key: key, now: now, refresh: 600)
        #expect(offline.value == ["old"] && offline.stale?.condition == .offline && offline.retryAfter == 30)
        let again = kept.resolve(Result<[String], WebProblem>.failure(.offline("no route to host")), key: key, now: now, refresh: 600)
        #expect(again.retryAfter == 60, "doubling with each failure in a row")
        let failing = kept.resolve(Result<[String], WebProblem>.failure(.status(500, detail: nil)), key: key, now: now, refresh: 600)
        #expect(failing.stale?.condition == .failing && failing.retryAfter == nil, "a failing server waits for the widget's own refresh")
        _ = kept.resolve(Result<[String], WebProblem>.success(["new"]), key: key, now: now, refresh: 600)
        let afterGood = kept.resolve(Result<[String], WebProblem>.failure(.offline("down")), key: key, now: now, refresh: 600)
        #expect(afterGood.retryAfter == 30 && afterGood.value == ["new"], "a good load starts the count again")
    }

    /// The first load after the machine slept shows what was kept, marked "reloading", and asks
    /// again at the widget's own offset within 30 s instead of all widgets at once.
    @Test func afterASleepTheKeptAnswerIsShownAndTheFetchSpreadOut() async throws {
        let suspended = Mutex<TimeInterval>(0)
        let resume = ResumeSpread(suspend: SuspendDetector(suspendedSeconds: { suspended.withLock { $0 } }), window: 30)
        let kept = KeptAnswer(store: LastGoodStore(store: { self.store }), resume: resume, failures: FailureCounts())
        let good = FixtureHTTPClient([("/v1/forecast", try NetworkFixture.reply("open-meteo-forecast-london.json"))])
        let intent = try IntentSchema.decode(WeatherIntent.self, from: [:])
        let context = BuiltinHarness.context(.systemSmall)
        _ = await WeatherProvider(now: { self.now }, client: good, kept: kept).timeline(for: intent, in: context)
        #expect(good.requests.count == 1)

        suspended.withLock { $0 = 3600 }
        let later = now.addingTimeInterval(3700)
        let woke = await WeatherProvider(now: { later }, client: good, kept: kept).timeline(for: intent, in: context)
        #expect(good.requests.count == 1, "no fetch on the first load after the sleep")
        #expect(woke.entries.first?.staleText == "updated 1 h ago — reloading · woke from sleep")
        let offset = ResumeSpread.offset(for: WeatherProvider.keptKey(intent), within: 30)
        #expect(woke.policy == .after(later.addingTimeInterval(offset)) && (1...30).contains(offset))

        let next = await WeatherProvider(now: { later.addingTimeInterval(offset) }, client: good, kept: kept).timeline(for: intent, in: context)
        #expect(good.requests.count == 2 && next.entries.first?.staleText == nil, "then it fetches")
    }

    /// A forecast kept for days runs out: the cell says so under its age instead of showing the
    /// place alone.
    @Test func aKeptForecastThatHasRunOutSaysSo() async throws {
        let good = FixtureHTTPClient([("/v1/forecast", try NetworkFixture.reply("open-meteo-forecast-london.json"))])
        let intent = try IntentSchema.decode(WeatherIntent.self, from: [:])
        let context = BuiltinHarness.context(.systemSmall)
        _ = await WeatherProvider(now: { self.now }, client: good, kept: .kept(in: store)).timeline(for: intent, in: context)
        let days = now.addingTimeInterval(9 * 86_400)
        let offline = try #require(await WeatherProvider(now: { days }, client: UnreachableHTTPClient(), kept: .kept(in: store))
            .timeline(for: intent, in: context).entries.first)
        #expect(offline.problem == "the last forecast has run out")
        #expect(offline.staleText == "updated 9 d ago — offline · connection refused")
        let lines = BuiltinHarness.render(try BuiltinHarness.descriptor("weather"), entry: AnyTimelineEntry(offline),
                                          family: .systemSmall, width: 36, height: 8, now: days).trimmedLines
        #expect(lines.contains("the last forecast has run out"), "\(lines)")
    }
}
