import Foundation
import WidgettyUI

/// A widget's provider with its types erased: what the host's scheduler calls. The intent
/// values are the stored configuration (empty for static widgets).
public struct WidgetTimelineSource: Sendable {
    /// Makes the stand-in entry shown redacted while the timeline loads.
    public let placeholder: @Sendable (TimelineProviderContext) -> AnyTimelineEntry
    /// Asks for one entry for a preview or the gallery, with the instance's stored configuration.
    public let snapshot: @Sendable (TimelineProviderContext, [String: IntentValue]) async throws -> AnyTimelineEntry
    /// Asks for the timeline, with the instance's stored configuration; the host runs it off the
    /// drawing thread, with a time limit.
    public let timeline: @Sendable (TimelineProviderContext, [String: IntentValue]) async throws -> AnyTimeline
    /// The timeline at once, on the caller's thread, when the provider can give it without
    /// waiting (``ImmediateAppIntentTimelineProvider``); nil, or a nil answer, means `timeline`.
    public let immediateTimeline: (@Sendable (TimelineProviderContext, [String: IntentValue]) -> AnyTimeline?)?

    /// A source of the three calls (and the immediate one, when the provider has it); the host's
    /// wrappers build these from a provider.
    public init(
        placeholder: @escaping @Sendable (TimelineProviderContext) -> AnyTimelineEntry,
        snapshot: @escaping @Sendable (TimelineProviderContext, [String: IntentValue]) async throws -> AnyTimelineEntry,
        timeline: @escaping @Sendable (TimelineProviderContext, [String: IntentValue]) async throws -> AnyTimeline,
        immediateTimeline: (@Sendable (TimelineProviderContext, [String: IntentValue]) -> AnyTimeline?)? = nil
    ) {
        self.placeholder = placeholder
        self.snapshot = snapshot
        self.timeline = timeline
        self.immediateTimeline = immediateTimeline
    }
}

/// A configuration intent type with its types erased: its schema and value conversions, for the
/// edit panel and the home file.
public struct AnyConfigurationIntentType: Sendable {
    /// The intent's parameters, summary and title, as the edit panel and the home file checker read
    /// them.
    public let schema: IntentSchema
    /// The intent with `values` applied, or the first problem with them.
    public let decode: @Sendable ([String: IntentValue]) throws(IntentDecodingError) -> any WidgetConfigurationIntent
    /// The current values of an intent of this type (nil for an intent of another type).
    public let encode: @Sendable (any WidgetConfigurationIntent) -> [String: IntentValue]?
    /// The choices a parameter's options provider offers now (nil when it has none).
    public let options: @Sendable (String) async throws -> [IntentValue]?
    /// The same choices in the provider's sections, with the titles it gave them.
    public let optionSections: @Sendable (String) async throws -> [IntentOptionSection]?
    /// What a parameter's entity query finds for a text (nil: it does not search).
    public let searchOptions: @Sendable (_ key: String, _ text: String) async throws -> [IntentOptionSection]?
    /// What a parameter's entity query says now of a stored value (nil: no entity parameter).
    public let lookUpEntities: @Sendable (_ key: String, _ stored: IntentValue) async throws -> EntityLookup?

    /// The erased form of a configuration intent type of this program.
    public init<Intent: WidgetConfigurationIntent>(_ type: Intent.Type) {
        schema = IntentSchema(type)
        decode = { values throws(IntentDecodingError) in try IntentSchema.decode(type, from: values) }
        encode = { intent in (intent as? Intent).map(IntentSchema.encode) }
        options = { key in try await IntentSchema.options(type, forKey: key) }
        optionSections = { key in try await IntentSchema.optionSections(type, forKey: key) }
        searchOptions = { key, text in try await IntentSchema.searchOptions(type, forKey: key, matching: text) }
        lookUpEntities = { key, stored in try await IntentSchema.lookUpEntities(type, forKey: key, stored: stored) }
    }

    /// A type known only by its schema and these answers (a widget extension's, asked over its
    /// protocol).
    public init(
        schema: IntentSchema,
        decode: @escaping @Sendable ([String: IntentValue]) throws(IntentDecodingError) -> any WidgetConfigurationIntent,
        encode: @escaping @Sendable (any WidgetConfigurationIntent) -> [String: IntentValue]?,
        optionSections: @escaping @Sendable (String) async throws -> [IntentOptionSection]?,
        searchOptions: @escaping @Sendable (_ key: String, _ text: String) async throws -> [IntentOptionSection]?,
        lookUpEntities: @escaping @Sendable (_ key: String, _ stored: IntentValue) async throws -> EntityLookup?
    ) {
        self.schema = schema
        self.decode = decode
        self.encode = encode
        self.options = { key in try await optionSections(key)?.flatMap { $0.options.map(\.value) } }
        self.optionSections = optionSections
        self.searchOptions = searchOptions
        self.lookUpEntities = lookUpEntities
    }

    /// The values of a freshly created intent: what a new widget instance starts with.
    public var defaultValues: [String: IntentValue] {
        (try? decode([:])).flatMap(encode) ?? [:]
    }
}

/// Everything the host needs to know about one kind of widget, with its types erased: the
/// configuration modifiers, the provider, the intent schema and how to draw an entry.
public struct AnyWidgetDescriptor {
    /// The widget's kind: the string a home file places it by.
    public var kind: String
    /// The name the gallery and edit panel show (`configurationDisplayName`), the kind when none is
    /// given.
    public var displayName: String
    /// The sentence under the name in the gallery (`description`), empty when none is given.
    public var description: String
    /// The families the widget can be placed in (`supportedFamilies`), the iPad's four when none
    /// are given.
    public var supportedFamilies: [WidgetFamily]
    /// Whether `contentMarginsDisabled()` was set: the view then draws up to the cell's edge
    /// instead of one cell inside it.
    public var contentMarginsDisabled: Bool
    /// How long a provider call may take before it counts as failed (Widgetty's own modifier
    /// `providerTimeout(_:)`); nil means the host's default.
    public var providerTimeout: Duration?
    /// A time limit that follows one of the widget's parameters (Widgetty's modifier
    /// `providerTimeout(followingParameter:plus:)`): see ``timeLimit(for:default:)``.
    public var parameterTimeLimit: ParameterTimeLimit?
    /// The shortest time between two reloads of one instance (Widgetty's own modifier
    /// `minimumReloadInterval(_:)`); nil means no limit.
    public var minimumReloadInterval: Duration?
    /// Whether the widget's links come from content it fetched or ran (a feed's items, a server's
    /// answer, a program's output) rather than from its code (Widgetty's modifier
    /// `linksFromRemoteContent()`): the host then opens only web and mail links from it.
    public var linksFromRemoteContent = false
    /// Whether the kind is a control (a ``ControlWidget``'s toggle or button) rather than a
    /// widget: the home file's control strip (`controls:`) holds only these.
    public var isControl = false
    /// The values its entries offer the home file's alerts (Widgetty's modifier `alertValues(_:)`).
    public var alertValueNames: [AlertValueName] = []
    /// How its list is edited from the home screen (Widgetty's modifier `listEditing(items:apply:)`).
    public var listEditing: ListEditing?
    /// The configuration intent, for configurable widgets.
    public var intent: AnyConfigurationIntentType?
    /// The widget's provider, erased: what the host's scheduler calls for entries.
    public var source: WidgetTimelineSource
    /// Present when the entry type is `Codable`, so the host can cache timelines on disk.
    public var entryCodec: TimelineEntryCodec?
    /// The widget's view for an entry (the content closure of its configuration).
    public var makeView: @MainActor (AnyTimelineEntry) -> AnyView
    /// What the widget's own links do (`widgetty://KIND/ACTION?…`), by action name (Widgetty's
    /// modifier `linkAction(_:perform:)`).
    public var linkActions: [String: WidgetLinkAction] = [:]
    /// The program opening the cell runs when the view sets no `widgetURL`
    /// (``CompanionProgram``), from the instance's values with defaults filled in.
    public var companionProgram: (@Sendable ([String: IntentValue]) -> CompanionProgram?)?
    /// The bundle an installed extension's widget comes from (nil for the program's own): the
    /// gallery groups kinds by it, as iOS groups widgets by their app.
    public var bundleName: String?
    /// The provider's ready-made configurations (`recommendations()`), for the gallery.
    public var recommendations: @Sendable () -> [WidgetRecommendation] = { [] }

    /// A descriptor with the configuration's defaults: the kind as its name, no description, the
    /// system families.
    public init(
        kind: String,
        intent: AnyConfigurationIntentType?,
        source: WidgetTimelineSource,
        entryCodec: TimelineEntryCodec?,
        makeView: @escaping @MainActor (AnyTimelineEntry) -> AnyView
    ) {
        self.kind = kind
        self.displayName = kind
        self.description = ""
        self.supportedFamilies = WidgetFamily.systemFamilies
        self.contentMarginsDisabled = false
        self.providerTimeout = nil
        self.parameterTimeLimit = nil
        self.minimumReloadInterval = nil
        self.intent = intent
        self.source = source
        self.entryCodec = entryCodec
        self.makeView = makeView
    }
}

extension WidgetFamily {
    /// The families a widget supports unless it says otherwise, as on iPadOS.
    public static let systemFamilies: [WidgetFamily] = [.systemSmall, .systemMedium, .systemLarge, .systemExtraLarge]
}
