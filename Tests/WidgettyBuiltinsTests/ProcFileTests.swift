import Foundation
import Testing
@testable import WidgettyBuiltins

/// Reading proc files through a descriptor kept open: each read is fresh, and no descriptor is
/// opened again.
@Suite struct ProcFileTests {
    /// This process's descriptors open on `path` (`/proc/self/…` resolved to the pid).
    private func descriptors(on path: String) throws -> [String] {
        let target = path.replacingOccurrences(of: "/proc/self/", with: "/proc/\(getpid())/")
        return try FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd").filter {
            (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/fd/\($0)")) == target
        }
    }

    /// `rchar` of `/proc/self/io`: the bytes this process has read, which every read adds to.
    private func bytesRead(_ bytes: [UInt8]) -> UInt64? {
        String(decoding: bytes, as: UTF8.self).split(separator: "\n")
            .first { $0.hasPrefix("rchar:") }
            .flatMap { UInt64($0.dropFirst("rchar:".count).trimmingCharacters(in: .whitespaces)) }
    }

    @Test func aKeptFileIsReadAfreshFromTheStartWithoutOpeningItAgain() throws {
        let path = "/proc/self/io"
        var bytes: [UInt8] = []
        #expect(ProcFile.read(path, into: &bytes, keepingOpen: true) == nil)
        let first = try #require(bytesRead(bytes))
        let kept = try descriptors(on: path)
        #expect(kept.count == 1)
        for _ in 0..<20 { #expect(ProcFile.read(path, into: &bytes, keepingOpen: true) == nil) }
        let later = try #require(bytesRead(bytes))
        #expect(later > first)
        #expect(try descriptors(on: path) == kept)
        #expect(String(decoding: bytes, as: UTF8.self).hasPrefix("rchar:"))
    }

    @Test func anOrdinaryFileIsOpenedEachTimeAndSeesItsReplacement() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("procfile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("stat")
        try "cpu 1 2 3 4\n".write(to: file, atomically: true, encoding: .utf8)
        var bytes: [UInt8] = []
        // Counted on the file itself: other suites open and close descriptors meanwhile.
        #expect(ProcFile.read(file.path, into: &bytes) == nil)
        #expect(try descriptors(on: file.resolvingSymlinksInPath().path).isEmpty)
        try "cpu 5 6 7 8\n".write(to: file, atomically: true, encoding: .utf8)
        #expect(ProcFile.read(file.path, into: &bytes) == nil)
        #expect(String(decoding: bytes, as: UTF8.self) == "cpu 5 6 7 8\n")
    }

    @Test func aMissingFileSaysWhichAndWhy() {
        var bytes: [UInt8] = []
        let error = ProcFile.read("/proc/no-such-file", into: &bytes, keepingOpen: true)
        #expect(error?.description.contains("no-such-file") == true)
        #expect(error?.description.contains("No such file") == true)
    }
}
