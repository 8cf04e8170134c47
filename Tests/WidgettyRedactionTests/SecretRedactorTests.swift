import Foundation
import Testing
import WidgettyRedaction
import WidgettyStore
import WidgettyTerminal

@Suite struct SecretRedactorTests {
    static func secret() -> String { "ghp_" + UUID().uuidString.replacingOccurrences(of: "-", with: "") }

    @Test func aSecretIsBlottedInEveryFormItTravelsIn() {
        let redactor = SecretRedactor()
        let token = "s3cr/et+tok\"en=" + UUID().uuidString
        redactor.register(token)
        let json = String(decoding: try! JSONEncoder().encode(["auth": "Bearer \(token)"]), as: UTF8.self)
        let cases = [
            "HTTP 401: you sent Bearer \(token)",
            json,
            "https://h/?t=" + token.addingPercentEncoding(withAllowedCharacters: .alphanumerics)!,
            "Basic " + Data("user:\(token)".utf8).base64EncodedString(),
            "Basic " + Data("us:\(token)".utf8).base64EncodedString(),
            "Basic " + Data("u:\(token)!".utf8).base64EncodedString(),
            Data("x\(token)".utf8).base64EncodedString().replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_"),
        ]
        for text in cases {
            let redacted = redactor.redact(text)
            #expect(redacted.contains(SecretRedactor.mask), "\(text)")
            #expect(!redacted.contains(token), "\(text)")
            // What is left decodes to nothing that holds the secret.
            #expect(!redactor.reveals(redacted))
        }
    }

    /// Generated secrets of every kind of character, put into generated text in a random form:
    /// nothing of the secret's recognisable spellings survives.
    @Test func generatedSecretsNeverSurviveInAnyForm() {
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("abcXYZ0189-_.~+/=:;\"\\ %é€😀\t")
        for _ in 0..<300 {
            let redactor = SecretRedactor()
            let length = Int.random(in: 4...40, using: &generator)
            let secret = String((0..<length).map { _ in alphabet.randomElement(using: &generator)! })
            redactor.register(secret)
            let before = String((0..<Int.random(in: 0...9, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! })
            let whole = before + secret + "tail"
            let forms: [String] = [
                whole,
                Data(whole.utf8).base64EncodedString(),
                String(decoding: try! JSONEncoder().encode(whole), as: UTF8.self),
                whole.addingPercentEncoding(withAllowedCharacters: .alphanumerics)!,
            ]
            for form in forms {
                let redacted = redactor.redact(form)
                #expect(!redacted.contains(secret), "secret \(secret.debugDescription) in \(form.debugDescription)")
                if form.hasPrefix(Data(whole.utf8).base64EncodedString()) {
                    // The base64 of the whole text no longer decodes to anything holding the secret.
                    let decoded = Data(base64Encoded: redacted).map { String(decoding: $0, as: UTF8.self) } ?? ""
                    #expect(!decoded.contains(secret))
                }
            }
        }
    }

    @Test func shortValuesAreNotSecretsAndTheLongestIsBlottedWhole() {
        let redactor = SecretRedactor()
        redactor.register("abc")
        #expect(redactor.redact("abc abc") == "abc abc")
        redactor.register("tokenpart")
        redactor.register("tokenpart-and-more")
        #expect(redactor.redact("x tokenpart-and-more y") == "x •••• y")
    }

    @Test func everyTextThatBecomesCellsOrConsoleOutputIsRedacted() {
        let token = Self.secret()
        SecretRedactor.process.register(token)
        #expect(TerminalText.sanitized("sent \(token)") == "sent ••••")
        #expect(ConsoleText.safe("a\t\(token)\nb\u{1B}]0;x\u{07}") == "a\t••••\nb␛]0;x␇")
        #expect(ConsoleText.safe("plain\ntwo\tcolumns\n") == "plain\ntwo\tcolumns\n", "plain lines keep their breaks")
        let tabbed = "tab\tbed-" + token
        SecretRedactor.process.register(tabbed)
        #expect(ConsoleText.safe("x \(tabbed) y") == "x •••• y", "a secret holding a tab is found whole")
        var buffer = CellBuffer(size: Size(width: 20, height: 1))
        buffer.write("k=\(token)", at: .zero)
        #expect(buffer.lines[0].hasPrefix("k=••••"))
    }

    @Test func theSharedStoreNeverKeepsASecretInAKeyOrAValue() throws {
        let token = Self.secret()
        SecretRedactor.process.register(token)
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("redact-\(UUID().uuidString).sqlite3")
        defer { for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: url.path + suffix) } }
        let store = try SharedStore(url: url)
        try store.set(.string("Bearer \(token)"), forKey: "h-\(token)", suite: "s")
        try store.set(.array(["a", token]), forKey: "list", suite: "s")
        let values = try store.values(suite: "s")
        #expect(values["h-••••"] == .string("Bearer ••••"))
        #expect(values["list"] == .array(["a", "••••"]))
        for suffix in ["", "-wal"] {
            let bytes = (try? Data(contentsOf: URL(fileURLWithPath: url.path + suffix))) ?? Data()
            #expect(bytes.range(of: Data(token.utf8)) == nil, "\(suffix)")
        }
    }
}
