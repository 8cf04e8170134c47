/// Decodes the bytes a terminal sends on stdin into typed input events.
///
/// A pure value: feed it bytes as they arrive, get the events they complete. Bytes that may still
/// be the start of a longer sequence (a lone ESC, half a CSI sequence, a split UTF-8 character)
/// stay pending; the backend calls ``flush()`` when no further byte came within a short delay
/// (~25 ms), which turns a lone ESC into the Esc key.
///
/// Understood: UTF-8 text (invalid bytes → U+FFFD), C0 controls as Ctrl-letters (Tab, Enter,
/// Backspace and Esc as their own keys), CSI and SS3 keys with xterm modifier parameters,
/// Alt+key sent as ESC + key, SGR (1006) and X10 mouse reports, bracketed paste, DECRPM
/// replies (recorded in ``reportedModes``) and OSC 11 background colour replies (recorded as
/// an appearance): replies are never delivered as keys.
public struct InputParser: Sendable {
    /// Bytes received but not yet turned into events.
    var buffer: [UInt8] = []
    /// Bytes of a bracketed paste still waiting for its end marker; nil outside a paste.
    var paste: [UInt8]?
    /// The terminal's answers to DECRQM mode queries (`ESC [ ? mode $ p`): mode → status
    /// (1 set, 2 reset, 0 not recognised, 3/4 permanently set/reset).
    public internal(set) var reportedModes: [Int: Int] = [:]
    /// The background's appearance from an OSC 11 answer not yet taken (``takeReportedAppearance()``).
    var reportedAppearance: TerminalAppearance?

    /// The longest escape sequence held back; anything longer is malformed and dropped.
    static let maximumSequenceLength = 64
    static let pasteEnd: [UInt8] = Array("\u{1B}[201~".utf8)

    public init() {}

    /// Whether bytes are held back that a later byte could complete; the backend arms its
    /// ESC timer only while this is true. An unfinished bracketed paste does not count.
    public var hasPending: Bool { paste == nil && !buffer.isEmpty }

    /// Decodes `bytes` (appended to anything pending) into the events they complete.
    public mutating func feed<S: Sequence>(_ bytes: S) -> [InputEvent] where S.Element == UInt8 {
        buffer.append(contentsOf: bytes)
        return decode(final: false)
    }

    /// Decodes what is pending as if no more bytes will come: a lone ESC becomes the Esc key,
    /// an unfinished sequence becomes Esc followed by its bytes as keys, and a split UTF-8
    /// character becomes U+FFFD.
    public mutating func flush() -> [InputEvent] {
        decode(final: true)
    }

    /// The outcome of decoding at one position.
    enum Step {
        case events([InputEvent], consumed: Int)
        case incomplete
    }

    mutating func decode(final: Bool) -> [InputEvent] {
        var events: [InputEvent] = []
        var index = 0
        while index < buffer.count {
            if paste != nil {
                guard let used = continuePaste(from: index, into: &events) else { return events }
                index += used
                continue
            }
            switch step(at: index, final: final) {
            case .events(let decoded, let consumed):
                events += decoded
                index += consumed
            case .incomplete:
                buffer.removeFirst(index)
                return events
            }
        }
        buffer.removeAll(keepingCapacity: true)
        return events
    }

    /// Moves paste bytes from `index` into `paste`; emits the paste when its end marker is seen.
    /// Returns the bytes used, or nil when everything left was taken (part of a marker stays buffered).
    mutating func continuePaste(from index: Int, into events: inout [InputEvent]) -> Int? {
        let rest = buffer[index...]
        if let end = rest.firstRange(of: Self.pasteEnd) {
            paste?.append(contentsOf: buffer[index..<end.lowerBound])
            events.append(.paste(String(decoding: paste ?? [], as: UTF8.self)))
            paste = nil
            return end.upperBound - index
        }
        // Keep a suffix that could be the start of the end marker.
        var keep = min(Self.pasteEnd.count - 1, rest.count)
        while keep > 0, !rest.suffix(keep).elementsEqual(Self.pasteEnd.prefix(keep)) { keep -= 1 }
        paste?.append(contentsOf: buffer[index..<(buffer.count - keep)])
        buffer.removeFirst(buffer.count - keep)
        return nil
    }

    func key(_ key: Key, _ modifiers: KeyModifiers = []) -> InputEvent {
        .key(KeyEvent(key, modifiers: modifiers))
    }

    mutating func step(at index: Int, final: Bool) -> Step {
        let byte = buffer[index]
        if byte == 0x1B { return escape(at: index, final: final) }
        if byte < 0x20 || byte == 0x7F { return .events([control(byte)], consumed: 1) }
        return utf8(at: index, final: final)
    }

    /// A C0 control or DEL as a key.
    func control(_ byte: UInt8) -> InputEvent {
        switch byte {
        case 0x09: return key(.tab)
        case 0x0D, 0x0A: return key(.enter)
        case 0x08, 0x7F: return key(.backspace)
        case 0x1B: return key(.escape)
        case 0x00: return key(.character(" "), .control)
        case 0x01...0x1A: return key(.character(Character(Unicode.Scalar(byte + 0x60))), .control)
        default: return key(.character(Character(Unicode.Scalar(byte + 0x40))), .control)  // 28–31: \ ] ^ _
        }
    }

    /// One UTF-8 encoded character starting at `index`.
    func utf8(at index: Int, final: Bool) -> Step {
        let lead = buffer[index]
        let length: Int
        var secondRange: ClosedRange<UInt8> = 0x80...0xBF
        switch lead {
        case 0x00...0x7F: return .events([key(.character(Character(Unicode.Scalar(lead))))], consumed: 1)
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; secondRange = 0xA0...0xBF
        case 0xED: length = 3; secondRange = 0x80...0x9F
        case 0xE1...0xEF: length = 3
        case 0xF0: length = 4; secondRange = 0x90...0xBF
        case 0xF1...0xF3: length = 4
        case 0xF4: length = 4; secondRange = 0x80...0x8F
        default: return .events([Self.replacementKey], consumed: 1)
        }
        var value = UInt32(lead) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
        for offset in 1..<length {
            guard index + offset < buffer.count else {
                return final ? .events([Self.replacementKey], consumed: offset) : .incomplete
            }
            let byte = buffer[index + offset]
            let valid = offset == 1 ? secondRange.contains(byte) : (0x80...0xBF).contains(byte)
            guard valid else { return .events([Self.replacementKey], consumed: offset) }
            value = value << 6 | UInt32(byte & 0x3F)
        }
        guard let scalar = Unicode.Scalar(value) else { return .events([Self.replacementKey], consumed: length) }
        return .events([key(.character(Character(scalar)))], consumed: length)
    }

    static let replacementKey = InputEvent.key(KeyEvent(.character("\u{FFFD}")))

    /// ESC: the Esc key, Alt+key, or the start of a CSI/SS3 sequence.
    mutating func escape(at index: Int, final: Bool) -> Step {
        guard index + 1 < buffer.count else {
            return final ? .events([key(.escape)], consumed: 1) : .incomplete
        }
        let next = buffer[index + 1]
        switch next {
        case UInt8(ascii: "["), UInt8(ascii: "O"):
            let step = next == UInt8(ascii: "[") ? csi(at: index) : ss3(at: index)
            guard case .incomplete = step, final else { return step }
            if buffer.count - index == 2 {
                return .events([key(.character(Character(Unicode.Scalar(next))), .alt)], consumed: 2)
            }
            return .events([key(.escape)], consumed: 1)
        case 0x1B:
            return .events([key(.escape)], consumed: 1)
        case UInt8(ascii: "]"):
            return osc(at: index, final: final)
        default:
            switch step(at: index + 1, final: final) {
            case .incomplete:
                return .incomplete
            case .events(let events, let consumed):
                guard events.count == 1, case .key(var event) = events[0] else {
                    return .events([key(.escape)] + events, consumed: consumed + 1)
                }
                event.modifiers.insert(.alt)
                return .events([.key(event)], consumed: consumed + 1)
            }
        }
    }
}
