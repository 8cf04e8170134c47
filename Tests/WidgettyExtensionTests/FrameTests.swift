import Foundation
import Testing
import WidgettyExtensionProtocol

#if canImport(Glibc)
    import Glibc
#endif

/// The framing: a 4-byte big-endian length and that many bytes, bounded, read whole from
/// pieces, a clean end between frames told from an end inside one.
@Suite struct FrameTests {
    @Test func aFrameIsItsBigEndianLengthThenItsBytes() throws {
        let frame = try Frame.encode(Data("{}".utf8))
        #expect(Array(frame) == [0, 0, 0, 2, 0x7B, 0x7D])
        let long = try Frame.encode(Data(count: 0x01_02_03))
        #expect(Array(long.prefix(4)) == [0, 1, 2, 3])
    }

    @Test func theDecoderWaitsForWholeFramesAndRefusesLongOnes() throws {
        var decoder = FrameDecoder()
        let both = try Frame.encode(Data("first".utf8)) + Frame.encode(Data("second".utf8))
        for byte in both.prefix(7) { decoder.append(Data([byte])) }
        #expect(try decoder.next() == nil)
        decoder.append(both.dropFirst(7))
        #expect(try decoder.next() == Data("first".utf8))
        #expect(try decoder.next() == Data("second".utf8))
        #expect(try decoder.next() == nil)
        #expect(decoder.pendingCount == 0)

        var hostile = FrameDecoder()
        hostile.append(Data([0x02, 0x00, 0x00, 0x01]))  // 32 MiB + 1
        #expect(throws: ExtensionProtocolError.frameTooLong((32 << 20) + 1)) { try hostile.next() }
        #expect(throws: ExtensionProtocolError.frameTooLong((32 << 20) + 1)) { try Frame.encode(Data(count: (32 << 20) + 1)) }
    }

    @Test func framesCrossAPipeInPiecesAndTheEndIsTold() throws {
        var fds: [Int32] = [0, 0]
        #expect(pipe(&fds) == 0)
        let reader = FileDescriptorFrameReader(descriptor: fds[0])
        let payload = Data((0..<100_000).map { UInt8($0 % 251) })
        let writer = FileDescriptorFrameWriter(descriptor: fds[1])
        // Larger than a pipe's buffer: the writer blocks until the reader takes it in pieces.
        let thread = Thread {
            try? writer.write(payload)
            try? writer.write(Data("tail".utf8))
            close(writer.descriptor)
        }
        thread.start()
        #expect(try reader.read() == payload)
        #expect(try reader.read() == Data("tail".utf8))
        #expect(try reader.read() == nil)
        close(fds[0])
    }

    @Test func anEndInsideAFrameIsAnError() throws {
        var fds: [Int32] = [0, 0]
        #expect(pipe(&fds) == 0)
        let bytes: [UInt8] = [0, 0, 0, 10, 1, 2, 3]
        _ = bytes.withUnsafeBytes { write(fds[1], $0.baseAddress, $0.count) }
        close(fds[1])
        #expect(throws: ExtensionProtocolError.truncatedFrame(expected: 10, received: 3)) {
            try FileDescriptorFrameReader(descriptor: fds[0]).read()
        }
        close(fds[0])

        #expect(pipe(&fds) == 0)
        let prefix: [UInt8] = [0, 0]
        _ = prefix.withUnsafeBytes { write(fds[1], $0.baseAddress, $0.count) }
        close(fds[1])
        #expect(throws: ExtensionProtocolError.truncatedFrame(expected: 4, received: 2)) {
            try FileDescriptorFrameReader(descriptor: fds[0]).read()
        }
        close(fds[0])
    }
}
