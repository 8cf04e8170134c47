import Foundation
import WidgettyKit

/// `widgetty check`'s warning about secrets written out in a home file others can read: a
/// parameter whose name says it holds one (token, password, secret, API key, authorization…) or
/// whose value looks like one (a GitHub token `ghp_…`/`github_pat_…`, a long high-entropy
/// word), when the file's mode lets its group or others read it. The warning names the
/// parameter and the fix, never the value.
public enum LiteralSecretScan {
    /// Warnings for `configuration`, read from a file of mode `mode` (its permission bits).
    public static func warnings(in configuration: HomeConfiguration, file: String, mode: UInt32) -> [HomeFileProblem] {
        let readers = [mode & 0o040 != 0 ? "its group" : nil, mode & 0o004 != 0 ? "others" : nil].compactMap { $0 }
        guard !readers.isEmpty else { return [] }
        let octal = String(mode & 0o777, radix: 8)
        let fileName = (file as NSString).lastPathComponent
        var warnings: [HomeFileProblem] = []
        for widget in configuration.allWidgets {
            for key in widget.params.keys.sorted() {
                guard let value = widget.params[key], holdsLiteralSecret(key: key, value: value) else { continue }
                let at = widget.valueLocation(of: key) ?? widget.location ?? SourceLocation(file: file, line: 1, column: 1)
                warnings.append(HomeFileProblem(
                    "warning: parameter '\(key)' of '\(widget.id)' looks like a secret written out, and \(fileName) "
                        + "is readable by \(readers.joined(separator: " and ")) (mode \(octal)): run `chmod 600 \(file)`, "
                        + "or write a reference instead: ${env:NAME}, ${file:~/path} or ${cmd:program args}",
                    at: at))
            }
        }
        return warnings
    }

    /// Whether a parameter holds a secret as literal text (a reference, or text beside one,
    /// such as `Bearer ${env:TOKEN}`, does not count).
    static func holdsLiteralSecret(key: String, value: IntentValue) -> Bool {
        let texts: [String]
        switch value {
        case .string(let text): texts = [text]
        case .array(let items): texts = items.compactMap { if case .string(let text) = $0 { text } else { nil } }
        default: return false
        }
        let namedSecret = secretNamed(key)
        return texts.contains { text in
            guard case .success(let template) = SecretTemplate.parse(text), template.references.isEmpty else { return false }
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty { return false }
            // `tokenFile: ~/.config/gh-token` names where a secret is, not the secret.
            if namedSecret { return !["/", "~/", "./", "../"].contains(where: trimmed.hasPrefix) }
            return words(of: trimmed).contains(where: looksLikeToken)
        }
    }

    static let secretNames = ["token", "password", "passwd", "secret", "apikey", "accesskey", "authorization", "credential", "privatekey"]

    /// `githubToken`, `api_key`, `X-Auth-Token`: named as a secret.
    static func secretNamed(_ key: String) -> Bool {
        let normalized = key.lowercased().filter { $0.isLetter || $0.isNumber }
        return secretNames.contains { normalized.contains($0) }
    }

    /// A value's words: split at blanks and at the separators of headers and query strings.
    static func words(of text: String) -> [Substring] {
        text.split { $0.isWhitespace || ":=&?,;\"'".contains($0) }
    }

    /// A GitHub token by its prefix, or a long word of token characters with letters and digits
    /// whose characters are spread as a random string's are (not a path, not a word of a language).
    static func looksLikeToken(_ word: Substring) -> Bool {
        for prefix in ["ghp_", "gho_", "ghu_", "ghs_", "ghr_", "github_pat_"] where word.hasPrefix(prefix) && word.count >= prefix.count + 20 {
            return true
        }
        guard word.count >= 32, !word.hasPrefix("/"), !word.hasPrefix("~"), !word.hasPrefix(".") else { return false }
        let tokenCharacters = word.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "_-+/=.".contains($0)) }
        guard tokenCharacters, word.contains(where: \.isNumber), word.contains(where: \.isLetter) else { return false }
        return entropyPerCharacter(word) >= 3.5
    }

    /// Shannon entropy of the characters' frequencies, in bits a character.
    static func entropyPerCharacter(_ word: Substring) -> Double {
        var counts: [Character: Int] = [:]
        for character in word { counts[character, default: 0] += 1 }
        let total = Double(word.count)
        return counts.values.reduce(0) { sum, count in
            let p = Double(count) / total
            return sum - p * log2(p)
        }
    }
}
