import WidgettyUI

// Intents are titled with it, so code that imports WidgettyKit alone (as App Intents code does)
// sees it too; it lives in WidgettyUI, where views take it as a title.
@_exported import struct WidgettyUI.LocalizedStringResource

/// What an intent does, shown under its title in the edit panel, as in App Intents.
public struct IntentDescription: Hashable, Sendable, ExpressibleByStringInterpolation {
    public let descriptionText: LocalizedStringResource
    public let categoryName: LocalizedStringResource?

    public init(_ descriptionText: LocalizedStringResource, categoryName: LocalizedStringResource? = nil) {
        self.descriptionText = descriptionText
        self.categoryName = categoryName
    }
    public init(stringLiteral value: String) { self.init(LocalizedStringResource(value)) }
    public init(stringInterpolation: DefaultStringInterpolation) {
        self.init(LocalizedStringResource(String(stringInterpolation: stringInterpolation)))
    }
}
