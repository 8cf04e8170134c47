import Foundation
import Testing
import WidgettyHomeFile
import WidgettyHost
import WidgettyHostTestSupport
import WidgettyKit
import WidgettyTerminal
import WidgettyUI

@testable import WidgettyHost

/// A widget with one entry that names how many times it loaded.
private struct CountingProvider: TimelineProvider {
    func placeholder(in context: Context) -> SimpleEntry { SimpleEntry(date: .distantPast, label: "…") }
    func getSnapshot(in context: Context, completion: @escaping @Sendable (SimpleEntry) -> Void) {
        completion(placeholder(in: context))
    }
    func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<SimpleEntry>) -> Void) {
        completion(Timeline(entries: [SimpleEntry(date: Date(timeIntervalSince1970: 1_800_000_000), label: "inbox widget")], policy: .never))
    }
}

private struct SimpleEntry: TimelineEntry {
    let date: Date
    let label: String
}

private struct InboxWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "inbox", provider: CountingProvider()) { entry in Text(entry.label) }
            .configurationDisplayName("Inbox")
    }
}

/// The name of a message's case, for comparing the order messages came in.
private func name(_ message: HomeMessage) -> String {
    String(String(describing: message).prefix { $0 != "(" })
}

@Suite(.serialized) @MainActor struct HomeInboxTests {
    @Test func messagesSentWhileOneIsHandledWaitTheirTurnInOrder() {
        var handled: [String] = []
        var depth = 0
        var deepest = 0
        var inbox: HomeInbox<String>!
        inbox = HomeInbox<String> { message in
            depth += 1
            deepest = max(deepest, depth)
            handled.append(message)
            if message == "first" {
                inbox.post("second")
                inbox.post("third")
                #expect(handled == ["first"], "a message sent while one is handled must wait")
            }
            if message == "second" { inbox.post("fourth") }
            depth -= 1
        }
        inbox.post("first")
        #expect(handled == ["first", "second", "third", "fourth"])
        #expect(deepest == 1)
        #expect(!inbox.isHandling)
        inbox.post("again")
        #expect(handled.last == "again")
    }

    private func pilot(homeFile: URL? = nil) throws -> HostPilot {
        let (configuration, problems) = HomeFileParser.parse("widgets:\n  - kind: inbox\n", file: "home.yaml")
        #expect(problems.isEmpty)
        return try HostPilot(widgets: InboxWidget().widgetDescriptors, configuration: #require(configuration), homeFile: homeFile)
    }

    @Test func theTimelineEngineAndTheTerminalReportThroughTheInbox() async throws {
        let pilot = try pilot()
        var received: [String] = []
        pilot.runtime.onReceive = { received.append(name($0)) }
        await pilot.settle()
        #expect(received.contains("timelineReported"))
        #expect(received.contains("entriesChanged"))
        #expect(pilot.text.contains("inbox widget"))

        received = []
        pilot.terminal.send(.appearanceReported(.light))
        await pilot.settle()
        #expect(received == ["appearanceReported"])
        #expect(pilot.runtime.themeInUse.appearance == .light)
    }

    @Test func aKeyWhoseEffectOpensAPanelIsHandledBeforeThePanelArrives() async throws {
        let pilot = try pilot()
        await pilot.settle()
        var received: [String] = []
        pilot.runtime.onReceive = { received.append(name($0)) }
        await pilot.press(.character("a"))
        #expect(received == ["keyPressed", "modalPresented"])
        #expect(pilot.runtime.modal != nil)
    }

    @Test func controlRequestsAndWidgetCenterCallsAreMessages() async throws {
        let pilot = try pilot()
        await pilot.settle()
        var received: [String] = []
        pilot.runtime.onReceive = { received.append(name($0)) }

        let listed = await pilot.runtime.answer(ControlRequest(command: "list"))
        #expect(listed.ok)
        #expect(listed.widgets?.map(\.kind) == ["inbox"])
        #expect(received == ["controlRequested"])

        received = []
        let center = HomeWidgetCenterBackend(runtime: pilot.runtime)
        let configurations = await center.currentConfigurations()
        #expect(configurations.map(\.kind) == ["inbox"])
        // The reload runs on the virtual clock's executor: it lands when the clock lets it.
        let reload = Task { await center.reloadTimelines(ofKind: "inbox") }
        for _ in 0..<10_000 where received.filter({ $0 == "widgetCenterCalled" }).count < 2 { await Task.yield() }
        await pilot.settle()
        #expect(await reload.value.map(\.rawValue) == ["inbox"])
        #expect(received.filter { $0 == "widgetCenterCalled" }.count == 2)
    }

    @Test func aChangedHomeFileIsReadInItsTurnAndItsConfigurationFollows() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("inbox-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("home.yaml")
        try "widgets:\n  - kind: inbox\n".write(to: file, atomically: true, encoding: .utf8)
        let pilot = try pilot(homeFile: file)
        await pilot.settle()
        var received: [String] = []
        pilot.runtime.onReceive = { received.append(name($0)) }
        try "widgets:\n  - kind: inbox\n  - kind: inbox\n    id: second\n".write(to: file, atomically: true, encoding: .utf8)
        pilot.runtime.send(.homeFileChanged)
        await pilot.settle()
        #expect(Array(received.prefix(2)) == ["homeFileChanged", "configurationLoaded"])
        #expect(pilot.runtime.state.configuration.allWidgets.count == 2)
    }

    @Test func reloadsByHandNameTheirKindsFirst() async throws {
        var named: [[String]] = []
        let (configuration, _) = HomeFileParser.parse("widgets:\n  - kind: inbox\n", file: "home.yaml")
        let pilot = try HostPilot(
            widgets: InboxWidget().widgetDescriptors, configuration: #require(configuration), reloadingByHand: { named.append($0) })
        await pilot.settle()
        await pilot.press(.character("r"))
        await pilot.press(.character("R"))
        let runtime = pilot.runtime
        let answered = Task { await runtime.answer(ControlRequest(command: "reload", kind: "inbox")) }
        for _ in 0..<10_000 where named.count < 3 { await Task.yield() }
        await pilot.settle()
        #expect(await answered.value.ok)
        #expect(named == [["inbox"], ["inbox"], ["inbox"]])
    }
}
