import Foundation

/// Something a widget's own link does when opened (`widgetty://KIND/NAME?…`): a change the
/// widget makes itself, such as ticking a to-do item off, instead of the host knowing about it.
public struct WidgetLinkAction: Sendable {
    /// Does the action with the link's query items; a thrown error is shown in the status bar.
    public let perform: @Sendable ([URLQueryItem]) async throws -> Void

    public init(perform: @escaping @Sendable ([URLQueryItem]) async throws -> Void) {
        self.perform = perform
    }
}
