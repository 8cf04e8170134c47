import Foundation
import WidgettyFiles

/// Reads a secret from where its reference says: an environment variable, the first line of a
/// file (through ``BoundedFile``: a FIFO never blocks, a device is refused, at most
/// ``fileLimit`` bytes), or the first line a program prints (an argument vector, no shell,
/// within ``commandTimeout``; its standard error kept for the message when it fails).
/// Surrounding blanks are trimmed; an empty secret is a failure, never a silent empty value.
public struct SecretResolver: Sendable {
    public var environment: [String: String]
    /// What `~/` means in `${file:~/…}`.
    public var homeDirectory: String
    /// Where a relative `${file:…}` path starts: the home file's directory.
    public var baseDirectory: String
    public var commandTimeout: TimeInterval

    /// A secret file is a line, not a document: anything longer is refused unread.
    public static let fileLimit = 64 * 1024

    public init(
        environment: [String: String] = ProcessInfo.processInfo.environment,
        homeDirectory: String? = nil, baseDirectory: String, commandTimeout: TimeInterval = 10
    ) {
        self.environment = environment
        self.homeDirectory = homeDirectory ?? environment["HOME"] ?? NSHomeDirectory()
        self.baseDirectory = baseDirectory
        self.commandTimeout = commandTimeout
    }

    /// The secret, or why it could not be had (never containing the secret).
    public func resolve(_ source: SecretSource) async -> Result<String, SecretResolutionError> {
        if let read = resolveWithoutRunning(source) { return read }
        guard case .command(let arguments) = source else { return .failure(SecretResolutionError("nothing to resolve")) }
        return await run(arguments)
    }

    /// The secret of an environment or file reference (reads only); nil for a command, which
    /// only ``resolve(_:)`` runs.
    public func resolveWithoutRunning(_ source: SecretSource) -> Result<String, SecretResolutionError>? {
        switch source {
        case .environment(let name):
            guard let value = environment[name] else {
                return .failure(SecretResolutionError("the environment variable \(name) is not set"))
            }
            return Self.firstLine(of: value, from: "the environment variable \(name)")
        case .file(let path):
            let full = expand(path)
            switch BoundedFile.readText(full, limit: Self.fileLimit) {
            case .failure(let error): return .failure(SecretResolutionError("cannot read \(full): \(error.reason)"))
            case .success(let text): return Self.firstLine(of: text, from: full)
            }
        case .command:
            return nil
        }
    }

    /// `~/…` under the home directory, a relative path under the base directory.
    func expand(_ path: String) -> String {
        if path == "~" { return homeDirectory }
        if path.hasPrefix("~/") { return (homeDirectory as NSString).appendingPathComponent(String(path.dropFirst(2))) }
        if path.hasPrefix("/") { return path }
        return (baseDirectory as NSString).appendingPathComponent(path)
    }

    private func run(_ arguments: [String]) async -> Result<String, SecretResolutionError> {
        let program = arguments[0]
        let name = (program as NSString).lastPathComponent
        switch await ProcessRunner.run(program, Array(arguments.dropFirst()), timeout: commandTimeout, outputLimit: Self.fileLimit) {
        case .failure(let error):
            return .failure(SecretResolutionError("cannot run \(error.program): \(error.reason)"))
        case .success(let output) where output.succeeded:
            return Self.firstLine(of: output.standardOutput, from: "\(name)'s output")
        case .success(let output):
            if output.timedOut {
                return .failure(SecretResolutionError("\(name) did not finish within \(Self.seconds(commandTimeout)) s (it must not ask for anything)"))
            }
            if let reason = output.overflowReason(program: name) { return .failure(SecretResolutionError(reason)) }
            let said = output.standardError.split(whereSeparator: \.isNewline).first
                .map { ": " + Self.printable(String($0.prefix(200))) } ?? ""
            return .failure(SecretResolutionError("\(name) exited with status \(output.status)\(said)"))
        }
    }

    private static func firstLine(of text: String, from origin: String) -> Result<String, SecretResolutionError> {
        let line = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).first.map(String.init) ?? ""
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { return .failure(SecretResolutionError("\(origin) has an empty first line")) }
        return .success(trimmed)
    }

    /// A program's words with control characters shown as `?` (they reach a cell and a log).
    private static func printable(_ text: String) -> String {
        String(text.unicodeScalars.map { $0.properties.generalCategory == .control ? "?" : Character($0) })
    }

    private static func seconds(_ interval: TimeInterval) -> String {
        interval == interval.rounded() ? String(Int(interval)) : String(interval)
    }
}

/// Why a secret could not be had: words for the widget's cell and `widgetty check`, never the
/// secret itself.
public struct SecretResolutionError: Error, Hashable, Sendable, CustomStringConvertible {
    public var description: String
    public init(_ description: String) { self.description = description }
}
