import Foundation

/// A user-facing string, as in Foundation's `LocalizedStringResource` on Apple platforms.
/// Widgetty does not localise: the key is the text shown.
public struct LocalizedStringResource: Hashable, Sendable, ExpressibleByStringInterpolation,
    CustomStringConvertible
{
    /// The text: Widgetty shows the key as it is, having no string tables.
    public let key: String

    /// A resource whose key, shown as written, is `key`.
    public init(_ key: String) { self.key = key }
    /// A resource from a string literal, as a property default or a title writes it.
    public init(stringLiteral value: String) { self.key = value }
    /// A resource from an interpolated string, written out when it is made.
    public init(stringInterpolation: DefaultStringInterpolation) { self.key = String(stringInterpolation: stringInterpolation) }

    /// The key: the text as it is shown.
    public var description: String { key }
}

extension String {
    /// The text of a resource, as in Foundation's `String(localized:)`.
    public init(localized resource: LocalizedStringResource) { self = resource.key }
}

// Views that take a title take a `LocalizedStringResource` too, as SwiftUI's do (a property
// typed `LocalizedStringResource` passed as a title). A literal still reads as a
// `LocalizedStringKey`: these overloads are the less favoured.

extension Text {
    /// Text from a resource, shown as written (Widgetty has no string tables).
    @_disfavoredOverload
    public init(_ resource: LocalizedStringResource) { self.init(verbatim: resource.key) }
}

extension Link where Label == Text {
    /// A link titled with a resource's text.
    @_disfavoredOverload
    public init(_ title: LocalizedStringResource, destination: URL) { self.init(title.key, destination: destination) }
}

extension Button where Label == Text {
    /// A button titled with a resource's text; its closure never runs in a widget.
    @_disfavoredOverload
    public init(_ title: LocalizedStringResource, action: @escaping @MainActor () -> Void) { self.init(title.key, action: action) }
}

extension Button where Label == Text {
    /// A button with a role, titled with a resource's text; accepted, never run.
    @_disfavoredOverload
    public init(_ title: LocalizedStringResource, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(title.key, role: role, action: action)
    }
}

extension Button where Label == WidgettyUI.Label<Text, Image> {
    /// A button drawn as a symbol's glyph and a resource's text; its closure never runs.
    @_disfavoredOverload
    public init(_ title: LocalizedStringResource, systemImage: String, action: @escaping @MainActor () -> Void) {
        self.init(title.key, systemImage: systemImage, action: action)
    }
}

extension Label where Title == Text, Icon == Image {
    /// A label of an SF Symbol's glyph and a resource's text.
    @_disfavoredOverload
    public init(_ title: LocalizedStringResource, systemImage name: String) { self.init(title.key, systemImage: name) }

    /// A label of a named picture and a resource's text.
    @_disfavoredOverload
    public init(_ title: LocalizedStringResource, image name: String) { self.init(title.key, image: name) }
}
