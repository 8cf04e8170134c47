import WidgettyUI
import Synchronization

/// A user-settable value of an intent, written `@Parameter(title: …)` as in App Intents.
///
/// The value is a String, Int, Double, Bool, Date, URL, an ``AppEnum``, an ``AppEntity``, an
/// ``INObject`` (a custom type of an `.intentdefinition` file), or an optional or array of these
/// (``IntentValueConvertible``); any other type is refused at compile time with a message saying
/// what to use instead.
///
/// The value lives in a shared box, as in App Intents, so the host can set it on an intent it
/// created (``IntentSchema/decode(_:from:)``); copies of an intent share their parameters.
@propertyWrapper
public struct IntentParameter<Value: Sendable>: Sendable {
    private let storage: ParameterStorage<Value>
    /// The title shown in the edit panel.
    public let title: LocalizedStringResource
    /// A longer explanation shown under the title, if any.
    public let description: LocalizedStringResource?
    /// The value a new widget starts with.
    public let defaultValue: Value?
    let options: ParameterOptions?
    let limits: ParameterLimits

    init(
        title: LocalizedStringResource, description: LocalizedStringResource?, defaultValue: Value?, options: ParameterOptions?,
        limits: ParameterLimits
    ) {
        self.storage = ParameterStorage()
        self.title = title
        self.description = description
        self.defaultValue = defaultValue
        // An entity's choices come from its query unless the parameter names a provider.
        self.options = options ?? (Value.self as? any QueriedIntentValue.Type)?._suggestions
        self.limits = limits
    }

    /// The parameter's value: the one the widget was configured with, else the default, else the
    /// type's empty value.
    public var wrappedValue: Value {
        get { storage.value ?? defaultValue ?? Self.emptyValue }
        nonmutating set { storage.value = newValue }
    }

    /// The parameter itself (`$city`), as parameter summaries and `When` name it by key path.
    public var projectedValue: IntentParameter<Value> { self }

    /// What a required parameter without a default holds until it is set (only supported types
    /// can be declared, see below).
    private static var emptyValue: Value {
        guard let type = Value.self as? any IntentValueConvertible.Type, let empty = type.intentEmptyValue as? Value else {
            preconditionFailure("@Parameter of unsupported type \(Value.self)")
        }
        return empty
    }
}

extension IntentParameter where Value: IntentValueConvertible {
    /// A parameter with the title and description the edit panel shows, and the value a new widget
    /// starts with.
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
}

/// What the compiler says about `@Parameter var x: SomeType` when `SomeType` cannot be stored in
/// a home file: what to use instead. Disfavoured, so a supported type always takes the
/// initialisers above. (Their bodies are the real thing: code compiled before the value type
/// was checked here still calls these symbols.)
extension IntentParameter {
    /// Not available: the value type cannot be stored in a home file, and the compiler's message
    /// says what to use instead.
    @_disfavoredOverload
    @available(
        *, unavailable,
        message: "a @Parameter holds String, Int, Double, Bool, Date, URL, an AppEnum, an AppEntity, or an optional or array of these; use one of them (an enum: conform it to AppEnum with String raw values; something your app has many of: conform it to AppEntity with an EntityQuery; a struct: conform it to IntentValueConvertible)"
    )
    public init(title: LocalizedStringResource, description: LocalizedStringResource? = nil, default defaultValue: Value? = nil) {
        self.init(title: title, description: description, defaultValue: defaultValue, options: nil, limits: ParameterLimits())
    }

    /// Not available with an options provider either: the message says which value types work.
    @_disfavoredOverload
    @available(
        *, unavailable,
        message: "a @Parameter holds String, Int, Double, Bool, Date, URL, an AppEnum, or an optional or array of these; use one of them (an entity offered by an options provider: store its identifier as a String, or conform it to IntentValueConvertible)"
    )
    public init<Provider: DynamicOptionsProvider>(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil, default defaultValue: Value? = nil,
        optionsProvider: Provider
    ) {
        self.init(
            title: title, description: description, defaultValue: defaultValue, options: ParameterOptions(optionsProvider),
            limits: ParameterLimits())
    }
}

extension AppIntent {
    /// `@Parameter`, as App Intents spells ``IntentParameter`` inside an intent.
    public typealias Parameter<Value: Sendable> = IntentParameter<Value>
}

/// The mutable cell behind an ``IntentParameter``: its value, or the stored form of an entity
/// not yet found through its query.
final class ParameterStorage<Value: Sendable>: Sendable {
    private let cell = Mutex<Value?>(nil)
    private let pendingCell = Mutex<IntentValue?>(nil)
    var value: Value? {
        get { cell.withLock { $0 } }
        set { cell.withLock { $0 = newValue } }
    }
    var pending: IntentValue? {
        get { pendingCell.withLock { $0 } }
        set { pendingCell.withLock { $0 = newValue } }
    }
}

/// A type-erased options provider: its results, in sections, and default as stored values; and,
/// for an entity whose query searches by text (`EntityStringQuery`), that search.
public struct ParameterOptions: Sendable {
    let sections: @Sendable () async throws -> [IntentOptionSection]
    let defaultResult: @Sendable () async -> IntentValue?
    var search: (@Sendable (String) async throws -> [IntentOptionSection])?

    init<Provider: DynamicOptionsProvider>(_ provider: Provider) {
        sections = { try await provider.results().optionSections }
        defaultResult = { await provider.defaultResult()?.intentValue }
    }

    init(
        sections: @escaping @Sendable () async throws -> [IntentOptionSection],
        defaultResult: @escaping @Sendable () async -> IntentValue?,
        search: (@Sendable (String) async throws -> [IntentOptionSection])? = nil
    ) {
        self.sections = sections
        self.defaultResult = defaultResult
        self.search = search
    }
}

/// An `@Parameter` seen without its value type, as the schema walks an intent with `Mirror`.
protocol AnyIntentParameter {
    func info(key: String) -> IntentParameterInfo
    var currentIntentValue: IntentValue { get }
    /// Returns false when `value` has the wrong shape for this parameter.
    func setIntentValue(_ value: IntentValue) -> Bool
    var options: ParameterOptions? { get }
    /// What the entity query says now of a stored value (nil for a parameter that is no entity).
    func lookUpEntities(_ stored: IntentValue) async throws -> EntityLookup?
    /// The parameter's cell: the same for the parameter and its `$` projection, so a key path to
    /// the projection finds the parameter's key (``ParameterSummary``).
    var storageIdentity: ObjectIdentifier { get }
}

extension IntentParameter: AnyIntentParameter where Value: IntentValueConvertible {
    func info(key: String) -> IntentParameterInfo {
        IntentParameterInfo(
            key: key,
            title: title.key,
            description: description?.key,
            kind: Value.intentParameterKind,
            defaultValue: defaultValue?.intentValue,
            hasOptionsProvider: options != nil,
            searchesByQuery: options?.search != nil,
            inclusiveRange: limits.inclusiveRange,
            size: limits.size,
            sizeByFamily: limits.sizeByFamily
        )
    }

    var currentIntentValue: IntentValue { wrappedValue.intentValue }

    var storageIdentity: ObjectIdentifier { ObjectIdentifier(storage) }

    func lookUpEntities(_ stored: IntentValue) async throws -> EntityLookup? {
        guard let queried = Value.self as? any QueriedIntentValue.Type else { return nil }
        return try await queried._lookUp(stored)
    }

    func setIntentValue(_ value: IntentValue) -> Bool {
        guard let typed = Value(intentValue: value) else {
            // An entity is found later, through its query (IntentSchema.resolveEntities).
            guard Value.self is any QueriedIntentValue.Type, value != .null else { return false }
            storage.pending = value
            return true
        }
        storage.pending = nil
        storage.value = typed
        return true
    }
}

extension IntentParameter: PendingEntityParameter where Value: QueriedIntentValue {
    func resolvePending() async throws {
        guard let stored = storage.pending else { return }
        guard let found = try await Value._resolve(stored) else {
            let object: IntentObject
            if case .object(let stored) = stored { object = stored } else { object = IntentObject(identifier: nil, display: "\(stored)") }
            throw MissingEntity(type: Value._entityTypeName, stored: object)
        }
        storage.value = found
        storage.pending = nil
    }
}
