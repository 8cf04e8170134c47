/// OSC replies (`ESC ] … ST`): the terminal's answer to the background colour query is recorded
/// in ``InputParser/reportedAppearance``; other OSC replies are dropped, never typed as keys.
extension InputParser {
    /// The longest OSC reply held back: an answer to a colour query is about 30 bytes.
    static let maximumOSCLength = 256

    /// `ESC ] Ps ; Pt` ended by BEL or ST (`ESC \`), from `index` (the ESC).
    mutating func osc(at index: Int, final: Bool) -> Step {
        var end = index + 2
        while end < buffer.count {
            let byte = buffer[end]
            if byte == 0x07 { return finishOSC(index: index, bodyEnd: end, consumedEnd: end + 1) }
            if byte == 0x1B {
                guard end + 1 < buffer.count else { break }
                // ST ends it; any other ESC cuts a malformed reply short, and starts what follows.
                if buffer[end + 1] == UInt8(ascii: "\\") { return finishOSC(index: index, bodyEnd: end, consumedEnd: end + 2) }
                return .events([], consumed: end - index)
            }
            end += 1
        }
        // No end yet: longer than any reply is dropped whole; otherwise wait for the rest.
        if buffer.count - index > Self.maximumOSCLength { return .events([], consumed: buffer.count - index) }
        guard final else { return .incomplete }
        // Nothing came after `ESC ]`: the user pressed Alt+]. More than that: a reply cut short, dropped.
        if buffer.count - index == 2 { return .events([key(.character("]"), .alt)], consumed: 2) }
        return .events([], consumed: buffer.count - index)
    }

    private mutating func finishOSC(index: Int, bodyEnd: Int, consumedEnd: Int) -> Step {
        let body = String(decoding: buffer[(index + 2)..<bodyEnd], as: UTF8.self)
        if bodyEnd - index <= Self.maximumOSCLength, body.hasPrefix("11;"), let appearance = TerminalAppearance(backgroundReply: String(body.dropFirst(3))) {
            reportedAppearance = appearance
        }
        return .events([], consumed: consumedEnd - index)
    }

    /// The appearance the terminal reported since the last call, if any (the backend asks after
    /// each read and turns it into ``TerminalEvent/appearanceReported(_:)``).
    public mutating func takeReportedAppearance() -> TerminalAppearance? {
        defer { reportedAppearance = nil }
        return reportedAppearance
    }
}
