import Foundation

/// The network tests' HTTP server: `Tests/Fixtures/loopback_server.py` (Python's standard
/// library, no build cost) on 127.0.0.1, an ephemeral port unless one is given (to bring a
/// stopped server back where the widgets look for it). Stopped by ``stop()`` or when released.
public final class LoopbackHTTPServer: @unchecked Sendable {
    /// The script serving the cases (its docstring lists them).
    public static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Tests/Fixtures/loopback_server.py").standardizedFileURL

    public let port: Int
    private let process: Process

    /// The hostile server of the trust tests: it echoes what it was sent (headers, path) in bodies,
    /// error messages, feeds and redirects (`Tests/Fixtures/hostile_server.py` lists its cases).
    public static let hostileScript = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Tests/Fixtures/hostile_server.py").standardizedFileURL

    /// Starts the server (``script`` unless another is given) and waits for the port it listens on.
    public init(port: Int = 0, script: URL = LoopbackHTTPServer.script) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script.path, "--port", String(port)]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        var text = ""
        while !text.contains("\n") {
            let data = output.fileHandleForReading.availableData
            if data.isEmpty { break }
            text += String(decoding: data, as: UTF8.self)
        }
        guard let line = text.split(separator: "\n").first, line.hasPrefix("PORT "), let bound = Int(line.dropFirst(5)) else {
            process.terminate()
            throw CocoaError(.fileReadCorruptFile, userInfo: [NSLocalizedDescriptionKey: "loopback server did not start: \(text)"])
        }
        self.process = process
        self.port = bound
    }

    /// `http://127.0.0.1:PORT`.
    public var baseURL: URL { URL(string: "http://127.0.0.1:\(port)")! }

    /// The URL of one case (`"/json"`).
    public func url(_ path: String) -> URL { URL(string: "http://127.0.0.1:\(port)\(path)")! }

    /// Stops the server (and waits for it to exit). SIGKILL: a test runner's threads may block
    /// SIGTERM, and a child keeps the signal mask it was started with.
    public func stop() {
        guard process.isRunning else { return }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }

    deinit { stop() }
}
