import Foundation

/// What a provider knows about the widget it serves, as in WidgetKit's `TimelineProviderContext`:
/// its family, whether the host is previewing it, and its size (here in terminal cells).
/// Only the host creates one.
public struct TimelineProviderContext: Sendable, Equatable {
    /// The family of the widget being served: answer a small widget with less.
    public let family: WidgetFamily
    /// True in the gallery and other previews, where a snapshot with sample data is expected.
    public let isPreview: Bool
    /// The widget's size in terminal cells (width = columns, height = rows).
    public let displaySize: CGSize

    @_spi(WidgettyHost)
    public init(family: WidgetFamily, isPreview: Bool, displaySize: CGSize) {
        self.family = family
        self.isPreview = isPreview
        self.displaySize = displaySize
    }
}
