import Foundation
import Testing
import WidgettyHomeFile

@Suite @MainActor struct FilesTests {
    private func temporaryDirectory() throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("files-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir
    }

    @Test func atomicWriteReplacesContentAndKeepsPermissions() throws {
        let file = try temporaryDirectory().appendingPathComponent("home.yaml")
        try AtomicFile.write("one\n", to: file)
        chmod(file.path, 0o600)
        try AtomicFile.write("two\n", to: file)
        #expect(try String(contentsOf: file, encoding: .utf8) == "two\n")
        let mode = try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? Int
        #expect(mode == 0o600)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: file.deletingLastPathComponent().path)
        #expect(leftovers == ["home.yaml"])
    }

    @Test func atomicWriteIntoAMissingDirectoryFailsAndSaysWhere() {
        let file = URL(fileURLWithPath: "/nonexistent-\(UUID().uuidString)/home.yaml")
        #expect(throws: AtomicFile.WriteError.self) { try AtomicFile.write("x", to: file) }
    }

    @Test func watcherSeesWritesAndRenamesOfItsFileOnly() async throws {
        let dir = try temporaryDirectory()
        let file = dir.appendingPathComponent("home.yaml")
        try "a".write(to: file, atomically: false, encoding: .utf8)
        var changes = 0
        let watcher = try #require(FileWatcher(url: file) { changes += 1 })
        defer { watcher.cancel() }
        try "b".write(to: dir.appendingPathComponent("other.txt"), atomically: false, encoding: .utf8)
        try AtomicFile.write("c", to: file)
        let deadline = Date().addingTimeInterval(5)
        while changes == 0, Date() < deadline { try await Task.sleep(for: .milliseconds(10)) }
        #expect(changes >= 1)
    }
}

/// The folder watcher of the extension store and of `widgetty dev`'s sources.
@Suite @MainActor struct FolderWatcherTests {
    @Test func aRecursiveWatchSeesAFileSavedInAFolderMadeAfterItStarted() async throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("folder-watch-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        var changes = 0
        let watcher = try #require(
            FolderWatcher(folder: dir, recursive: true, quiet: .milliseconds(20), accepts: { $0.hasSuffix(".swift") }) { changes += 1 })
        defer { watcher.cancel() }
        let inner = dir.appendingPathComponent("Sources/Demo")
        try FileManager.default.createDirectory(at: inner, withIntermediateDirectories: true)
        var deadline = Date().addingTimeInterval(5)
        while changes == 0, Date() < deadline { try await Task.sleep(for: .milliseconds(10)) }
        let afterFolders = changes
        try "notes".write(to: inner.appendingPathComponent("notes.txt"), atomically: false, encoding: .utf8)
        try "let a = 1".write(to: inner.appendingPathComponent("A.swift"), atomically: true, encoding: .utf8)
        deadline = Date().addingTimeInterval(5)
        while changes == afterFolders, Date() < deadline { try await Task.sleep(for: .milliseconds(10)) }
        #expect(changes == afterFolders + 1, "one call for the save in the new folder")
    }
}
