#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reading a descriptor (a file ``BoundedFile`` opened, standard input, a socket) to its end
/// under a budget that holds at the read: never more than one byte past `limit` is asked of the
/// kernel, and the read stops there, so a stream that does not end costs `limit` bytes of memory,
/// not all it sends. The one loop that reads a stream whole; ``ProcessRunner`` applies the same
/// budget to a child's two pipes as they are polled.
public enum BoundedStream {
    /// Why a stream was not read to its end.
    public enum Failure: Error, Hashable, Sendable, CustomStringConvertible {
        /// A read failed with this `errno`.
        case system(errno: Int32)
        /// More than this many bytes arrived.
        case tooLarge(limit: Int)

        public var description: String {
            switch self {
            case .system(let code): String(cString: strerror(code))
            case .tooLarge(let limit): "more than \(ByteCount.text(Int64(limit)))"
            }
        }
    }

    /// The bytes of `descriptor` up to its end, expecting about `expected` of them; fails when a
    /// read does, or when more than `limit` bytes arrive. Reads into memory of its own, not zeroed
    /// first, and copies what it read into the array once.
    public static func readToEnd(_ descriptor: Int32, expected: Int = 0, limit: Int) -> Result<[UInt8], Failure> {
        // Less than Int.max, so that one byte past it can be asked for.
        let limit = min(max(0, limit), Int.max - 1)
        // One byte past the limit tells a stream that is longer than allowed.
        let ceiling = limit + 1
        // The whole stream and the read that finds its end, in one buffer when the size is right.
        let first = min(ceiling, max(min(expected, limit) + 1, 4096))
        var storage = UnsafeMutableRawBufferPointer.allocate(byteCount: first, alignment: 1)
        defer { storage.deallocate() }
        var count = 0
        while count < ceiling {
            if count == storage.count {
                let grown = storage.count <= ceiling / 2 ? 2 * storage.count : ceiling
                let larger = UnsafeMutableRawBufferPointer.allocate(byteCount: grown, alignment: 1)
                larger.copyMemory(from: UnsafeRawBufferPointer(rebasing: storage[..<count]))
                storage.deallocate()
                storage = larger
            }
            guard let start = storage.baseAddress else { return .failure(.system(errno: ENOMEM)) }
            let read = readSome(descriptor, start + count, storage.count - count)
            if read < 0 {
                if errno == EINTR { continue }
                return .failure(.system(errno: errno))
            }
            if read == 0 {
                let filled = UnsafeRawBufferPointer(rebasing: storage[..<count])
                return .success([UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
                    UnsafeMutableRawBufferPointer(buffer).copyMemory(from: filled)
                    initialized = count
                })
            }
            count += read
        }
        return .failure(.tooLarge(limit: limit))
    }
}

/// `read(2)` under a name the enum's own members do not hide.
private func readSome(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
