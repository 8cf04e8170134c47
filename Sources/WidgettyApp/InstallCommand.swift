import ArgumentParser
import Foundation
import WidgettyBuiltins
import WidgettyExtensionHost
import WidgettyExtensionProtocol
import WidgettyFiles

/// `widgetty install PATH`: builds a widget package (release) and installs its bundle as an
/// extension, which every home screen then offers; again, it upgrades in place.
struct Install: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Build a widget package and install its widgets as an extension.",
        discussion: """
            Builds PATH with `swift build -c release`, starts the program as an extension and asks \
            it to describe its widgets (kinds, names, families, settings), and installs it under \
            $XDG_DATA_HOME/widgetty/extensions/NAME. Home files place its widgets by kind; a kind \
            that a built-in or another extension already has is placed as NAME/kind. Running it \
            again upgrades the extension in place. The installed program runs from a folder of its \
            own with the resource bundles it uses (`resources:` in Package.swift, read through \
            Bundle.module) and an Info.plist: the package's own, when its executable target's \
            folder has one (Sources/NAME/Info.plist, excluded from the target in Package.swift), \
            with the bundle identifier, CFBundleExecutable and CFBundleName written by Widgetty.
            """)

    @Argument(help: "The widget package's folder.")
    var path: String = "."

    @Option(help: "The executable product to install, when the package has several.")
    var product: String?

    @Option(help: "Install this already built program instead of building the package.")
    var executable: String?

    @Option(help: "The bundle identifier (default: the package's Info.plist's CFBundleIdentifier, else widgetty.extension.NAME).")
    var bundleIdentifier: String?

    func run() throws {
        let package = URL(fileURLWithPath: (path as NSString).expandingTildeInPath).standardizedFileURL
        let program: URL
        let name: String
        if let executable {
            program = URL(fileURLWithPath: (executable as NSString).expandingTildeInPath).standardizedFileURL
            name = product ?? program.lastPathComponent
        } else {
            name = try product ?? PackageBuild.onlyExecutable(in: package)
            let manifest = (try? BoundedFile.readText(package.appendingPathComponent("Package.swift").path, limit: 1 << 20).get()) ?? ""
            if let problem = ExtensionCompatibility.buildProblem(name: name, manifest: manifest, compiler: PackageBuild.compilerVersion()) {
                throw CommandFailure(problem, status: 1)
            }
            program = try PackageBuild.buildRelease(package, product: name)
        }
        let store = ExtensionStore()
        let (record, bundle) = try Self.install(
            program, name: name, bundleIdentifier: bundleIdentifier,
            version: executable == nil ? PackageBuild.version(of: package) : "unversioned",
            source: executable == nil ? package.path : program.path, into: store)
        Console.write("Installed \(name) \(record.version) (\(record.bundleIdentifier)): \(bundle.kinds.map(\.kind).joined(separator: ", "))")
        for line in MainActor.assumeIsolated({ Self.sharedKinds(bundle, name: name, store: store) }) { Console.write(line) }
    }

    /// Installs the built `program` as the extension `name` (upgrading it in place), from its
    /// own description: what `install` and `dev` do once the package is built. Prints nothing.
    static func install(
        _ program: URL, name: String, bundleIdentifier: String?, version: String, source: String, into store: ExtensionStore
    ) throws -> (InstalledExtension, BundleDescription) {
        guard FileManager.default.isExecutableFile(atPath: program.path) else {
            throw CommandFailure("\(program.path) is not a program", status: 1)
        }
        let description = try describe(program)
        guard let bundle = InstalledExtensionKinds.bundleDescription(description) else {
            throw CommandFailure("\(name) did not describe its widgets: \(String(decoding: description.prefix(300), as: UTF8.self))", status: 1)
        }
        if let problem = ExtensionCompatibility.protocolProblem(bundle, name: name) { throw CommandFailure(problem, status: 1) }
        let (identifier, author) = try identity(of: program, name: name, chosen: bundleIdentifier)
        let record = InstalledExtension(name: name, bundleIdentifier: identifier, version: version, source: source, installedAt: Date())
        do {
            try store.install(record, program: program, description: description, author: author)
        } catch {
            throw CommandFailure("could not install \(name) in \(store.folder(of: name).path): \(error)", status: 1)
        }
        return (record, bundle)
    }

    /// The built `program`'s bundle identifier as the extension `name` (`chosen`, else its
    /// author's `Info.plist`'s, else the default) and its author's `Info.plist` keys, if it has one.
    static func identity(of program: URL, name: String, chosen: String?) throws -> (String, [String: Any]?) {
        var author: [String: Any]?
        if let file = ExtensionInfoPlist.authorFile(of: program) {
            do {
                author = try ExtensionInfoPlist.read(file)
            } catch {
                throw CommandFailure(error.description, status: 1)
            }
        }
        let identifier = ExtensionInfoPlist.bundleIdentifier(chosen: chosen, author: author, name: name, fallback: defaultBundleIdentifier(of: name))
        return (identifier, author)
    }

    /// The bundle identifier of `name` when none is given: `widgetty.extension.NAME`, in lower case.
    static func defaultBundleIdentifier(of name: String) -> String {
        "widgetty.extension.\(name.lowercased())"
    }

    /// The program's reply to describe, asked as a home screen asks it; the reason it gave none.
    static func describe(_ program: URL) throws -> Data {
        let process = ExtensionProcess(executable: program.path, environment: ProcessInfo.processInfo.environment)
        return try ExtensionQuestion.ask(.describe(DescribeRequest()), of: process, name: program.lastPathComponent, thenStop: true)
    }

    /// Lines naming the kinds another widget already has, and how to place them.
    @MainActor static func sharedKinds(_ bundle: BundleDescription, name: String, store: ExtensionStore) -> [String] {
        var others: [String: String] = Dictionary(BuiltinWidgets.all.map { ($0.kind, "a built-in") }, uniquingKeysWith: { first, _ in first })
        for (record, description) in store.installed() where record.name != name {
            for kind in InstalledExtensionKinds.bundleDescription(description)?.kinds ?? [] { others[kind.kind] = others[kind.kind] ?? record.name }
        }
        return bundle.kinds.compactMap { kind in
            others[kind.kind].map { "kind '\(kind.kind)' is also \($0 == "a built-in" ? "built in" : "\($0)'s"): place this one as \(name)/\(kind.kind)" }
        }
    }
}
