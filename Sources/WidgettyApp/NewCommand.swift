import WidgettyHomeFile
import ArgumentParser
import Foundation
import WidgettyFiles
import WidgettyHost

/// `widgetty new NAME`: a new Swift package of widgets, ready for `swift run` and `swift test`.
struct New: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Create a Swift package of widgets in ./NAME.",
        discussion: """
            The package builds against the Widgetty SDK installed beside this program \
            (PREFIX/lib/widgetty, from `make install`; or --sdk PATH, or $WIDGETTY_SDK): compiled \
            modules, so only its own files compile and nothing is fetched. With --source PATH, or \
            when no SDK is installed (a build tree), it depends on a Widgetty checkout by path and \
            builds Widgetty from source. It holds a @main WidgetBundle with one configurable widget \
            and a test. Then: cd NAME && swift run
            """)

    @Argument(help: "The package's name: its folder, module and widget kind (letters and digits).")
    var name: String

    @Option(help: "The Widgetty SDK to build against (a folder with sdk.json).")
    var sdk: String?

    @Option(help: "Depend on a Widgetty checkout by path instead (a folder with Widgetty's Package.swift).")
    var source: String?

    func run() throws {
        let dependency = try chosenDependency()
        let folder = try WidgetPackageWriter.write(
            name: name, dependency: dependency, into: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
        switch dependency {
        case .sdk(let path, _): Console.write("Created \(folder.path)/ (builds against the Widgetty SDK at \(path))")
        case .source(let path): Console.write("Created \(folder.path)/ (depends on the Widgetty checkout at \(path))")
        }
        Console.write("Next: cd \(name) && swift run      (swift test runs its tests)")
    }

    private func chosenDependency() throws -> WidgetPackageTemplate.Dependency {
        if sdk != nil, source != nil { throw CommandFailure("--sdk and --source name two ways to build: pick one", status: 2) }
        if let source { return .source(path: source) }
        let found: InstalledSDK?
        if let sdk {
            found = try InstalledSDK.read(at: URL(fileURLWithPath: (sdk as NSString).expandingTildeInPath).standardizedFileURL.path)
        } else {
            found = try InstalledSDK.find(environment: ProcessInfo.processInfo.environment, executable: "/proc/self/exe")
        }
        if let found { return .sdk(path: found.path, libraries: found.libraries) }
        return .source(path: WidgetPackageWriter.builtFromCheckout)
    }
}

/// Checks the request and writes a ``WidgetPackageTemplate``'s files; never overwrites anything.
enum WidgetPackageWriter {
    /// The root of the Widgetty checkout this program was compiled from (this file is
    /// `Sources/WidgettyApp/NewCommand.swift` in it).
    static let builtFromCheckout: String = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

    /// Writes the package `name` into `parent/name`, building against `dependency`; returns the
    /// package folder.
    static func write(name: String, dependency: WidgetPackageTemplate.Dependency, into parent: URL) throws -> URL {
        if let problem = WidgetPackageTemplate.problem(withName: name) { throw CommandFailure(problem, status: 2) }
        var dependency = dependency
        var checkout: URL?
        if case .source(let path) = dependency {
            let widgetty = URL(fileURLWithPath: (path as NSString).expandingTildeInPath, relativeTo: parent).standardizedFileURL
            let manifest = widgetty.appendingPathComponent("Package.swift")
            guard case .success(let text) = BoundedFile.readText(manifest.path, limit: 1 << 20), text.contains("name: \"Widgetty\"") else {
                throw CommandFailure(
                    """
                    \(widgetty.path) is not a Widgetty checkout (no Package.swift of Widgetty there). \
                    Pass --source PATH with the folder you cloned Widgetty into, or install Widgetty \
                    (make install) to build against its SDK.
                    """, status: 2)
            }
            dependency = .source(path: widgetty.path)
            checkout = widgetty
        }
        let folder = parent.appendingPathComponent(name)
        if FileManager.default.fileExists(atPath: folder.path) {
            throw CommandFailure("\(folder.path) already exists; nothing was written (pick another name or remove it)", status: 2)
        }
        let template = WidgetPackageTemplate(name: name, dependency: dependency)
        do {
            for file in template.files {
                let url = folder.appendingPathComponent(file.path)
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try AtomicFile.write(file.contents, to: url)
            }
            // The same dependency versions as the checkout: no network lookup, and a build folder
            // shared with it can reuse what is built.
            if let resolved = checkout?.appendingPathComponent("Package.resolved"), FileManager.default.fileExists(atPath: resolved.path) {
                try FileManager.default.copyItem(at: resolved, to: folder.appendingPathComponent("Package.resolved"))
            }
        } catch {
            throw CommandFailure("could not write \(folder.path): \(error)", status: 2)
        }
        return folder
    }
}
