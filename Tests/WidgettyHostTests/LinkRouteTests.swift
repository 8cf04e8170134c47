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

@Suite struct TodoLinkRouteTests {
    @Test func toggleLinksCarryTheItemText() throws {
        let url = try #require(URL(string: "widgetty://todo/toggle?item=call%20Ada%20%26%20Bob%3F"))
        #expect(LinkRoute.resolve(url, handlers: []) == .host(.toggleTodo(item: "call Ada & Bob?")))
        for bad in ["widgetty://todo/toggle", "widgetty://todo/toggle?item=", "widgetty://todo/delete?item=a"] {
            guard case .unhandled = LinkRoute.resolve(try #require(URL(string: bad)), handlers: []) else {
                Issue.record("\(bad) should be unhandled")
                continue
            }
        }
    }
}
