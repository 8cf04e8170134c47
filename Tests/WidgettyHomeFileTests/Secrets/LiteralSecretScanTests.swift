import Testing
@testable import WidgettyHomeFile

@Suite struct LiteralSecretScanTests {
    private let yaml = """
        widgets:
          - kind: github
            id: gh
            params:
              token: ghp_a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8
              repo: swiftlang/swift
          - kind: http
            params:
              headers: ["Accept: application/json", "X-Api: Zr8Kq2Lm9Xv4Tb7Nw1Hc6Jd3Fs5Gp0Ya8Ue2Io7"]
              password: hunter2
              apiKey: "${env:API_KEY}"
              authorization: "Bearer ${cmd:pass show api}"
              url: https://example.com/a/very/long/path/that/is/not/a/secret/at/all/2026
              commit: "/home/someone/projects/widgetty-2026/Sources/WidgettyHomeFile"
        """

    private func warnings(mode: UInt32) throws -> [String] {
        let (configuration, problems) = HomeFileParser.parse(yaml, file: "home.yaml")
        #expect(problems.isEmpty)
        return LiteralSecretScan.warnings(in: try #require(configuration), file: "home.yaml", mode: mode).map(\.description)
    }

    @Test func literalSecretsInAFileOthersCanReadAreNamedNeverQuoted() throws {
        let found = try warnings(mode: 0o644)
        #expect(found.map { $0.prefix(while: { $0 != " " }) } == ["home.yaml:5:14:", "home.yaml:9:16:", "home.yaml:10:17:"])
        #expect(found[0] == "home.yaml:5:14: warning: parameter 'token' of 'gh' looks like a secret written out, and home.yaml "
            + "is readable by its group and others (mode 644): run `chmod 600 home.yaml`, or write a reference instead: "
            + "${env:NAME}, ${file:~/path} or ${cmd:program args}")
        for warning in found {
            #expect(!warning.contains("ghp_a1B2") && !warning.contains("Zr8Kq2") && !warning.contains("hunter2"))
        }
        #expect(try warnings(mode: 0o640).first?.contains("readable by its group (mode 640)") == true)
    }

    @Test func aFileOnlyItsOwnerReadsGetsNoWarning() throws {
        #expect(try warnings(mode: 0o600).isEmpty)
        #expect(try warnings(mode: 0o700).isEmpty)
    }

    @Test func tokenShapes() {
        #expect(LiteralSecretScan.holdsLiteralSecret(key: "repo", value: .string("github_pat_11ABCDEFG0abcdefghijklmnopqrstuvwxyz")))
        #expect(!LiteralSecretScan.holdsLiteralSecret(key: "title", value: .string("a sentence of ordinary words that is long enough")))
        #expect(!LiteralSecretScan.holdsLiteralSecret(key: "token", value: .string("")))
        #expect(!LiteralSecretScan.holdsLiteralSecret(key: "tokenFile", value: .string("~/.config/gh-token")))
        #expect(LiteralSecretScan.holdsLiteralSecret(key: "X-Auth-Token", value: .string("abc")))
        #expect(!LiteralSecretScan.holdsLiteralSecret(key: "name", value: .string("abcdefghijklmnopqrstuvwxyzabcdefgh")))
    }
}
