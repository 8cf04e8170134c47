import WidgettyKit

/// The secret references in intent values: those in text values and in lists of text (a
/// header list's `Authorization: Bearer ${env:TOKEN}`). Other values never hold one.
public enum SecretValues {
    /// Whether any value holds a reference or an escaped `$${…`, so it differs from what the
    /// widget is given; a quick look for `${` first, as almost no value has one.
    public static func needFilling(_ values: [String: IntentValue]) -> Bool {
        values.values.contains(where: needsFilling)
    }

    static func needsFilling(_ value: IntentValue) -> Bool {
        switch value {
        case .string(let text):
            guard text.contains("${") else { return false }
            guard case .success(let template) = SecretTemplate.parse(text) else { return false }
            return template.parts != [.text(text)]
        case .array(let items): return items.contains(where: needsFilling)
        default: return false
        }
    }

    /// The templates of a value's texts, or the first syntax error among them.
    public static func templates(in value: IntentValue) -> Result<[SecretTemplate], SecretTemplate.SyntaxError> {
        switch value {
        case .string(let text): return SecretTemplate.parse(text).map { [$0] }
        case .array(let items):
            var all: [SecretTemplate] = []
            for item in items {
                switch templates(in: item) {
                case .success(let found): all += found
                case .failure(let error): return .failure(error)
                }
            }
            return .success(all)
        default: return .success([])
        }
    }

    /// Every reference in a value, in order.
    public static func references(in value: IntentValue) -> [SecretReference] {
        (try? templates(in: value).get())?.flatMap(\.references) ?? []
    }

    /// The value with its references replaced by their secrets (escapes turned into text).
    public static func filled(_ value: IntentValue, with secrets: [SecretSource: String]) -> IntentValue {
        switch value {
        case .string(let text):
            guard text.contains("${"), case .success(let template) = SecretTemplate.parse(text) else { return value }
            return .string(template.filled(with: secrets))
        case .array(let items): return .array(items.map { filled($0, with: secrets) })
        default: return value
        }
    }

    /// Whether a parameter of this kind takes text, so a reference may stand in it.
    public static func takesText(_ kind: IntentParameterKind) -> Bool {
        switch kind {
        case .string: true
        case .optional(let wrapped), .array(let wrapped): takesText(wrapped)
        default: false
        }
    }
}
