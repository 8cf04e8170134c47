import Foundation
import Testing
import WidgettyRedaction
import WidgettyHomeFile
@_spi(WidgettyHost) import WidgettyKit
import WidgettyTestSupport
import WidgettyUI

private struct HeaderIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Header"
    @Parameter(title: "Token", default: "") var token: String
    @Parameter(title: "Headers", default: []) var headers: [String]
    @Parameter(title: "Count", default: 1) var count: Int
    init() {}
}

/// What the provider was given, so a test can see the secret arrive (test-only).
private struct HeaderEntry: TimelineEntry {
    let date: Date
    let token: String
    let headers: [String]
}

private struct HeaderProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> HeaderEntry { HeaderEntry(date: .distantPast, token: "", headers: []) }
    func snapshot(for configuration: HeaderIntent, in context: Context) async -> HeaderEntry {
        HeaderEntry(date: .distantPast, token: configuration.token, headers: configuration.headers)
    }
    func timeline(for configuration: HeaderIntent, in context: Context) async -> Timeline<HeaderEntry> {
        Timeline(entries: [await snapshot(for: configuration, in: context)], policy: .never)
    }
}

private struct HeaderWidget: Widget {
    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "header", intent: HeaderIntent.self, provider: HeaderProvider()) { _ in Text("header") }
    }
}

@Suite @MainActor struct SecretVaultTests {
    let directory = NSTemporaryDirectory() + "widgetty-vault-\(UUID().uuidString)"

    private func vault(_ environment: [String: String] = [:]) throws -> SecretVault {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        return SecretVault(resolver: SecretResolver(
            environment: environment.merging(["PATH": "/usr/bin:/bin"]) { a, _ in a }, homeDirectory: directory,
            baseDirectory: directory))
    }

    private func context() -> TimelineProviderContext {
        TimelineProviderContext(family: .systemSmall, isPreview: false, displaySize: CGSize(width: 20, height: 8))
    }

    private func entry(_ timeline: AnyTimeline) throws -> HeaderEntry {
        try #require(timeline.validatedEntries.first?.base as? HeaderEntry)
    }

    @Test func theProviderGetsTheSecretsFilledInWhereverTheyStand() async throws {
        let vault = try vault(["TOKEN": "t0k3n"])
        let descriptor = try #require(HeaderWidget().widgetDescriptors.first).resolvingSecrets(with: vault, for: "h")
        let values: [String: IntentValue] = [
            "token": .string("${env:TOKEN}"),
            "headers": .array([.string("Authorization: Bearer ${env:TOKEN}"), .string("X-Literal: $${env:TOKEN}")]),
        ]
        let got = try entry(try await descriptor.source.timeline(context(), values))
        #expect(got.token == "t0k3n")
        #expect(got.headers == ["Authorization: Bearer t0k3n", "X-Literal: ${env:TOKEN}"])
        // Nothing to fill: the provider may answer at once; something to fill: never on the caller's thread.
        #expect(descriptor.source.immediateTimeline == nil || descriptor.source.immediateTimeline?(context(), values) == nil)
    }

    @Test func aCommandRunsOnceForAllItsUsesUntilForgotten() async throws {
        let vault = try vault()
        let script = directory + "/token.sh"
        try ScriptFile.write("#!/bin/sh\necho run >> '\(directory)/runs'\necho secret-from-cmd\n", to: script)
        let values: [String: IntentValue] = ["token": .string("${cmd:'\(script)'}")]
        for id in ["a", "b", "a"] {
            let filled = try await vault.fill(values, of: id)
            #expect(filled.values["token"] == .string("secret-from-cmd"))
            #expect(filled.secrets == ["secret-from-cmd"])
        }
        #expect(try String(contentsOfFile: directory + "/runs", encoding: .utf8) == "run\n")
        vault.forgetAll()
        _ = try await vault.fill(values, of: "a")
        #expect(try String(contentsOfFile: directory + "/runs", encoding: .utf8) == "run\nrun\n")
    }

    @Test func aFailureNamesTheParameterWhereItIsWrittenAndIsTriedAgain() async throws {
        let vault = try vault()
        vault.setLocations(["token": WidgettyHomeFile.SourceLocation(file: "home.yaml", line: 7, column: 9)], of: "gh")
        let values: [String: IntentValue] = ["token": .string("Bearer ${file:token.txt}")]
        await #expect(throws: SecretLoadError.self) { try await vault.fill(values, of: "gh") }
        do {
            _ = try await vault.fill(values, of: "gh")
        } catch {
            #expect(error.description == "home.yaml:7:9: token: ${file:token.txt}: cannot read \(directory)/token.txt: No such file or directory")
        }
        try "now here\n".write(toFile: directory + "/token.txt", atomically: true, encoding: .utf8)
        #expect(try await vault.fill(values, of: "gh").values["token"] == .string("Bearer now here"))
    }

    @Test func aProvidersErrorQuotingTheSecretHasItBlottedOut() async throws {
        let vault = try vault(["TOKEN": "hunter2-secret"])
        var descriptor = try #require(HeaderWidget().widgetDescriptors.first)
        let inner = descriptor.source
        struct Refused: Error, CustomStringConvertible { var description: String }
        descriptor.source = WidgetTimelineSource(
            placeholder: inner.placeholder, snapshot: inner.snapshot,
            timeline: { _, values in throw Refused(description: "401 for token \(values["token"]?.description ?? "")") })
        let wrapped = descriptor.resolvingSecrets(with: vault, for: "h")
        do {
            _ = try await wrapped.source.timeline(context(), ["token": .string("${env:TOKEN}")])
            Issue.record("no error")
        } catch {
            // The error goes on as the provider wrote it; the secret is known to the process's
            // redactor, which every exit (cells, log, cache, socket, console) consults.
            #expect(SecretRedactor.process.redact("\(error)") == "401 for token ••••")
        }
    }

    @Test func theValidatorTakesReferencesOnlyInTextParametersAndReportsMistakesWhereTheyAre() throws {
        let yaml = """
            widgets:
              - kind: header
                params: { token: "${env:OK}", headers: ["Bearer ${cmd:pass show gh}"] }
              - kind: header
                params: { count: "${env:N}" }
              - kind: header
                params: { token: "${env:BAD-NAME}" }
            """
        let (configuration, parseProblems) = HomeFileParser.parse(yaml, file: "home.yaml")
        #expect(parseProblems.isEmpty)
        let validator = HomeValidator(registry: WidgetRegistry(HeaderWidget().widgetDescriptors))
        let problems = validator.problems(in: try #require(configuration), file: "home.yaml").map(\.description)
        #expect(problems == [
            "home.yaml:5:22: parameter 'count' expects a whole number, so it cannot take the secret ${env:N} (only text parameters can)",
            "home.yaml:7:22: parameter 'token' has a reference that does not read: `${env:BAD-NAME}` needs a variable name (letters, digits and _)",
        ])
        // The values the scheduler and the edit panel hold are the references as written.
        let first = try #require(configuration?.allWidgets.first)
        let values = try validator.intentValues(for: first, file: "home.yaml").get()
        #expect(values["token"] == .string("${env:OK}"))
        #expect(values["headers"] == .array([.string("Bearer ${cmd:pass show gh}")]))
    }
}
