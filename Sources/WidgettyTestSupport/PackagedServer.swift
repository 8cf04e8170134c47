import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A server from Debian's packages (prometheus, prometheus-alertmanager, mosquitto) run by a
/// test on loopback: a free port, a temporary folder of its own for its configuration and
/// data, started from an argument vector (no shell), ready when ``ReadyCheck`` says so (polled
/// until a deadline, never a fixed sleep), killed and its folder removed by ``stop()`` or when
/// released. `make deps` installs the packages; ``missing(_:)`` says which are not there.
public final class PackagedServer: @unchecked Sendable {
    /// How a server says it is ready.
    public enum ReadyCheck: Sendable {
        /// `GET path` answers 200.
        case http(path: String)
        /// A TCP connection opens.
        case tcp
    }

    // Set again when a start is tried on another port (see init).
    public private(set) var port = 0
    public private(set) var folder = URL(fileURLWithPath: "/")
    public private(set) var program = ""
    private var process = Process()
    private var log = URL(fileURLWithPath: "/")

    /// Starts `program` with `arguments(port, folder)` once `prepare(port, folder)` has written
    /// its files, and waits (at most `timeout` seconds) until it is ready. On the given `port`
    /// when one is named (a server brought back where the widgets look), else a free one.
    public init(program name: String, port wanted: Int? = nil, timeout: TimeInterval = 60, ready: ReadyCheck,
                prepare: (Int, URL) throws -> Void = { _, _ in }, arguments: (Int, URL) -> [String]) throws {
        guard let program = Self.path(of: name) else { throw Failure("\(name) is not installed (make deps installs it)") }
        // A free port can be taken by another test's server between the look and the bind: then
        // this server exits at once, and it is started again on another port.
        var attempt = 0
        while true {
            attempt += 1
            let port = try wanted ?? Self.freePort()
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("widgetty-\(name)-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try prepare(port, folder)
            let log = folder.appendingPathComponent("server.log")
            _ = FileManager.default.createFile(atPath: log.path, contents: nil)
            let process = Process()
            process.executableURL = URL(fileURLWithPath: program)
            process.arguments = arguments(port, folder)
            process.currentDirectoryURL = folder
            let output = try FileHandle(forWritingTo: log)
            process.standardOutput = output
            process.standardError = output
            process.standardInput = FileHandle.nullDevice
            try process.run()
            try? output.close()
            self.port = port
            self.folder = folder
            self.program = name
            self.process = process
            self.log = log
            let deadline = Date().addingTimeInterval(timeout)
            // Ready means this process answers: a port answered by another test's server while
            // this one has already exited does not count.
            while !(Self.isReady(ready, port: port) && process.isRunning) {
                guard process.isRunning, Date() < deadline else { break }
                usleep(50_000)
            }
            usleep(100_000)
            if process.isRunning && Self.isReady(ready, port: port) { return }
            let said = (try? String(contentsOf: log, encoding: .utf8)).map { String($0.suffix(1_500)) } ?? ""
            stop()
            if wanted == nil, attempt < 3, Date() < deadline { continue }
            throw Failure("\(name) was not ready on 127.0.0.1:\(port) within \(Int(timeout)) s: \(said)")
        }
    }

    deinit { stop() }

    /// Kills the server (SIGKILL: a test runner's threads may block SIGTERM), waits for it and
    /// removes its folder.
    public func stop() {
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
        try? FileManager.default.removeItem(at: folder)
    }

    public var isRunning: Bool { process.isRunning }

    /// `http://127.0.0.1:PORT`.
    public var baseURL: URL { URL(string: "http://127.0.0.1:\(port)")! }

    /// The programs of `names` that are not installed.
    public static func missing(_ names: [String]) -> [String] { names.filter { path(of: $0) == nil } }

    /// Whether these tests must run whatever is installed: in CI (`CI` set) a missing server is a failure, not a skip.
    public static var required: Bool { ProcessInfo.processInfo.environment["CI"].map { !$0.isEmpty } ?? false }

    /// Where `name` is: `/usr/bin`, `/usr/sbin`, then `PATH`.
    public static func path(of name: String) -> String? {
        let folders = ["/usr/bin", "/usr/sbin"] + (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map(String.init)
        return folders.map { $0 + "/" + name }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// A port nothing listens on now (the kernel's choice for a socket bound to port 0).
    public static func freePort() throws -> Int {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw Failure("no socket for a free port") }
        defer { close(descriptor) }
        var address = loopback(port: 0)
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0 else { throw Failure("cannot bind a free port") }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        return Int(UInt16(bigEndian: address.sin_port))
    }

    /// Runs a program the test needs beside the server (`mosquitto_pub`, `mosquitto_passwd`)
    /// from an argument vector; its standard error when it fails.
    public static func run(_ name: String, _ arguments: [String]) throws {
        guard let program = path(of: name) else { throw Failure("\(name) is not installed (make deps installs it)") }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let said = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw Failure("\(name) failed (\(process.terminationStatus)): \(String(decoding: said.prefix(1_000), as: UTF8.self))")
        }
    }

    /// Why a server could not be started.
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
        public init(_ description: String) { self.description = description }
    }

    private static func loopback(port: UInt16) -> sockaddr_in {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        return address
    }

    /// One try of `check`: a connection (and for HTTP, a 200 to `GET path`) within a second.
    private static func isReady(_ check: ReadyCheck, port: Int) -> Bool {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var timeout = timeval(tv_sec: 1, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(descriptor, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var address = loopback(port: UInt16(port))
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else { return false }
        guard case .http(let path) = check else { return true }
        let request = Array("GET \(path) HTTP/1.0\r\nHost: 127.0.0.1\r\n\r\n".utf8)
        guard send(descriptor, request, request.count, Int32(MSG_NOSIGNAL)) == request.count else { return false }
        var answer = [UInt8](repeating: 0, count: 64)
        let count = recv(descriptor, &answer, answer.count, 0)
        guard count > 12 else { return false }
        let line = String(decoding: answer.prefix(count), as: UTF8.self)
        return line.hasPrefix("HTTP/1.0 200") || line.hasPrefix("HTTP/1.1 200")
    }
}
