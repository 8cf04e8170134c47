import Testing
import WidgettyNetwork

/// The MQTT 3.1.1 packets the client writes, byte for byte as the standard lays them out, and
/// the reader of the broker's packets: split anywhere, bounded, refusing malformed lengths.
@Suite struct MQTTPacketTests {
    @Test func remainingLengthsUseSevenBitsABytePerTheStandardsTable() {
        #expect(MQTTPacket.remainingLength(0) == [0x00])
        #expect(MQTTPacket.remainingLength(127) == [0x7F])
        #expect(MQTTPacket.remainingLength(128) == [0x80, 0x01])
        #expect(MQTTPacket.remainingLength(16_383) == [0xFF, 0x7F])
        #expect(MQTTPacket.remainingLength(16_384) == [0x80, 0x80, 0x01])
        #expect(MQTTPacket.remainingLength(2_097_151) == [0xFF, 0xFF, 0x7F])
        #expect(MQTTPacket.remainingLength(268_435_455) == [0xFF, 0xFF, 0xFF, 0x7F])
    }

    @Test func connectCarriesTheProtocolKeepAliveClientAndLogin() {
        let anonymous = MQTTPacket.connect(clientID: "w1", username: nil, password: nil, keepAlive: 60)
        #expect(anonymous == [0x10, 14, 0, 4, 0x4D, 0x51, 0x54, 0x54, 4, 0x02, 0, 60, 0, 2, 0x77, 0x31])
        let login = MQTTPacket.connect(clientID: "w", username: "u", password: "pw", keepAlive: 300)
        #expect(login == [0x10, 20, 0, 4, 0x4D, 0x51, 0x54, 0x54, 4, 0xC2, 0x01, 0x2C, 0, 1, 0x77, 0, 1, 0x75, 0, 2, 0x70, 0x77])
    }

    @Test func subscribeAcknowledgeAndPing() {
        #expect(MQTTPacket.subscribe(id: 1, filters: ["a/+", "b/#"], qos: 1)
            == [0x82, 14, 0, 1, 0, 3, 0x61, 0x2F, 0x2B, 1, 0, 3, 0x62, 0x2F, 0x23, 1])
        #expect(MQTTPacket.publishAcknowledgement(id: 0x1234) == [0x40, 2, 0x12, 0x34])
        #expect(MQTTPacket.pingRequest == [0xC0, 0] && MQTTPacket.disconnect == [0xE0, 0])
        #expect(MQTTPacket.publish(topic: "t", payload: [0x31], retain: true) == [0x31, 4, 0, 1, 0x74, 0x31])
    }

    @Test func theReaderTakesPacketsSplitAnywhere() throws {
        let stream: [UInt8] = [0x20, 2, 0, 0] + [0x90, 4, 0, 1, 0x00, 0x80] + [0x33, 8, 0, 3, 0x61, 0x2F, 0x62, 0x00, 0x07, 0x39]
            + [0xD0, 0] + [0xB0, 2, 0, 9]
        for split in 0...stream.count {
            var reader = MQTTPacketReader(maximumPacketBytes: 1024)
            var packets: [MQTTIncoming] = []
            for part in [stream[..<split], stream[split...]] {
                reader.append(part)
                while let packet = try reader.next() { packets.append(packet) }
            }
            #expect(packets == [
                .connectionAcknowledged(sessionPresent: false, returnCode: 0),
                .subscriptionAcknowledged(id: 1, codes: [0x00, 0x80]),
                .message(topic: "a/b", payload: [0x39], qos: 1, retained: true, id: 7),
                .pingResponse,
                .ignored(type: 11),
            ], "split at \(split)")
            #expect(reader.heldBytes == 0)
        }
    }

    @Test func anOversizedPacketIsSkippedAsItArrivesNeverHeld() throws {
        var reader = MQTTPacketReader(maximumPacketBytes: 100)
        let big = MQTTPacket.publish(topic: "big", payload: [UInt8](repeating: 0x41, count: 5_000))
        let small = MQTTPacket.publish(topic: "s", payload: [0x32])
        var packets: [MQTTIncoming] = []
        var held = 0
        for chunk in stride(from: 0, to: big.count, by: 700) {
            reader.append(big[chunk..<min(big.count, chunk + 700)])
            held = max(held, reader.heldBytes)
            while let packet = try reader.next() { packets.append(packet) }
        }
        reader.append(small[...])
        while let packet = try reader.next() { packets.append(packet) }
        #expect(packets == [.oversized(bytes: 5_005), .message(topic: "s", payload: [0x32], qos: 0, retained: false, id: nil)])
        #expect(held <= 700, "at most one read is held while skipping")
    }

    @Test func malformedPacketsAreRefusedWithAReason() {
        func refusal(_ bytes: [UInt8]) -> String? {
            var reader = MQTTPacketReader(maximumPacketBytes: 1 << 20)
            reader.append(bytes[...])
            do {
                _ = try reader.next()
                return nil
            } catch {
                return error.description
            }
        }
        #expect(refusal([0x30, 0xFF, 0xFF, 0xFF, 0xFF, 0x01]) == "a packet's length takes more than four bytes")
        #expect(refusal([0x36, 3, 0, 1, 0x61]) == "a PUBLISH with QoS 3")
        #expect(refusal([0x30, 3, 0, 9, 0x61]) == "a PUBLISH shorter than its topic")
        #expect(refusal([0x20, 3, 0, 0, 0]) == "a CONNACK of 3 bytes")
    }

    @Test func backoffDoublesFromASecondToAMinuteAndJitterOnlyShortens() {
        #expect((1...8).map { MQTTBackoff.delay(afterFailures: $0, jitter: 0) } == [1, 2, 4, 8, 16, 32, 60, 60])
        #expect(MQTTBackoff.delay(afterFailures: 3, jitter: 0.999_999) > 2 && MQTTBackoff.delay(afterFailures: 3, jitter: 1) == 2)
        #expect(MQTTIncoming.refusal(4) == "the broker refused the connection: bad user name or password")
    }
}
