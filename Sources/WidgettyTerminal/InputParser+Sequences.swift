/// CSI and SS3 sequences: cursor and editing keys, function keys, mouse reports, paste markers
/// and mode reports.
extension InputParser {
    /// `ESC O x`: keys sent in application cursor mode and F1–F4 of xterm.
    func ss3(at index: Int) -> Step {
        guard index + 2 < buffer.count else { return .incomplete }
        let final = buffer[index + 2]
        if let key = Self.letterKey(final) { return .events([self.key(key)], consumed: 3) }
        return .events([], consumed: 3)  // unknown SS3 key: dropped
    }

    /// Keys identified by the final byte of a CSI or SS3 sequence.
    static func letterKey(_ final: UInt8) -> Key? {
        switch final {
        case UInt8(ascii: "A"): return .up
        case UInt8(ascii: "B"): return .down
        case UInt8(ascii: "C"): return .right
        case UInt8(ascii: "D"): return .left
        case UInt8(ascii: "H"): return .home
        case UInt8(ascii: "F"): return .end
        case UInt8(ascii: "P"): return .function(1)
        case UInt8(ascii: "Q"): return .function(2)
        case UInt8(ascii: "R"): return .function(3)
        case UInt8(ascii: "S"): return .function(4)
        case UInt8(ascii: "M"): return .enter  // SS3 M: keypad Enter
        default: return nil
        }
    }

    /// Keys of the `ESC [ n ~` form.
    static func tildeKey(_ code: Int) -> Key? {
        switch code {
        case 1, 7: return .home
        case 2: return .insert
        case 3: return .delete
        case 4, 8: return .end
        case 5: return .pageUp
        case 6: return .pageDown
        case 11...15: return .function(code - 10)
        case 17...21: return .function(code - 11)
        case 23...26: return .function(code - 12)
        case 28, 29: return .function(code - 13)
        case 31...34: return .function(code - 14)
        default: return nil
        }
    }

    /// The modifiers of an xterm modifier parameter (`1 + shift + 2·alt + 4·ctrl + 8·meta`).
    static func modifiers(parameter: Int?) -> KeyModifiers {
        guard let parameter, parameter > 1 else { return [] }
        let bits = parameter - 1
        var modifiers: KeyModifiers = []
        if bits & 1 != 0 { modifiers.insert(.shift) }
        if bits & 2 != 0 || bits & 8 != 0 { modifiers.insert(.alt) }
        if bits & 4 != 0 { modifiers.insert(.control) }
        return modifiers
    }

    /// `ESC [ …`: finds the end of the sequence, then decodes it.
    mutating func csi(at index: Int) -> Step {
        let start = index + 2
        guard start < buffer.count else { return .incomplete }
        if buffer[start] == UInt8(ascii: "M") { return x10Mouse(at: index) }
        var end = start
        while end < buffer.count {
            let byte = buffer[end]
            if (0x40...0x7E).contains(byte) { break }
            guard (0x20...0x3F).contains(byte), end - index < Self.maximumSequenceLength else {
                return .events([], consumed: end - index)  // malformed: drop what was read
            }
            end += 1
        }
        guard end < buffer.count else { return .incomplete }
        let body = Array(buffer[start..<end])
        return .events(decodeCSI(body: body, final: buffer[end]), consumed: end + 1 - index)
    }

    /// The event(s) of a complete CSI sequence with parameter/intermediate bytes `body`.
    mutating func decodeCSI(body: [UInt8], final: UInt8) -> [InputEvent] {
        let marker = body.first.flatMap { (0x3C...0x3F).contains($0) ? $0 : nil }
        let parameterBytes = body.drop { (0x3C...0x3F).contains($0) }.prefix { (0x30...0x3B).contains($0) }
        let intermediates = body.filter { (0x20...0x2F).contains($0) }
        let parameters = String(decoding: parameterBytes, as: UTF8.self)
            .split(separator: ";", omittingEmptySubsequences: false)
            .map { Int($0.split(separator: ":").first ?? "") }
        switch (marker, final) {
        case (UInt8(ascii: "<"), UInt8(ascii: "M")), (UInt8(ascii: "<"), UInt8(ascii: "m")):
            return sgrMouse(parameters, released: final == UInt8(ascii: "m"))
        case (UInt8(ascii: "?"), UInt8(ascii: "y")) where intermediates == [UInt8(ascii: "$")]:
            if parameters.count == 2, let mode = parameters[0], let status = parameters[1] {
                reportedModes[mode] = status
            }
            return []
        case (nil, UInt8(ascii: "~")):
            guard let code = parameters.first ?? nil else { return [] }
            if code == 200 {
                paste = []
                return []
            }
            guard let key = Self.tildeKey(code) else { return [] }
            return [self.key(key, Self.modifiers(parameter: parameters.count > 1 ? parameters[1] : nil))]
        case (nil, UInt8(ascii: "Z")):
            return [self.key(.backTab)]
        case (nil, _):
            guard let key = Self.letterKey(final), final != UInt8(ascii: "M") else { return [] }
            return [self.key(key, Self.modifiers(parameter: parameters.count > 1 ? parameters[1] : nil))]
        default:
            return []
        }
    }

    /// Decodes the button byte shared by SGR and X10 reports (without the X10 offset of 32).
    static func mouseKind(button: Int, released: Bool) -> MouseEvent.Kind? {
        let base: MouseButton?
        switch button & 0b11 {
        case 0: base = .left
        case 1: base = .middle
        case 2: base = .right
        default: base = nil
        }
        if button & 64 != 0 {
            switch button & 0b11 {
            case 0: return .wheelUp
            case 1: return .wheelDown
            default: return nil  // horizontal wheel: not reported
            }
        }
        if button & 32 != 0 {
            guard let base else { return nil }  // motion with no button held
            return .dragged(base)
        }
        if released { return .released(base ?? .left) }
        guard let base else { return .released(.left) }  // X10 release: button unknown
        return .pressed(base)
    }

    static func mouseModifiers(button: Int) -> KeyModifiers {
        var modifiers: KeyModifiers = []
        if button & 4 != 0 { modifiers.insert(.shift) }
        if button & 8 != 0 { modifiers.insert(.alt) }
        if button & 16 != 0 { modifiers.insert(.control) }
        return modifiers
    }

    /// `ESC [ < b ; x ; y M|m`, coordinates one-based.
    func sgrMouse(_ parameters: [Int?], released: Bool) -> [InputEvent] {
        guard parameters.count == 3, let button = parameters[0], let x = parameters[1], let y = parameters[2],
            x >= 1, y >= 1, let kind = Self.mouseKind(button: button, released: released)
        else { return [] }
        return [.mouse(MouseEvent(kind, at: Point(x: x - 1, y: y - 1), modifiers: Self.mouseModifiers(button: button)))]
    }

    /// `ESC [ M b x y`, each byte offset by 32, coordinates one-based.
    func x10Mouse(at index: Int) -> Step {
        guard index + 5 < buffer.count else { return .incomplete }
        let button = Int(buffer[index + 3]) - 32
        let x = Int(buffer[index + 4]) - 33
        let y = Int(buffer[index + 5]) - 33
        guard button >= 0, x >= 0, y >= 0, let kind = Self.mouseKind(button: button, released: false) else {
            return .events([], consumed: 6)
        }
        return .events(
            [.mouse(MouseEvent(kind, at: Point(x: x, y: y), modifiers: Self.mouseModifiers(button: button)))],
            consumed: 6)
    }
}
