/// One parameter of a configuration intent as the host sees it: what the edit panel lists and
/// what the home file stores under `key`.
public struct IntentParameterInfo: Hashable, Sendable, Codable {
    /// The property's name (`favoriteEmoji` for `var favoriteEmoji`).
    public let key: String
    /// The parameter's title (`@Parameter(title:)`), as the edit panel labels its row.
    public let title: String
    /// The parameter's description, shown under its row when given.
    public let description: String?
    /// How the parameter is edited and what stored values must look like.
    public let kind: IntentParameterKind
    /// The value a new widget starts with (`default:`), or nil when the parameter has none.
    public let defaultValue: IntentValue?
    /// True when the parameter's choices come from a ``DynamicOptionsProvider``.
    public let hasOptionsProvider: Bool
    /// True when the choices are an entity query's that searches by text (`EntityStringQuery`):
    /// the edit panel asks it as the user types instead of filtering the suggestions.
    public let searchesByQuery: Bool
    /// The lowest and highest allowed number (`inclusiveRange:`), for int and double parameters.
    public let inclusiveRange: ClosedRange<Double>?
    /// How many values a list holds in every family (`size:`), unless `sizeByFamily` names the family.
    public let size: IntentCollectionSize?
    /// How many values a list holds, by widget family (`size: [.systemSmall: 2]`).
    public let sizeByFamily: [WidgetFamily: IntentCollectionSize]
}

/// The parameters of a configuration intent type, read once from a fresh instance, and the
/// conversions between an intent and its stored values.
public struct IntentSchema: Hashable, Sendable, Codable {
    /// The intent's title (`static var title`), as the edit panel heads its sheet.
    public let title: String
    /// The intent's description (`static var description`), or empty.
    public let description: String
    /// The parameters in declaration order.
    public let parameters: [IntentParameterInfo]
    /// The intent's `parameterSummary` (nil without one): the sentence and the rows shown for a
    /// widget's values.
    public let summary: ParameterSummaryTree?

    /// The schema of an intent type, read from a new instance made with `init()`.
    public init<Intent: WidgetConfigurationIntent>(_ type: Intent.Type) {
        title = Intent.title.key
        description = Intent.description.descriptionText.key
        parameters = Self.parameters(of: Intent()).map { $0.parameter.info(key: $0.key) }
        summary = Intent.summaryTree
    }

    /// The parameters an edit panel lists for `values`: those the summary shown for them names,
    /// in declaration order (every parameter without a summary, or when it shows none).
    public func visibleParameters(for values: [String: IntentValue]) -> [IntentParameterInfo] {
        guard let summary, summary.shown(for: values) != nil else { return parameters }
        let keys = Set(summary.visibleKeys(for: values))
        return parameters.filter { keys.contains($0.key) }
    }

    /// The current values of every parameter of `intent`, by key (`.null` for an absent optional).
    public static func encode<Intent: WidgetConfigurationIntent>(_ intent: Intent) -> [String: IntentValue] {
        var values: [String: IntentValue] = [:]
        for (key, parameter) in parameters(of: intent) {
            values[key] = parameter.currentIntentValue
        }
        return values
    }

    /// A new intent with `values` set; parameters not in `values` keep their defaults.
    public static func decode<Intent: WidgetConfigurationIntent>(
        _ type: Intent.Type, from values: [String: IntentValue]
    ) throws(IntentDecodingError) -> Intent {
        try decodeWithParameters(type, from: values).intent
    }

    /// ``decode(_:from:)``, and the new intent's parameters.
    static func decodeWithParameters<Intent: WidgetConfigurationIntent>(
        _ type: Intent.Type, from values: [String: IntentValue]
    ) throws(IntentDecodingError) -> (intent: Intent, parameters: [(key: String, parameter: any AnyIntentParameter)]) {
        let intent = Intent()
        let parameters = parameters(of: intent)
        let byKey = Dictionary(parameters, uniquingKeysWith: { first, _ in first })
        for key in values.keys.sorted() {
            guard let value = values[key] else { continue }
            guard let parameter = byKey[key] else { throw .unknownKey(key) }
            guard parameter.setIntentValue(value) else {
                throw .wrongType(key: key, expected: parameter.info(key: key).kind, found: value)
            }
        }
        return (intent, parameters)
    }

    /// The choices a parameter's options provider offers now, or nil when it has none.
    public static func options<Intent: WidgetConfigurationIntent>(
        _ type: Intent.Type, forKey key: String
    ) async throws -> [IntentValue]? {
        try await optionSections(type, forKey: key)?.flatMap { $0.options.map(\.value) }
    }

    /// The choices a parameter's options provider offers now, in its sections (one untitled
    /// section for a provider returning an array), or nil when it has none.
    public static func optionSections<Intent: WidgetConfigurationIntent>(
        _ type: Intent.Type, forKey key: String
    ) async throws -> [IntentOptionSection]? {
        guard let parameter = parameters(of: Intent()).first(where: { $0.key == key })?.parameter else {
            throw IntentDecodingError.unknownKey(key)
        }
        return try await parameter.options?.sections()
    }

    /// What a parameter's entity query finds for `text` (`entities(matching:)`), or nil when the
    /// parameter has no query that searches.
    public static func searchOptions<Intent: WidgetConfigurationIntent>(
        _ type: Intent.Type, forKey key: String, matching text: String
    ) async throws -> [IntentOptionSection]? {
        guard let parameter = parameters(of: Intent()).first(where: { $0.key == key })?.parameter else {
            throw IntentDecodingError.unknownKey(key)
        }
        return try await parameter.options?.search?(text)
    }

    /// What a parameter's entity query says now of its stored value (`entities(for:)`): the value
    /// with today's titles and the stored entities it no longer knows; nil for a parameter that
    /// is no entity.
    public static func lookUpEntities<Intent: WidgetConfigurationIntent>(
        _ type: Intent.Type, forKey key: String, stored: IntentValue
    ) async throws -> EntityLookup? {
        guard let parameter = parameters(of: Intent()).first(where: { $0.key == key })?.parameter else {
            throw IntentDecodingError.unknownKey(key)
        }
        return try await parameter.lookUpEntities(stored)
    }

    /// The `@Parameter`s of an intent with their keys, in declaration order.
    static func parameters(of intent: some WidgetConfigurationIntent) -> [(key: String, parameter: any AnyIntentParameter)] {
        Mirror(reflecting: intent).children.compactMap { child in
            guard let label = child.label, let parameter = child.value as? any AnyIntentParameter else { return nil }
            let key = label.hasPrefix("_") ? String(label.dropFirst()) : label
            return (key, parameter)
        }
    }
}
