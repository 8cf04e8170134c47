import Foundation
import WidgettyHost

#if canImport(Glibc)
    import Glibc
#endif

/// The command-line side of the control socket: one request, one answer.
enum ControlClient {
    /// Why no answer came.
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// The running screen's socket.
    static var socketPath: String { XDGDirectories().runtime.appendingPathComponent("control.sock").path }

    static func send(_ request: ControlRequest, timeout seconds: Int = 30) throws -> ControlResponse {
        let path = socketPath
        let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue | SOCK_CLOEXEC.rawValue), 0)
        guard fd >= 0 else { throw Failure(description: "socket: \(String(cString: strerror(errno)))") }
        defer { close(fd) }
        guard ControlServer.connect(to: path, with: fd) else {
            throw Failure(description: "no running Widgetty (nothing answers at \(path))")
        }
        var limit = timeval(tv_sec: seconds, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
        var line = try JSONEncoder().encode(request)
        line.append(UInt8(ascii: "\n"))
        guard line.withUnsafeBytes({ write(fd, $0.baseAddress, $0.count) }) == line.count else {
            throw Failure(description: "could not send the request")
        }
        var answer: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if n > 0 { answer += chunk[0..<n]; continue }
            if n == 0 { break }
            if errno == EINTR { continue }
            throw Failure(description: "no answer within \(seconds) s")
        }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        guard let response = try? decoder.decode(ControlResponse.self, from: Data(answer)) else {
            throw Failure(description: "an answer that is not a response")
        }
        return response
    }
}
