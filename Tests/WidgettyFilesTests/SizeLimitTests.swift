import Foundation
import Testing
import WidgettyFiles

/// No more than the limit is ever read: a larger file is refused by its size before any byte is
/// read, and a file that reads longer than its size said is refused once it passes the limit.
@Suite struct SizeLimitTests {
    @Test func aFileExactlyAtTheLimitIsReadWhole() throws {
        let scratch = try ScratchDirectory()
        let bytes = (0..<1000).map { UInt8(truncatingIfNeeded: $0 * 7) }
        let file = try scratch.file("exact", bytes)
        #expect(BoundedFile.read(file, limit: 1000) == .success(bytes))
    }

    @Test func aFileOneByteOverTheLimitIsRefusedWithBothSizes() throws {
        let scratch = try ScratchDirectory()
        let small = try scratch.file("small", [UInt8](repeating: 65, count: 1001))
        #expect(BoundedFile.read(small, limit: 1000) == .failure(BoundedFileError(path: small, reason: .tooLarge(size: 1001, limit: 1000))))
        #expect(BoundedFile.read(small, limit: 1000).failureDescription == "cannot read \(small): file too large (1001 bytes, limit 1000 bytes)")
        // Sizes that would round to the same MiB are given in bytes.
        let large = try scratch.sparse("large", size: 1024 * 1024 + 1)
        #expect(BoundedFile.read(large, limit: 1024 * 1024).failureDescription
            == "cannot read \(large): file too large (1048577 bytes, limit 1048576 bytes)")
    }

    @Test func aFiftyMebibyteFileGivesItsSizeAndTheLimitInMebibytes() throws {
        let scratch = try ScratchDirectory()
        let file = try scratch.sparse("cal.ics", size: 50 * 1024 * 1024)
        #expect(BoundedFile.read(file, limit: 8 * 1024 * 1024).failureDescription
            == "cannot read \(file): file too large (50.0 MiB, limit 8.0 MiB)")
    }

    @Test func aTwoGibibyteSparseFileIsRefusedWithoutBeingRead() throws {
        let scratch = try ScratchDirectory()
        let size: Int64 = 2 * 1024 * 1024 * 1024
        let file = try scratch.sparse("huge", size: size)
        let before = try #require(PeakMemory.bytes())
        let bytes = BoundedFile.read(file, limit: 1024 * 1024 * 1024)
        let text = BoundedFile.readText(file, limit: 1024 * 1024)
        let after = try #require(PeakMemory.bytes())
        #expect(bytes.failureDescription == "cannot read \(file): file too large (2.0 GiB, limit 1.0 GiB)")
        #expect(text == .failure(BoundedFileError(path: file, reason: .tooLarge(size: size, limit: 1024 * 1024))))
        #expect(text.failureDescription == "cannot read \(file): file too large (2.0 GiB, limit 1.0 MiB)")
        #expect(after - before < 64 * 1024 * 1024, "peak memory grew by \(after - before) bytes")
    }

    @Test func aFileLongerThanItsSizeSaysStopsOnePastTheLimit() {
        // /proc files say their size is 0; this one holds far more than 64 bytes.
        let outcome = BoundedFile.read("/proc/self/status", limit: 64)
        #expect(outcome == .failure(BoundedFileError(path: "/proc/self/status", reason: .tooLarge(size: nil, limit: 64))))
        #expect(outcome.failureDescription == "cannot read /proc/self/status: file too large (over the 64 bytes limit)")
        let whole = BoundedFile.readText("/proc/self/status", limit: 1024 * 1024)
        #expect((try? whole.get())?.contains("VmHWM:") == true)
    }

    @Test func aFileOfManyReadsComesBackWhole() throws {
        let scratch = try ScratchDirectory()
        var generator = SystemRandomNumberGenerator()
        let bytes = (0..<300_000).map { _ in UInt8.random(in: 0...255, using: &generator) }
        let file = try scratch.file("random", bytes)
        #expect(BoundedFile.read(file, limit: 1024 * 1024) == .success(bytes))
        let empty = try scratch.file("empty", [])
        #expect(BoundedFile.read(empty, limit: 0) == .success([]))
        #expect(BoundedFile.readText(empty, limit: 10) == .success(""))
    }

    @Test func aMissingFileSaysWhy() throws {
        let scratch = try ScratchDirectory()
        let missing = scratch.path + "/missing"
        #expect(BoundedFile.read(missing, limit: 1024) == .failure(BoundedFileError(path: missing, reason: .system(errno: ENOENT))))
        #expect(BoundedFile.readText(missing, limit: 1024).failureDescription == "cannot read \(missing): No such file or directory")
    }

    @Test func noLimitIsTooLargeToAskForOneBytePastIt() throws {
        let scratch = try ScratchDirectory()
        let file = try scratch.file("small", Array("ok".utf8))
        #expect(BoundedFile.readText(file, limit: .max) == .success("ok"))
        #expect(BoundedFile.read(file, limit: -5) == .failure(BoundedFileError(path: file, reason: .tooLarge(size: 2, limit: 0))))
    }
}
