import Foundation
import Synchronization
import WidgettyKit
import WidgettyRedaction

/// The secrets of one running program: resolves the `${…}` references in a widget's intent
/// values when it loads, off the drawing thread, and keeps each secret in memory only, by its
/// reference, so a command runs once for every widget that names it rather than at every reload.
/// ``forgetAll()`` (the home file changed) makes the next load resolve again. A failure is not
/// kept: the widget's next reload tries again. Every secret it resolves is registered with
/// ``SecretRedactor/process``, the one redactor every exit of the process consults.
public final class SecretVault: Sendable {
    public let resolver: SecretResolver
    private struct State {
        var resolved: [SecretSource: String] = [:]
        /// Commands running (or done): two widgets naming one command wait for one run.
        var running: [SecretSource: Task<Result<String, SecretResolutionError>, Never>] = [:]
        var locations: [String: [String: SourceLocation]] = [:]
    }
    private let state = Mutex(State())

    public init(resolver: SecretResolver) { self.resolver = resolver }

    /// Where each parameter of a widget is written, for messages (the home file's lines move).
    public func setLocations(_ locations: [String: SourceLocation], of widgetID: String) {
        state.withLock { $0.locations[widgetID] = locations }
    }

    /// Resolve every secret again at its next use.
    public func forgetAll() {
        state.withLock { state in
            state.resolved = [:]
            state.running = [:]
        }
    }

    /// The values with every reference filled in, and the secrets used (to keep them out of
    /// messages); throws the first reference that could not be resolved, with its parameter's place.
    public func fill(_ values: [String: IntentValue], of widgetID: String) async throws(SecretLoadError) -> (
        values: [String: IntentValue], secrets: [String]
    ) {
        var secrets: [SecretSource: String] = [:]
        for key in values.keys.sorted() {
            guard let value = values[key] else { continue }
            for reference in SecretValues.references(in: value) where secrets[reference.source] == nil {
                switch await secret(reference.source) {
                case .success(let secret): secrets[reference.source] = secret
                case .failure(let error):
                    let location = state.withLock { $0.locations[widgetID]?[key] }
                    throw SecretLoadError(parameter: key, reference: reference, reason: error, location: location)
                }
            }
        }
        // Known to the redactor before the provider sees it: whatever the provider or a server
        // does with it, every exit of this process blots it out.
        for secret in secrets.values { SecretRedactor.process.register(secret) }
        var filled = values
        for (key, value) in values { filled[key] = SecretValues.filled(value, with: secrets) }
        return (filled, Array(secrets.values))
    }

    private func secret(_ source: SecretSource) async -> Result<String, SecretResolutionError> {
        if let known = state.withLock({ $0.resolved[source] }) { return .success(known) }
        // An environment variable or a file is read here, on the provider's task.
        if let read = resolver.resolveWithoutRunning(source) {
            if case .success(let secret) = read { state.withLock { $0.resolved[source] = secret } }
            return read
        }
        let resolver = self.resolver
        let task = state.withLock { state in
            if let running = state.running[source] { return running }
            let task = Task { await resolver.resolve(source) }
            state.running[source] = task
            return task
        }
        let result = await task.value
        state.withLock { state in
            guard state.running[source] == task else { return }
            state.running[source] = nil
            if case .success(let secret) = result { state.resolved[source] = secret }
        }
        return result
    }
}

/// A widget's secret that could not be resolved: `home.yaml:7:5: token: ${env:GITHUB_TOKEN}:
/// the environment variable GITHUB_TOKEN is not set`.
public struct SecretLoadError: Error, Hashable, Sendable, CustomStringConvertible {
    public var parameter: String
    public var reference: SecretReference
    public var reason: SecretResolutionError
    public var location: SourceLocation?

    public var description: String {
        (location.map { "\($0): " } ?? "") + "\(parameter): \(reference.text): \(reason)"
    }
}
