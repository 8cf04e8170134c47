import Foundation
import Testing
import WidgettyHomeFile
import WidgettyHost

/// Links from what a widget fetched or ran open only web and mail links and the widget's own
/// actions, unless its home-file entry names more schemes; other widgets' links are the user's.
@Suite struct RemoteLinkPolicyTests {
    func refusal(_ link: String, remote: Bool = true, kind: String = "feed", allowed: [String] = []) -> String? {
        RemoteLinkPolicy.refusal(for: URL(string: link)!, remoteContent: remote, widgetKind: kind, allowedSchemes: allowed)
    }

    @Test func remoteContentOpensWebAndMailOnly() {
        for open in ["https://example.com/a", "HTTP://example.com", "mailto:me@example.com", "widgetty://feed/open?id=1"] {
            #expect(refusal(open) == nil, "\(open)")
        }
        for refused in ["file:///etc/shadow", "FILE:///etc/passwd", "ssh://host", "javascript:alert(1)", "widgetty://todo/remove?n=1",
                        "widgetty://reload", "x-man-page://ls", "vscode://file/etc/shadow", "data:text/html,hi", "/etc/shadow"] {
            let reason = refusal(refused)
            #expect(reason?.contains("was not opened") == true, "\(refused)")
        }
    }

    @Test func theWidgetsEntryAllowsMoreByName() {
        #expect(refusal("file:///home/me/notes.md", allowed: ["file"]) == nil)
        #expect(refusal("ssh://host", allowed: ["file"]) != nil)
        #expect(refusal("file:///x", remote: false) == nil, "a widget whose links come from its code is not held to it")
    }

    @Test func theHomeFileReadsLinkSchemesAndRefusesWhatIsNoScheme() {
        let yaml = """
            widgets:
              - kind: feed
                linkSchemes: [File, ssh]
              - kind: feed
                linkSchemes: [file, "not a scheme", "1x"]
            """
        let (configuration, problems) = HomeFileParser.parse(yaml, file: "home.yaml")
        #expect(configuration?.allWidgets.first?.linkSchemes == ["file", "ssh"])
        #expect(configuration?.allWidgets.last?.linkSchemes == ["file"])
        #expect(problems.map(\.description) == [
            "home.yaml:5:25: not a URL scheme: 'not a scheme' (a letter, then letters, digits, +, - or .)",
            "home.yaml:5:41: not a URL scheme: '1x' (a letter, then letters, digits, +, - or .)",
        ])
    }
}
