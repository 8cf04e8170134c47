import Foundation
import Synchronization
import WidgettyFiles

/// Reading a small file whole into a reused byte buffer with `open`/`read`: for `/proc` files
/// read every few seconds, without the objects `FileHandle` and `Data` make.
enum ProcFile {
    /// Replaces `bytes` with the file's contents; the reason on failure, worded as ``FileText``'s.
    ///
    /// `keepingOpen` is for the kernel's proc file system (``ProcRoot/isProcFileSystem(_:)``),
    /// whose files are made again from the kernel's memory by each read from the start: the
    /// file stays open and every later read starts over at offset 0 with `pread`, so a refresh
    /// costs no `open` and `close` (a third of what reading `/proc` cost the system widget). An
    /// ordinary file (under a prepared root) may be replaced between reads, so it is opened each
    /// time, through ``BoundedFile``: it may be anything the root's owner put there, so a FIFO,
    /// a device or a directory is refused, and no more than ``ProcRoot/fileLimit`` is read.
    static func read(_ path: String, into bytes: inout [UInt8], keepingOpen: Bool = false) -> FileReadError? {
        guard keepingOpen else {
            switch BoundedFile.read(path, limit: ProcRoot.fileLimit) {
            case .success(let read):
                bytes = read
                return nil
            case .failure(let error):
                bytes.removeAll(keepingCapacity: true)
                return FileReadError(error)
            }
        }
        return OpenProcFiles.shared.read(path, into: &bytes).map { FileReadError(path: path, reason: String(cString: strerror($0))) }
    }

    /// Reads from offset 0 to the end into `bytes`; the `errno` on failure. No more than
    /// ``ProcRoot/fileLimit`` is read, as through ``BoundedFile`` (`EFBIG` past it).
    fileprivate static func readWhole(_ descriptor: Int32, into bytes: inout [UInt8]) -> Int32? {
        bytes.removeAll(keepingCapacity: true)
        while true {
            let start = bytes.count
            guard start <= ProcRoot.fileLimit else {
                bytes.removeAll(keepingCapacity: true)
                return EFBIG
            }
            if bytes.capacity - start < 4096 { bytes.reserveCapacity(max(2 * bytes.capacity, start + 4096)) }
            let room = bytes.capacity - start
            bytes.append(contentsOf: repeatElement(0, count: room))
            let count = bytes.withUnsafeMutableBufferPointer { buffer in
                pread(descriptor, buffer.baseAddress! + start, room, off_t(start))
            }
            if count < 0 {
                bytes.removeLast(room)
                if errno == EINTR { continue }
                return errno
            }
            bytes.removeLast(room - count)
            if count == 0 { return nil }
        }
    }
}

/// The descriptors of kernel proc files kept open by ``ProcFile``, one per path, for the life
/// of the process (a few: the system widget's four files and the network widget's one). A
/// read holds the lock: reading a kernel proc file never waits on a device, and no descriptor
/// is closed under another thread's read.
private final class OpenProcFiles: Sendable {
    static let shared = OpenProcFiles()

    private let descriptors = Mutex<[String: Int32]>([:])

    /// Reads `path` through its kept descriptor, opening and keeping one first if need be;
    /// the `errno` on failure. A kept descriptor that fails is closed and the file opened
    /// afresh once.
    func read(_ path: String, into bytes: inout [UInt8]) -> Int32? {
        descriptors.withLock { kept in
            if let descriptor = kept[path] {
                if ProcFile.readWhole(descriptor, into: &bytes) == nil { return nil }
                close(descriptor)
                kept[path] = nil
            }
            let descriptor = open(path, O_RDONLY | O_CLOEXEC)
            guard descriptor >= 0 else { return errno }
            if let error = ProcFile.readWhole(descriptor, into: &bytes) {
                close(descriptor)
                return error
            }
            kept[path] = descriptor
            return nil
        }
    }
}
