import Foundation
import Testing
@testable import WidgettyFetchWire
@testable import WidgettyNetwork

/// `http_proxy`, `https_proxy` and `no_proxy` as curl reads them.
@Suite struct ProxySettingsTests {
    @Test func eachSchemeGoesThroughItsOwnProxy() {
        let settings = ProxySettings(environment: ["http_proxy": "http://proxy.lan:3128", "HTTPS_PROXY": "secure.lan:8443"])
        #expect(settings.server(for: URL(string: "http://example.com/")!) == .init(host: "proxy.lan", port: 3128))
        #expect(settings.server(for: URL(string: "https://example.com/")!) == .init(host: "secure.lan", port: 8443))
    }

    @Test func upperCaseHTTPProxyIsNotReadButLowerCaseWins() {
        #expect(ProxySettings(environment: ["HTTP_PROXY": "evil:1"]).http == nil)
        let both = ProxySettings(environment: ["https_proxy": "a:1", "HTTPS_PROXY": "b:2"])
        #expect(both.https == .init(host: "a", port: 1))
    }

    @Test func noProxyExcludesHostsDomainsPortsAndEverything() {
        let settings = ProxySettings(environment: ["http_proxy": "p:1", "no_proxy": "localhost, .internal,example.org,10.0.0.1,api.lan:8080"])
        for url in ["http://localhost/", "http://a.internal/", "http://internal/", "http://www.example.org/", "http://10.0.0.1/",
                    "http://api.lan:8080/"] {
            #expect(settings.server(for: URL(string: url)!) == nil, "\(url)")
        }
        for url in ["http://example.com/", "http://notexample.org/", "http://api.lan:9090/", "http://10.0.0.12/"] {
            #expect(settings.server(for: URL(string: url)!) != nil, "\(url)")
        }
        #expect(ProxySettings(environment: ["http_proxy": "p:1", "NO_PROXY": "*"]).server(for: URL(string: "http://x/")!) == nil)
    }

    @Test func aProxyWithoutPortUsesTheSchemesPort() {
        #expect(ProxySettings.server("http://user:secret@proxy") == .init(host: "proxy", port: 80))
        #expect(ProxySettings.server("https://proxy") == .init(host: "proxy", port: 443))
        #expect(ProxySettings.server("") == nil)
    }
}

/// The cell's words for entries it keeps showing after a failure.
@Suite struct StaleNoticeTests {
    @Test func theAgeMarkerSaysHowOldAndWhy() {
        let now = Date(timeIntervalSince1970: 1_800_000_000)
        let notice = StaleNotice(reason: "connection refused by 127.0.0.1:9", condition: .offline, fetchedAt: now - 3 * 3600 - 5)
        #expect(notice.ageText(now: now) == "updated 3 h ago — offline")
        #expect(notice.text(now: now) == "updated 3 h ago — offline · connection refused by 127.0.0.1:9")
        #expect(StaleNotice(reason: "HTTP 500", condition: .failing, fetchedAt: now - 30).ageText(now: now) == "updated just now — failing")
        #expect(StaleNotice(reason: "x", condition: .failing, fetchedAt: now - 300).ageText(now: now) == "updated 5 min ago — failing")
        #expect(StaleNotice(reason: "x", condition: .offline, fetchedAt: now - 200_000).ageText(now: now) == "updated 2 d ago — offline")
        #expect(StaleNotice(reason: "HTTP 500", condition: .failing, fetchedAt: nil).text(now: now) == "HTTP 500")
    }

    @Test func resumeOffsetsAreStableAndSpreadWithinTheWindow() {
        let offsets = (0..<200).map { ResumeSpread.offset(for: "http widget \($0)", within: 30) }
        #expect(offsets.allSatisfy { $0 >= 1 && $0 <= 30 })
        #expect(Set(offsets.map { Int($0) }).count > 20)
        #expect(ResumeSpread.offset(for: "same", within: 30) == ResumeSpread.offset(for: "same", within: 30))
    }
}
