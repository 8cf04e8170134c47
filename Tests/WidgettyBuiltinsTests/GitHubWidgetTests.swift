import Foundation
import Testing
import WidgettyKit
import WidgettyUI
@testable import WidgettyBuiltins

/// The GitHub widget: requests per mode, answers read, the rate limit pacing reloads, the token
/// sent and never shown, and the cell in each family.
@MainActor
@Suite struct GitHubWidgetTests {
    private let now = BuiltinHarness.sunday
    private let token = "ghp_TESTTOKEN0123456789abcdef"

    private func intent(_ values: [String: IntentValue]) throws -> GitHubIntent {
        try IntentSchema.decode(GitHubIntent.self, from: values.merging(
            ["repository": .string("octo-org/harbour"), "baseURL": .string("http://127.0.0.1:8090/api/v3")]) { mine, _ in mine })
    }

    private func timeline(_ values: [String: IntentValue], _ client: FixtureHTTPClient) async throws -> Timeline<GitHubEntry> {
        await GitHubProvider(now: { self.now }, client: client, kept: .forgetful).timeline(for: try intent(values), in: BuiltinHarness.context(.systemLarge))
    }

    private func reply(_ name: String, status: Int = 200, remaining: Int = 4_990, reset: TimeInterval = 1_795_359_600) throws -> HTTPReply {
        HTTPReply(status: status, headers: ["Content-Type": "application/json; charset=utf-8", "X-RateLimit-Remaining": "\(remaining)",
                                            "X-RateLimit-Reset": "\(Int(reset))"],
                  body: try NetworkFixture.data(name))
    }

    private func render(_ entry: GitHubEntry, _ family: WidgetFamily, width: Int = 40, height: Int = 12) throws -> RenderedView {
        BuiltinHarness.render(try BuiltinHarness.descriptor("github"), entry: AnyTimelineEntry(entry), family: family,
                              width: width, height: height, now: now)
    }

    @Test func eachModeAsksItsDocumentedPath() throws {
        func url(_ mode: GitHubMode, branch: String = "") throws -> String? {
            try GitHubRequest.url(intent(["mode": .string(mode.rawValue), "branch": .string(branch)])).get().absoluteString
        }
        #expect(try url(.commits, branch: "release/6.1") == "http://127.0.0.1:8090/api/v3/repos/octo-org/harbour/commits?sha=release/6.1&per_page=12")
        #expect(try url(.commits) == "http://127.0.0.1:8090/api/v3/repos/octo-org/harbour/commits?per_page=12")
        #expect(try url(.pullRequests) == "http://127.0.0.1:8090/api/v3/repos/octo-org/harbour/pulls?state=open&sort=created&direction=desc&per_page=12")
        #expect(try url(.workflowRuns, branch: "main") == "http://127.0.0.1:8090/api/v3/repos/octo-org/harbour/actions/runs?branch=main&per_page=12")
        #expect(try url(.notifications) == "http://127.0.0.1:8090/api/v3/notifications?per_page=12")
        for bad in ["harbour", "octo-org/harbour/extra", "../etc", "octo org/harbour", "octo-org/..", "octo-org/harbour?x=1"] {
            #expect(GitHubRequest.repositoryPath(bad) == nil, "\(bad)")
        }
        #expect(GitHubRequest.headers(token: " \(token)\n")["Authorization"] == "Bearer \(token)")
        #expect(GitHubRequest.headers(token: "")["Authorization"] == nil)
        #expect(GitHubRequest.headers(token: "")["X-GitHub-Api-Version"] == "2022-11-28")
    }

    @Test func readsCommitsPullRequestsRunsAndNotifications() throws {
        let commits = try GitHubResponse.items(reply("github-commits.json"), mode: .commits).get()
        #expect(commits.map(\.title) == ["Tune refresh rates for W1", "Add calendar"])
        #expect(commits.map(\.detail) == ["9f8e7d6 Grace Hopper", "0a1b2c3 Alan Turing"])
        #expect(commits[0].date == now.addingTimeInterval(-3 * 3600))
        let pulls = try GitHubResponse.items(reply("github-pulls.json"), mode: .pullRequests).get()
        #expect(pulls.map(\.detail) == ["#128 ada", "#127 alan (draft)"])
        let runs = try GitHubResponse.items(reply("github-runs.json"), mode: .workflowRuns).get()
        #expect(runs.map(\.state) == [.running, .failure, .success])
        #expect(runs.map(\.detail) == ["CI #41 main", "CI #40 main", "Release #7 v1.2"])
        let notes = try GitHubResponse.items(reply("github-notifications.json"), mode: .notifications).get()
        #expect(notes.map(\.link) == [URL(string: "https://github.com/octo-org/harbour/pull/128"),
                                      URL(string: "https://github.com/octo-org/lighthouse")])
        #expect(notes.map(\.detail) == ["octo-org/harbour · review_requested", "octo-org/lighthouse · mention"])
        // The runs' states from every documented status and conclusion.
        #expect(GitHubRunState(status: "completed", conclusion: "timed_out") == .failure)
        #expect(GitHubRunState(status: "completed", conclusion: "cancelled") == .cancelled)
        #expect(GitHubRunState(status: "queued", conclusion: nil) == .queued)
        #expect(GitHubRunState(status: "waiting", conclusion: nil) == .queued)
        #expect(GitHubRunState(status: "completed", conclusion: "skipped") == .skipped)
    }

    @Test func wrongShapesAndPagesAreRefused() throws {
        // An object where a list is documented, a page, a truncated body.
        #expect(GitHubResponse.items(try reply("github-runs.json"), mode: .commits).failure
            == .unreadable(expected: "GitHub's JSON", reason: "unexpected value at the top"))
        #expect(GitHubResponse.items(HTTPReply(status: 200, headers: ["Content-Type": "text/html"], body: try NetworkFixture.data("captive-portal.html")),
                                     mode: .commits).failure == .unreadable(expected: "JSON", reason: "the server sent an HTML page"))
        let full = try NetworkFixture.data("github-pulls.json")
        #expect(GitHubResponse.items(HTTPReply(status: 200, body: full.prefix(200)), mode: .pullRequests).failure
            == .unreadable(expected: "GitHub's JSON", reason: "malformed JSON"))
        #expect(try GitHubResponse.items(HTTPReply(status: 200, body: Data("[]".utf8)), mode: .notifications).get().isEmpty)
    }

    @Test func theRateLimitPacesTheReloads() {
        let reset = now.addingTimeInterval(3600)
        // Plenty left: the refresh interval.
        #expect(GitHubRateLimit(remaining: 4_000, reset: reset).nextReload(after: now, refresh: 300) == now.addingTimeInterval(300))
        // Ten left for the hour: no faster than one every six minutes.
        #expect(GitHubRateLimit(remaining: 10, reset: reset).nextReload(after: now, refresh: 300) == now.addingTimeInterval(360))
        // None left: just after the reset.
        #expect(GitHubRateLimit(remaining: 0, reset: reset).nextReload(after: now, refresh: 300) == reset.addingTimeInterval(1))
        // A secondary limit's Retry-After.
        #expect(GitHubRateLimit(retryAfter: 600).nextReload(after: now, refresh: 60) == now.addingTimeInterval(600))
        // A reset already past, or no headers: the refresh interval.
        #expect(GitHubRateLimit(remaining: 0, reset: now.addingTimeInterval(-5)).nextReload(after: now, refresh: 60)
            == now.addingTimeInterval(60))
        let parsed = GitHubRateLimit(HTTPReply(status: 200, headers: ["x-ratelimit-remaining": "7", "X-RATELIMIT-RESET": "1795359600",
                                                                      "Retry-After": "30"], body: Data()))
        #expect(parsed == GitHubRateLimit(remaining: 7, reset: Date(timeIntervalSince1970: 1_795_359_600), retryAfter: 30))
    }

    @Test func aSpentLimitSaysUntilWhenAndWaitsForTheReset() async throws {
        let client = FixtureHTTPClient([("/commits", try reply("github-error-rate-limit.json", status: 403, remaining: 0))])
        let timeline = try await timeline([:], client)
        let entry = try #require(timeline.entries.first)
        #expect(entry.problem == "rate limit reached until 15:00 UTC")
        #expect(timeline.policy == .after(Date(timeIntervalSince1970: 1_795_359_601)))
        #expect(try render(entry, .systemSmall, width: 34).trimmedLines == ["octo-org/harbour", "rate limit reached until 15:00 UTC"])
    }

    @Test func theTokenIsSentButNeverKeptOrShown() async throws {
        let client = FixtureHTTPClient([("/commits", try reply("github-error-401.json", status: 401))])
        let failed = try await timeline(["token": .string(token)], client)
        #expect(client.requests.first?.headers["Authorization"] == "Bearer \(token)")
        #expect(client.requests.first?.headers["User-Agent"] == "widgetty")
        let entry = try #require(failed.entries.first)
        #expect(entry.problem == "HTTP 401: Bad credentials")
        let ok = try await timeline(["token": .string(token), "mode": .string("notifications")],
                                    FixtureHTTPClient([("/notifications", try reply("github-notifications.json"))]))
        for shown in [entry, try #require(ok.entries.first)] {
            let stored = String(decoding: try JSONEncoder().encode(shown), as: UTF8.self)
            #expect(!stored.contains("TESTTOKEN"))
            for family in [WidgetFamily.systemSmall, .systemMedium, .systemLarge] {
                #expect(!(try render(shown, family).trimmedLines.joined()).contains("TESTTOKEN"))
            }
        }
        let anonymous = try await timeline(["mode": .string("notifications")], FixtureHTTPClient([]))
        #expect(anonymous.entries.first?.problem == "notifications need a token" && anonymous.policy == .never)
    }

    @Test func theCellInEachFamily() async throws {
        let client = FixtureHTTPClient([
            ("/commits", try reply("github-commits.json")), ("/pulls", try reply("github-pulls.json")),
            ("/runs", try reply("github-runs.json")),
        ])
        let commits = try #require(try await timeline([:], client).entries.first)
        // The items sit in the middle of the rows under the name; a commit's body is under its detail.
        let small = try render(commits, .systemSmall, width: 30).trimmedLines
        #expect(small == ["octo-org/harbour", "", "", "", "Tune refresh rates for W1", "9f8e7d6 Grace Hopper · 3h",
                          "The board wakes less often.", "Add calendar", "0a1b2c3 Alan Turing · 1d"])
        let pulls = try #require(try await timeline(["mode": .string("pullRequests")], client).entries.first)
        let medium = try render(pulls, .systemMedium)
        #expect(medium.trimmedLines == ["octo-org/harbour · 2 open", "", "", "", "Feed widget: merge by date", "  #128 ada · 1h",
                                        "WIP: weather glyphs", "  #127 alan (draft) · 7d"])
        #expect(medium.links.count == 2)
        let runs = try #require(try await timeline(["mode": .string("workflowRuns")], client).entries.first)
        let large = try render(runs, .systemLarge).trimmedLines
        #expect(large == [
            "octo-org/harbour ●", "", "", "● Tune refresh rates for W1", "  CI #41 main · 5m", "✗ Add calendar", "  CI #40 main · 1d",
            "✓ v1.2", "  Release #7 v1.2 · 2d",
        ])
        #expect(commits.link == nil)  // not github.com: no web page known
    }
}
