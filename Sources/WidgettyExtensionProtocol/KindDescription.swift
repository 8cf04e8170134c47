import Foundation
import WidgettyKit

/// `described`: the extension's protocol version, the bundle's name, and each kind it serves.
public struct BundleDescription: Codable, Hashable, Sendable {
    public var version: Int
    /// The bundle's display name (the gallery groups its kinds under it).
    public var displayName: String
    public var kinds: [KindDescription]

    public init(version: Int = ExtensionProtocol.version, displayName: String, kinds: [KindDescription]) {
        self.version = version
        self.displayName = displayName
        self.kinds = kinds
    }
}

/// One kind of widget of an extension, as the host's registry needs it (``AnyWidgetDescriptor``
/// without the code): names, families, modifiers, the intent's schema and recommendations.
public struct KindDescription: Codable, Hashable, Sendable {
    public var kind: String
    public var displayName: String
    public var description: String
    public var supportedFamilies: [WidgetFamily]
    public var contentMarginsDisabled: Bool
    /// Seconds; absent: the host's default.
    public var providerTimeout: Double?
    /// Seconds; absent: no limit.
    public var minimumReloadInterval: Double?
    public var linksFromRemoteContent: Bool
    /// The configuration intent's schema; absent for a static widget.
    public var intent: IntentSchema?
    /// A new instance's values (the intent's defaults).
    public var defaultValues: [String: IntentValue]
    public var recommendations: [WidgetRecommendation]
    /// The names of the widget's own link actions (`widgetty://KIND/NAME?…`), run with `link`.
    public var linkActions: [String]
    /// True for a control (``AnyWidgetDescriptor/isControl``); absent for a widget, and from an
    /// extension built before controls were told apart.
    public var control: Bool?

    public init(
        kind: String, displayName: String, description: String, supportedFamilies: [WidgetFamily], contentMarginsDisabled: Bool = false,
        providerTimeout: Double? = nil, minimumReloadInterval: Double? = nil, linksFromRemoteContent: Bool = false,
        intent: IntentSchema? = nil, defaultValues: [String: IntentValue] = [:], recommendations: [WidgetRecommendation] = [],
        linkActions: [String] = [], control: Bool? = nil
    ) {
        self.kind = kind
        self.displayName = displayName
        self.description = description
        self.supportedFamilies = supportedFamilies
        self.contentMarginsDisabled = contentMarginsDisabled
        self.providerTimeout = providerTimeout
        self.minimumReloadInterval = minimumReloadInterval
        self.linksFromRemoteContent = linksFromRemoteContent
        self.intent = intent
        self.defaultValues = defaultValues
        self.recommendations = recommendations
        self.linkActions = linkActions
        self.control = control
    }

    /// What `descriptor` says of itself.
    public init(_ descriptor: AnyWidgetDescriptor) {
        self.init(
            kind: descriptor.kind, displayName: descriptor.displayName, description: descriptor.description,
            supportedFamilies: descriptor.supportedFamilies, contentMarginsDisabled: descriptor.contentMarginsDisabled,
            providerTimeout: descriptor.providerTimeout.map(Self.seconds), minimumReloadInterval: descriptor.minimumReloadInterval.map(Self.seconds),
            linksFromRemoteContent: descriptor.linksFromRemoteContent, intent: descriptor.intent?.schema,
            defaultValues: descriptor.intent?.defaultValues ?? [:], recommendations: descriptor.recommendations(),
            linkActions: descriptor.linkActions.keys.sorted(), control: descriptor.isControl ? true : nil)
    }

    static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) * 1e-18
    }
}
