/// The source of a parameter's choices, computed when the edit panel opens, as in App Intents.
public protocol DynamicOptionsProvider: Sendable {
    associatedtype Option: IntentValueConvertible
    func results() async throws -> [Option]
    func defaultResult() async -> Option?
}

extension DynamicOptionsProvider {
    public func defaultResult() async -> Option? { nil }
}
