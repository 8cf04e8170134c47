import AsyncHTTPClient
import FoundationEssentials
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import NIOCore
import NIOPosix
import NIOSSL
import WidgettyFetchWire

/// Turns what SwiftNIO, swift-nio-ssl and async-http-client throw into a ``NetworkFailure``
/// whose message a person can act on ("connection refused by 127.0.0.1:8080").
enum NetworkErrorDescription {
    static func failure(for error: any Error, request: NetworkRequest) -> NetworkFailure {
        let url = request.url
        let port = url.port ?? (url.scheme?.lowercased() == "https" ? 443 : 80)
        if let failure = error as? NetworkFailure { return failure }
        if let client = error as? HTTPClientError {
            switch client {
            case .connectTimeout, .tlsHandshakeTimeout, .httpProxyHandshakeTimeout, .socksHandshakeTimeout:
                return NetworkFailure(.timeout, "could not connect to \(url.host ?? ""):\(port) within \(NetworkText.seconds(request.limits.connectTimeout))")
            case .deadlineExceeded, .readTimeout, .writeTimeout:
                return NetworkFailure(.timeout, "no complete answer within \(NetworkText.seconds(request.limits.totalTimeout))")
            case .redirectLimitReached:
                return NetworkFailure(.redirects, "more than \(request.limits.maximumRedirects) redirects")
            case .redirectCycleDetected:
                return NetworkFailure(.redirects, "a redirect loop")
            case .remoteConnectionClosed:
                return NetworkFailure(.other, "the server closed the connection before answering")
            case .invalidURL, .emptyHost, .emptyScheme:
                return NetworkFailure(.badRequest, "not a valid request: \(client.shortDescription)")
            case .cancelled:
                return NetworkFailure(.other, "cancelled")
            case .proxyAuthenticationRequired, .invalidProxyResponse:
                return NetworkFailure(.unreachable, "the proxy refused: \(client.shortDescription)")
            default:
                return NetworkFailure(.other, NetworkText.oneLine(client.shortDescription))
            }
        }
        return failure(for: error, host: url.host ?? "", port: port, connectTimeout: request.limits.connectTimeout)
    }

    /// A failure to connect to `host:port` (also the monitor's TCP probes).
    static func failure(for error: any Error, host: String, port: Int, connectTimeout: TimeInterval) -> NetworkFailure {
        let place = "\(host):\(port)"
        if let connection = error as? NIOConnectionError {
            if connection.connectionErrors.isEmpty, connection.dnsAError != nil || connection.dnsAAAAError != nil {
                return NetworkFailure(.unreachable, "cannot resolve \(host)")
            }
            if let first = connection.connectionErrors.first {
                return failure(for: first.error, host: host, port: port, connectTimeout: connectTimeout)
            }
            return NetworkFailure(.unreachable, "cannot connect to \(place)")
        }
        if let io = error as? IOError {
            switch io.errnoCode {
            case ECONNREFUSED: return NetworkFailure(.unreachable, "connection refused by \(place)")
            case ENETUNREACH, ENETDOWN: return NetworkFailure(.unreachable, "network unreachable (\(place))")
            case EHOSTUNREACH, EHOSTDOWN: return NetworkFailure(.unreachable, "host unreachable (\(place))")
            case ETIMEDOUT: return NetworkFailure(.timeout, "could not connect to \(place) within \(NetworkText.seconds(connectTimeout))")
            case ECONNRESET: return NetworkFailure(.other, "connection reset by \(place)")
            default: return NetworkFailure(.unreachable, "cannot connect to \(place): \(NetworkText.oneLine(String(describing: io)))")
            }
        }
        if let channel = error as? ChannelError, case .connectTimeout = channel {
            return NetworkFailure(.timeout, "could not connect to \(place) within \(NetworkText.seconds(connectTimeout))")
        }
        if error is NIOSSLError || error is BoringSSLError || error is NIOSSLExtraError {
            let text = String(describing: error)
            if text.contains("CERTIFICATE_VERIFY_FAILED") {
                return NetworkFailure(.tls, "TLS: the certificate of \(host) is not trusted (not verified against the system's CA store)")
            }
            return NetworkFailure(.tls, "TLS with \(host) failed: \(NetworkText.oneLine(text))")
        }
        if error is CancellationError { return NetworkFailure(.other, "cancelled") }
        return NetworkFailure(.other, NetworkText.oneLine(String(describing: error)))
    }
}
