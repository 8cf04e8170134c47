import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// One request line to a Unix socket and the whole answer back, with a time limit: the client
/// side of the home screen's control socket.
public enum UnixSocketClient {
    /// The most of an answer read: 1 MiB (WidgettyStore cannot use WidgettyFiles' BoundedStream,
    /// being of its layer; the same bound is kept here, as the bytes arrive).
    static let answerLimit = 1 << 20

    /// Why no answer came; `nobodyListening` when nothing answers at the path.
    public enum Failure: Error, Equatable, CustomStringConvertible {
        /// No process is listening at the socket's path: Widgetty is not running (or runs with
        /// another runtime folder).
        case nobodyListening(path: String)
        /// The exchange failed partway, for the reason given.
        case failed(String)

        /// The reason as a command prints it: "no running Widgetty (nothing answers at …)".
        public var description: String {
            switch self {
            case .nobodyListening(let path): return "no running Widgetty (nothing answers at \(path))"
            case .failed(let reason): return reason
            }
        }
    }

    /// Sends `line` (a newline is added) and reads until the server closes the connection.
    public static func exchange(path: String, line: Data, timeout seconds: Int) throws(Failure) -> Data {
        let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue | SOCK_CLOEXEC.rawValue), 0)
        guard fd >= 0 else { throw .failed("socket: \(String(cString: strerror(errno)))") }
        defer { close(fd) }
        guard connect(to: path, with: fd) else {
            if errno == EACCES || errno == EPERM {
                throw .failed("permission denied at \(path) (the running screen belongs to another user)")
            }
            throw .nobodyListening(path: path)
        }
        var limit = timeval(tv_sec: seconds, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
        var request = line
        request.append(UInt8(ascii: "\n"))
        // MSG_NOSIGNAL: a server that went away is an error here, not a SIGPIPE.
        guard request.withUnsafeBytes({ send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }) == request.count else {
            throw .failed("could not send the request")
        }
        var answer = Data()
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if n > 0 {
                answer.append(contentsOf: chunk[0..<n])
                // The answer is a JSON line; more than this is not one (read no further).
                guard answer.count <= Self.answerLimit else { throw .failed("the answer is longer than 1 MiB") }
                continue
            }
            if n == 0 { return answer }
            if errno == EINTR { continue }
            throw .failed("no answer within \(seconds) s")
        }
    }

    /// `sockaddr_un` for `path`; nil when the path is too long for one.
    public static func address(of path: String) -> sockaddr_un? {
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let bytes = Array(path.utf8)
        guard bytes.count < MemoryLayout.size(ofValue: address.sun_path) else { return nil }
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            raw.copyBytes(from: bytes)
            raw[bytes.count] = 0
        }
        return address
    }

    /// Connects `fd` to the socket at `path`; true on success.
    public static func connect(to path: String, with fd: Int32) -> Bool {
        guard var address = address(of: path) else { return false }
        return withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                Glibc.connect(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) == 0
            }
        }
    }
}
