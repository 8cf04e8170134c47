import Foundation
import Testing
import WidgettyHomeFile
import WidgettyHost
import WidgettyHostTestSupport
import WidgettyKit
import WidgettyTerminal
import WidgettyUI
import WidgettyScreen

/// One entry saying `text`.
private struct SayEntry: TimelineEntry {
    let date: Date
    let text: String
}

private struct SayProvider: TimelineProvider {
    let text: String
    func placeholder(in context: Context) -> SayEntry { SayEntry(date: Date(timeIntervalSince1970: 0), text: "PLACEHOLDER") }
    func getSnapshot(in context: Context, completion: @escaping @Sendable (SayEntry) -> Void) {
        completion(SayEntry(date: Date(timeIntervalSince1970: 0), text: text))
    }
    func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<SayEntry>) -> Void) {
        completion(Timeline(entries: [SayEntry(date: Date(timeIntervalSince1970: 0), text: text)], policy: .never))
    }
}

/// The same kind, `greet`, as two builds of an extension would serve it.
private struct SayWidget: Widget {
    var text = "OLD BUILD"
    init() {}
    init(text: String) { self.text = text }
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "greet", provider: SayProvider(text: text)) { entry in Text(entry.text) }
            .configurationDisplayName("Greet")
            .supportedFamilies([.systemSmall])
    }
}

/// An extension installed again, or uninstalled, while the home screen runs (#32, #33): the
/// store's watcher sends one message through the inbox, the widgets of the kinds that changed
/// get the new program and ask it again, showing their last entry meanwhile; a kind that went
/// says so; and `widgetty dev`'s failed build is listed over the screen until a good one.
@Suite(.serialized) @MainActor struct ExtensionSwapTests {
    private func configuration() throws -> HomeConfiguration {
        try #require(HomeFileParser.parse("widgets:\n  - kind: greet\n    id: g\n", file: "home.yaml").0)
    }

    private func pilot(reload: @escaping @MainActor () -> ExtensionSwap, folder: URL? = nil) throws -> HostPilot {
        let folder = folder ?? FileManager.default.temporaryDirectory.appendingPathComponent("swap-\(UUID().uuidString.prefix(8))")
        return try HostPilot(
            widgets: SayWidget(text: "OLD BUILD").widgetDescriptors, configuration: configuration(),
            installedExtensions: InstalledExtensionsSource(folder: folder, reload: reload))
    }

    @Test func aNewBuildIsSwappedInAndTheOldEntryStaysUntilItAnswers() async throws {
        let pilot = try pilot(reload: {
            ExtensionSwap(registry: WidgetRegistry(SayWidget(text: "NEW BUILD").widgetDescriptors), changedKinds: ["greet"], summary: "installed Demo again")
        })
        await pilot.settle()
        #expect(pilot.text.contains("OLD BUILD"))
        pilot.runtime.send(.extensionsChanged)
        pilot.runtime.paintNow()
        #expect(pilot.text.contains("OLD BUILD"), "no placeholder while the new program is asked:\n\(pilot.text)")
        #expect(!pilot.text.contains("PLACEHOLDER"))
        await pilot.settle()
        #expect(pilot.text.contains("NEW BUILD"), "\(pilot.text)")
        #expect(pilot.text.contains("installed Demo again"))
    }

    @Test func aKindNotChangedKeepsItsProgram() async throws {
        let pilot = try pilot(reload: {
            ExtensionSwap(registry: WidgetRegistry(SayWidget(text: "NEW BUILD").widgetDescriptors), changedKinds: ["other"])
        })
        await pilot.settle()
        pilot.runtime.send(.extensionsChanged)
        await pilot.settle()
        #expect(pilot.text.contains("OLD BUILD"), "\(pilot.text)")
    }

    @Test func anUninstalledKindSaysSo() async throws {
        let pilot = try pilot(reload: { ExtensionSwap(registry: WidgetRegistry([]), changedKinds: ["greet"], summary: "uninstalled Demo") })
        await pilot.settle()
        pilot.runtime.send(.extensionsChanged)
        await pilot.settle()
        #expect(!pilot.text.contains("OLD BUILD"), "\(pilot.text)")
        #expect(pilot.text.contains("uninstalled Demo"))
    }

    @Test func theStoreWatcherSendsOneMessageThroughTheInbox() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("store-\(UUID().uuidString.prefix(8))")
        defer { try? FileManager.default.removeItem(at: folder) }
        var reloads = 0
        let pilot = try pilot(
            reload: {
                reloads += 1
                return ExtensionSwap(registry: WidgetRegistry(SayWidget(text: "NEW BUILD").widgetDescriptors), changedKinds: ["greet"])
            }, folder: folder)
        var received = 0
        pilot.runtime.onReceive = { message in if case .extensionsChanged = message { received += 1 } }
        // An install as the store does it: a hidden staging folder, renamed into place.
        let staging = folder.appendingPathComponent(".Demo.new")
        try FileManager.default.createDirectory(at: staging, withIntermediateDirectories: true)
        try Data("{}".utf8).write(to: staging.appendingPathComponent("extension.json"))
        try FileManager.default.moveItem(at: staging, to: folder.appendingPathComponent("Demo"))
        let deadline = Date().addingTimeInterval(5)
        while received == 0, Date() < deadline { try await Task.sleep(for: .milliseconds(10)) }
        #expect(received == 1, "one message per install, through the inbox")
        #expect(reloads == 1)
        await pilot.settle()
        #expect(pilot.text.contains("NEW BUILD"), "\(pilot.text)")
    }

    @Test func aFailedBuildIsListedOverTheScreenUntilAGoodOne() async throws {
        let pilot = try pilot(reload: { ExtensionSwap(registry: WidgetRegistry([]), changedKinds: []) })
        await pilot.settle()
        let error = BuildDiagnostic(
            file: "/work/Demo/Sources/Demo/DemoWidget.swift", line: 42, column: 9, severity: .error, message: "expected ')' in \u{1B}[2Jexpression list")
        pilot.runtime.send(.buildFinished(BuildReport(product: "Demo", package: "/work/Demo", succeeded: false, diagnostics: [error])))
        await pilot.settle()
        #expect(pilot.text.contains("Demo did not build (1 error)"), "\(pilot.text)")
        #expect(pilot.text.contains("Sources/Demo/DemoWidget.swift:42:9: error: expected ')' in"), "\(pilot.text)")
        #expect(!pilot.text.contains("\u{1B}"), "the compiler's text is sanitised")
        #expect(pilot.text.contains("OLD BUILD"), "the widget keeps its last good build")
        pilot.runtime.send(.buildFinished(BuildReport(product: "Demo", package: "/work/Demo", succeeded: true, seconds: 3.2)))
        await pilot.settle()
        #expect(!pilot.text.contains("did not build"), "\(pilot.text)")
        #expect(pilot.text.contains("built Demo in 3.2 s"))
    }
}
