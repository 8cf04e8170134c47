import CNcursesW
import Glibc
import Testing

/// A pseudo-terminal pair for driving NcursesTerminal inside the test process: the app side
/// (`replica`) is a real tty; the test reads what was written from `controller`.
final class PseudoTerminal {
    private(set) var controller: Int32
    let replica: Int32

    init(rows: Int, columns: Int) throws {
        controller = posix_openpt(O_RDWR | O_NOCTTY)
        guard controller >= 0, grantpt(controller) == 0, unlockpt(controller) == 0, let name = ptsname(controller) else {
            throw PseudoTerminalError.unavailable
        }
        replica = open(name, O_RDWR | O_NOCTTY)
        guard replica >= 0 else { throw PseudoTerminalError.unavailable }
        var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(replica, UInt(TIOCSWINSZ), &size)
        _ = fcntl(controller, F_SETFL, fcntl(controller, F_GETFL) | O_NONBLOCK)
    }

    /// Everything written to the terminal since the last call.
    func drain() -> [UInt8] {
        var result: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(controller, $0.baseAddress, $0.count) }
            guard count > 0 else { return result }
            result += chunk[0..<count]
        }
    }

    /// Bytes typed at the terminal.
    func type(_ text: String) {
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { write(controller, $0.baseAddress, $0.count) }
    }

    /// Closes the controller side, as a terminal emulator that quits (or a dropped ssh link) does:
    /// reads on the replica then fail with EIO.
    func hangUp() {
        if controller >= 0 { close(controller) }
        controller = -1
    }

    deinit {
        close(replica)
        if controller >= 0 { close(controller) }
    }
}

enum PseudoTerminalError: Error { case unavailable }

extension [UInt8] {
    func contains(_ text: String) -> Bool { firstRange(of: Array(text.utf8)) != nil }
    var text: String { String(decoding: self, as: UTF8.self) }
}
