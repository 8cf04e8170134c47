import Foundation
import WidgettyKit

/// The entry of a widget served by an extension, as the host's timeline engine keeps it: the
/// rendered entry, and the request it answered (so a button in it can be performed, and an
/// extension started afresh can draw it again). `Codable`: the host's timeline cache keeps it.
public struct ExtensionEntry: TimelineEntry, Codable, Hashable {
    public var date: Date
    public var relevance: TimelineEntryRelevance?
    /// Nil for a placeholder the extension has not rendered yet (drawn empty).
    public var rendered: RenderedEntry?
    public var request: ProviderRequest?

    public init(date: Date, relevance: TimelineEntryRelevance? = nil, rendered: RenderedEntry?, request: ProviderRequest?) {
        self.date = date
        self.relevance = relevance
        self.rendered = rendered
        self.request = request
    }

    /// `rendered` as an entry for `request`.
    public init(_ rendered: RenderedEntry, request: ProviderRequest) {
        self.init(date: rendered.date, relevance: rendered.relevance, rendered: rendered, request: request)
    }
}

/// The configuration of a widget served by an extension: its values, checked against the
/// described schema, as the host stores and edits them.
public struct ExtensionConfigurationIntent: WidgetConfigurationIntent {
    public static let title: LocalizedStringResource = "Extension widget"
    public var values: [String: IntentValue] = [:]
    public init() {}
    public init(values: [String: IntentValue]) { self.values = values }

    /// Values checked against `schema`: an unknown key, or a value of another shape than its
    /// parameter's kind, is the error local decoding gives.
    static func decode(_ values: [String: IntentValue], schema: IntentSchema, defaults: [String: IntentValue]) throws(IntentDecodingError)
        -> ExtensionConfigurationIntent
    {
        let kinds = Dictionary(schema.parameters.map { ($0.key, $0.kind) }, uniquingKeysWith: { first, _ in first })
        for key in values.keys.sorted() {
            guard let kind = kinds[key] else { throw .unknownKey(key) }
            guard let value = values[key], fits(value, kind) else { throw .wrongType(key: key, expected: kind, found: values[key] ?? .null) }
        }
        return ExtensionConfigurationIntent(values: defaults.merging(values) { _, new in new })
    }

    /// Whether `value` can be a value of `kind` (lenient where stored forms vary: entities, URLs).
    static func fits(_ value: IntentValue, _ kind: IntentParameterKind) -> Bool {
        switch (kind, value) {
        case (.optional, .null): return true
        case (.optional(let wrapped), _): return fits(value, wrapped)
        case (.array(let element), .array(let values)): return values.allSatisfy { fits($0, element) }
        case (.array, _): return false
        case (.string, .string), (.int, .int), (.double, .double), (.double, .int), (.bool, .bool), (.date, .date): return true
        case (.url, .url), (.url, .string): return true
        case (.enumeration(_, let cases), .string(let raw)): return cases.isEmpty || cases.contains { $0.value == raw }
        case (.object, .object), (.object, .string): return true
        case (.string, _), (.int, _), (.double, _), (.bool, _), (.date, _), (.url, _), (.enumeration, _): return false
        default: return true
        }
    }
}

/// What an intent performed by an extension said.
struct ExtensionIntentResult: IntentResult {
    let message: String?
    var _message: String? { message }
}
