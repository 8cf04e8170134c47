import WidgettyUI

/// The family an Xcode 14 widget preview is drawn in, as in WidgetKit:
/// `.previewContext(WidgetPreviewContext(family: .systemSmall))` on a `PreviewProvider`'s view.
public struct WidgetPreviewContext: Sendable {
    /// The family the preview's view reads through `@Environment(\.widgetFamily)`.
    public let family: WidgetFamily
    /// A preview context of a family.
    public init(family: WidgetFamily) { self.family = family }
}

extension View {
    /// The view drawn in the context's family: `widgetFamily` in its environment is that family.
    public func previewContext(_ context: WidgetPreviewContext) -> some View {
        environment(\.widgetFamily, context.family)
    }
}
