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
            The package depends on Widgetty by path (the checkout this program was built from, or \
            --widgetty PATH) and holds a @main WidgetBundle with one configurable widget and a test. \
            Then: cd NAME && swift run
            """)

    @Argument(help: "The package's name: its folder, module and widget kind (letters and digits).")
    var name: String

    @Option(help: "The Widgetty checkout to depend on (a folder with Widgetty's Package.swift).")
    var widgetty: String?

    func run() throws {
        let folder = try WidgetPackageWriter.write(
            name: name, widgettyPath: widgetty ?? WidgetPackageWriter.builtFromCheckout,
            into: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
        Console.write("Created \(folder.path)/ (depends on Widgetty at \(widgetty ?? WidgetPackageWriter.builtFromCheckout))")
        Console.write("Next: cd \(name) && swift run      (swift test runs its tests)")
    }
}

/// Checks the request and writes a ``WidgetPackageTemplate``'s files; never overwrites anything.
enum WidgetPackageWriter {
    /// The root of the Widgetty checkout this program was compiled from (this file is
    /// `Sources/WidgettyApp/NewCommand.swift` in it).
    static let builtFromCheckout: String = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

    /// Writes the package `name` into `parent/name`, depending on the Widgetty at `widgettyPath`;
    /// returns the package folder.
    static func write(name: String, widgettyPath: String, into parent: URL) throws -> URL {
        if let problem = WidgetPackageTemplate.problem(withName: name) { throw CommandFailure(problem, status: 2) }
        let widgetty = URL(fileURLWithPath: (widgettyPath as NSString).expandingTildeInPath, relativeTo: parent)
            .standardizedFileURL
        let manifest = widgetty.appendingPathComponent("Package.swift")
        guard case .success(let text) = BoundedFile.readText(manifest.path, limit: 1 << 20), text.contains("name: \"Widgetty\"") else {
            throw CommandFailure(
                """
                \(widgetty.path) is not a Widgetty checkout (no Package.swift of Widgetty there). \
                Pass --widgetty PATH with the folder you cloned Widgetty into.
                """, status: 2)
        }
        let folder = parent.appendingPathComponent(name)
        if FileManager.default.fileExists(atPath: folder.path) {
            throw CommandFailure("\(folder.path) already exists; nothing was written (pick another name or remove it)", status: 2)
        }
        let template = WidgetPackageTemplate(name: name, widgettyPath: widgetty.path)
        do {
            for file in template.files {
                let url = folder.appendingPathComponent(file.path)
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try AtomicFile.write(file.contents, to: url)
            }
            // The same dependency versions as the checkout: no network lookup, and a build folder
            // shared with it can reuse what is built.
            let resolved = widgetty.appendingPathComponent("Package.resolved")
            if FileManager.default.fileExists(atPath: resolved.path) {
                try FileManager.default.copyItem(at: resolved, to: folder.appendingPathComponent("Package.resolved"))
            }
        } catch {
            throw CommandFailure("could not write \(folder.path): \(error)", status: 2)
        }
        return folder
    }
}
