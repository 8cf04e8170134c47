import Foundation
import Testing
import WidgettyStore

#if canImport(Glibc)
    import Glibc
#endif

/// The control socket's client reads an answer under a budget: a server that never stops
/// talking is cut off at 1 MiB with a reason, its memory bounded.
@Suite struct ControlAnswerBudgetTests {
    @Test func anEndlessAnswerIsRefusedPastOneMebibyte() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("wctl-\(UUID().uuidString.prefix(8))").path
        let server = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        try #require(server >= 0)
        defer { close(server); unlink(path) }
        var address = try #require(UnixSocketClient.address(of: path))
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(server, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        try #require(bound == 0 && listen(server, 1) == 0)
        // The server: takes the line, then writes without end until the client goes.
        let talker = Thread {
            let client = accept(server, nil, nil)
            guard client >= 0 else { return }
            let chunk = [UInt8](repeating: UInt8(ascii: "x"), count: 65_536)
            while chunk.withUnsafeBytes({ send(client, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }) > 0 {}
            close(client)
        }
        talker.start()
        #expect(throws: UnixSocketClient.Failure.failed("the answer is longer than 1 MiB")) {
            try UnixSocketClient.exchange(path: path, line: Data("{}".utf8), timeout: 5)
        }
    }
}
