/// Reads the broker's packets from the bytes as they arrive, holding at most one packet of
/// ``maximumPacketBytes`` and one read: a longer packet's bytes are skipped as they come
/// (``MQTTIncoming/oversized(bytes:)``), so a broker cannot make the client hold more.
public struct MQTTPacketReader: Sendable {
    public let maximumPacketBytes: Int
    private var buffer: [UInt8] = []
    /// Bytes still to skip of an oversized packet.
    private var skipping = 0

    public init(maximumPacketBytes: Int) { self.maximumPacketBytes = maximumPacketBytes }

    /// Bytes held now (tests check the bound).
    public var heldBytes: Int { buffer.count }

    /// Takes bytes read from the connection.
    public mutating func append(_ bytes: ArraySlice<UInt8>) {
        var bytes = bytes
        if skipping > 0 {
            let skipped = min(skipping, bytes.count)
            skipping -= skipped
            bytes = bytes.dropFirst(skipped)
        }
        buffer.append(contentsOf: bytes)
    }

    /// The next whole packet, nil until one has arrived.
    public mutating func next() throws(MQTTProtocolError) -> MQTTIncoming? {
        guard skipping == 0, buffer.count >= 2 else { return nil }
        var length = 0
        var multiplier = 1
        var index = 1
        while true {
            guard index < buffer.count else { return nil }
            let byte = buffer[index]
            length += Int(byte & 0x7F) * multiplier
            index += 1
            if byte & 0x80 == 0 { break }
            guard index < 5 else { throw MQTTProtocolError("a packet's length takes more than four bytes") }
            multiplier *= 128
        }
        let total = index + length
        if length > maximumPacketBytes {
            let held = min(total, buffer.count)
            buffer.removeFirst(held)
            skipping = total - held
            return .oversized(bytes: length)
        }
        guard buffer.count >= total else { return nil }
        let first = buffer[0]
        let body = Array(buffer[index..<total])
        buffer.removeFirst(total)
        return try Self.decode(first, body)
    }

    private static func decode(_ first: UInt8, _ body: [UInt8]) throws(MQTTProtocolError) -> MQTTIncoming {
        switch first >> 4 {
        case 2:
            guard body.count == 2 else { throw MQTTProtocolError("a CONNACK of \(body.count) bytes") }
            return .connectionAcknowledged(sessionPresent: body[0] & 1 == 1, returnCode: body[1])
        case 9:
            guard body.count >= 3 else { throw MQTTProtocolError("a SUBACK of \(body.count) bytes") }
            return .subscriptionAcknowledged(id: UInt16(body[0]) << 8 | UInt16(body[1]), codes: Array(body[2...]))
        case 3:
            let qos = (first >> 1) & 0x03
            guard qos < 3 else { throw MQTTProtocolError("a PUBLISH with QoS 3") }
            guard body.count >= 2 else { throw MQTTProtocolError("a PUBLISH without a topic") }
            let topicLength = Int(body[0]) << 8 | Int(body[1])
            var offset = 2 + topicLength
            guard body.count >= offset + (qos > 0 ? 2 : 0) else { throw MQTTProtocolError("a PUBLISH shorter than its topic") }
            let topic = String(decoding: body[2..<offset], as: UTF8.self)
            var id: UInt16?
            if qos > 0 {
                id = UInt16(body[offset]) << 8 | UInt16(body[offset + 1])
                offset += 2
            }
            return .message(topic: topic, payload: Array(body[offset...]), qos: qos, retained: first & 1 == 1, id: id)
        case 13:
            return .pingResponse
        default:
            return .ignored(type: first >> 4)
        }
    }
}
