import Foundation
import WidgettyRedaction

extension SharedValue {
    /// The value with every secret `redactor` knows blotted out of its text.
    func redacted(by redactor: SecretRedactor) -> SharedValue {
        switch self {
        case .string(let text): return .string(redactor.redact(text))
        case .array(let items): return .array(items.map(redactor.redact))
        case .url(let url):
            let text = url.absoluteString
            let redacted = redactor.redact(text)
            if redacted == text { return self }
            // A URL that held a secret is kept as text: the mask is no valid URL character.
            return URL(string: redacted).map(SharedValue.url) ?? .string(redacted)
        case .int, .double, .bool, .date: return self
        }
    }
}
