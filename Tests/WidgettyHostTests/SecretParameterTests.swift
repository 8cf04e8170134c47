import Foundation
import Testing
import WidgettyHomeFile
import WidgettyHost
import WidgettyHostTestSupport
import WidgettyKit
import WidgettyTerminal
import WidgettyTestSupport
import WidgettyUI

/// A `${…}` secret in a widget's parameter on a running home screen: the provider gets the
/// secret, while the terminal, the edit panel and every save only ever see the reference.
@MainActor
@Suite(.serialized) struct SecretParameterTests {
    struct TokenIntent: WidgetConfigurationIntent {
        static let title: LocalizedStringResource = "Token"
        @Parameter(title: "Token", default: "") var token: String
        @Parameter(title: "Interval", default: 60) var interval: Int
        init() {}
    }

    /// The token's FNV-1a hash: the widget shows that it got the token without showing it.
    struct TokenEntry: TimelineEntry {
        let date: Date
        let fingerprint: String
    }

    nonisolated static func fingerprint(_ text: String) -> String {
        var hash: UInt32 = 2_166_136_261
        for byte in text.utf8 { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
        return String(hash, radix: 16)
    }

    struct TokenProvider: AppIntentTimelineProvider {
        func placeholder(in context: Context) -> TokenEntry { TokenEntry(date: .distantPast, fingerprint: "…") }
        func snapshot(for configuration: TokenIntent, in context: Context) async -> TokenEntry {
            TokenEntry(date: .distantPast, fingerprint: SecretParameterTests.fingerprint(configuration.token))
        }
        func timeline(for configuration: TokenIntent, in context: Context) async -> Timeline<TokenEntry> {
            Timeline(entries: [await snapshot(for: configuration, in: context)], policy: .never)
        }
    }

    struct TokenWidget: Widget {
        var body: some WidgetConfiguration {
            AppIntentConfiguration(kind: "tokencheck", intent: TokenIntent.self, provider: TokenProvider()) {
                Text("fnv \($0.fingerprint)")
            }
            .configurationDisplayName("Token check")
        }
    }

    let token = "tok-\(UUID().uuidString)"
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("secret-param-\(UUID().uuidString.prefix(8))")

    func pilot(_ yaml: String) throws -> (HostPilot, URL) {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let file = directory.appendingPathComponent("home.yaml")
        try yaml.write(to: file, atomically: true, encoding: .utf8)
        let configuration = try #require(HomeFileParser.parse(yaml, file: "home.yaml").0)
        let vault = SecretVault(resolver: SecretResolver(
            environment: ["WT_TOKEN": token], homeDirectory: directory.path, baseDirectory: directory.path))
        let pilot = try HostPilot(
            widgets: TokenWidget().widgetDescriptors, configuration: configuration, size: Size(width: 100, height: 30),
            homeFile: file, secrets: vault)
        return (pilot, file)
    }

    /// Every piece of the token 8 characters long: none may reach the terminal, even split.
    var pieces: [String] {
        let characters = Array(token)
        return (0...(characters.count - 8)).map { String(characters[$0..<($0 + 8)]) }
    }

    func expectNoTokenSent(_ pilot: HostPilot, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let sent = pilot.terminal.diffs.flatMap(\.runs).map { $0.cells.map(\.text).joined() } + pilot.screen
        for text in sent {
            #expect(!pieces.contains(where: text.contains), "sent to the terminal: \(text)", sourceLocation: sourceLocation)
        }
    }

    @Test func theWidgetGetsTheSecretWhileTheScreenPanelAndSavesKeepTheReference() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let (pilot, file) = try pilot("""
            widgets:
              - kind: tokencheck
                id: t
                params:
                  token: ${env:WT_TOKEN}
              - kind: tokencheck
                id: other
            """)
        await pilot.settle()
        #expect(pilot.text.contains("fnv \(Self.fingerprint(token))"), "the provider got the token: \(pilot.text)")
        expectNoTokenSent(pilot)

        // The edit panel shows the reference; a change to another parameter saves it as written.
        await pilot.press(.character("e"))
        #expect(pilot.text.contains("${env:WT_TOKEN}"), "\(pilot.text)")
        await pilot.press(.down, .right)
        pilot.terminal.send(.input(.key(KeyEvent(.character("s"), modifiers: .control))))
        await pilot.settle()
        #expect(pilot.runtime.modal == nil)
        var saved = try String(contentsOf: file, encoding: .utf8)
        #expect(saved.contains("${env:WT_TOKEN}") && saved.contains("interval:"), "\(saved)")
        #expect(!saved.contains(token))

        // Arrange mode rewrites the order; the reference stays.
        await pilot.press(.character("m"), .right, .escape)
        await pilot.settle()
        saved = try String(contentsOf: file, encoding: .utf8)
        #expect(saved.range(of: "id: other")!.lowerBound < saved.range(of: "id: t")!.lowerBound, "\(saved)")
        #expect(saved.contains("${env:WT_TOKEN}") && !saved.contains(token), "\(saved)")
        #expect(pilot.text.contains("fnv \(Self.fingerprint(token))"))
        expectNoTokenSent(pilot)
    }

    @Test func aSecretThatCannotBeHadIsExplainedAtItsParameter() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let (pilot, _) = try pilot("widgets:\n  - kind: tokencheck\n    id: t\n    params: { token: \"Bearer ${env:NOT_SET}\" }\n")
        await pilot.settle()
        let error = pilot.runtime.scheduler.timelineInfo(WidgetInstanceID("t"))?.lastError
        #expect(error.map { "\($0)" }?.contains("home.yaml:4:22: token: ${env:NOT_SET}: the environment variable NOT_SET is not set") == true,
                "\(String(describing: error))")
    }
}
