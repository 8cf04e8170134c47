import AsyncHTTPClient
import FoundationEssentials
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import NIOCore
import NIOHTTP1
import NIOPosix
import NIOSSL
import Synchronization
import WidgettyFetchWire

/// Makes HTTP exchanges with async-http-client over SwiftNIO, TLS by swift-nio-ssl verifying
/// against the system's CA store (`/etc/ssl/certs/ca-certificates.crt` on Debian), under each
/// request's limits: connect and total timeouts, a body limit, redirects. Proxies are read
/// from `http_proxy`, `https_proxy` and `no_proxy`.
///
/// Nothing starts until the first request: the event loop (one thread) and the clients (one per
/// proxy and redirect limit) are made then. `widgetty-fetch` makes one exchange with it and
/// exits; tests keep one for many.
public final class HTTPExchanger: HTTPExchanging {
    private struct ClientKey: Hashable {
        var proxy: ProxySettings.Server?
        var maximumRedirects: Int
        var connectTimeout: TimeInterval
    }

    private struct Running {
        var group: MultiThreadedEventLoopGroup?
        var clients: [ClientKey: HTTPClient] = [:]
        var shutDown = false
    }

    private let proxies: ProxySettings
    private let running = Mutex(Running())

    /// - Parameter environment: where the proxy variables are read.
    public init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        self.proxies = ProxySettings(environment: environment)
    }

    /// An exchanger made for a while (a test's) shuts its clients and loop down in the
    /// background when released.
    deinit {
        let (clients, group) = stopAccepting()
        guard !clients.isEmpty || group != nil else { return }
        let stopping = StoppingClients(clients: clients, group: group)
        Task.detached { await stopping.stop() }
    }

    /// True once a request has started the event loop.
    public var isStarted: Bool { running.withLock { $0.group != nil } }

    public func exchange(_ request: NetworkRequest) async -> HTTPExchange {
        let started = ContinuousClock.now
        let outcome: Result<NetworkResponse, NetworkFailure>
        do {
            outcome = .success(try await send(request))
        } catch {
            outcome = .failure(NetworkErrorDescription.failure(for: error, request: request))
        }
        return HTTPExchange(outcome: outcome, latency: Self.seconds(ContinuousClock.now - started))
    }

    /// Opens (and closes) a TCP connection to `host:port`: the seconds it took, or why not.
    public func probeTCP(host: String, port: Int, timeout: TimeInterval) async -> Result<TimeInterval, NetworkFailure> {
        guard (1...65535).contains(port), !host.isEmpty else {
            return .failure(NetworkFailure(.badRequest, "not a host:port: \(host):\(port)"))
        }
        guard let group = eventLoopGroup() else { return .failure(NetworkFailure(.other, "the network client was shut down")) }
        let started = ContinuousClock.now
        do {
            let channel = try await ClientBootstrap(group: group)
                .connectTimeout(.milliseconds(Int64(max(timeout, 0.001) * 1000)))
                .connect(host: host, port: port).get()
            let latency = Self.seconds(ContinuousClock.now - started)
            try? await channel.close().get()
            return .success(latency)
        } catch {
            return .failure(NetworkErrorDescription.failure(for: error, host: host, port: port, connectTimeout: timeout))
        }
    }

    /// Stops every client and the event loop; later requests fail.
    public func shutdown() async {
        let (clients, group) = stopAccepting()
        for client in clients { try? await client.shutdown() }
        try? await group?.shutdownGracefully()
    }

    /// ``shutdown()`` for a synchronous caller (the program's exit handler): waits on this thread,
    /// which must not be the event loop's. Does nothing when no request was ever made.
    public func shutdownAndWait() {
        let (clients, group) = stopAccepting()
        for client in clients { try? client.syncShutdown() }
        try? group?.syncShutdownGracefully()
    }

    private func stopAccepting() -> ([HTTPClient], MultiThreadedEventLoopGroup?) {
        running.withLock { running in
            running.shutDown = true
            defer { running.clients = [:]; running.group = nil }
            return (Array(running.clients.values), running.group)
        }
    }

    // MARK: The exchange

    private func send(_ request: NetworkRequest) async throws -> NetworkResponse {
        guard let scheme = request.url.scheme?.lowercased(), scheme == "http" || scheme == "https",
            let host = request.url.host, !host.isEmpty
        else { throw NetworkFailure(.badRequest, "not an http or https URL: \(request.url.absoluteString.prefix(80))") }
        guard let client = client(for: request) else { throw NetworkFailure(.other, "the network client was shut down") }
        var http = HTTPClientRequest(url: request.url.absoluteString)
        http.method = HTTPMethod(rawValue: request.method)
        for header in request.headers { http.headers.add(name: header.name, value: header.value) }
        if !http.headers.contains(name: "User-Agent") { http.headers.add(name: "User-Agent", value: "widgetty") }
        if let body = request.body { http.body = .bytes(ByteBuffer(bytes: body)) }
        if request.insecure {
            var tls = TLSConfiguration.makeClientConfiguration()
            tls.certificateVerification = .none
            http.tlsConfiguration = tls
        }
        let limits = request.limits
        let deadline = NIODeadline.now() + .milliseconds(Int64(limits.totalTimeout * 1000))
        let response = try await Self.execute(http, on: client, deadline: deadline)
        let headers = response.headers.map { NetworkHeader($0.name, $0.value) }
        let status = Int(response.status.code)
        let tooLarge = NetworkFailure(.tooLarge, "the answer is larger than \(NetworkText.bytes(limits.maximumBodyBytes))")
        if let length = response.headers.first(name: "Content-Length").flatMap(Int.init), length > limits.maximumBodyBytes {
            throw tooLarge
        }
        var body: [UInt8] = []
        for try await chunk in response.body {
            guard body.count + chunk.readableBytes <= limits.maximumBodyBytes else { throw tooLarge }
            body.append(contentsOf: chunk.readableBytesView)
            guard NIODeadline.now() < deadline else { throw HTTPClientError.deadlineExceeded }
        }
        return NetworkResponse(status: status, reason: response.status.reasonPhrase, headers: headers, body: body)
    }

    /// Sends `http`; a GET or HEAD that fails because the pooled keep-alive connection it was given
    /// had been closed by the server meanwhile is sent again, as browsers and curl do, so that a
    /// server's idle timeout or restart is not reported as a failure. Each stale connection fails
    /// once and leaves the pool, so the tries are bounded by the pool's connections per host.
    private static func execute(_ http: HTTPClientRequest, on client: HTTPClient, deadline: NIODeadline) async throws -> HTTPClientResponse {
        let idempotent = http.method == .GET || http.method == .HEAD
        var tries = 0
        while true {
            do {
                return try await client.execute(http, deadline: deadline)
            } catch where idempotent && isStaleConnection(error) && tries < staleConnectionRetries && NIODeadline.now() < deadline {
                tries += 1
            }
        }
    }

    /// async-http-client's default soft limit of HTTP/1 connections to one host.
    static let staleConnectionRetries = 8

    /// True for the errors a reused connection the peer already closed gives before any answer.
    static func isStaleConnection(_ error: any Error) -> Bool {
        if let channel = error as? ChannelError {
            switch channel {
            case .ioOnClosedChannel, .alreadyClosed, .eof: return true
            default: return false
            }
        }
        if let client = error as? HTTPClientError { return client == .remoteConnectionClosed }
        if let io = error as? IOError { return io.errnoCode == ECONNRESET || io.errnoCode == EPIPE }
        return false
    }

    private func eventLoopGroup() -> MultiThreadedEventLoopGroup? {
        running.withLock { running in
            guard !running.shutDown else { return nil }
            if let group = running.group { return group }
            let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
            running.group = group
            return group
        }
    }

    private func client(for request: NetworkRequest) -> HTTPClient? {
        let key = ClientKey(proxy: proxies.server(for: request.url), maximumRedirects: request.limits.maximumRedirects,
                            connectTimeout: request.limits.connectTimeout)
        guard let group = eventLoopGroup() else { return nil }
        return running.withLock { running in
            if let client = running.clients[key] { return client }
            var pool = HTTPClient.Configuration.ConnectionPool(idleTimeout: .seconds(30))
            // A refused connection is an answer: no retrying until the deadline.
            pool.retryConnectionEstablishment = false
            let configuration = HTTPClient.Configuration(
                redirectConfiguration: key.maximumRedirects > 0
                    ? .follow(max: key.maximumRedirects, allowCycles: false) : .disallow,
                timeout: .init(connect: .milliseconds(Int64(key.connectTimeout * 1000))),
                connectionPool: pool,
                proxy: key.proxy.map { .server(host: $0.host, port: $0.port) })
            let client = HTTPClient(eventLoopGroup: group, configuration: configuration)
            running.clients[key] = client
            return client
        }
    }

    /// Clients and a loop being shut down after their exchanger was released.
    private struct StoppingClients: Sendable {
        let clients: [HTTPClient]
        let group: MultiThreadedEventLoopGroup?

        func stop() async {
            for client in clients { try? await client.shutdown() }
            try? await group?.shutdownGracefully()
        }
    }

    static func seconds(_ duration: Duration) -> TimeInterval {
        let (seconds, attoseconds) = duration.components
        return TimeInterval(seconds) + TimeInterval(attoseconds) / 1e18
    }
}
