import Foundation
@_spi(WidgettyHost) import WidgettyKit

/// Provider contexts for Kit tests (only the host may create one; tests use its SPI).
enum KitTestContext {
    static func make(family: WidgetFamily = .systemSmall, isPreview: Bool = false) -> TimelineProviderContext {
        TimelineProviderContext(family: family, isPreview: isPreview, displaySize: CGSize(width: 20, height: 8))
    }
}
