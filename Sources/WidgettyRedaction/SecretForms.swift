import Foundation

/// The spellings a secret takes on its way out: as written, escaped inside JSON, percent-encoded
/// in a URL or a form, and base64 (standard and URL-safe alphabet) at each of the three byte
/// alignments it can have inside a longer encoded run (an `Authorization: Basic` value, a token
/// inside a JSON body that was base64-encoded whole).
public enum SecretForms {
    /// Forms shorter than this are left out: a two-character base64 core would match noise.
    static let minimumFormLength = 4

    public static func forms(of secret: String) -> Set<String> {
        var forms: Set<String> = [secret]
        forms.insert(jsonEscaped(secret))
        if let encoded = secret.addingPercentEncoding(withAllowedCharacters: .alphanumerics) { forms.insert(encoded) }
        if let encoded = secret.addingPercentEncoding(withAllowedCharacters: .urlQueryAllowed) { forms.insert(encoded) }
        if let encoded = secret.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) { forms.insert(encoded) }
        if let encoded = secret.addingPercentEncoding(withAllowedCharacters: formAllowed) {
            forms.insert(encoded.replacingOccurrences(of: "%20", with: "+"))
        }
        for core in base64Cores(of: Array(secret.utf8)) {
            forms.insert(core)
            forms.insert(urlSafe(core))
        }
        return forms.filter { $0.utf8.count >= minimumFormLength }
    }

    /// The secret as `JSONEncoder` writes it inside a string (without the quotes).
    static func jsonEscaped(_ secret: String) -> String {
        guard let data = try? JSONEncoder().encode(secret), data.count >= 2 else { return secret }
        return String(decoding: data.dropFirst().dropLast(), as: UTF8.self)
    }

    /// The base64 characters that depend only on the secret's bytes, for each alignment: the
    /// secret is preceded by 0, 1 or 2 bytes. Character k encodes bits 6k…6k+5 of the stream, so
    /// it belongs to the secret alone when those bits lie within the secret's; the core then
    /// appears in any base64 encoding of any text holding the secret at that alignment.
    static func base64Cores(of bytes: [UInt8]) -> [String] {
        var cores: [String] = []
        for offset in 0..<3 {
            let padded = [UInt8](repeating: 0, count: offset) + bytes + [0, 0]
            let encoded = Array(Data(padded).base64EncodedString().utf8)
            let firstBit = 8 * offset, endBit = 8 * (offset + bytes.count)
            let first = (firstBit + 5) / 6, end = endBit / 6
            guard end > first else { continue }
            cores.append(String(decoding: encoded[first..<end], as: UTF8.self))
        }
        return cores
    }

    static func urlSafe(_ base64: String) -> String {
        base64.replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
    }

    private static let formAllowed: CharacterSet = {
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-._* ")
        return allowed
    }()
}
