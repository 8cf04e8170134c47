import WidgettyKit

extension AnyWidgetDescriptor {
    /// The widget with its intent values' `${…}` references filled by `vault` before each
    /// provider call, on the call's own task (never the drawing thread: a widget holding a
    /// reference is not asked for an immediate timeline). The scheduler, the edit panel and saves
    /// only ever hold the references; a provider's error quoting a secret has it blotted out.
    public func resolvingSecrets(with vault: SecretVault, for widgetID: String) -> AnyWidgetDescriptor {
        var copy = self
        let inner = source
        let immediate = inner.immediateTimeline.map { immediate in
            { @Sendable (context: TimelineProviderContext, values: [String: IntentValue]) -> AnyTimeline? in
                SecretValues.needFilling(values) ? nil : immediate(context, values)
            }
        }
        copy.source = WidgetTimelineSource(
            placeholder: inner.placeholder,
            snapshot: { context, values in
                try await Self.withSecrets(values, vault: vault, widgetID: widgetID) { try await inner.snapshot(context, $0) }
            },
            timeline: { context, values in
                try await Self.withSecrets(values, vault: vault, widgetID: widgetID) { try await inner.timeline(context, $0) }
            },
            immediateTimeline: immediate)
        return copy
    }

    private static func withSecrets<Answer>(
        _ values: [String: IntentValue], vault: SecretVault, widgetID: String,
        _ call: ([String: IntentValue]) async throws -> Answer
    ) async throws -> Answer {
        guard SecretValues.needFilling(values) else { return try await call(values) }
        let filled = try await vault.fill(values, of: widgetID)
        do {
            return try await call(filled.values)
        } catch {
            let words = String(describing: error)
            let redacted = SecretRedaction.redact(words, secrets: filled.secrets)
            if redacted == words { throw error }
            throw RedactedError(description: redacted)
        }
    }
}
