import WidgettyUI

/// The family an Xcode 14 widget preview is drawn in, as in WidgetKit:
/// `.previewContext(WidgetPreviewContext(family: .systemSmall))` on a `PreviewProvider`'s view.
public struct WidgetPreviewContext: Sendable {
    public let family: WidgetFamily
    public init(family: WidgetFamily) { self.family = family }
}

extension View {
    /// The view drawn in the context's family: `widgetFamily` in its environment is that family.
    public func previewContext(_ context: WidgetPreviewContext) -> some View {
        environment(\.widgetFamily, context.family)
    }
}
