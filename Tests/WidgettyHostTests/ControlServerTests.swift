import Foundation
import Testing
import WidgettyHost
import WidgettyKit
import WidgettyTestSupport

#if canImport(Glibc)
    import Glibc
#endif

/// A blocking client for tests, run off the main actor (where the server answers).
private func exchange(_ path: String, send: [UInt8]?, closeAfterSend: Bool = false) async -> String? {
    await Task.detached {
        let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(fd) }
        guard ControlServer.connect(to: path, with: fd) else { return nil }
        var limit = timeval(tv_sec: 5, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
        if let send { _ = send.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) } }
        if closeAfterSend { shutdown(fd, Int32(SHUT_WR)) }
        var answer: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if n <= 0 { break }
            answer += chunk[0..<n]
        }
        return String(decoding: answer, as: UTF8.self)
    }.value
}

@Suite(.serialized) @MainActor struct ControlServerTests {
    let directory: String

    init() {
        // Short: a socket path must fit in 108 bytes.
        directory = "/tmp/wc-\(UUID().uuidString.prefix(8))"
    }

    private func harness() -> SchedulerHarness { harnessWithScripts().harness }

    /// Two git widgets and a clock, with the scripts that count their provider calls.
    private func harnessWithScripts() -> (harness: SchedulerHarness, scripts: [String: SchedulerProviderScript]) {
        let harness = SchedulerHarness()
        var scripts: [String: SchedulerProviderScript] = [:]
        for id in ["git", "git-2", "clock"] {
            let script = harness.script { call, _ in .entries([(0, "\(id)-\(call)")], .never) }
            harness.add(WidgetInstanceID(id), kind: id.hasPrefix("git") ? "git" : "clock", script: script)
            scripts[id] = script
        }
        return (harness, scripts)
    }

    @Test func reloadByKindReloadsExactlyThoseWidgetsAndSaysSo() async throws {
        let (harness, scripts) = harnessWithScripts()
        await harness.clock.settle()
        let handler = ControlRequestHandler(scheduler: harness.runtime)
        let server = try ControlServer(path: directory + "/control.sock") { await handler.respond(to: $0) }
        defer {
            server.stop()
            rmdir(directory)
        }
        async let answer = exchange(server.path, send: Array("{\"command\":\"reload\",\"kind\":\"git\"}\n".utf8))
        // The reload runs on the virtual clock: let the providers answer (up to 10 s on a busy
        // machine, where the request may reach the server late).
        for _ in 0..<1000 where (scripts["git"]?.calls.count ?? 0) < 2 || (scripts["git-2"]?.calls.count ?? 0) < 2 {
            await harness.clock.settle()
            try await Task.sleep(for: .milliseconds(10))
        }
        await harness.clock.settle()
        let text = try #require(await answer)
        #expect(text == "{\"ok\":true,\"reloaded\":[\"git\",\"git-2\"]}\n")
        #expect(harness.label("git") == "git-1")
        #expect(harness.label("clock") == "clock-0")
        // Exactly one reload of each git widget (first load + one), none of the clock.
        #expect(scripts["git"]?.calls.count == 2)
        #expect(scripts["git-2"]?.calls.count == 2)
        #expect(scripts["clock"]?.calls.count == 1)
    }

    @Test func badRequestsAreAnsweredOrDroppedWithoutBlockingOthers() async throws {
        let harness = harness()
        await harness.clock.settle()
        let handler = ControlRequestHandler(scheduler: harness.runtime)
        let server = try ControlServer(path: directory + "/control.sock", requestDeadline: .milliseconds(300)) {
            await handler.respond(to: $0)
        }
        defer {
            server.stop()
            rmdir(directory)
        }
        // A slow client that never sends a line is dropped at the deadline; meanwhile others are served.
        async let slow = exchange(server.path, send: Array("{\"command\"".utf8))
        let garbage = await exchange(server.path, send: Array("garbage\n".utf8))
        #expect(garbage == "{\"error\":\"malformed request: not a JSON request object\",\"ok\":false}\n")
        let unknown = await exchange(server.path, send: Array("{\"command\":\"timeline\",\"id\":\"nope\"}\n".utf8))
        #expect(unknown?.contains("no widget with id 'nope' (ids: clock, git, git-2)") == true)
        let huge = await exchange(server.path, send: Array(repeating: UInt8(ascii: "x"), count: 70_000))
        #expect(huge?.contains("request longer than 65536 bytes") == true)
        #expect(await slow == "")
    }

    @Test func socketIsPrivateAndAStaleOneIsReplacedButALiveOneIsNot() async throws {
        let path = directory + "/control.sock"
        let first = try ControlServer(path: path) { _ in ControlResponse(ok: true) }
        var info = stat()
        #expect(stat(path, &info) == 0 && info.st_mode & 0o777 == 0o600)
        #expect(stat(directory, &info) == 0 && info.st_mode & 0o777 == 0o700)
        // A second screen does not take the socket of a running one.
        #expect(throws: ControlServer.StartError.self) { try ControlServer(path: path) { _ in ControlResponse(ok: true) } }
        // A socket file left behind by a crash (nobody listening) is replaced.
        first.stop()
        let stale = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            let bytes = Array(path.utf8)
            raw.copyBytes(from: bytes)
            raw[bytes.count] = 0
        }
        _ = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(stale, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        close(stale)
        let second = try ControlServer(path: path) { _ in ControlResponse(ok: true) }
        #expect(await exchange(path, send: Array("{\"command\":\"list\"}\n".utf8)) == "{\"ok\":true}\n")
        second.stop()
        rmdir(directory)
    }

    @Test func aClientThatLeavesBeforeTheAnswerDoesNotStopTheScreen() async throws {
        let server = try ControlServer(path: directory + "/control.sock") { _ in
            // Answered after the client is gone: writing to it must not raise SIGPIPE.
            try? await Task.sleep(for: .milliseconds(100))
            return ControlResponse(ok: true)
        }
        defer {
            server.stop()
            rmdir(directory)
        }
        let path = server.path
        await Task.detached {
            let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
            guard ControlServer.connect(to: path, with: fd) else { return }
            _ = Array("{\"command\":\"list\"}\n".utf8).withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
            close(fd)
        }.value
        try await Task.sleep(for: .milliseconds(300))
        #expect(await exchange(path, send: Array("{\"command\":\"list\"}\n".utf8)) == "{\"ok\":true}\n")
    }
}
