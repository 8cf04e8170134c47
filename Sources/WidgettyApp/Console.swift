import Foundation
import WidgettyTerminal

#if canImport(Glibc)
    import Glibc
#endif

/// The one way the command line writes text: everything a command prints goes through
/// ``ConsoleText/safe(_:)`` (secrets blotted out, no control sequence), whether standard output
/// is a terminal or a pipe that ends in one. `render --color`'s escapes are the only ones
/// written, by ``writeStyled(_:)``, around cells that were sanitised when they were drawn.
enum Console {
    enum Stream { case output, error }

    /// Writes `text` and `terminator`, made safe, in one write.
    static func write(_ text: String, terminator: String = "\n", to stream: Stream = .output) {
        put(ConsoleText.safe(text) + terminator, to: stream)
    }

    /// Writes a rendering whose escapes are ours (``ANSIText``) and whose text came from sanitised cells.
    static func writeStyled(_ ansi: String) { put(ansi, to: .output) }

    private static func put(_ text: String, to stream: Stream) {
        let bytes = Array(text.utf8)
        let fd = stream == .output ? STDOUT_FILENO : STDERR_FILENO
        var offset = 0
        while offset < bytes.count {
            let n = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress! + offset, $0.count - offset) }
            if n < 0, errno == EINTR { continue }
            guard n > 0 else { return }
            offset += n
        }
    }
}
