import Dispatch
import Foundation
import WidgettyStore

#if canImport(Glibc)
    import Glibc
#endif

/// The running screen's control socket: a Unix socket in a private (0700) directory, itself
/// 0600, answering one JSON request per connection. Connections from other users are refused by
/// their peer credentials; a request must arrive whole, under 64 KiB, within two seconds, or the
/// connection is dropped — all on Dispatch sources, so a bad client never blocks the screen.
@MainActor
public final class ControlServer {
    /// Why the socket could not be opened.
    public struct StartError: Error, CustomStringConvertible {
        public var description: String
    }

    public static let maximumRequestBytes = 64 * 1024
    public let path: String
    let requestDeadline: DispatchTimeInterval
    private let listener: Int32
    private let source: any DispatchSourceRead
    private var connections: [Int32: ControlConnection] = [:]
    private let handler: @MainActor (ControlRequest) async -> ControlResponse

    public init(
        path: String, requestDeadline: DispatchTimeInterval = .seconds(2),
        handler: @escaping @MainActor (ControlRequest) async -> ControlResponse
    ) throws {
        self.path = path
        self.requestDeadline = requestDeadline
        self.handler = handler
        try Self.preparePrivateDirectory((path as NSString).deletingLastPathComponent)
        try Self.removeStaleSocket(at: path)
        listener = try Self.listen(at: path)
        source = DispatchSource.makeReadSource(fileDescriptor: listener, queue: .main)
        let fd = listener
        source.setEventHandler { [weak self] in MainActor.assumeIsolated { self?.acceptAll() } }
        source.setCancelHandler { close(fd) }
        source.resume()
    }

    /// Closes the socket and removes its file.
    public func stop() {
        source.cancel()
        for connection in connections.values { connection.close() }
        connections = [:]
        unlink(path)
    }

    private func acceptAll() {
        while true {
            let fd = accept(listener, nil, nil)
            guard fd >= 0 else { return }
            _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
            _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
            guard Self.peerIsUs(fd) else {
                Glibc.close(fd)
                continue
            }
            let connection = ControlConnection(fd: fd, deadline: requestDeadline) { [weak self] fd, request in
                self?.answer(fd, request)
            }
            connections[fd] = connection
        }
    }

    private func answer(_ fd: Int32, _ request: Result<ControlRequest, ControlConnection.Failure>) {
        guard let connection = connections[fd] else { return }
        switch request {
        case .failure(.closedEarly), .failure(.tooSlow):
            connection.close()
            connections[fd] = nil
        case .failure(.tooLong):
            connection.reply(.failure("request longer than \(Self.maximumRequestBytes) bytes"))
            connections[fd] = nil
        case .failure(.malformed(let reason)):
            connection.reply(.failure("malformed request: \(reason)"))
            connections[fd] = nil
        case .success(let request):
            Task { @MainActor in
                let response = await self.handler(request)
                connection.reply(response)
                self.connections[fd] = nil
            }
        }
    }

    // MARK: Set-up

    /// The peer's user is this process's user (SO_PEERCRED).
    static func peerIsUs(_ fd: Int32) -> Bool {
        var credentials = PeerCredentials()
        var length = socklen_t(MemoryLayout<PeerCredentials>.size)
        guard getsockopt(fd, SOL_SOCKET, SO_PEERCRED, &credentials, &length) == 0 else { return false }
        return isAllowed(peerUID: credentials.uid)
    }

    /// Only the user running the screen may talk to it.
    static func isAllowed(peerUID: uid_t) -> Bool { peerUID == getuid() }

    /// Creates the socket's directory 0700, or checks that an existing one is ours and private.
    static func preparePrivateDirectory(_ directory: String) throws {
        do {
            try FileManager.default.createDirectory(
                atPath: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        } catch {
            throw StartError(description: "cannot create \(directory): \(error.localizedDescription)")
        }
        var info = stat()
        guard lstat(directory, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR else {
            throw StartError(description: "\(directory) is not a directory")
        }
        guard info.st_uid == getuid() else { throw StartError(description: "\(directory) belongs to another user") }
        if info.st_mode & 0o077 != 0, chmod(directory, 0o700) != 0 {
            throw StartError(description: "\(directory) is open to other users and cannot be made private")
        }
    }

    /// A socket file left by a crashed run is removed; one another running screen answers on is kept.
    static func removeStaleSocket(at path: String) throws {
        var info = stat()
        guard lstat(path, &info) == 0 else { return }
        guard (info.st_mode & S_IFMT) == S_IFSOCK else { throw StartError(description: "\(path) exists and is not a socket") }
        let probe = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue | SOCK_CLOEXEC.rawValue), 0)
        defer { Glibc.close(probe) }
        if connect(to: path, with: probe) {
            throw StartError(description: "another Widgetty is running and owns \(path)")
        }
        unlink(path)
    }

    static func listen(at path: String) throws -> Int32 {
        let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue | SOCK_CLOEXEC.rawValue | SOCK_NONBLOCK.rawValue), 0)
        guard fd >= 0 else { throw StartError(description: "socket: \(String(cString: strerror(errno)))") }
        guard var address = UnixSocketClient.address(of: path) else {
            Glibc.close(fd)
            throw StartError(description: "\(path) is too long for a socket path")
        }
        let previous = umask(0o177)
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        umask(previous)
        guard bound == 0, Glibc.listen(fd, 16) == 0 else {
            let message = String(cString: strerror(errno))
            Glibc.close(fd)
            throw StartError(description: "cannot listen on \(path): \(message)")
        }
        return fd
    }

    /// Connects `fd` to the socket at `path`; true on success.
    nonisolated public static func connect(to path: String, with fd: Int32) -> Bool {
        UnixSocketClient.connect(to: path, with: fd)
    }
}

/// Linux's `struct ucred` (pid, uid, gid), which Glibc's Swift module does not export.
struct PeerCredentials {
    var pid: pid_t = 0
    var uid: uid_t = 0
    var gid: gid_t = 0
}
