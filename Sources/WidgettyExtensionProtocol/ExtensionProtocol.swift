import Foundation

/// The protocol between the home screen and a widget extension (PROTOCOL.md): its version, the
/// argument that starts an extension, the frame bound, and the one JSON encoding both ends use.
public enum ExtensionProtocol {
    /// The version this build speaks; `describe` carries it both ways.
    public static let version = 1
    /// The single argument a bundle's binary is started with to serve the protocol.
    public static let argument = "--widgetty-extension"
    /// The option of `widgetty` that serves a bundle's binary as a temporary extension for one run
    /// (`widgetty --extension-binary PATH COMMAND …`): what a bundle started by its author runs.
    public static let extensionBinaryOption = "--extension-binary"
    /// The longest frame either end accepts (32 MiB): longer is a protocol error.
    public static let maximumFrameLength = 32 << 20

    /// A message as JSON. Dates are seconds since 2001-01-01 00:00 UTC (Foundation's reference
    /// date), written exactly (a Double's shortest round-trip form).
    public static func encode<Message: Encodable>(_ message: Message) throws -> Data {
        try JSONEncoder().encode(message)
    }

    /// A message from JSON.
    public static func decode<Message: Decodable>(_ type: Message.Type, from data: Data) throws -> Message {
        try JSONDecoder().decode(type, from: data)
    }
}

/// What went wrong between the two ends: framing, versions, or an answer that does not fit.
public enum ExtensionProtocolError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A frame's length prefix is over ``ExtensionProtocol/maximumFrameLength``.
    case frameTooLong(Int)
    /// The stream ended inside a frame.
    case truncatedFrame(expected: Int, received: Int)
    /// A read or write failed (the system's error number).
    case io(operation: String, errno: Int32)
    /// The two ends speak different versions.
    case versionMismatch(host: Int, extension: Int)
    /// The reply is of another type than the request asks for, or answers another request.
    case unexpectedReply(String)
    /// The extension answered `failed`.
    case failed(String)

    public var description: String {
        switch self {
        case .frameTooLong(let length):
            return "frame of \(length) bytes is longer than \(ExtensionProtocol.maximumFrameLength) bytes"
        case .truncatedFrame(let expected, let received):
            return "stream ended inside a frame (\(received) of \(expected) bytes)"
        case .io(let operation, let errno):
            return "\(operation) failed: \(String(cString: strerror(errno)))"
        case .versionMismatch(let host, let theirs):
            return "protocol version mismatch: the host speaks version \(host), the extension version \(theirs)"
        case .unexpectedReply(let what):
            return "unexpected reply: \(what)"
        case .failed(let message):
            return message
        }
    }
}

/// The shape requests and replies share: one JSON object with `id`, `type` and the type's own
/// fields beside them.
enum TaggedMessage {
    enum Keys: String, CodingKey { case id, type }

    static func encode(id: Int, _ tagged: (type: String, body: any Encodable), to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(id, forKey: .id)
        try container.encode(tagged.type, forKey: .type)
        try tagged.body.encode(to: encoder)
    }

    static func decode<Message>(from decoder: Decoder, decoders: [String: @Sendable (Decoder) throws -> Message]) throws
        -> (id: Int, message: Message)
    {
        let container = try decoder.container(keyedBy: Keys.self)
        let type = try container.decode(String.self, forKey: .type)
        guard let decode = decoders[type] else {
            throw DecodingError.dataCorruptedError(forKey: .type, in: container, debugDescription: "unknown message type '\(type)'")
        }
        return (try container.decode(Int.self, forKey: .id), try decode(decoder))
    }
}
