import Foundation
import Testing
import WidgettyExtension

/// Which `widgetty` a bundle started by its author hands itself to, and what it passes on.
@Suite struct DevelopmentLaunchTests {
    /// A folder holding an executable `widgetty` (and a plain file `notes`), removed afterwards.
    static func folderWithWidgetty() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("widgetty-launch-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let program = folder.appendingPathComponent("widgetty")
        try Data("#!/bin/sh\n".utf8).write(to: program)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: program.path)
        try Data("text".utf8).write(to: folder.appendingPathComponent("notes"))
        return folder
    }

    @Test func widgettyBinaryComesFirstThenPath() throws {
        let folder = try Self.folderWithWidgetty()
        defer { try? FileManager.default.removeItem(at: folder) }
        let widgetty = folder.appendingPathComponent("widgetty").path
        #expect(DevelopmentLaunch.program(environment: ["PATH": "/nowhere:\(folder.path)"], bundle: "Demo", own: "/bin/true") == .success(widgetty))
        #expect(DevelopmentLaunch.program(environment: ["WIDGETTY_BINARY": widgetty, "PATH": "/nowhere"], bundle: "Demo", own: nil) == .success(widgetty))
    }

    @Test func whatCannotBeRunIsSaidInOneLine() throws {
        let folder = try Self.folderWithWidgetty()
        defer { try? FileManager.default.removeItem(at: folder) }
        let notes = folder.appendingPathComponent("notes").path
        guard case .failure(let notAProgram) = DevelopmentLaunch.program(environment: ["WIDGETTY_BINARY": notes], bundle: "Demo", own: nil) else {
            Issue.record("a plain file was taken for widgetty")
            return
        }
        #expect(notAProgram.description == "Demo: WIDGETTY_BINARY=\(notes) is not a program: point it at an installed widgetty")
        guard case .failure(let none) = DevelopmentLaunch.program(environment: ["PATH": "/nowhere:/also/nowhere"], bundle: "Demo", own: nil) else {
            Issue.record("a widgetty was found where there is none")
            return
        }
        #expect(none.description.hasPrefix("Demo: no widgetty on PATH to show these widgets: install Widgetty"))
        #expect(!none.description.contains("\n"))
        // Pointed at the bundle itself, it would hand over to itself for ever.
        let own = folder.appendingPathComponent("widgetty").path
        guard case .failure(let itself) = DevelopmentLaunch.program(environment: ["WIDGETTY_BINARY": own], bundle: "Demo", own: own) else {
            Issue.record("the bundle was taken for widgetty")
            return
        }
        #expect(itself.description.contains("is this bundle, not widgetty"))
    }

    @Test func theBundleIsPassedAsATemporaryExtensionWithEveryArgument() {
        #expect(DevelopmentLaunch.arguments(program: "/usr/bin/widgetty", own: "/p/.build/debug/Demo", passing: ["render", "Demo", "--family", "small"])
            == ["/usr/bin/widgetty", "--extension-binary", "/p/.build/debug/Demo", "render", "Demo", "--family", "small"])
        #expect(DevelopmentLaunch.arguments(program: "w", own: "d", passing: []) == ["w", "--extension-binary", "d"])
    }
}
