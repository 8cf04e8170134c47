import Foundation
import WidgettyExtensionHost
import WidgettyExtensionProtocol
import WidgettyKit

/// A bundle's binary served as an extension for one run and never installed:
/// `widgetty --extension-binary PATH [COMMAND …]`, which an author's `swift run MyWidgets …` hands
/// over to (WidgettyExtension's `DevelopmentLaunch`). Its kinds are served by its process as an
/// installed bundle's are (``InstalledExtensionKinds/served(_:name:by:taken:)``), but they are the
/// program's own: first in the registry, placed as written in the code, listed first by the
/// gallery; its home file is NAME.yaml (``BundleHomeFile``); an installed bundle of the same name
/// sits this run out; `preview` shows its `#Preview`s. Its process runs from a folder laid out
/// as an installed bundle's (``ExtensionBundleLayout/runFolder(of:name:bundleIdentifier:author:)``),
/// so `Bundle.main` answers the same `Info.plist` keys and `Bundle.module` the same resources.
@MainActor
enum TemporaryExtension {
    /// The bundle this run serves.
    struct Served {
        /// The program's file name: the bundle's name.
        let name: String
        let bundle: BundleDescription
        let process: ExtensionProcess
    }

    /// The bundle this run serves, if any.
    private(set) static var current: Served?

    /// Takes `--extension-binary PATH` off the front of `arguments`: PATH, or nil when they do
    /// not start with the option.
    static func take(from arguments: inout [String]) throws -> String? {
        guard arguments.first == ExtensionProtocol.extensionBinaryOption else { return nil }
        guard arguments.count >= 2, !arguments[1].isEmpty else {
            throw CommandFailure("\(ExtensionProtocol.extensionBinaryOption) needs a bundle's program", status: 2)
        }
        let path = arguments[1]
        arguments.removeFirst(2)
        return path
    }

    /// Starts serving the program at `path`: it describes its widgets (as `install` asks), and
    /// the kinds it serves are returned, each asked of its one process.
    static func serve(_ path: String) throws -> [AnyWidgetDescriptor] {
        let program = URL(fileURLWithPath: (path as NSString).expandingTildeInPath).standardizedFileURL
        guard FileManager.default.isExecutableFile(atPath: program.path) else {
            throw CommandFailure("\(ExtensionProtocol.extensionBinaryOption) \(path): not a program", status: 2)
        }
        let name = program.lastPathComponent
        // Run as an installed bundle runs: from a folder with its Info.plist and resource bundles.
        let (identifier, author) = try Install.identity(of: program, name: name, chosen: nil)
        let running: URL
        do {
            running = try ExtensionBundleLayout.runFolder(of: program, name: name, bundleIdentifier: identifier, author: author)
        } catch {
            throw CommandFailure("cannot lay \(name) out to run beside \(program.path): \(error)", status: 1)
        }
        let process = ExtensionProcess(executable: running.path, environment: InstalledExtensionKinds.environment(bundleIdentifier: identifier))
        let description = try ExtensionQuestion.ask(.describe(DescribeRequest()), of: process, name: name)
        guard let bundle = InstalledExtensionKinds.bundleDescription(description) else {
            throw CommandFailure("\(name) did not describe its widgets: \(String(decoding: description.prefix(300), as: UTF8.self))", status: 1)
        }
        if let problem = ExtensionCompatibility.protocolProblem(bundle, name: name) { throw CommandFailure(problem, status: 1) }
        current = Served(name: name, bundle: bundle, process: process)
        var taken: Set<String> = []
        return InstalledExtensionKinds.served(bundle, name: name, by: process, taken: &taken)
    }
}
