import Foundation
import Testing
import WidgettyHomeFile
import WidgettyStore

@testable import WidgettyApp

/// The home file `widgetty dev` shows: the user's when it places the package's widgets, else one
/// of the session's own with them first; the user's file is never written.
struct DevHomeFileTests {
    private func directories() throws -> XDGDirectories {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("dev-home-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        return XDGDirectories(environment: ["HOME": root.path, "XDG_CONFIG_HOME": root.appendingPathComponent("config").path])
    }

    private let widgets = [BundleHomeFile.Widget(kind: "Demo", supportedFamilies: [.systemSmall, .systemMedium])]

    @Test func aHomeFilePlacingTheWidgetIsShownAsItIs() throws {
        let directories = try directories()
        defer { try? FileManager.default.removeItem(at: directories.config.deletingLastPathComponent().deletingLastPathComponent()) }
        try FileManager.default.createDirectory(at: directories.config, withIntermediateDirectories: true)
        let text = "widgets:\n  - kind: clock\n  - kind: Demo\n"
        try text.write(to: directories.homeFile, atomically: true, encoding: .utf8)
        #expect(try DevHomeFile.choose(name: "Demo", widgets: widgets, directories: directories) == directories.homeFile)
        #expect(try String(contentsOf: directories.homeFile, encoding: .utf8) == text)
    }

    @Test func otherwiseAFileOfItsOwnPutsTheWidgetsFirstAndLeavesHomeYAMLAlone() throws {
        let directories = try directories()
        defer { try? FileManager.default.removeItem(at: directories.config.deletingLastPathComponent().deletingLastPathComponent()) }
        try FileManager.default.createDirectory(at: directories.config, withIntermediateDirectories: true)
        let text = "widgets:\n  - kind: clock\n"
        try text.write(to: directories.homeFile, atomically: true, encoding: .utf8)
        let chosen = try DevHomeFile.choose(name: "Demo", widgets: widgets, directories: directories)
        #expect(chosen.lastPathComponent == "Demo-dev.yaml")
        let written = try String(contentsOf: chosen, encoding: .utf8)
        #expect(written.hasPrefix("# The home screen of Demo-dev (`widgetty dev`)"), "\(written.prefix(200))")
        let parsed = try #require(HomeFileParser.parse(written, file: "Demo-dev.yaml").0)
        #expect(parsed.allWidgets.first?.kind == "Demo")
        #expect(try String(contentsOf: directories.homeFile, encoding: .utf8) == text, "home.yaml is never written")
        // The next session finds it and keeps it as the user arranged it.
        try (written + "\n").write(to: chosen, atomically: true, encoding: .utf8)
        #expect(try DevHomeFile.choose(name: "Demo", widgets: widgets, directories: directories) == chosen)
        #expect(try String(contentsOf: chosen, encoding: .utf8) == written + "\n")
    }
}
