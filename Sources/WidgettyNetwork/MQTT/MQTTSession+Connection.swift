import Foundation

/// The session's thread: connect, serve, and after a failure wait out the backoff, until the
/// session stops.
extension MQTTSession {
    func run() {
        var failures = 0
        while !isStopping {
            update(notify: false) { $0.status = .connecting }
            do throws(MQTTFailure) {
                try serveOneConnection { failures = 0 }
            } catch {
                if isStopping { break }
                failures += 1
                let retry = Date().addingTimeInterval(MQTTBackoff.delay(afterFailures: failures, jitter: Double.random(in: 0..<1)))
                update(notify: true) { state in
                    state.status = .waiting(error, retryAt: retry)
                    state.settled = true
                }
                while !isStopping, Date() < retry, !leaseExpired(at: Date()) {
                    _ = wait(socket: nil, until: min(retry, leaseEnd))
                }
            }
        }
        ended()
    }

    /// One connection from CONNECT to its end: returns when the session stops, throws why the
    /// connection ended otherwise.
    private func serveOneConnection(connected: () -> Void) throws(MQTTFailure) {
        let settings = self.settings
        let connection = try MQTTSocket.connect(host: settings.host, port: settings.port, timeout: settings.connectTimeout)
        var reader = MQTTPacketReader(maximumPacketBytes: settings.maximumPacketBytes)
        try connection.send(MQTTPacket.connect(clientID: clientID, username: settings.username, password: settings.password,
                                               keepAlive: UInt16(clamping: settings.keepAlive)), timeout: settings.connectTimeout)
        var lastSent = Date()
        let handshakeEnd = Date().addingTimeInterval(settings.connectTimeout)
        var acknowledged = false
        while !acknowledged {
            guard let packet = try next(connection, &reader, until: handshakeEnd) else {
                if isStopping { return }
                if Date() >= handshakeEnd { throw MQTTFailure(offline: true, "\(connection.place) did not answer the login within \(MQTTSocket.seconds(settings.connectTimeout))") }
                continue
            }
            if case .connectionAcknowledged(_, let code) = packet {
                guard code == 0 else { throw MQTTFailure(offline: false, MQTTIncoming.refusal(code)) }
                acknowledged = true
            }
        }
        try connection.send(MQTTPacket.subscribe(id: 1, filters: settings.topics, qos: settings.qos), timeout: settings.connectTimeout)
        lastSent = Date()
        var subscribedAt: Date?
        var pingSentAt: Date?
        let pongLimit = TimeInterval(min(30, max(2, settings.keepAlive / 2)))
        defer { try? connection.send(MQTTPacket.disconnect, timeout: 1) }
        while true {
            let now = Date()
            if leaseExpired(at: now) { return }
            if subscribedAt == nil, now.timeIntervalSince(lastSent) > settings.connectTimeout {
                throw MQTTFailure(offline: true, "\(connection.place) did not answer the subscription within \(MQTTSocket.seconds(settings.connectTimeout))")
            }
            if let sent = pingSentAt, now.timeIntervalSince(sent) > pongLimit {
                throw MQTTFailure(offline: true, "\(connection.place) did not answer a ping within \(MQTTSocket.seconds(pongLimit))")
            }
            if pingSentAt == nil, now.timeIntervalSince(lastSent) >= TimeInterval(settings.keepAlive) {
                try connection.send(MQTTPacket.pingRequest, timeout: settings.connectTimeout)
                lastSent = now
                pingSentAt = now
            }
            let settleAt = subscribedAt.map { $0.addingTimeInterval(Self.settleDelay) }
            update(notify: false) { state in
                if let settleAt, settleAt <= now { state.settled = true }
            }
            var deadline = min(lastSent.addingTimeInterval(TimeInterval(settings.keepAlive)), leaseEnd)
            for candidate in [pingSentAt.map { $0.addingTimeInterval(pongLimit) }, settleAt, nextWaiterDeadline,
                              subscribedAt == nil ? lastSent.addingTimeInterval(settings.connectTimeout) : nil].compactMap({ $0 })
            where candidate > now {
                deadline = min(deadline, candidate)
            }
            guard let packet = try next(connection, &reader, until: deadline) else {
                if isStopping { return }
                continue
            }
            switch packet {
            case .message(let topic, let payload, let qos, let retained, let id):
                if qos > 0, let id {
                    try connection.send(MQTTPacket.publishAcknowledgement(id: id), timeout: settings.connectTimeout)
                    lastSent = Date()
                }
                keep(MQTTMessage(topic: topic, payload: payload, receivedAt: Date(), retained: retained))
            case .subscriptionAcknowledged(_, let codes):
                let refused = zip(settings.topics, codes).filter { $0.1 == 0x80 }.map(\.0)
                if refused.count == settings.topics.count {
                    throw MQTTFailure(offline: false, "the broker refused the subscription to \(refused.joined(separator: ", "))")
                }
                subscribedAt = Date()
                connected()
                update(notify: true) { state in
                    state.status = .connected(since: Date())
                    state.notice = refused.isEmpty ? nil : "the broker refused \(refused.joined(separator: ", "))"
                }
            case .pingResponse:
                pingSentAt = nil
            case .oversized(let bytes):
                update(notify: true) { state in
                    state.notice = "a message of \(bytes >> 10) KiB was skipped (the limit is \(settings.maximumPacketBytes >> 10) KiB)"
                }
            case .connectionAcknowledged, .ignored:
                break
            }
        }
    }

    /// The next packet, or nil at `deadline` or a wake; throws when the connection ends.
    private func next(_ connection: MQTTSocket, _ reader: inout MQTTPacketReader, until deadline: Date) throws(MQTTFailure) -> MQTTIncoming? {
        while true {
            do throws(MQTTProtocolError) {
                if let packet = try reader.next() { return packet }
            } catch {
                throw MQTTFailure(offline: false, "\(connection.place) broke the protocol: \(error.description)")
            }
            guard wait(socket: connection.descriptor, until: deadline) else { return nil }
            guard let bytes = try connection.receive(limit: Self.readChunk) else {
                throw MQTTFailure(offline: true, "\(connection.place) closed the connection")
            }
            reader.append(bytes)
        }
    }
}
