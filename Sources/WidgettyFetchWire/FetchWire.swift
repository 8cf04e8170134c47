import FoundationEssentials

/// What `widgetty-fetch` reads on its standard input: one call, as JSON.
public enum FetchCall: Codable, Sendable, Hashable {
    /// An HTTP exchange.
    case exchange(NetworkRequest)
    /// A TCP connection opened and closed (the monitor's `tcp:` targets).
    case probe(host: String, port: Int, timeout: TimeInterval)
}

/// The answer `widgetty-fetch` writes on its standard output: one line of JSON (this head), then
/// the body's bytes as they came, `bodyBytes` of them.
public struct FetchAnswerHead: Codable, Sendable, Hashable {
    public var status: Int?
    public var reason: String?
    public var headers: [NetworkHeader]?
    public var bodyBytes: Int?
    public var failure: NetworkFailure?
    /// Seconds the exchange (or the connection) took where it was made.
    public var latency: TimeInterval
}

/// Writes and reads the two sides of `widgetty-fetch`'s conversation.
public enum FetchWire {
    /// The call as `widgetty-fetch` reads it.
    public static func encode(_ call: FetchCall) -> [UInt8] {
        Array((try? JSONEncoder().encode(call)) ?? Data())
    }

    public static func decodeCall(_ bytes: [UInt8]) throws -> FetchCall {
        try JSONDecoder().decode(FetchCall.self, from: Data(bytes))
    }

    /// An exchange's answer: the head line, then the body.
    public static func encode(_ exchange: HTTPExchange) -> [UInt8] {
        var head = FetchAnswerHead(latency: exchange.latency)
        var body: [UInt8] = []
        switch exchange.outcome {
        case .success(let response):
            head.status = response.status
            head.reason = response.reason
            head.headers = response.headers
            head.bodyBytes = response.body.count
            body = response.body
        case .failure(let failure):
            head.failure = failure
        }
        return line(head) + body
    }

    /// A probe's answer: the head line alone.
    public static func encode(_ probe: Result<TimeInterval, NetworkFailure>) -> [UInt8] {
        switch probe {
        case .success(let latency): line(FetchAnswerHead(latency: latency))
        case .failure(let failure): line(FetchAnswerHead(failure: failure, latency: 0))
        }
    }

    public static func decodeExchange(_ bytes: [UInt8]) throws -> HTTPExchange {
        var bytes = bytes
        return try decodeExchange(taking: &bytes)
    }

    /// ``decodeExchange(_:)`` that makes the body of `bytes` itself (the head line removed in
    /// place), so a body of megabytes is not held twice; `bytes` is left empty.
    public static func decodeExchange(taking bytes: inout [UInt8]) throws -> HTTPExchange {
        let (head, bodyStart) = try split(bytes)
        if let failure = head.failure { return HTTPExchange(outcome: .failure(failure), latency: head.latency) }
        let bodyCount = bytes.count - bodyStart
        guard let status = head.status, let count = head.bodyBytes, count == bodyCount else {
            throw FetchWireError("the answer's body is \(bodyCount) bytes where its head says \(head.bodyBytes ?? -1)")
        }
        bytes.removeSubrange(..<bodyStart)
        let body = bytes
        bytes = []
        let response = NetworkResponse(status: status, reason: head.reason ?? "", headers: head.headers ?? [], body: body)
        return HTTPExchange(outcome: .success(response), latency: head.latency)
    }

    public static func decodeProbe(_ bytes: [UInt8]) throws -> Result<TimeInterval, NetworkFailure> {
        let (head, _) = try split(bytes)
        return head.failure.map { .failure($0) } ?? .success(head.latency)
    }

    private static func line(_ head: FetchAnswerHead) -> [UInt8] {
        Array((try? JSONEncoder().encode(head)) ?? Data()) + [0x0A]
    }

    /// The head line of `bytes`, and where the body after it starts.
    private static func split(_ bytes: [UInt8]) throws -> (FetchAnswerHead, Int) {
        guard let newline = bytes.firstIndex(of: 0x0A) else { throw FetchWireError("no answer") }
        do {
            return (try JSONDecoder().decode(FetchAnswerHead.self, from: Data(bytes[..<newline])), newline + 1)
        } catch {
            throw FetchWireError("an answer that is not one: \(NetworkText.oneLine(String(decoding: bytes[..<newline].prefix(80), as: UTF8.self)))")
        }
    }
}

/// `widgetty-fetch` said something that is not an answer.
public struct FetchWireError: Error, CustomStringConvertible, Sendable {
    public var description: String
    init(_ description: String) { self.description = description }
}
