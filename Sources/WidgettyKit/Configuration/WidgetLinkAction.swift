import Foundation

/// Something a widget's own link does when opened (`widgetty://KIND/NAME?…`): a change the
/// widget makes itself, such as ticking a to-do item off, instead of the host knowing about it.
public struct WidgetLinkAction: Sendable {
    /// Does the action with the link's query items; a thrown error is shown in the status bar.
    /// What it returns, if anything, is opened next as any link is (never a `widgetty:` one).
    public let perform: @Sendable ([URLQueryItem]) async throws -> URL?

    /// An action that does its work and opens nothing after.
    public init(perform: @escaping @Sendable ([URLQueryItem]) async throws -> Void) {
        self.perform = { query in
            try await perform(query)
            return nil
        }
    }

    /// An action that may hand a link on: marking a feed's item read, then opening the item.
    public init(opening: @escaping @Sendable ([URLQueryItem]) async throws -> URL?) {
        self.perform = opening
    }
}
