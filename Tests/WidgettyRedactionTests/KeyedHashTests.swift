import Foundation
import Testing
@testable import WidgettyRedaction

@Suite struct KeyedHashTests {
    static func hex(_ bytes: [UInt8]) -> String { bytes.map { String(format: "%02x", $0) }.joined() }

    @Test func sha256MatchesThePublishedVectors() {
        #expect(Self.hex(SHA256Digest.hash([])) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(Self.hex(SHA256Digest.hash(Array("abc".utf8))) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        let twoBlocks = "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq"
        #expect(Self.hex(SHA256Digest.hash(Array(twoBlocks.utf8))) == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        let million = [UInt8](repeating: UInt8(ascii: "a"), count: 1_000_000)
        #expect(Self.hex(SHA256Digest.hash(million)) == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    @Test func hmacMatchesRFC4231() {
        // Test case 2 (a short key) and 6 (a key longer than the block, hashed first).
        #expect(KeyedHash(key: Array("Jefe".utf8)).hex("what do ya want for nothing?")
            == "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843")
        let longKey = [UInt8](repeating: 0xaa, count: 131)
        #expect(KeyedHash(key: longKey).hex("Test Using Larger Than Block-Size Key - Hash Key First")
            == "60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54")
    }

    @Test func theInstallationKeyIsMadeOncePrivateAndKept() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("keyed-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("store.sqlite3.key")
        let first = KeyedHash.installationKey(at: file).hex("https://example.com/?token=abc")
        let mode = try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? Int
        #expect(mode == 0o600)
        #expect(try Data(contentsOf: file).count == 32)
        // 64 hexadecimal digits, and keyed: another key names the same text otherwise. (A check
        // that the digits do not spell "abc" failed once in about seventy runs: they may.)
        #expect(first.count == 64 && first.allSatisfy(\.isHexDigit))
        #expect(KeyedHash(key: [UInt8](repeating: 7, count: 32)).hex("https://example.com/?token=abc") != first)
        // Another process reads the same key: the same name.
        let key = try [UInt8](Data(contentsOf: file))
        #expect(KeyedHash(key: key).hex("https://example.com/?token=abc") == first)
    }

    /// Many makers at once of a key nobody has made yet, as the three network cells of a first
    /// start are: every one of them ends with the key the file holds. Threads ask through the
    /// process's cache and, as separate processes would, straight from the file.
    @Test func makersAtOnceAllAgreeOnTheKeyTheFileHolds() async throws {
        for round in 0..<20 {
            let directory = FileManager.default.temporaryDirectory.appendingPathComponent("keyed-race-\(round)-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: directory) }
            let cached = directory.appendingPathComponent("cached.key"), uncached = directory.appendingPathComponent("uncached.key")
            let names = await withTaskGroup(of: String.self, returning: Set<String>.self) { group in
                for _ in 0..<8 { group.addTask { KeyedHash.installationKey(at: cached).hex("a name") } }
                return await group.reduce(into: Set<String>()) { $0.insert($1) }
            }
            let keys = await withTaskGroup(of: [UInt8].self, returning: Set<[UInt8]>.self) { group in
                for _ in 0..<8 { group.addTask { KeyedHash.readOrMakeKey(uncached) } }
                return await group.reduce(into: Set<[UInt8]>()) { $0.insert($1) }
            }
            #expect(names == [KeyedHash(key: try [UInt8](Data(contentsOf: cached))).hex("a name")])
            #expect(keys == [try [UInt8](Data(contentsOf: uncached))])
            let leftovers = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
            #expect(leftovers == ["cached.key", "uncached.key"], "no temporary file is left beside the key")
        }
    }
}
