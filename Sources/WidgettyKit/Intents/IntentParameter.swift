import Synchronization

/// A user-settable value of an intent, written `@Parameter(title: …)` as in App Intents.
///
/// The value lives in a shared box, as in App Intents, so the host can set it on an intent it
/// created (``IntentSchema/decode(_:from:)``); copies of an intent share their parameters.
@propertyWrapper
public struct IntentParameter<Value: IntentValueConvertible>: Sendable {
    private let storage: ParameterStorage<Value>
    /// The title shown in the edit panel.
    public let title: LocalizedStringResource
    /// A longer explanation shown under the title, if any.
    public let description: LocalizedStringResource?
    /// The value a new widget starts with.
    public let defaultValue: Value?
    let options: ParameterOptions?
    let limits: ParameterLimits

    public init(title: LocalizedStringResource, description: LocalizedStringResource? = nil, default defaultValue: Value? = nil) {
        self.init(title: title, description: description, defaultValue: defaultValue, options: nil, limits: ParameterLimits())
    }

    /// A parameter whose choices come from `optionsProvider`, as in App Intents.
    public init<Provider: DynamicOptionsProvider>(
        title: LocalizedStringResource,
        description: LocalizedStringResource? = nil,
        default defaultValue: Value? = nil,
        optionsProvider: Provider
    ) {
        self.init(
            title: title, description: description, defaultValue: defaultValue, options: ParameterOptions(optionsProvider),
            limits: ParameterLimits())
    }

    init(
        title: LocalizedStringResource, description: LocalizedStringResource?, defaultValue: Value?, options: ParameterOptions?,
        limits: ParameterLimits
    ) {
        self.storage = ParameterStorage()
        self.title = title
        self.description = description
        self.defaultValue = defaultValue
        self.options = options
        self.limits = limits
    }

    public var wrappedValue: Value {
        get { storage.value ?? defaultValue ?? Value.intentEmptyValue }
        nonmutating set { storage.value = newValue }
    }

    public var projectedValue: IntentParameter<Value> { self }
}

extension AppIntent {
    /// `@Parameter`, as App Intents spells ``IntentParameter`` inside an intent.
    public typealias Parameter<Value: IntentValueConvertible> = IntentParameter<Value>
}

/// The mutable cell behind an ``IntentParameter``.
final class ParameterStorage<Value: IntentValueConvertible>: Sendable {
    private let cell = Mutex<Value?>(nil)
    var value: Value? {
        get { cell.withLock { $0 } }
        set { cell.withLock { $0 = newValue } }
    }
}

/// A type-erased options provider: its results, in sections, and default as stored values.
struct ParameterOptions: Sendable {
    let sections: @Sendable () async throws -> [IntentOptionSection]
    let defaultResult: @Sendable () async -> IntentValue?

    init<Provider: DynamicOptionsProvider>(_ provider: Provider) {
        sections = { try await provider.results().optionSections }
        defaultResult = { await provider.defaultResult()?.intentValue }
    }
}

/// An `@Parameter` seen without its value type, as the schema walks an intent with `Mirror`.
protocol AnyIntentParameter {
    func info(key: String) -> IntentParameterInfo
    var currentIntentValue: IntentValue { get }
    /// Returns false when `value` has the wrong shape for this parameter.
    func setIntentValue(_ value: IntentValue) -> Bool
    var options: ParameterOptions? { get }
}

extension IntentParameter: AnyIntentParameter {
    func info(key: String) -> IntentParameterInfo {
        IntentParameterInfo(
            key: key,
            title: title.key,
            description: description?.key,
            kind: Value.intentParameterKind,
            defaultValue: defaultValue?.intentValue,
            hasOptionsProvider: options != nil,
            inclusiveRange: limits.inclusiveRange,
            size: limits.size,
            sizeByFamily: limits.sizeByFamily
        )
    }

    var currentIntentValue: IntentValue { wrappedValue.intentValue }

    func setIntentValue(_ value: IntentValue) -> Bool {
        guard let typed = Value(intentValue: value) else { return false }
        storage.value = typed
        return true
    }
}
