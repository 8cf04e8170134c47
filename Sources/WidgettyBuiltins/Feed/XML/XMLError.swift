/// Why a document is not well-formed XML (or is more than ``XMLReader`` reads), and where:
/// its description is `line:column: reason`, the line and column (in characters, from 1) of the
/// character at which the reader found the fault.
struct XMLError: Error, Equatable, Sendable, CustomStringConvertible {
    let line: Int
    let column: Int
    let reason: String

    var description: String { "\(line):\(column): \(reason)" }

    /// The error at byte `offset` of `utf8`, a document already decoded to UTF-8 with line ends
    /// made LF: the line and column are counted only now, as an error is rare and counting as
    /// the reader goes would cost every document.
    static func at(_ offset: Int, in utf8: [UInt8], _ reason: String) -> XMLError {
        var line = 1
        var column = 1
        for byte in utf8[..<min(offset, utf8.count)] {
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                // A character counts once: its first byte, not its continuation bytes.
                column += 1
            }
        }
        return XMLError(line: line, column: column, reason: reason)
    }
}
