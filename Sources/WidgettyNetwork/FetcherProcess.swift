import Foundation
import WidgettyFiles
import WidgettyFetchWire

/// Makes each exchange in a `widgetty-fetch` process of its own, as git runs `git-remote-https`:
/// the request goes to its standard input, the answer comes back on its standard output. The
/// home screen's binary so links no event loop, TLS or HTTP parser (its memory at start stays
/// what the board needs), and a fault in any of them ends one fetch, not the screen.
///
/// The program is looked for beside the running executable (a build's `.build/release/`), in
/// `../libexec/widgetty/` from it (what `make install` lays out), then the same two places for
/// each directory on `PATH` (an author's widget bundle, run with Widgetty installed).
public struct FetcherProcess: HTTPExchanging {
    /// The program's name.
    public static let programName = "widgetty-fetch"
    /// The one the home screen uses, found once.
    public static let standard = FetcherProcess(program: locate())

    /// The program's path, or nil when it was not found.
    public let program: String?

    public init(program: String?) { self.program = program }

    public func exchange(_ request: NetworkRequest) async -> HTTPExchange {
        let limits = request.limits
        var bytes: [UInt8]
        switch await call(.exchange(request), timeout: limits.connectTimeout + limits.totalTimeout + 5,
                          outputLimit: limits.maximumBodyBytes + (1 << 20)) {
        case .success(let output): bytes = output
        case .failure(let failure): return HTTPExchange(outcome: .failure(failure), latency: 0)
        }
        do {
            // The answer's bytes become the body in place: a large body is held once.
            return try FetchWire.decodeExchange(taking: &bytes)
        } catch {
            return HTTPExchange(outcome: .failure(NetworkFailure(.other, "\(Self.programName): \(error)")), latency: 0)
        }
    }

    public func probeTCP(host: String, port: Int, timeout: TimeInterval) async -> Result<TimeInterval, NetworkFailure> {
        switch await call(.probe(host: host, port: port, timeout: timeout), timeout: timeout + 5, outputLimit: 1 << 16) {
        case .success(let bytes):
            do {
                return try FetchWire.decodeProbe(bytes)
            } catch {
                return .failure(NetworkFailure(.other, "\(Self.programName): \(error)"))
            }
        case .failure(let failure):
            return .failure(failure)
        }
    }

    /// Runs the program on `call`: its standard output when it ended well, else why not.
    private func call(_ call: FetchCall, timeout: TimeInterval, outputLimit: Int) async -> Result<[UInt8], NetworkFailure> {
        guard let program else {
            return .failure(NetworkFailure(.other, "\(Self.programName) was not found beside widgetty or on PATH (make install puts it in PREFIX/libexec/widgetty)"))
        }
        switch await ProcessRunner.run(program, [], input: FetchWire.encode(call), timeout: timeout, outputLimit: outputLimit) {
        case .failure(let error):
            return .failure(NetworkFailure(.other, "cannot run \(Self.programName): \(error.reason)"))
        case .success(let output) where output.timedOut:
            return .failure(NetworkFailure(.timeout, "\(Self.programName) gave no answer within \(NetworkText.seconds(timeout))"))
        case .success(let output) where output.overflow?.stream == .standardOutput:
            return .failure(NetworkFailure(.tooLarge, "\(Self.programName) answered with more than \(NetworkText.bytes(outputLimit))"))
        case .success(let output) where output.overflowed:
            return .failure(NetworkFailure(.other, output.overflowReason(program: Self.programName) ?? Self.programName))
        case .success(let output) where output.status != 0:
            let said = NetworkText.oneLine(output.standardError)
            return .failure(NetworkFailure(.other, "\(Self.programName) ended with status \(output.status)" + (said.isEmpty ? "" : ": \(said)")))
        case .success(let output):
            return .success(output.standardOutputBytes)
        }
    }

    /// Where the program is, in the order the type's documentation gives; nil if nowhere.
    public static func locate(
        executable: String? = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"),
        path: String? = ProcessInfo.processInfo.environment["PATH"]
    ) -> String? {
        var directories: [URL] = []
        if let executable { directories.append(URL(fileURLWithPath: executable).deletingLastPathComponent()) }
        for entry in (path ?? "").split(separator: ":") where entry.hasPrefix("/") {
            directories.append(URL(fileURLWithPath: String(entry), isDirectory: true))
        }
        for directory in directories {
            for candidate in [directory.appendingPathComponent(programName),
                              directory.appendingPathComponent("../libexec/widgetty/\(programName)").standardizedFileURL]
            where FileManager.default.isExecutableFile(atPath: candidate.path) {
                return candidate.path
            }
        }
        return nil
    }
}
