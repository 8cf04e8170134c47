import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The framing: a 4-byte big-endian length, then that many bytes of UTF-8 JSON.
public enum Frame {
    /// `payload` with its length prefix.
    public static func encode(_ payload: Data) throws -> Data {
        guard payload.count <= ExtensionProtocol.maximumFrameLength else {
            throw ExtensionProtocolError.frameTooLong(payload.count)
        }
        let length = UInt32(payload.count)
        var frame = Data([UInt8(length >> 24), UInt8(length >> 16 & 0xFF), UInt8(length >> 8 & 0xFF), UInt8(length & 0xFF)])
        frame.append(payload)
        return frame
    }

    /// The length a 4-byte prefix announces, checked against the bound.
    static func length(of prefix: some Collection<UInt8>) throws -> Int {
        let length = prefix.reduce(0) { $0 << 8 | Int($1) }
        guard length <= ExtensionProtocol.maximumFrameLength else { throw ExtensionProtocolError.frameTooLong(length) }
        return length
    }
}

/// Frames out of bytes that arrive in pieces: append what was read, take whole frames out.
public struct FrameDecoder: Sendable {
    private var buffer = Data()

    public init() {}

    /// Bytes held that are not yet a whole frame.
    public var pendingCount: Int { buffer.count }

    public mutating func append(_ bytes: Data) { buffer.append(bytes) }

    /// The next whole frame's payload, or nil until more bytes come; throws on a length over the bound.
    public mutating func next() throws -> Data? {
        guard buffer.count >= 4 else { return nil }
        let length = try Frame.length(of: buffer.prefix(4))
        guard buffer.count >= 4 + length else { return nil }
        let payload = Data(buffer.dropFirst(4).prefix(length))
        buffer = Data(buffer.dropFirst(4 + length))
        return payload
    }
}

/// Reads frames from a file descriptor (an extension's stdin, a pipe): blocking reads, partial
/// reads and interrupted calls handled.
public struct FileDescriptorFrameReader: Sendable {
    public let descriptor: Int32

    public init(descriptor: Int32) { self.descriptor = descriptor }

    /// The next frame's payload; nil when the stream ends cleanly between frames.
    public func read() throws -> Data? {
        guard let prefix = try readExactly(4, endAllowed: true) else { return nil }
        let length = try Frame.length(of: prefix)
        return try readExactly(length, endAllowed: false) ?? Data()
    }

    /// `count` bytes; nil when the stream ends before the first of them and `endAllowed`.
    private func readExactly(_ count: Int, endAllowed: Bool) throws -> Data? {
        var data = Data(count: count)
        var received = 0
        while received < count {
            let result = data.withUnsafeMutableBytes { raw in
                #if canImport(Glibc)
                    Glibc.read(descriptor, raw.baseAddress! + received, count - received)
                #else
                    Darwin.read(descriptor, raw.baseAddress! + received, count - received)
                #endif
            }
            if result < 0 {
                if errno == EINTR { continue }
                throw ExtensionProtocolError.io(operation: "read", errno: errno)
            }
            if result == 0 {
                if received == 0, endAllowed { return nil }
                throw ExtensionProtocolError.truncatedFrame(expected: count, received: received)
            }
            received += result
        }
        return data
    }
}

/// Writes frames to a file descriptor (an extension's stdout, a pipe), partial writes and
/// interrupted calls handled.
public struct FileDescriptorFrameWriter: Sendable {
    public let descriptor: Int32

    public init(descriptor: Int32) { self.descriptor = descriptor }

    public func write(_ payload: Data) throws {
        let frame = try Frame.encode(payload)
        var sent = 0
        while sent < frame.count {
            let result = frame.withUnsafeBytes { raw in
                #if canImport(Glibc)
                    Glibc.write(descriptor, raw.baseAddress! + sent, frame.count - sent)
                #else
                    Darwin.write(descriptor, raw.baseAddress! + sent, frame.count - sent)
                #endif
            }
            if result < 0 {
                if errno == EINTR { continue }
                throw ExtensionProtocolError.io(operation: "write", errno: errno)
            }
            sent += result
        }
    }
}
