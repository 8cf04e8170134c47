/// The MQTT 3.1.1 control packets the widgets' client sends (OASIS standard, section 3), encoded:
/// CONNECT, SUBSCRIBE, PUBACK, PINGREQ and DISCONNECT. A fixed header (type and flags, then
/// the remaining length in 1 to 4 bytes of 7 bits), a variable header and a payload; strings
/// are UTF-8 after a two-byte big-endian length.
public enum MQTTPacket {
    /// The largest remaining length the encoding can carry (four bytes of 7 bits).
    public static let maximumRemainingLength = 268_435_455

    /// CONNECT with a clean session: protocol `MQTT` level 4, the keep-alive in seconds, the
    /// client identifier, and a user name and password when given.
    public static func connect(clientID: String, username: String?, password: String?, keepAlive: UInt16) -> [UInt8] {
        var flags: UInt8 = 0x02
        if username != nil { flags |= 0x80 }
        if password != nil { flags |= 0x40 }
        var body = string("MQTT") + [4, flags] + bigEndian(keepAlive)
        body += string(clientID)
        if let username { body += string(username) }
        if let password { body += binary(Array(password.utf8)) }
        return packet(0x10, body)
    }

    /// SUBSCRIBE (its reserved flags 0010) of `filters`, each at `qos`, as packet `id`.
    public static func subscribe(id: UInt16, filters: [String], qos: UInt8) -> [UInt8] {
        var body = bigEndian(id)
        for filter in filters { body += string(filter) + [min(qos, 2)] }
        return packet(0x82, body)
    }

    /// PUBACK for a QoS 1 PUBLISH.
    public static func publishAcknowledgement(id: UInt16) -> [UInt8] { packet(0x40, bigEndian(id)) }

    /// PUBLISH of `payload` on `topic` at QoS 0 (retained when asked): what a test publishes.
    public static func publish(topic: String, payload: [UInt8], retain: Bool = false) -> [UInt8] {
        packet(retain ? 0x31 : 0x30, string(topic) + payload)
    }

    public static let pingRequest: [UInt8] = [0xC0, 0x00]
    public static let disconnect: [UInt8] = [0xE0, 0x00]

    /// `length` in the fixed header's variable-length encoding (least significant 7 bits first).
    public static func remainingLength(_ length: Int) -> [UInt8] {
        precondition((0...maximumRemainingLength).contains(length), "an MQTT packet's remaining length is at most 256 MiB")
        var bytes: [UInt8] = []
        var rest = length
        repeat {
            var byte = UInt8(rest % 128)
            rest /= 128
            if rest > 0 { byte |= 0x80 }
            bytes.append(byte)
        } while rest > 0
        return bytes
    }

    private static func packet(_ first: UInt8, _ body: [UInt8]) -> [UInt8] {
        [first] + remainingLength(body.count) + body
    }

    private static func string(_ text: String) -> [UInt8] { binary(Array(text.utf8)) }

    private static func binary(_ bytes: [UInt8]) -> [UInt8] {
        bigEndian(UInt16(min(bytes.count, Int(UInt16.max)))) + bytes.prefix(Int(UInt16.max))
    }

    private static func bigEndian(_ value: UInt16) -> [UInt8] { [UInt8(value >> 8), UInt8(value & 0xFF)] }
}
