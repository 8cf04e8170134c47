import Foundation

/// Where a parameter of an intent generated from an `.intentdefinition` file gets its choices:
/// the intent handler's `provide…OptionsCollection` (and `default…`) methods, asked when the
/// edit panel opens. The generated code passes closures that find the handler and call them;
/// this turns their `INObjectCollection` into the panel's choices.
public struct IntentHandlerOptions: Sendable {
    fileprivate let sections: @Sendable (IntentParameterKind) async throws -> [IntentOptionSection]
    fileprivate let defaultValue: @Sendable (IntentParameterKind) async -> IntentValue?

    /// `collection` asks the handler for the choices; `default` for the value a new widget
    /// starts with (one value, or an array for a parameter of several).
    public init<Object>(
        collection: @escaping @Sendable () async throws -> INObjectCollection<Object>?,
        default defaultValue: @escaping @Sendable () async -> Any? = { nil }
    ) {
        sections = { kind in
            guard let collection = try await collection() else { return [] }
            return collection.sections.map { section in
                IntentOptionSection(title: section.title, options: section.items.compactMap { Self.option(for: $0, kind: kind) })
            }
        }
        self.defaultValue = { kind in
            guard let value = await defaultValue() else { return nil }
            if let values = value as? [Any] { return .array(values.compactMap { Self.option(for: $0, kind: kind)?.value }) }
            return Self.option(for: value, kind: kind)?.value
        }
    }

    /// One item as a choice: an `INObject` by its display string (and subtitle), text and URLs
    /// as themselves, a number as the parameter's kind of number.
    static func option(for item: Any, kind: IntentParameterKind) -> IntentOption? {
        switch item {
        case let object as INObject:
            return IntentOption(value: object.intentValue, title: object.displayString, subtitle: object.subtitleString)
        case let text as String:
            return IntentOption(value: .string(text))
        case let text as NSString:
            return IntentOption(value: .string(text.description))
        case let url as URL:
            return IntentOption(value: .url(url), title: url.absoluteString)
        case let url as NSURL:
            return (url.absoluteURL).map { IntentOption(value: .url($0), title: $0.absoluteString) }
        case let number as NSNumber:
            switch kind {
            case .double: return IntentOption(value: .double(number.doubleValue))
            case .bool: return IntentOption(value: .bool(number.boolValue))
            default: return IntentOption(value: .int(number.intValue))
            }
        default:
            return nil
        }
    }
}

extension IntentParameter where Value: IntentValueConvertible {
    /// A parameter of an intent generated from an `.intentdefinition` file whose choices come
    /// from the intent handler (the definition's "Options are provided dynamically").
    public init(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil, default defaultValue: Value? = nil,
        handlerOptions: IntentHandlerOptions
    ) {
        let kind = Value.intentParameterKind.elementKind
        let options = ParameterOptions(
            sections: { try await handlerOptions.sections(kind) },
            defaultResult: { await handlerOptions.defaultValue(kind) })
        self.init(title: title, description: description, defaultValue: defaultValue, options: options, limits: ParameterLimits())
    }
}
