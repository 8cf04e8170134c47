import Foundation
import Testing
@testable import WidgettyExtensionHost

/// An extension's folder: the resource bundles its program names are carried (and no other), the
/// folder is replaced whole on an upgrade, and an uninstall leaves nothing.
@Suite struct ExtensionBundleLayoutTests {
    /// A build folder of its own: a "program" holding `names` in its bytes, and resource bundles
    /// `bundles` beside it, each with one file.
    static func buildFolder(naming names: [String], bundles: [String]) throws -> (folder: URL, program: URL) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("widgetty-layout-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let program = folder.appendingPathComponent("Widgets")
        var bytes = Data((0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 31) })
        for name in names { bytes.append(contentsOf: Array("\u{0}\(name)\u{0}".utf8)) }
        try bytes.write(to: program)
        for bundle in bundles {
            let resources = folder.appendingPathComponent(bundle)
            try FileManager.default.createDirectory(at: resources.appendingPathComponent("en.lproj"), withIntermediateDirectories: true)
            try Data("in \(bundle)".utf8).write(to: resources.appendingPathComponent("en.lproj/Localizable.strings"))
        }
        return (folder, program)
    }

    @Test func theResourceBundlesAProgramNamesAreTheOnesItUses() throws {
        let build = try Self.buildFolder(
            naming: ["Pkg_Widgets.resources", "Other_Assets.resources"], bundles: ["Pkg_Widgets.resources", "Other_Assets.resources", "Pkg_Tests.resources"])
        defer { try? FileManager.default.removeItem(at: build.folder) }
        // A file (not a folder) of that name is no bundle.
        try Data().write(to: build.folder.appendingPathComponent("Stray.resources"))
        let used = ResourceBundles.used(by: build.program).map(\.lastPathComponent)
        #expect(used == ["Other_Assets.resources", "Pkg_Widgets.resources"])
        #expect(ResourceBundles.contains(Data("abc".utf8), Array("bc".utf8)))
        #expect(!ResourceBundles.contains(Data("abc".utf8), Array("cb".utf8)))
        #expect(!ResourceBundles.contains(Data(), Array("a".utf8)))
    }

    @Test func anInstallCarriesTheBundlesAndAnUpgradeReplacesTheFolderWhole() throws {
        let build = try Self.buildFolder(naming: ["Pkg_Widgets.resources"], bundles: ["Pkg_Widgets.resources", "Pkg_Tests.resources"])
        defer { try? FileManager.default.removeItem(at: build.folder) }
        let store = ExtensionStore(root: build.folder.appendingPathComponent("store"))
        let record = InstalledExtension(name: "Widgets", bundleIdentifier: "org.example.widgets", version: "1", source: "/src", installedAt: Date())
        try store.install(record, program: build.program, description: Data("{}".utf8), author: ["Custom": "kept"])
        let folder = store.folder(of: "Widgets")
        let strings = folder.appendingPathComponent("Pkg_Widgets.resources/en.lproj/Localizable.strings")
        #expect(try String(contentsOf: strings, encoding: .utf8) == "in Pkg_Widgets.resources")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("Pkg_Tests.resources").path))
        #expect(FileManager.default.contentsEqual(atPath: folder.appendingPathComponent("Widgets").path, andPath: build.program.path))
        let plist = try #require(try Self.plist(folder.appendingPathComponent("Info.plist")))
        #expect(plist["CFBundleIdentifier"] as? String == "org.example.widgets")
        #expect(plist["Custom"] as? String == "kept")

        // An upgrade: the bundle changed, the program names another now.
        try FileManager.default.removeItem(at: build.folder.appendingPathComponent("Pkg_Widgets.resources"))
        let second = try Self.buildFolder(naming: ["Pkg_New.resources"], bundles: ["Pkg_New.resources"])
        defer { try? FileManager.default.removeItem(at: second.folder) }
        var upgraded = record
        upgraded.version = "2"
        try store.install(upgraded, program: second.program, description: Data("{}".utf8))
        #expect(store.installed().map(\.record.version) == ["2"])
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("Pkg_New.resources/en.lproj/Localizable.strings").path))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("Pkg_Widgets.resources").path), "nothing of the old one is left in it")
        let entries = try FileManager.default.contentsOfDirectory(atPath: store.root.path).sorted()
        #expect(entries.count == 2 && entries.contains("Widgets"), "the link and the one version it points at: \(entries)")

        #expect(try store.uninstall("Widgets"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: store.root.path).isEmpty)
    }

    @Test func aFolderInstalledBeforeVersionsIsUpgradedInPlace() throws {
        let build = try Self.buildFolder(naming: [], bundles: [])
        defer { try? FileManager.default.removeItem(at: build.folder) }
        let store = ExtensionStore(root: build.folder.appendingPathComponent("store"))
        let old = store.folder(of: "Widgets")
        try FileManager.default.createDirectory(at: old, withIntermediateDirectories: true)
        try Data("old".utf8).write(to: old.appendingPathComponent("Widgets"))
        let record = InstalledExtension(name: "Widgets", bundleIdentifier: "w", version: "3", source: "/src", installedAt: Date())
        try store.install(record, program: build.program, description: Data("{}".utf8))
        #expect(store.installed().map(\.record.version) == ["3"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: store.root.path).count == 2)
    }

    /// A bundle handed over (`swift run`): laid out beside its program, the program hard-linked,
    /// replaced whole at the next run.
    @Test func aHandedOverProgramRunsFromAFolderLaidOutAsAnInstalledOne() throws {
        let build = try Self.buildFolder(naming: ["Pkg_Widgets.resources"], bundles: ["Pkg_Widgets.resources"])
        defer { try? FileManager.default.removeItem(at: build.folder) }
        let running = try ExtensionBundleLayout.runFolder(of: build.program, name: "Widgets", bundleIdentifier: "a.b", author: ["K": "v"])
        #expect(running.path == build.folder.appendingPathComponent(".widgetty-run/Widgets/Widgets").path)
        let linked = try FileManager.default.attributesOfItem(atPath: build.program.path)[.referenceCount] as? NSNumber
        #expect(linked?.intValue == 2, "hard-linked, not copied")
        let folder = running.deletingLastPathComponent()
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("Pkg_Widgets.resources/en.lproj/Localizable.strings").path))
        let plist = try #require(try Self.plist(folder.appendingPathComponent("Info.plist")))
        #expect(plist["CFBundleIdentifier"] as? String == "a.b" && plist["K"] as? String == "v")
        _ = try ExtensionBundleLayout.runFolder(of: build.program, name: "Widgets", bundleIdentifier: "c.d", author: nil)
        let again = try #require(try Self.plist(folder.appendingPathComponent("Info.plist")))
        #expect(again["CFBundleIdentifier"] as? String == "c.d" && again["K"] == nil)
        let run = build.folder.appendingPathComponent(".widgetty-run")
        #expect(try FileManager.default.contentsOfDirectory(atPath: run.path).count == 2, "the link and the one version in use")
    }

    /// The property list at `url` as a dictionary (nil when it is not one).
    static func plist(_ url: URL) throws -> [String: Any]? {
        try PropertyListSerialization.propertyList(from: Data(contentsOf: url), format: nil) as? [String: Any]
    }
}
