import Foundation
import Testing
import WidgettyHomeFile
import WidgettyKit

#if canImport(Glibc)
    import Glibc
#endif

/// Saving through the store: atomic writes, edits re-applied over another writer's change,
/// conflicts explained, failed writes keeping the old file, stale temporary files cleaned.
@Suite(.serialized) @MainActor struct HomeFileStoreTests {
    private let original = """
        # my screen
        widgets:
          - kind: world-clock
            id: world
            params:
              zones: [Asia/Tokyo]
              title: Zones
          - kind: system   # cpu
        """

    private func file(_ text: String? = nil) throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("store-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let url = dir.appendingPathComponent("home.yaml")
        try (text ?? original).write(to: url, atomically: false, encoding: .utf8)
        return url
    }

    private func read(_ url: URL) throws -> String { try String(contentsOf: url, encoding: .utf8) }

    private func directoryListing(_ url: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: url.deletingLastPathComponent().path).sorted()
    }

    @Test func aSaveWritesTheEditedTextAndRemembersIt() throws {
        let url = try file()
        var store = HomeFileStore(url: url)
        #expect(try store.load() == original)
        let saved = try store.save(.setParams(widgetID: "world", params: ["zones": .array([.string("Europe/Paris")]), "title": .string("Zones")]))
        let expected = original.replacingOccurrences(of: "[Asia/Tokyo]", with: "[Europe/Paris]")
        #expect(saved.text == expected && saved.note == nil)
        #expect(try read(url) == expected)
        #expect(store.loadedText == expected)
        #expect(try directoryListing(url) == ["home.yaml"])
    }

    @Test func aSaveWhileAnotherWriterChangedTheFileKeepsThatWritersChange() throws {
        let url = try file()
        var store = HomeFileStore(url: url)
        _ = try store.load()
        let theirs = original.replacingOccurrences(of: "# my screen", with: "# my screen, edited in vim")
            .replacingOccurrences(of: "title: Zones", with: "title: Their zones")
        try theirs.write(to: url, atomically: false, encoding: .utf8)
        // The panel sends every value it shows: its title is the old one, only the zones changed.
        let saved = try store.save(.setParams(widgetID: "world", params: ["zones": .array([.string("Europe/Paris")]), "title": .string("Zones")]))
        #expect(try read(url) == theirs.replacingOccurrences(of: "[Asia/Tokyo]", with: "[Europe/Paris]"))
        #expect(saved.note?.contains("changed elsewhere") == true)
    }

    @Test func bothChangingOneValueIsAConflictThatLeavesTheirFile() throws {
        let url = try file()
        var store = HomeFileStore(url: url)
        _ = try store.load()
        let theirs = original.replacingOccurrences(of: "[Asia/Tokyo]", with: "[America/Chicago]")
        try theirs.write(to: url, atomically: false, encoding: .utf8)
        do {
            _ = try store.save(.setParams(widgetID: "world", params: ["zones": .array([.string("Europe/Paris")]), "title": .string("Zones")]))
            Issue.record("saved over a conflicting change")
        } catch {
            guard case .conflict(let message, let current) = error else { Issue.record("\(error)"); return }
            #expect(message.contains("changed 'world'") && message.contains("'zones' of 'world' was set to [America/Chicago]"), "\(message)")
            #expect(current == theirs)
        }
        #expect(try read(url) == theirs)
        #expect(store.loadedText == theirs)
    }

    @Test func anEditWhoseWidgetWasRemovedElsewhereExplainsThat() throws {
        let url = try file()
        var store = HomeFileStore(url: url)
        _ = try store.load()
        let theirs = "widgets:\n  - kind: system   # cpu\n"
        try theirs.write(to: url, atomically: false, encoding: .utf8)
        #expect {
            _ = try store.save(.setFamily(itemID: "world", family: .systemMedium))
        } throws: { error in
            "\(error)".contains("removed 'world'") && "\(error)".contains("no widget or stack with id 'world'")
        }
        #expect(try read(url) == theirs)
    }

    @Test func aValueTheCheckRejectsIsNotSaved() throws {
        let url = try file()
        var store = HomeFileStore(url: url) { text in
            text.contains("bad") ? [HomeFileProblem("'bad' is not a zone", at: SourceLocation(file: "home.yaml", line: 6, column: 9))] : []
        }
        #expect(throws: HomeSaveError.self) {
            _ = try store.save(.setParams(widgetID: "world", params: ["zones": .array([.string("bad")])]))
        }
        #expect(try read(url) == original)
    }

    @Test func aFailedWriteSaysWhyAndKeepsTheOldFile() throws {
        let url = try file()
        let dir = url.deletingLastPathComponent()
        try Self.makeReadOnly(dir)
        defer { try? Self.makeWritable(dir) }
        var store = HomeFileStore(url: url)
        do {
            _ = try store.save(.remove(itemID: "system"))
            Issue.record("saved into a read-only directory")
        } catch {
            guard case .writeFailed = error else { Issue.record("\(error)"); return }
            #expect(error.description.contains("could not save \(url.path)"))
            #expect(error.description.contains("the home file is unchanged"))
        }
        try Self.makeWritable(dir)
        #expect(try read(url) == original)
        #expect(try directoryListing(url) == ["home.yaml"])
    }

    /// A full disk, for real: a 16 KiB tmpfs (needs root to mount; skipped otherwise).
    @Test func aFullDiskSaysSoAndKeepsTheOldFile() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("full-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        guard getuid() == 0, mount("tmpfs", dir.path, "tmpfs", 0, "size=16k") == 0 else { return }
        defer { umount(dir.path) }
        let url = dir.appendingPathComponent("home.yaml")
        try original.write(to: url, atomically: false, encoding: .utf8)
        // Fill what is left of the disk.
        let filler = dir.appendingPathComponent("filler")
        _ = FileManager.default.createFile(atPath: filler.path, contents: nil)
        let handle = try FileHandle(forWritingTo: filler)
        while (try? handle.write(contentsOf: Data(repeating: 0x78, count: 512))) != nil {}
        try? handle.close()
        var store = HomeFileStore(url: url)
        do {
            _ = try store.save(.setParams(widgetID: "world", params: ["zones": .array([.string("Asia/Tokyo"), .string("Europe/Paris")]), "title": .string(String(repeating: "Z", count: 4096))]))
            Issue.record("saved onto a full disk")
        } catch {
            guard case .writeFailed = error else { Issue.record("\(error)"); return }
            #expect(error.description.contains("No space left on device"), "\(error)")
            #expect(error.description.contains("the home file is unchanged"))
        }
        #expect(try read(url) == original)
        #expect(try directoryListing(url) == ["filler", "home.yaml"])
    }

    @Test func staleTemporaryFilesOfKilledWritersAreRemovedButNotThoseOfLiveOnes() throws {
        let url = try file()
        let dir = url.deletingLastPathComponent()
        let stale = dir.appendingPathComponent(".home.yaml.AbC123").path
        let live = dir.appendingPathComponent(".home.yaml.XyZ789").path
        let young = dir.appendingPathComponent(".home.yaml.NeW000").path
        for path in [stale, live, young] { #expect(FileManager.default.createFile(atPath: path, contents: Data("half".utf8))) }
        var old = [timeval(tv_sec: time(nil) - 60, tv_usec: 0), timeval(tv_sec: time(nil) - 60, tv_usec: 0)]
        utimes(stale, &old)
        utimes(live, &old)
        let liveFD = open(live, O_RDONLY)
        defer { close(liveFD) }
        #expect(flock(liveFD, LOCK_EX) == 0)
        var store = HomeFileStore(url: url)
        _ = try store.save(.remove(itemID: "system"))
        #expect(try directoryListing(url) == [".home.yaml.NeW000", ".home.yaml.XyZ789", "home.yaml"])
    }

    // MARK: Read-only directories (root ignores permissions, so it uses the immutable flag)

    static func makeReadOnly(_ dir: URL) throws {
        if getuid() == 0 { try run("/usr/bin/chattr", ["+i", dir.path]) } else { chmod(dir.path, 0o555) }
    }

    static func makeWritable(_ dir: URL) throws {
        if getuid() == 0 { try run("/usr/bin/chattr", ["-i", dir.path]) } else { chmod(dir.path, 0o755) }
    }

    private static func run(_ program: String, _ arguments: [String]) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(program) \(arguments) failed")
    }
}
