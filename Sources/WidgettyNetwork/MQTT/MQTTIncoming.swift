/// A packet the broker sent, as the client reads it.
public enum MQTTIncoming: Hashable, Sendable {
    /// CONNACK: 0 accepted; 1 to 5 refused (``MQTTIncoming/refusal(_:)`` words them).
    case connectionAcknowledged(sessionPresent: Bool, returnCode: UInt8)
    /// SUBACK: a granted QoS per filter, or 0x80 where the broker refused it.
    case subscriptionAcknowledged(id: UInt16, codes: [UInt8])
    /// PUBLISH: a message on `topic`; `id` for QoS 1 and 2.
    case message(topic: String, payload: [UInt8], qos: UInt8, retained: Bool, id: UInt16?)
    case pingResponse
    /// A packet larger than the reader's limit: its bytes were skipped, never held.
    case oversized(bytes: Int)
    /// Any other packet (UNSUBACK, PUBREC…): read and ignored.
    case ignored(type: UInt8)

    /// Why a CONNACK's return code refuses the connection, as the standard names the codes.
    public static func refusal(_ code: UInt8) -> String {
        switch code {
        case 1: return "the broker refused the connection: unacceptable protocol version"
        case 2: return "the broker refused the connection: client identifier rejected"
        case 3: return "the broker refused the connection: server unavailable"
        case 4: return "the broker refused the connection: bad user name or password"
        case 5: return "the broker refused the connection: not authorised"
        default: return "the broker refused the connection (code \(code))"
        }
    }
}

/// The broker broke the protocol: the connection is dropped with this reason.
public struct MQTTProtocolError: Error, Hashable, Sendable, CustomStringConvertible {
    public var description: String
    public init(_ description: String) { self.description = description }
}
