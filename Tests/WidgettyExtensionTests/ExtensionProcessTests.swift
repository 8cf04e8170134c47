import Foundation
import Testing
import WidgettyExtensionProtocol

/// A bundle's real binary started as the home screen starts it: `--widgetty-extension`, frames
/// on stdin and stdout, a widget's `print` kept off the frames, exit 0 when stdin closes.
@Suite struct ExtensionProcessTests {
    static var fixture: String {
        let bundle = URL(
            fileURLWithPath: (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0])
        return bundle.deletingLastPathComponent().appendingPathComponent("WidgettyExtensionFixture").path
    }

    // Not on the main actor: the process's start and its answers are waited for by blocking
    // reads, which would hold up every main-actor test running beside this one.
    @Test func theBundleServesTheProtocolAndExitsOnEndOfInput() async throws {
        #expect(FileManager.default.isExecutableFile(atPath: Self.fixture), "\(Self.fixture)")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.fixture)
        process.arguments = [ExtensionProtocol.argument]
        let (input, output, errors) = (Pipe(), Pipe(), Pipe())
        // Foundation's pipes are inherited by every program another test starts meanwhile: one
        // holding the write end of `input` would keep the extension from ever seeing its end.
        // Marked close-on-exec, they reach only this child (as its 0, 1 and 2).
        for pipe in [input, output, errors] {
            for handle in [pipe.fileHandleForReading, pipe.fileHandleForWriting] {
                _ = fcntl(handle.fileDescriptor, F_SETFD, FD_CLOEXEC)
            }
        }
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let writer = FileDescriptorFrameWriter(descriptor: input.fileHandleForWriting.fileDescriptor)
        let reader = FileDescriptorFrameReader(descriptor: output.fileHandleForReading.fileDescriptor)
        func ask(_ request: ExtensionRequest) throws -> ExtensionReply {
            try writer.write(ExtensionProtocol.encode(request))
            return try ExtensionProtocol.decode(ExtensionReply.self, from: #require(try reader.read()))
        }

        let described = try ask(ExtensionRequest(id: 1, .describe(DescribeRequest())))
        guard case .described(let bundle) = described.message else { Issue.record("\(described)"); return }
        #expect(bundle.displayName == "FixtureWidgets")
        #expect(bundle.kinds.map(\.kind) == ["chatter", "trap", "hang", "hog", "spin", "hour-minutes", "hour-timer", "hour-bar", "lamp", "bundle"])
        #expect(bundle.kinds.map(\.control) == Array(repeating: nil, count: 8) + [true, nil], "a control says it is one; a widget says nothing")
        #expect(bundle.kinds.first?.displayName == "Chatter")

        let now = Date(timeIntervalSinceReferenceDate: 812_000_000)
        let request = ProviderRequest(
            kind: "chatter", family: .systemSmall, size: CellSize(columns: 12, rows: 2), now: now,
            environment: RenderEnvironment(locale: "en_GB", timeZone: "UTC"))
        let timeline = try ask(ExtensionRequest(id: 2, .timeline(request)))
        guard case .entries(let entries) = timeline.message else { Issue.record("\(timeline)"); return }
        let entry = entries.entries[0]
        let lines = try await MainActor.run { try entry.renderedView().buffer.lines }
        #expect(lines == ["  chatter   ", "   0:00     "])
        #expect(entries.entries[0].ticking != nil)

        try input.fileHandleForWriting.close()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(try reader.read() == nil)
        let logged = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(logged.contains("timeline asked for systemSmall"), "\(logged)")
    }
}
