import Foundation
@_spi(WidgettyHost) import WidgettyKit
import WidgettyTerminal

extension TimelineProviderContext {
    /// A context for calling a provider in a test, as the home screen would build it: the family,
    /// whether it is a preview (a snapshot for the gallery), and the family's size in cells on a
    /// 120×40 home screen unless `size` says otherwise.
    ///
    /// ```swift
    /// let timeline = await completionValue { Provider().getTimeline(in: .testing(.systemMedium), completion: $0) }
    /// ```
    public static func testing(_ family: WidgetFamily = .systemSmall, isPreview: Bool = false, size: Size? = nil) -> Self {
        let cells = size ?? family.standardContentSize
        return TimelineProviderContext(
            family: family, isPreview: isPreview, displaySize: CGSize(width: cells.width, height: cells.height))
    }
}

/// The value a completion-handler API delivers (`getSnapshot`, `getTimeline`), awaited.
///
/// ```swift
/// let entry = await completionValue { Provider().getSnapshot(in: .testing(), completion: $0) }
/// ```
public func completionValue<Value: Sendable>(
    isolation: isolated (any Actor)? = #isolation, _ call: (@escaping @Sendable (Value) -> Void) -> Void
) async -> Value {
    await withCheckedContinuation(isolation: isolation) { continuation in call { continuation.resume(returning: $0) } }
}

/// A fresh, empty temporary directory for a test's fixture files; the test removes it.
public func makeTemporaryDirectory(prefix: String = "widgetty-test") throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}
