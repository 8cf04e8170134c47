import WidgettyHomeFile
import Foundation
import Testing
import WidgettyHost

@Suite struct LinkRouteTests {
    let handlers = [
        LinkHandler(match: .scheme("https"), arguments: ["xdg-open", "{url}"]),
        LinkHandler(match: .prefix("https://github.com/"), arguments: ["tig", "--url={url}"], foreground: true),
    ]

    @Test func widgettyLinksStayInside() throws {
        #expect(LinkRoute.resolve(try #require(URL(string: "widgetty://edit/clock-2")), handlers: []) == .host(.edit(widgetID: "clock-2")))
        #expect(LinkRoute.resolve(try #require(URL(string: "widgetty://page/2")), handlers: []) == .host(.page(1)))
        #expect(LinkRoute.resolve(try #require(URL(string: "widgetty://reload")), handlers: []) == .host(.reload(widgetID: nil)))
        guard case .unhandled = LinkRoute.resolve(try #require(URL(string: "widgetty://nope")), handlers: []) else {
            Issue.record("expected unhandled"); return
        }
    }

    @Test func longestPrefixWinsThenScheme() throws {
        let gh = try #require(URL(string: "https://github.com/swiftlang/swift"))
        #expect(LinkRoute.resolve(gh, handlers: handlers) == .run(arguments: ["tig", "--url=https://github.com/swiftlang/swift"], foreground: true))
        let other = try #require(URL(string: "https://example.org/a?b=c"))
        #expect(LinkRoute.resolve(other, handlers: handlers) == .run(arguments: ["xdg-open", "https://example.org/a?b=c"], foreground: false))
    }

    @Test func hostileURLStaysOneArgument() throws {
        let text = "https://x.test/a;b$(id)`id`'q'\"d\"%20e f"
        let url = try #require(URL(string: text) ?? URL(string: text.addingPercentEncoding(withAllowedCharacters: .urlFragmentAllowed)!))
        guard case .run(let arguments, _) = LinkRoute.resolve(url, handlers: handlers) else {
            Issue.record("expected a handler"); return
        }
        #expect(arguments.count == 2)
        #expect(arguments[1] == url.absoluteString)
    }

    @Test func noHandlerExplainsItself() throws {
        guard case .unhandled(let reason) = LinkRoute.resolve(try #require(URL(string: "mailto:a@b.c")), handlers: handlers) else {
            Issue.record("expected unhandled"); return
        }
        #expect(reason.contains("mailto"))
    }
}

@Suite struct WidgetLinkRouteTests {
    /// A `widgetty://` host the screen does not know names a widget kind: the link is that
    /// widget's own action, with its query (the to-do widget's toggle; the host knows no widget).
    @Test func otherHostsAreAWidgetsOwnActionWithItsQuery() throws {
        let url = try #require(URL(string: "widgetty://todo/toggle?item=call%20Ada%20%26%20Bob%3F"))
        let expected = WidgetLinkRequest(kind: "todo", action: "toggle", query: [URLQueryItem(name: "item", value: "call Ada & Bob?")])
        #expect(LinkRoute.resolve(url, handlers: []) == .host(.widgetAction(expected)))
        for bad in ["widgetty://todo", "widgetty://todo/toggle/again"] {
            guard case .unhandled = LinkRoute.resolve(try #require(URL(string: bad)), handlers: []) else {
                Issue.record("\(bad) should be unhandled")
                continue
            }
        }
    }
}
