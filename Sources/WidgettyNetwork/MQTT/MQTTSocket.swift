import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A TCP connection to a broker: opened within a time limit (each address the name resolves to,
/// in turn), written whole within a time limit, read without blocking. Its failures are the
/// words a cell shows ("connection refused by 127.0.0.1:1883").
final class MQTTSocket {
    let descriptor: Int32
    /// `host:port`, for the messages.
    let place: String

    private init(descriptor: Int32, place: String) {
        self.descriptor = descriptor
        self.place = place
    }

    deinit { close(descriptor) }

    /// Connects to `host:port` within `timeout` seconds in all.
    static func connect(host: String, port: Int, timeout: TimeInterval) throws(MQTTFailure) -> MQTTSocket {
        let place = host.contains(":") ? "[\(host)]:\(port)" : "\(host):\(port)"
        let deadline = Date().addingTimeInterval(timeout)
        var hints = addrinfo()
        hints.ai_family = AF_UNSPEC
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        var list: UnsafeMutablePointer<addrinfo>?
        let resolved = getaddrinfo(host, String(port), &hints, &list)
        guard resolved == 0, let first = list else {
            throw MQTTFailure(offline: true, "cannot resolve \(host): \(String(cString: gai_strerror(resolved)))")
        }
        defer { freeaddrinfo(list) }
        var reason = "no address for \(host)"
        var address: UnsafeMutablePointer<addrinfo>? = first
        while let current = address {
            address = current.pointee.ai_next
            let descriptor = socket(current.pointee.ai_family, Int32(SOCK_STREAM.rawValue | SOCK_CLOEXEC.rawValue | SOCK_NONBLOCK.rawValue), 0)
            guard descriptor >= 0 else { reason = "cannot open a socket: \(String(cString: strerror(errno)))"; continue }
            let connection = MQTTSocket(descriptor: descriptor, place: place)
            if Glibc.connect(descriptor, current.pointee.ai_addr, current.pointee.ai_addrlen) == 0 { return connection }
            guard errno == EINPROGRESS else { reason = connection.words(errno); continue }
            guard connection.wait(for: Int16(POLLOUT), until: deadline) else {
                throw MQTTFailure(offline: true, "no answer from \(place) within \(Self.seconds(timeout))")
            }
            var error: Int32 = 0
            var size = socklen_t(MemoryLayout<Int32>.size)
            getsockopt(descriptor, SOL_SOCKET, SO_ERROR, &error, &size)
            if error == 0 { return connection }
            reason = connection.words(error)
        }
        throw MQTTFailure(offline: true, reason)
    }

    /// Writes all of `bytes` within `timeout` seconds.
    func send(_ bytes: [UInt8], timeout: TimeInterval) throws(MQTTFailure) {
        let deadline = Date().addingTimeInterval(timeout)
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeBytes { Glibc.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            if count > 0 { sent += count; continue }
            guard count < 0, errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR else {
                throw MQTTFailure(offline: true, "the connection to \(place) broke: \(String(cString: strerror(errno)))")
            }
            guard wait(for: Int16(POLLOUT), until: deadline) else {
                throw MQTTFailure(offline: true, "\(place) took no data for \(Self.seconds(timeout))")
            }
        }
    }

    /// What is there to read now, at most `limit` bytes: empty when nothing has arrived;
    /// nil when the broker closed the connection.
    func receive(limit: Int) throws(MQTTFailure) -> ArraySlice<UInt8>? {
        var bytes = [UInt8](repeating: 0, count: limit)
        let count = bytes.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, limit, 0) }
        if count == 0 { return nil }
        if count < 0 {
            if errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR { return [] }
            throw MQTTFailure(offline: true, "the connection to \(place) broke: \(String(cString: strerror(errno)))")
        }
        return bytes.prefix(count)
    }

    /// Waits for `events` on the socket until `deadline`; false when it passed first.
    private func wait(for events: Int16, until deadline: Date) -> Bool {
        while true {
            let milliseconds = Int32(max(0, min(Double(Int32.max), deadline.timeIntervalSinceNow * 1000)).rounded(.up))
            var entry = pollfd(fd: descriptor, events: events, revents: 0)
            let ready = poll(&entry, 1, milliseconds)
            if ready > 0 { return true }
            if ready < 0 && errno == EINTR { continue }
            return false
        }
    }

    private func words(_ code: Int32) -> String {
        switch code {
        case ECONNREFUSED: return "connection refused by \(place)"
        case ENETUNREACH, EHOSTUNREACH: return "\(place) cannot be reached"
        case ETIMEDOUT: return "no answer from \(place)"
        default: return "cannot connect to \(place): \(String(cString: strerror(code)))"
        }
    }

    static func seconds(_ value: TimeInterval) -> String {
        value == value.rounded() ? "\(Int(value)) s" : "\((value * 10).rounded() / 10) s"
    }
}

/// Why the client has no connection, in the words a cell shows.
public struct MQTTFailure: Error, Hashable, Sendable, CustomStringConvertible {
    /// True when the broker could not be reached or the connection broke (the cell says
    /// "offline"); false when it answered but refused (a bad password, a protocol fault).
    public var isOffline: Bool
    public var description: String

    public init(offline: Bool, _ description: String) {
        self.isOffline = offline
        self.description = description
    }
}
