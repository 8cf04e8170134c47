import Foundation
import Testing

/// An `@Parameter` of a type a home file cannot store is refused by the compiler with a message
/// saying what to use instead (checked with `swiftc -typecheck` against the built modules).
@Suite struct IntentParameterTypeTests {
    /// The folder of the built modules, next to the test bundle.
    static var modules: String {
        let bundle = URL(fileURLWithPath: (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? CommandLine.arguments[0])
        return bundle.deletingLastPathComponent().appendingPathComponent("Modules").path
    }

    private func typecheck(_ parameterType: String) throws -> ProcessSpawn.Result {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("widgetty-intent-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let source = directory.appendingPathComponent("PickIntent.swift")
        try """
            import Foundation
            import WidgettyKit
            struct Colour: Sendable { var red = 0.0 }
            struct PickIntent: WidgetConfigurationIntent {
                static var title: LocalizedStringResource { "Pick" }
                @Parameter(title: "Choice") var choice: \(parameterType)
            }

            """.write(to: source, atomically: true, encoding: .utf8)
        // The C modules' maps: libpng and libjpeg (below WidgettyUI's pictures), the previews' section.
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources")
        let systemLibraries = ["CPNG", "CJPEG", "CPreviewSection/include"].flatMap { ["-I", sources.appendingPathComponent($0).path] }
        return ProcessSpawn.run(
            ["swiftc", "-typecheck", "-swift-version", "6", "-I", Self.modules] + systemLibraries + [source.path],
            environment: ProcessSpawn.testEnvironment, directory: directory)
    }

    @Test func anUnsupportedTypeIsRefusedWithWhatToUseInstead() throws {
        let result = try typecheck("Colour")
        #expect(result.exitCode != 0)
        #expect(result.error.contains("PickIntent.swift:6:"), "\(result.error)")
        #expect(result.error.contains(
            "a @Parameter holds String, Int, Double, Bool, Date, URL, an AppEnum, an AppEntity, or an optional or array of these; use one of them"),
            "\(result.error)")
    }

    @Test func supportedTypesCompile() throws {
        for type in ["String", "Int?", "[URL]", "Date"] {
            let result = try typecheck(type)
            #expect(result.exitCode == 0, "\(type): \(result.error)")
        }
    }
}
