import Foundation
import Testing

/// An extension runs as an iOS extension does, from a bundle of its own (#32): the fixture bundle
/// (Tests/ExtensionFixture) has a resource (`motto.txt`, `resources:` in Package.swift, read
/// through `Bundle.module`) and its author's Info.plist (a custom key, an array, Xcode's
/// `$(PRODUCT_BUNDLE_IDENTIFIER)`). Its `bundle` widget shows what it reads of them, and where
/// `Bundle.module` found the resource: installed, beside the installed program (SwiftPM's
/// accessor falls back to the build folder's copy, which a user may delete), and handed over
/// (`widgetty --extension-binary`, what `swift run` and the port tool's `<exe> render` do) the same.
@Suite(.serialized)
struct ExtensionBundleEndToEndTests {
    static var fixture: String { ExtensionHostingEndToEndTests.fixture }

    /// `widgetty render bundle` through `program…`, wide enough for the longest line.
    static func render(_ program: [String], environment: [String: String], directory: URL) -> ProcessSpawn.Result {
        ProcessSpawn.run(program + ["render", "bundle", "--family", "large", "--width", "80", "--height", "6"], environment: environment, directory: directory)
    }

    /// A folder of the test's own (its XDG folders go in it).
    static func folder() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("widgetty-bundle-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: fixture)))
    func anInstalledBundleReadsItsResourcesAndInfoPlistFromItsOwnFolder() throws {
        let directory = try Self.folder()
        defer { try? FileManager.default.removeItem(at: directory) }
        let environment = ProcessSpawn.isolatedEnvironment(in: directory)
        let resources = "Widgetty_WidgettyExtensionFixture.resources"
        let installed = ProcessSpawn.run(
            [ProcessSpawn.widgettyBinary, "install", "--executable", Self.fixture, "--product", "Bundled"], environment: environment, directory: directory)
        #expect(installed.exitCode == 0, "\(installed.error)")
        let folder = directory.appendingPathComponent("data/widgetty/extensions/Bundled")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("\(resources)/motto.txt").path), "the resource bundle is carried")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("Widgetty_WidgettyResources.resources").path),
                "only the bundles the program names")
        // Read beside the installed program: the build folder's copy is not what it finds.
        let rendered = Self.render([ProcessSpawn.widgettyBinary], environment: environment, directory: directory)
        #expect(rendered.exitCode == 0, "\(rendered.error)")
        #expect(rendered.output.contains("id widgetty.extension.bundled"), "\(rendered.output)")
        #expect(rendered.output.contains("greeting Hello from Bundled"), "\(rendered.output)")
        #expect(rendered.output.contains("group group.widgetty.extension.bundled"), "\(rendered.output)")
        #expect(rendered.output.contains("motto Carried along. (beside the program)"), "\(rendered.output)")

        // Installed again (an upgrade in place), with an identifier of the user's choosing.
        let again = ProcessSpawn.run(
            [ProcessSpawn.widgettyBinary, "install", "--executable", Self.fixture, "--product", "Bundled", "--bundle-identifier", "org.example.widgets"],
            environment: environment, directory: directory)
        #expect(again.exitCode == 0, "\(again.error)")
        #expect(again.output.contains("(org.example.widgets)"), "\(again.output)")
        let upgraded = Self.render([ProcessSpawn.widgettyBinary], environment: environment, directory: directory)
        #expect(upgraded.output.contains("id org.example.widgets"), "\(upgraded.output)")
        #expect(upgraded.output.contains("group group.org.example.widgets"), "\(upgraded.output)")
        #expect(upgraded.output.contains("motto Carried along. (beside the program)"), "\(upgraded.output)")
        let store = directory.appendingPathComponent("data/widgetty/extensions")
        let left = try FileManager.default.contentsOfDirectory(atPath: store.path).filter { $0.hasPrefix(".") }
        #expect(left.count == 1, "one version of the folder is kept, the one in use: \(left)")

        let removed = ProcessSpawn.run([ProcessSpawn.widgettyBinary, "uninstall", "Bundled"], environment: environment, directory: directory)
        #expect(removed.exitCode == 0, "\(removed.error)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: store.path).isEmpty, "nothing is left of it")
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: fixture)))
    func aHandedOverBundleHasItsInfoPlistAndResourcesToo() throws {
        let directory = try Self.folder()
        defer { try? FileManager.default.removeItem(at: directory) }
        var environment = ProcessSpawn.isolatedEnvironment(in: directory)
        environment["WIDGETTY_BINARY"] = ProcessSpawn.widgettyBinary
        // As `swift run WidgettyExtensionFixture render bundle` and the port tool's `<exe> render` do.
        for program in [[Self.fixture], [ProcessSpawn.widgettyBinary, "--extension-binary", Self.fixture]] {
            let rendered = Self.render(program, environment: environment, directory: directory)
            #expect(rendered.exitCode == 0, "\(rendered.error)")
            #expect(rendered.output.contains("id widgetty.extension.widgettyextensionfixture"), "\(rendered.output)")
            #expect(rendered.output.contains("greeting Hello from WidgettyExtensionFixture"), "\(rendered.output)")
            #expect(rendered.output.contains("motto Carried along. (beside the program)"), "\(rendered.output)")
        }
    }
}
