import Foundation
import Testing
import WidgettyTestSupport
@testable import WidgettyNetwork

/// Requests made through the `widgetty-fetch` program, as the home screen makes them: every byte
/// of an answer comes back, the server's words and the layer's reasons too, and a program that is
/// missing, fails or says nonsense is a reason in the cell, never a crash of the screen.
@Suite(.serialized) struct FetcherProcessTests {
    static let now = Date(timeIntervalSince1970: 1_800_000_000)
    let server: LoopbackHTTPServer
    let fetcher = FetcherProcess.standard
    let client: NetworkClient

    init() throws {
        server = try LoopbackHTTPServer()
        client = NetworkClient(exchanger: FetcherProcess.standard, now: { FetcherProcessTests.now }, jitter: { 0 })
    }

    @Test func theProgramBuiltBesideTheTestsIsFound() throws {
        let program = try #require(fetcher.program)
        #expect(program.hasSuffix("/widgetty-fetch"))
    }

    @Test func everyByteOfABinaryAnswerComesBack() async throws {
        let result = await client.fetch(NetworkRequest(url: server.url("/bytes")))
        let response = try #require(result.response, "\(String(describing: result.failure))")
        let everyByte: [UInt8] = (0...255).map { UInt8($0) }
        #expect(response.body == everyByte + everyByte + everyByte + everyByte)
        #expect(response.header("content-type") == "application/octet-stream")
        #expect(result.latency > 0 && result.latency < 15)
    }

    @Test func theSecondRequestIsConditionalAndTheServersWordsArriveWithAnErrorStatus() async throws {
        let first = try #require(await client.fetch(NetworkRequest(url: server.url("/json"))).response)
        let second = try #require(await client.fetch(NetworkRequest(url: server.url("/json"))).response)
        #expect(second.notModified && second.body == first.body)
        let missing = await client.fetch(NetworkRequest(url: server.url("/status/404")))
        #expect(missing.failure == NetworkFailure(.status(404), "HTTP 404 Not Found"))
    }

    @Test func theLayersReasonsAndLimitsHoldInTheProgram() async {
        let big = await client.fetch(NetworkRequest(url: server.url("/big"), limits: NetworkLimits(maximumBodyBytes: 100_000)))
        #expect(big.failure == NetworkFailure(.tooLarge, "the answer is larger than 100000 bytes"))
        let port = server.port
        server.stop()
        let gone = await client.fetch(NetworkRequest(url: URL(string: "http://127.0.0.1:\(port)/json")!))
        #expect(gone.failure == NetworkFailure(.unreachable, "connection refused by 127.0.0.1:\(port)"))
        #expect(gone.failure?.isOffline == true)
    }

    @Test func aProbeOpensAConnectionOrSaysWhyNot() async throws {
        let latency = try await client.probeTCP(host: "127.0.0.1", port: server.port, timeout: 2).get()
        #expect(latency >= 0 && latency < 2)
        let port = server.port
        server.stop()
        let refused = await client.probeTCP(host: "127.0.0.1", port: port, timeout: 2)
        #expect(refused == .failure(NetworkFailure(.unreachable, "connection refused by 127.0.0.1:\(port)")))
    }

    @Test func aMissingFailingOrNonsenseProgramIsAReason() async throws {
        let request = NetworkRequest(url: server.url("/json"))
        let missing = await FetcherProcess(program: nil).exchange(request)
        #expect(missing.outcome.failureMessage?.hasPrefix("widgetty-fetch was not found") == true)
        let failing = await FetcherProcess(program: "/bin/false").exchange(request)
        #expect(failing.outcome.failureMessage == "widgetty-fetch ended with status 1")
        let echoing = await FetcherProcess(program: "/bin/cat").exchange(request)
        #expect(echoing.outcome.failureMessage == "widgetty-fetch: no answer")
        let lying = try writeScript("printf '{\"status\":200,\"bodyBytes\":10,\"latency\":0}\\nshort'")
        #expect(await FetcherProcess(program: lying.path).exchange(request).outcome.failureMessage
            == "widgetty-fetch: the answer's body is 5 bytes where its head says 10")
        let unreadable = await FetcherProcess(program: "/nonexistent/widgetty-fetch").exchange(request)
        #expect(unreadable.outcome.failureMessage == "cannot run widgetty-fetch: No such file or directory")
    }

    /// A program that exits without reading a large request body: the write fails quietly (a
    /// pipe would have raised SIGPIPE and ended this process, as it would the home screen).
    @Test func aProgramThatReadsNothingOfALargeBodyDoesNotStopTheCaller() async {
        let request = NetworkRequest(url: server.url("/echo"), method: "POST", body: Data(repeating: 0x41, count: 4 << 20))
        let result = await FetcherProcess(program: "/bin/true").exchange(request)
        #expect(result.outcome.failureMessage == "widgetty-fetch: no answer")
    }

    @Test func theProgramIsLookedForBesideTheExecutableInLibexecThenOnPath() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("fetcher-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        func program(_ relative: String) throws -> String {
            let url = root.appendingPathComponent(relative)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            _ = FileManager.default.createFile(atPath: url.path, contents: Data("#!/bin/sh\n".utf8), attributes: [.posixPermissions: 0o755])
            return url.path
        }
        let installed = try program("prefix/libexec/widgetty/widgetty-fetch")
        #expect(FetcherProcess.locate(executable: root.path + "/prefix/bin/widgetty", path: nil) == installed)
        let beside = try program("prefix/bin/widgetty-fetch")
        #expect(FetcherProcess.locate(executable: root.path + "/prefix/bin/widgetty", path: nil) == beside)
        #expect(FetcherProcess.locate(executable: root.path + "/bundle/.build/debug/MyWidgets", path: "relative:\(root.path)/prefix/bin") == beside)
        #expect(FetcherProcess.locate(executable: root.path + "/bundle/MyWidgets", path: "/nowhere") == nil)
    }

    private func writeScript(_ body: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("fake-fetch-\(UUID().uuidString)")
        try Data("#!/bin/sh\ncat >/dev/null\n\(body)\n".utf8).write(to: url)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.path)
        return url
    }
}

extension Result where Failure == NetworkFailure {
    var failureMessage: String? {
        if case .failure(let failure) = self { return failure.message }
        return nil
    }
}
