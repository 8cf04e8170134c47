import Foundation

/// A user-facing string, as in Foundation's `LocalizedStringResource` on Apple platforms.
/// Widgetty does not localise: the key is the text shown.
public struct LocalizedStringResource: Hashable, Sendable, ExpressibleByStringInterpolation,
    CustomStringConvertible
{
    public let key: String

    public init(_ key: String) { self.key = key }
    public init(stringLiteral value: String) { self.key = value }
    public init(stringInterpolation: DefaultStringInterpolation) { self.key = String(stringInterpolation: stringInterpolation) }

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
    @_disfavoredOverload
    public init(_ title: LocalizedStringResource, destination: URL) { self.init(title.key, destination: destination) }
}

extension Button where Label == Text {
    @_disfavoredOverload
    public init(_ title: LocalizedStringResource, action: @escaping @MainActor () -> Void) { self.init(title.key, action: action) }
}

extension Button where Label == Text {
    @_disfavoredOverload
    public init(_ title: LocalizedStringResource, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(title.key, role: role, action: action)
    }
}

extension Button where Label == WidgettyUI.Label<Text, Image> {
    @_disfavoredOverload
    public init(_ title: LocalizedStringResource, systemImage: String, action: @escaping @MainActor () -> Void) {
        self.init(title.key, systemImage: systemImage, action: action)
    }
}

extension Label where Title == Text, Icon == Image {
    @_disfavoredOverload
    public init(_ title: LocalizedStringResource, systemImage name: String) { self.init(title.key, systemImage: name) }

    @_disfavoredOverload
    public init(_ title: LocalizedStringResource, image name: String) { self.init(title.key, image: name) }
}
