import WidgettyKit

extension AnyWidgetDescriptor {
    /// The widget with its intent values' `${…}` references filled by `vault` before each
    /// provider call, on the call's own task (never the drawing thread: a widget holding a
    /// reference is not asked for an immediate timeline). The scheduler, the edit panel and saves
    /// only ever hold the references; the vault registers each secret with the process's
    /// redactor, which blots it out of every text that leaves (errors quoting it included).
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
        return try await call(try await vault.fill(values, of: widgetID).values)
    }
}
