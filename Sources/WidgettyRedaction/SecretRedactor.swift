import Foundation
import Synchronization

/// The one place that knows the secrets of this process and blots them out of text.
///
/// Every `${env:}`, `${file:}` and `${cmd:}` value is registered here when it is resolved
/// (`SecretVault`), and every exit a provider's text can take asks ``redact(_:)-(String)`` first:
/// text becoming cells (`TerminalText.sanitized`), the shared store's writes, the timeline cache,
/// the log, the control socket's answers and the command line's output (`ConsoleText`). A secret
/// is matched as written and in the forms it travels in: JSON-escaped, percent-encoded and
/// base64 at any byte alignment (``SecretForms``).
///
/// Secrets belong to the process, as the environment does, so the registry is process-wide
/// (``process``); tests make instances of their own.
public final class SecretRedactor: Sendable {
    /// What a secret is replaced with.
    public static let mask = "••••"

    /// Secrets shorter than this are not registered: blotting every `1` or `ab` out of a screen
    /// would hide more than it protects.
    public static let minimumLength = 4

    /// The registry every exit of this process consults.
    public static let process = SecretRedactor()

    private struct State {
        var secrets: Set<String> = []
        /// Every form of every secret, longest first, so a secret holding another is blotted whole.
        var forms: [String] = []
        /// The first four bytes of every form: one pass over a text finds whether any form can
        /// start in it, so text holding none (almost all text) is not searched once per form.
        var openings: Set<UInt32> = []
    }
    private let state = Mutex(State())
    /// Whether any secret is known: the common case (no secret at all) costs one atomic load.
    private let hasSecrets = Atomic<Bool>(false)

    public init() {}

    /// Makes `secret` (and its encoded forms) known; shorter than ``minimumLength`` is ignored.
    public func register(_ secret: String) {
        guard secret.count >= Self.minimumLength else { return }
        state.withLock { state in
            guard state.secrets.insert(secret).inserted else { return }
            let all = Set(state.forms).union(SecretForms.forms(of: secret))
            state.forms = all.sorted { ($0.utf8.count, $0) > ($1.utf8.count, $1) }
            state.openings = Set(state.forms.compactMap(Self.opening))
        }
        hasSecrets.store(true, ordering: .releasing)
    }

    /// The text with every known secret, in any of its forms, replaced by ``mask``.
    public func redact(_ text: String) -> String {
        guard hasSecrets.load(ordering: .acquiring) else { return text }
        let (forms, openings) = state.withLock { ($0.forms, $0.openings) }
        guard Self.mayHold(text, openings) else { return text }
        var result = text
        for form in forms where result.contains(form) {
            result = result.replacingOccurrences(of: form, with: Self.mask)
        }
        return result
    }

    /// The bytes with every known secret replaced, when they are UTF-8 text; other bytes as given.
    public func redact(_ data: Data) -> Data {
        guard hasSecrets.load(ordering: .acquiring), let text = String(data: data, encoding: .utf8) else { return data }
        let redacted = redact(text)
        return redacted == text ? data : Data(redacted.utf8)
    }

    /// A form's first four UTF-8 bytes as one number (forms are at least four bytes long).
    private static func opening(_ form: String) -> UInt32? {
        let bytes = Array(form.utf8.prefix(4))
        guard bytes.count == 4 else { return nil }
        return bytes.reduce(0) { $0 << 8 | UInt32($1) }
    }

    /// Whether some four bytes of `text` open a form: one pass, one set look-up per byte.
    private static func mayHold(_ text: String, _ openings: Set<UInt32>) -> Bool {
        var window: UInt32 = 0
        var seen = 0
        for byte in text.utf8 {
            window = window << 8 | UInt32(byte)
            seen += 1
            if seen >= 4, openings.contains(window) { return true }
        }
        return false
    }

    /// Whether `text` holds a known secret in any form.
    public func reveals(_ text: String) -> Bool { redact(text) != text }
}
