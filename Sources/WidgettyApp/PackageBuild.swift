import Foundation

/// Building a widget package for `widgetty install` and `widgetty dev`: its executable product,
/// a build with its output shown as it goes (or kept, for `dev`'s rebuilds: ``DevBuild``), and
/// the source's version.
enum PackageBuild {
    /// The package's one executable product (from `swift package describe`).
    static func onlyExecutable(in package: URL) throws -> String {
        let described = run(["swift", "package", "--package-path", package.path, "describe", "--type", "json"], quiet: true)
        guard described.status == 0, let json = try? JSONSerialization.jsonObject(with: described.output) as? [String: Any] else {
            throw CommandFailure("\(package.path) is not a Swift package (`swift package describe` failed)", status: 1)
        }
        let products = (json["products"] as? [[String: Any]] ?? []).filter { product in
            (product["type"] as? [String: Any])?["executable"] != nil
        }.compactMap { $0["name"] as? String }
        guard products.count == 1, let only = products.first else {
            throw CommandFailure(
                products.isEmpty ? "\(package.path) has no executable product (a @main WidgetBundle)"
                    : "\(package.path) has several executable products (\(products.joined(separator: ", "))): pass --product NAME",
                status: 1)
        }
        return only
    }

    /// Builds `product` in release and returns the program.
    static func buildRelease(_ package: URL, product: String) throws -> URL {
        try build(package, product: product, configuration: "release")
    }

    /// Builds `product` in `configuration` (debug or release), showing the build's output on
    /// stderr, and returns the program.
    static func build(_ package: URL, product: String, configuration: String, scratchPath: String? = nil) throws -> URL {
        Console.write("Building \(product) (swift build -c \(configuration))…", to: .error)
        let built = run(["swift"] + arguments(package, product: product, configuration: configuration, scratchPath: scratchPath), quiet: false)
        guard built.status == 0 else { throw CommandFailure("the build of \(product) failed (status \(built.status))", status: 1) }
        return program(package, product: product, configuration: configuration, scratchPath: scratchPath)
    }

    /// Builds `product` in `configuration`, showing the build's output on stderr as it comes and
    /// keeping it (`widgetty dev` reads a failed build's errors from it): the status and the output.
    static func buildKeepingOutput(_ package: URL, product: String, configuration: String, scratchPath: String?) -> (status: Int32, output: String) {
        Console.write("Building \(product) (swift build -c \(configuration))…", to: .error)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift"] + arguments(package, product: product, configuration: configuration, scratchPath: scratchPath)
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        do { try process.run() } catch { return (127, "could not run swift build: \(error)") }
        let output = relay(pipe.fileHandleForReading)
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: output, as: UTF8.self))
    }

    /// Where a build of `product` leaves the program (`swift build --show-bin-path`).
    static func program(_ package: URL, product: String, configuration: String, scratchPath: String?) -> URL {
        let binPath = run(
            ["swift", "build", "-c", configuration, "--package-path", package.path, "--show-bin-path"]
                + (scratchPath.map { ["--scratch-path", $0] } ?? []), quiet: true)
        let folder = String(decoding: binPath.output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        return URL(fileURLWithPath: folder).appendingPathComponent(product)
    }

    /// The first line of `swift --version`: the compiler a build would use (nil when it cannot run).
    static func compilerVersion() -> String? {
        let version = run(["swift", "--version"], quiet: true)
        guard version.status == 0 else { return nil }
        return String(decoding: version.output, as: UTF8.self).split(whereSeparator: \.isNewline).first.map {
            $0.trimmingCharacters(in: .whitespaces)
        }
    }

    /// `swift`'s arguments to build `product` of `package` in `configuration`.
    static func arguments(_ package: URL, product: String, configuration: String, scratchPath: String?) -> [String] {
        ["build", "-c", configuration, "--package-path", package.path, "--product", product]
            + (scratchPath.map { ["--scratch-path", $0] } ?? [])
    }

    /// The package's git commit (with `-modified` when it has changes), else "unversioned".
    static func version(of package: URL) -> String {
        let head = run(["git", "-C", package.path, "rev-parse", "--short", "HEAD"], quiet: true)
        guard head.status == 0 else { return "unversioned" }
        let commit = String(decoding: head.output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        let status = run(["git", "-C", package.path, "status", "--porcelain"], quiet: true)
        return status.output.isEmpty ? commit : commit + "-modified"
    }

    /// Runs `arguments` (no shell) from PATH; its output, or, when not `quiet`, its output and errors
    /// shown on stderr line by line as they come, through ``Console`` like all the program writes:
    /// a package's build output is untrusted text (a `#warning`, a file name) and is made safe.
    private static func run(_ arguments: [String], quiet: Bool) -> (status: Int32, output: Data) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = quiet ? FileHandle.nullDevice : output
        do { try process.run() } catch { return (127, Data()) }
        var data = Data()
        if quiet {
            data = output.fileHandleForReading.readDataToEndOfFile()
        } else {
            _ = relay(output.fileHandleForReading)
        }
        process.waitUntilExit()
        return (process.terminationStatus, data)
    }

    /// Shows what `handle` gives on stderr line by line as it comes, through ``Console`` (made
    /// safe: a package's build output is untrusted text), until it ends; all of it.
    private static func relay(_ handle: FileHandle) -> Data {
        var all = Data(), pending = Data()
        while case let chunk = handle.availableData, !chunk.isEmpty {
            all.append(chunk)
            pending.append(chunk)
            while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
                Console.write(String(decoding: pending[pending.startIndex..<newline], as: UTF8.self), to: .error)
                pending.removeSubrange(pending.startIndex...newline)
            }
        }
        if !pending.isEmpty { Console.write(String(decoding: pending, as: UTF8.self), to: .error) }
        return all
    }
}
