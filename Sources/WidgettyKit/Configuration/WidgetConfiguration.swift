import Foundation
import WidgettyUI

/// A widget's description: its kind, provider, content and options, as in WidgetKit. Build one
/// with `StaticConfiguration`, `IntentConfiguration` or `AppIntentConfiguration` and modifiers.
@MainActor @preconcurrency
public protocol WidgetConfiguration {
    /// The widget kinds this configuration declares, for the host.
    var _widgetDescriptors: [AnyWidgetDescriptor] { get }
}

/// A configuration with modifiers applied.
public struct ModifiedWidgetConfiguration: WidgetConfiguration {
    public let _widgetDescriptors: [AnyWidgetDescriptor]
}

extension WidgetConfiguration {
    func modified(_ change: (inout AnyWidgetDescriptor) -> Void) -> ModifiedWidgetConfiguration {
        ModifiedWidgetConfiguration(_widgetDescriptors: _widgetDescriptors.map { descriptor in
            var descriptor = descriptor
            change(&descriptor)
            return descriptor
        })
    }

    /// The name shown in the widget gallery.
    public func configurationDisplayName<S: StringProtocol>(_ displayName: S) -> ModifiedWidgetConfiguration {
        modified { $0.displayName = String(displayName) }
    }

    /// The gallery's name for the widget, from a resource.
    public func configurationDisplayName(_ displayName: LocalizedStringResource) -> ModifiedWidgetConfiguration {
        modified { $0.displayName = displayName.key }
    }

    /// The name shown in the widget gallery, given as a `Text` (its characters, without styles).
    public func configurationDisplayName(_ displayName: Text) -> ModifiedWidgetConfiguration {
        let name = displayName.plainText()
        return modified { $0.displayName = name }
    }

    /// The sentence shown under the name in the widget gallery.
    public func description<S: StringProtocol>(_ description: S) -> ModifiedWidgetConfiguration {
        modified { $0.description = String(description) }
    }

    /// The gallery's sentence for the widget, from a resource.
    public func description(_ description: LocalizedStringResource) -> ModifiedWidgetConfiguration {
        modified { $0.description = description.key }
    }

    /// The sentence shown under the name in the widget gallery, given as a `Text`.
    public func description(_ description: Text) -> ModifiedWidgetConfiguration {
        let sentence = description.plainText()
        return modified { $0.description = sentence }
    }

    /// The sizes the widget can be placed at.
    public func supportedFamilies(_ families: [WidgetFamily]) -> ModifiedWidgetConfiguration {
        modified { $0.supportedFamilies = families }
    }

    /// Lets the content reach the cell's edges instead of the standard margins.
    public func contentMarginsDisabled() -> ModifiedWidgetConfiguration {
        modified { $0.contentMarginsDisabled = true }
    }

    /// Widgetty: how long a provider call may take before the cell is marked stale and retried.
    public func providerTimeout(_ timeout: Duration) -> ModifiedWidgetConfiguration {
        modified { $0.providerTimeout = timeout }
    }

    /// Widgetty: a provider time limit that is what the home file says — the integer parameter
    /// `name`'s seconds (within its range) plus `margin` — so a `timeout: 60` is honoured.
    public func providerTimeout(followingParameter name: String, plus margin: Duration) -> ModifiedWidgetConfiguration {
        modified { $0.parameterTimeLimit = ParameterTimeLimit(parameter: name, margin: margin) }
    }

    /// Widgetty: the widget's links come from what it fetches or runs, not from its code: the
    /// home screen opens only `http`, `https` and `mailto` links (and the widget's own
    /// `widgetty://KIND/…` actions) from it, unless its home-file entry allows more schemes.
    public func linksFromRemoteContent() -> ModifiedWidgetConfiguration {
        modified { $0.linksFromRemoteContent = true }
    }

    /// Widgetty: the shortest time between two reloads of one widget instance, a visible,
    /// per-widget refresh budget (there is no hidden throttling).
    public func minimumReloadInterval(_ interval: Duration) -> ModifiedWidgetConfiguration {
        modified { $0.minimumReloadInterval = interval }
    }

    /// Widgetty: what opening the widget's link `widgetty://KIND/NAME?…` does — `perform` is
    /// given the link's query items, runs off the drawing thread within the widget's provider
    /// timeout, and the widget's timelines reload after it (as after an App Intent's `perform()`).
    public func linkAction(
        _ name: String, perform: @escaping @Sendable ([URLQueryItem]) async throws -> Void
    ) -> ModifiedWidgetConfiguration {
        modified { $0.linkActions[name] = WidgetLinkAction(perform: perform) }
    }

    /// Widgetty: a link action that then opens the URL it returns (through the home file's
    /// `links:`, as any link), for a link that records something and goes on: the feed widget
    /// marks an item read and opens it. A `widgetty:` URL returned is not opened.
    public func openingLinkAction(
        _ name: String, perform: @escaping @Sendable ([URLQueryItem]) async throws -> URL?
    ) -> ModifiedWidgetConfiguration {
        modified { $0.linkActions[name] = WidgetLinkAction(opening: perform) }
    }
}

/// A configuration that declares no widget, as WidgetKit's `EmptyWidgetConfiguration`: what a
/// bundle's `if #available` branch returns when a widget is not offered.
public struct EmptyWidgetConfiguration: WidgetConfiguration {
    /// No widget.
    public init() {}
    /// None: the bundle lists nothing for it.
    public var _widgetDescriptors: [AnyWidgetDescriptor] { [] }
}
