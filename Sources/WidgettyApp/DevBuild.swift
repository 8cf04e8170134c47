import Foundation
import WidgettyExtensionHost
import WidgettyFiles
import WidgettyHost
import WidgettyScreen

/// One rebuild of `widgetty dev`'s package after a save: `swift build` (debug) with its output
/// kept, not shown (the home screen owns the terminal), read into diagnostics when it fails; when
/// it succeeds, the program installed again as the extension, which the running home screen's
/// store watcher then swaps in.
struct DevBuild: Sendable {
    let package: URL
    let product: String
    let scratchPath: String?
    /// Where the build leaves the program (`swift build --show-bin-path`, asked once).
    let program: URL

    /// How long a rebuild may take before it is killed.
    static let timeout: TimeInterval = 3600

    /// Builds and, when that succeeds, installs; the report of how it went.
    func run() async -> BuildReport {
        let started = ContinuousClock.now
        var report = BuildReport(product: product, package: package.path, succeeded: false)
        let arguments = PackageBuild.arguments(package, product: product, configuration: "debug", scratchPath: scratchPath)
        switch await ProcessRunner.run("swift", arguments, timeout: Self.timeout, outputLimit: 32 << 20, errorLimit: 32 << 20) {
        case .failure(let failure):
            report.diagnostics = [BuildDiagnostic(file: nil, line: 0, column: 0, severity: .error, message: failure.description)]
        case .success(let output) where !output.succeeded:
            report.diagnostics = CompilerOutput.diagnostics(in: output.standardOutput + "\n" + output.standardError)
            if output.timedOut {
                report.diagnostics.append(BuildDiagnostic(file: nil, line: 0, column: 0, severity: .error, message: "swift build took over \(Int(Self.timeout)) s"))
            }
        case .success:
            let (package, product, program) = (package, product, program)
            let installed: String? = await Self.onThreadOfItsOwn {
                do {
                    _ = try Install.install(
                        program, name: product, bundleIdentifier: nil, version: PackageBuild.version(of: package),
                        source: package.path, into: ExtensionStore())
                    return nil
                } catch {
                    return "built, but not installed: \(error)"
                }
            }
            if let installed {
                report.diagnostics = [BuildDiagnostic(file: nil, line: 0, column: 0, severity: .error, message: installed)]
            } else {
                report.succeeded = true
            }
        }
        let took = ContinuousClock.now - started
        report.seconds = Double(took.components.seconds) + Double(took.components.attoseconds) / 1e18
        return report
    }

    /// Runs blocking `work` (an install waits for the new program to describe itself) on a
    /// thread of its own, never one of the cooperative pool's.
    private static func onThreadOfItsOwn<T: Sendable>(_ work: @escaping @Sendable () -> T) async -> T {
        await withCheckedContinuation { continuation in
            let thread = Thread { continuation.resume(returning: work()) }
            thread.name = "widgetty-dev-install"
            thread.start()
        }
    }
}
