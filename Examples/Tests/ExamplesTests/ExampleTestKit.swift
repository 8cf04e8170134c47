// What every port's tests share: provider contexts, the cell sizes a family gets on a home
// screen, rendering through a widget's own configuration, and awaiting completion handlers.
import Foundation
import Testing
import Widgetty
@_spi(WidgettyHost) import WidgettyKit
import WidgettyTestSupport

/// Provider contexts (only the host creates them; tests use its SPI).
enum ExampleContext {
    static func make(_ family: WidgetFamily = .systemSmall, isPreview: Bool = false) -> TimelineProviderContext {
        let size = FamilySize.of(family)
        return TimelineProviderContext(
            family: family, isPreview: isPreview, displaySize: CGSize(width: size.width, height: size.height))
    }
}

/// The inner size (columns × rows) a family's widget gets on an 80×24-ish home screen slot grid.
enum FamilySize {
    static func of(_ family: WidgetFamily) -> (width: Int, height: Int) {
        switch family {
        case .systemSmall, .accessoryInline: return (26, 10)
        case .systemMedium: return (54, 10)
        case .systemLarge: return (54, 22)
        case .systemExtraLarge: return (110, 22)
        }
    }
}

/// A widget's entry drawn through the configuration's content closure, at the family's size,
/// in the fixed test environment with the family set. The ports measure in iOS points
/// (`spacing: 4`, `.padding()`, `.frame(width: 16)`), so lengths are points here (`.points`):
/// with the default `.cells` a 4-point spacing is four rows and the views do not fit a slot.
@MainActor
func renderEntry(
    _ entry: some TimelineEntry, of descriptor: AnyWidgetDescriptor, family: WidgetFamily,
    metrics: CellMetrics = .points
) -> RenderedView {
    var environment = EnvironmentValues.fixedForTests
    environment.widgetFamily = family
    environment.cellMetrics = metrics
    let size = FamilySize.of(family)
    return renderView(descriptor.makeView(AnyTimelineEntry(entry)), width: size.width, height: size.height,
                      environment: environment)
}

extension RenderedView {
    /// The drawn text with runs of blanks and line ends collapsed to one space, so a check does
    /// not depend on where a line wrapped.
    var words: String {
        buffer.lines.joined(separator: " ").split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}

/// The value a completion-handler API delivers.
func completionValue<Value: Sendable>(
    isolation: isolated (any Actor)? = #isolation, _ call: (@escaping @Sendable (Value) -> Void) -> Void
) async -> Value {
    await withCheckedContinuation(isolation: isolation) { continuation in call { continuation.resume(returning: $0) } }
}

/// A fresh temporary directory, removed by the caller.
func makeTemporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("widgetty-examples-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}
