import Foundation

/// Reading a small file whole into a reused byte buffer with `open`/`read`: for `/proc` files
/// read every few seconds, without the objects `FileHandle` and `Data` make.
enum ProcFile {
    /// Replaces `bytes` with the file's contents; the reason on failure, worded as ``FileText``'s.
    static func read(_ path: String, into bytes: inout [UInt8]) -> FileReadError? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return FileReadError(path: path, reason: String(cString: strerror(errno))) }
        defer { close(descriptor) }
        bytes.removeAll(keepingCapacity: true)
        while true {
            let start = bytes.count
            if bytes.capacity - start < 4096 { bytes.reserveCapacity(max(2 * bytes.capacity, start + 4096)) }
            let room = bytes.capacity - start
            bytes.append(contentsOf: repeatElement(0, count: room))
            let count = bytes.withUnsafeMutableBufferPointer { buffer in
                Glibc.read(descriptor, buffer.baseAddress! + start, room)
            }
            if count < 0 {
                if errno == EINTR { bytes.removeLast(room); continue }
                return FileReadError(path: path, reason: String(cString: strerror(errno)))
            }
            bytes.removeLast(room - count)
            if count == 0 { return nil }
        }
    }
}
