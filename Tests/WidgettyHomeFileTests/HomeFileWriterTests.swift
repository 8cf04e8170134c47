import Foundation
import Synchronization
import Testing
import WidgettyFiles
import WidgettyHomeFile
import WidgettyKit

#if canImport(Glibc)
    import Glibc
#endif

/// The one writer of the home file: read–change–write under a lock, so concurrent writers
/// (threads here, processes in TrustWriterEndToEndTests) never lose a change; writes through
/// symbolic links to the file they end at; refuses links that lead nowhere.
@Suite struct HomeFileWriterTests {
    private func directory() throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("writer-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir
    }

    private func read(_ url: URL) throws -> String { try String(contentsOf: url, encoding: .utf8) }

    private func link(_ url: URL, to destination: String) throws {
        guard symlink(destination, url.path) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
    }

    private func destination(of url: URL) -> String? {
        try? FileManager.default.destinationOfSymbolicLink(atPath: url.path)
    }

    /// Runs `count` threads at once (real threads, not tasks: each blocks in `flock`).
    private func onThreads(_ count: Int, _ body: @escaping @Sendable (Int) -> Void) {
        let group = DispatchGroup()
        for index in 0..<count {
            group.enter()
            Thread.detachNewThread {
                body(index)
                group.leave()
            }
        }
        group.wait()
    }

    @Test func concurrentAppendsFromManyThreadsAreAllKept() throws {
        let dir = try directory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("home.yaml")
        try "# lines\n".write(to: file, atomically: false, encoding: .utf8)
        // Half the threads write through a link to the file: the same lock, the same file.
        let linked = dir.appendingPathComponent("linked.yaml")
        try link(linked, to: "home.yaml")
        let failures = Mutex<[String]>([])
        onThreads(8) { thread in
            for step in 0..<40 {
                do {
                    try HomeFileWriter.update(thread.isMultiple(of: 2) ? file : linked) { current throws(HomeSaveError) in
                        ((current ?? "") + "t\(thread)-\(step)\n", ())
                    }
                } catch {
                    failures.withLock { $0.append("\(error)") }
                }
            }
        }
        #expect(failures.withLock { $0 }.isEmpty)
        let lines = Set(try read(file).split(separator: "\n").map(String.init))
        for thread in 0..<8 {
            for step in 0..<40 { #expect(lines.contains("t\(thread)-\(step)"), "t\(thread)-\(step) was lost") }
        }
        #expect(destination(of: linked) == "home.yaml")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted() == ["home.yaml", "linked.yaml"])
    }

    @Test func concurrentParameterEditsOfDifferentWidgetsAreAllKept() throws {
        let dir = try directory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("home.yaml")
        try """
            widgets:
              - kind: countdown
                id: a
                params: { title: A0 }
              - kind: countdown
                id: b   # keep me
                params:
                  title: B0
              - kind: countdown
                params: { title: C0 }

            """.write(to: file, atomically: false, encoding: .utf8)
        let ids = ["a", "b", "countdown"]
        onThreads(ids.count) { thread in
            for step in 1...30 {
                _ = try? HomeFileWriter.update(file) { current throws(HomeSaveError) in
                    let edit = HomeEdit.setParams(widgetID: ids[thread], params: ["title": .string("T\(thread)-\(step)")])
                    do throws(HomeEditError) {
                        return (try HomeFileEditor.apply(edit, to: current ?? ""), ())
                    } catch {
                        throw .invalidEdit(error)
                    }
                }
            }
        }
        let text = try read(file)
        for thread in 0..<3 { #expect(text.contains("T\(thread)-30"), "\(text)") }
        #expect(text.contains("# keep me"))
    }

    /// The screen's saves (HomeFileStore on the main actor, its loaded text going stale) while
    /// other writers change other widgets: every save lands, none drops another's change.
    @MainActor @Test func theScreensSavesAndOtherWritersAtOnceKeepEveryChange() throws {
        let dir = try directory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("home.yaml")
        try """
            widgets:
              - kind: countdown
                id: panel
                params: { title: P0 }
              - kind: countdown
                id: other
                params: { title: O0 }

            """.write(to: file, atomically: false, encoding: .utf8)
        var store = HomeFileStore(url: file)
        _ = try store.load()
        let finished = DispatchGroup()
        finished.enter()
        Thread.detachNewThread {
            defer { finished.leave() }
            for step in 1...30 {
                _ = try? HomeFileWriter.update(file) { current throws(HomeSaveError) in
                    do throws(HomeEditError) {
                        let edit = HomeEdit.setParams(widgetID: "other", params: ["title": .string("O\(step)")])
                        return (try HomeFileEditor.apply(edit, to: current ?? ""), ())
                    } catch {
                        throw .invalidEdit(error)
                    }
                }
            }
        }
        for step in 1...30 {
            let saved = try store.save(.setParams(widgetID: "panel", params: ["title": .string("P\(step)")]))
            #expect(saved.text.contains("title: P\(step) }"))
        }
        finished.wait()
        let text = try read(file)
        #expect(text.contains("title: P30 }") && text.contains("title: O30 }"), "\(text)")
    }

    @Test func aLockHolderMakesTheNextWriterWait() throws {
        let dir = try directory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("home.yaml").path
        let held = try FileLock(locking: file)
        let order = Mutex<[String]>([])
        let started = DispatchSemaphore(value: 0)
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            started.signal()
            if let second = try? FileLock(locking: file) {
                order.withLock { $0.append("second") }
                second.release()
            }
            done.signal()
        }
        started.wait()
        // The second cannot have the lock while the first holds it, however long that is.
        let early = done.wait(timeout: .now() + .milliseconds(200))
        #expect(early == .timedOut)
        order.withLock { $0.append("first") }
        held.release()
        if early == .timedOut { done.wait() }
        #expect(order.withLock { $0 } == ["first", "second"])
        #expect(!FileManager.default.fileExists(atPath: FileLock.sidecar(of: file)))
    }

    @Test(arguments: ["relative", "absolute", "chain", "folder link then .."])
    func aWriteThroughALinkReplacesTheTargetAndKeepsTheLinkAndMode(kind: String) throws {
        let dir = try directory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let dotfiles = dir.appendingPathComponent("dotfiles"), config = dir.appendingPathComponent("config")
        for folder in [dotfiles, config] { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) }
        let target = dotfiles.appendingPathComponent("home.yaml")
        try "old\n".write(to: target, atomically: false, encoding: .utf8)
        chmod(target.path, 0o640)
        let home = config.appendingPathComponent("home.yaml")
        switch kind {
        case "relative": try link(home, to: "../dotfiles/home.yaml")
        case "absolute": try link(home, to: target.path)
        case "chain":
            try link(dotfiles.appendingPathComponent("current.yaml"), to: "home.yaml")
            try link(home, to: "../dotfiles/current.yaml")
        default:
            // `..` after a folder link is the real folder's parent (as the kernel reads it), not
            // the link's: here dotfiles/, where read lexically it would be the test's folder.
            try FileManager.default.createDirectory(at: dotfiles.appendingPathComponent("deep"), withIntermediateDirectories: true)
            try link(dir.appendingPathComponent("deep-link"), to: "dotfiles/deep")
            try link(home, to: "../deep-link/../home.yaml")
        }
        // Owned by someone else: a save by root keeps the owner (others cannot, and need not).
        if getuid() == 0 { chown(target.path, 65534, 65534) }
        let before = destination(of: home)
        try HomeFileWriter.update(home) { current throws(HomeSaveError) in (current == "old\n" ? "new\n" : nil, ()) }
        #expect(destination(of: home) == before)
        #expect(try read(target) == "new\n")
        var info = stat()
        #expect(stat(target.path, &info) == 0 && info.st_mode & 0o7777 == 0o640)
        if getuid() == 0 { #expect(info.st_uid == 65534 && info.st_gid == 65534) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: config.path) == ["home.yaml"])
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("home.yaml").path))
        // AtomicFile alone follows the link the same way.
        try AtomicFile.write("newer\n", to: home)
        #expect(destination(of: home) == before)
        #expect(try read(target) == "newer\n")
    }

    @Test(arguments: ["dangling", "loop", "two-step dangling"])
    func aLinkThatLeadsNowhereIsRefusedAndLeftAlone(kind: String) throws {
        let dir = try directory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let home = dir.appendingPathComponent("home.yaml")
        switch kind {
        case "dangling": try link(home, to: "dotfiles/home.yaml")
        case "loop":
            try link(home, to: "other.yaml")
            try link(dir.appendingPathComponent("other.yaml"), to: "home.yaml")
        default:
            try link(home, to: "middle.yaml")
            try link(dir.appendingPathComponent("middle.yaml"), to: "gone/home.yaml")
        }
        let before = destination(of: home)
        var ran = false
        for creating in [false, true] {
            do {
                try HomeFileWriter.update(home, creating: creating) { _ throws(HomeSaveError) in
                    ran = true
                    return ("default\n", ())
                }
                Issue.record("\(kind): written")
            } catch {
                #expect(error.description.contains(home.path) && error.description.contains("symbolic link"), "\(error)")
            }
        }
        #expect(!ran)
        #expect(destination(of: home) == before)
        #expect(throws: (any Error).self) { try AtomicFile.write("x", to: home) }
        #expect(destination(of: home) == before)
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("dotfiles").path))
    }

    @Test func creatingWritesOnlyWhenNothingIsThere() throws {
        let dir = try directory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let home = dir.appendingPathComponent("home.yaml")
        try HomeFileWriter.update(home, creating: true) { current throws(HomeSaveError) in (current == nil ? "default\n" : nil, ()) }
        try HomeFileWriter.update(home, creating: true) { current throws(HomeSaveError) in (current == nil ? "again\n" : nil, ()) }
        #expect(try read(home) == "default\n")
        #expect(throws: HomeSaveError.self) {
            try HomeFileWriter.update(dir.appendingPathComponent("missing.yaml")) { _ throws(HomeSaveError) in ("x", ()) }
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["home.yaml"])
    }
}
