/// Text with secrets blotted out (`••••`), for a message that might quote one: a provider's
/// error is shown in its cell, logged and printed by `widgetty timeline`.
public enum SecretRedaction {
    public static let mask = "••••"

    public static func redact(_ text: String, secrets: [String]) -> String {
        // Longest first, so a secret containing another is blotted whole.
        secrets.filter { !$0.isEmpty }.sorted { $0.count > $1.count }.reduce(text) { text, secret in
            text.replacingOccurrences(of: secret, with: mask)
        }
    }
}

/// A provider's error whose words held a secret, with the secret blotted out.
public struct RedactedError: Error, Hashable, Sendable, CustomStringConvertible {
    public var description: String
}
