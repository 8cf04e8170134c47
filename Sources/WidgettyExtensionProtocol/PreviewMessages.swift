import Foundation
import WidgettyKit

/// `previews`: the bundle's `#Preview`s, asked by `widgetty preview` (`version`: the host's
/// protocol version, checked as `describe` checks it: a host may ask this first).
public struct PreviewsRequest: Codable, Hashable, Sendable {
    public var version: Int
    public init(version: Int = ExtensionProtocol.version) { self.version = version }
}

/// Which provider call a request makes: the three a kind answers, and what `preview` asks of one
/// `#Preview` (its entries or its provider's).
public enum ProviderCallType: String, Codable, Hashable, Sendable, CaseIterable {
    case placeholder, snapshot, timeline
}

/// `preview`: one provider call of `#Preview` number `preview` (from `previews`, from 1), made
/// and rendered as `placeholder`, `snapshot` or `timeline` would for a kind, for `instance`
/// (its `kind` is the preview's widget's, for the record; its family, size, `now` and environment
/// are what counts). Answered `entry` (placeholder, snapshot) or `entries` (timeline).
public struct PreviewRequest: Codable, Hashable, Sendable {
    public var preview: Int
    public var call: ProviderCallType
    public var instance: ProviderRequest

    public init(preview: Int, call: ProviderCallType, instance: ProviderRequest) {
        self.preview = preview
        self.call = call
        self.instance = instance
    }
}

/// One `#Preview` of a bundle, as `preview` lists and shows it.
public struct PreviewDescription: Codable, Hashable, Sendable {
    /// Its number in the bundle's list, from 1: what `preview` asks for.
    public var number: Int
    /// The name given to `#Preview("…")`, if any.
    public var name: String?
    /// Where it is written: `File.swift:LINE`, or `Module.TypeName` for a `PreviewProvider`.
    public var location: String
    /// A widget preview's family; absent for a view preview (shown as a small, medium and large widget's content).
    public var family: WidgetFamily?
    /// The widget as the preview shows it (its families narrowed to the preview's); absent when
    /// the preview's `Widget` declares no kind, which cannot be shown.
    public var widget: KindDescription?
    /// The configuration the preview gives (`using:`), else the intent's defaults.
    public var parameters: [String: IntentValue]

    public init(
        number: Int, name: String?, location: String, family: WidgetFamily?, widget: KindDescription?, parameters: [String: IntentValue] = [:]
    ) {
        self.number = number
        self.name = name
        self.location = location
        self.family = family
        self.widget = widget
        self.parameters = parameters
    }
}

/// `previews`: the bundle's `#Preview`s, in the order `preview --list` numbers them.
public struct PreviewsReply: Codable, Hashable, Sendable {
    public var previews: [PreviewDescription]
    public init(previews: [PreviewDescription]) { self.previews = previews }
}
