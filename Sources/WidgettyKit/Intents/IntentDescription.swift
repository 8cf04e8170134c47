import WidgettyUI

// Intents are titled with it, so code that imports WidgettyKit alone (as App Intents code does)
// sees it too; it lives in WidgettyUI, where views take it as a title.
@_exported import struct WidgettyUI.LocalizedStringResource

/// What an intent does, shown under its title in the edit panel, as in App Intents.
public struct IntentDescription: Hashable, Sendable, ExpressibleByStringInterpolation {
    /// The sentence shown under the intent's title in the edit panel.
    public let descriptionText: LocalizedStringResource
    /// A category name, as iOS groups intents in Shortcuts: kept, not shown.
    public let categoryName: LocalizedStringResource?

    /// A description, with an optional category.
    public init(_ descriptionText: LocalizedStringResource, categoryName: LocalizedStringResource? = nil) {
        self.descriptionText = descriptionText
        self.categoryName = categoryName
    }
    /// A description from a string literal: `static var description: IntentDescription = "Shows the
    /// weather"`.
    public init(stringLiteral value: String) { self.init(LocalizedStringResource(value)) }
    /// A description from an interpolated string.
    public init(stringInterpolation: DefaultStringInterpolation) {
        self.init(LocalizedStringResource(String(stringInterpolation: stringInterpolation)))
    }
}
