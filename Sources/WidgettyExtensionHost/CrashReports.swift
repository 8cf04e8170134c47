import Foundation

/// Asks the Swift runtime of each extension for a crash report: `SWIFT_BACKTRACE` in its
/// environment, so a trap in an optimised build (which prints nothing of its own) still writes
/// the crashed thread's frames, with file and line, to standard error, where ``CrashReason``
/// reads them. Only the crashed thread, no registers or images, no colour, never interactive; a
/// `SWIFT_BACKTRACE` the user set is kept. The backtracer comes from the toolchain the extension
/// was built with (found through `PATH`); without it the runtime looks for its own.
enum CrashReports {
    static let settings = "enable=yes,interactive=no,color=no,threads=crashed,registers=none,images=none,limit=32,top=8"

    /// `environment` with the crash report settings added.
    static func environment(_ environment: [String: String]) -> [String: String] {
        guard environment["SWIFT_BACKTRACE"] == nil else { return environment }
        var adjusted = environment
        let backtracer = backtracer(path: environment["PATH"] ?? "")
        adjusted["SWIFT_BACKTRACE"] = settings + (backtracer.map { ",swift-backtrace=\($0)" } ?? "")
        return adjusted
    }

    /// The toolchain's backtracer (its static build serves static and dynamic programs alike),
    /// beside the first `swift` on `path`.
    static func backtracer(path: String) -> String? {
        for folder in path.split(separator: ":") where !folder.isEmpty {
            let swift = URL(fileURLWithPath: String(folder)).appendingPathComponent("swift")
            guard FileManager.default.isExecutableFile(atPath: swift.path) else { continue }
            let toolchain = swift.resolvingSymlinksInPath().deletingLastPathComponent().deletingLastPathComponent()
            let candidate = toolchain.appendingPathComponent("libexec/swift/linux/swift-backtrace-static").path
            return FileManager.default.isExecutableFile(atPath: candidate) ? candidate : nil
        }
        return nil
    }
}
