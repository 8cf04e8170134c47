import Foundation
import Testing
import WidgettyFiles

/// Anything but a regular file is refused at once, by name, without reading (or for devices and
/// sockets, opening) it.
@Suite struct NotRegularFileTests {
    @Test func aFIFOWithoutAWriterIsRefusedAtOnceInsteadOfBlocking() throws {
        let scratch = try ScratchDirectory()
        let fifo = try scratch.fifo("todo.txt")
        let result = Deadline.finishing(within: 2, unblock: { Deadline.unblockReader(of: fifo) }) {
            BoundedFile.read(fifo, limit: 1024)
        }
        let outcome = try #require(result, "reading a FIFO without a writer blocked for 2 s")
        #expect(outcome == .failure(BoundedFileError(path: fifo, reason: .notRegularFile(.fifo))))
        #expect(outcome.failureDescription == "cannot read \(fifo): not a regular file (a FIFO)")
    }

    @Test func characterDevicesAreRefusedWithoutReadingThem() {
        for device in ["/dev/zero", "/dev/null", "/dev/urandom"] {
            let outcome = BoundedFile.read(device, limit: 1024)
            #expect(outcome == .failure(BoundedFileError(path: device, reason: .notRegularFile(.characterDevice))))
            #expect(outcome.failureDescription == "cannot read \(device): not a regular file (a character device)")
        }
    }

    @Test func aDirectoryIsRefused() throws {
        let scratch = try ScratchDirectory()
        #expect(BoundedFile.read(scratch.path, limit: 1024).failureDescription
            == "cannot read \(scratch.path): not a regular file (a directory)")
        #expect(BoundedFile.readText(scratch.path + "/", limit: 1024)
            == .failure(BoundedFileError(path: scratch.path + "/", reason: .notRegularFile(.directory))))
    }

    @Test func aUnixSocketIsRefusedByName() throws {
        let scratch = try ScratchDirectory()
        let socket = try scratch.socket("control")
        defer { close(socket.descriptor) }
        #expect(BoundedFile.read(socket.path, limit: 1024).failureDescription
            == "cannot read \(socket.path): not a regular file (a socket)")
    }

    @Test func aSymbolicLinkIsFollowedToWhatItNames() throws {
        let scratch = try ScratchDirectory()
        let link = scratch.path + "/zero"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "/dev/zero")
        #expect(BoundedFile.read(link, limit: 1024) == .failure(BoundedFileError(path: link, reason: .notRegularFile(.characterDevice))))
        let text = try scratch.file("real.txt", Array("hello\n".utf8))
        try FileManager.default.createSymbolicLink(atPath: scratch.path + "/text", withDestinationPath: text)
        #expect(BoundedFile.readText(scratch.path + "/text", limit: 1024) == .success("hello\n"))
    }

    @Test func theKindsNameThemselves() {
        let kinds: [(BoundedFileError.FileKind, String)] = [
            (.fifo, "a FIFO"), (.characterDevice, "a character device"), (.directory, "a directory"),
            (.socket, "a socket"), (.blockDevice, "a block device"), (.symbolicLink, "a symbolic link"),
        ]
        for (kind, name) in kinds { #expect(kind.description == name) }
        #expect(BoundedFileError.FileKind(mode: S_IFBLK | 0o660) == .blockDevice)
        #expect(BoundedFileError.FileKind(mode: S_IFREG | 0o644) == .regular)
    }
}

extension Result where Failure == BoundedFileError {
    /// The failure's message; nil on success.
    var failureDescription: String? {
        guard case .failure(let error) = self else { return nil }
        return error.description
    }
}
