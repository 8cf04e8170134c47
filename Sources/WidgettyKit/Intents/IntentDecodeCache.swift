import Synchronization

/// The intents a widget's provider is handed, decoded once per set of stored values and reused
/// for every later call with the same values.
///
/// Decoding walks a fresh intent with `Mirror`, which cost more than many providers' own work
/// (a system widget refreshing every 2 s spent a third as long decoding its intent as reading
/// `/proc`). A kept intent is handed out again only while its parameters still hold what was
/// decoded: after a provider sets one (copies of an intent share their parameters), the next
/// call gets a fresh intent, so a change never outlives the call that made it (calls running at
/// the same moment share the intent, as copies of one intent do). An intent's other stored
/// properties (not `@Parameter`s) keep what they were given when it was made.
final class IntentDecodeCache<Intent: WidgetConfigurationIntent>: Sendable {
    /// More distinct configurations than this at once (instances of one kind) start over.
    static var capacity: Int { 32 }

    private struct Decoded: @unchecked Sendable {  // its parameters are Sendable IntentParameters, seen through a protocol
        let intent: Intent
        let parameters: [(key: String, parameter: any AnyIntentParameter)]
        let settled: [IntentValue]

        var isUntouched: Bool {
            parameters.indices.allSatisfy { parameters[$0].parameter.currentIntentValue == settled[$0] }
        }
    }

    private let decoded = Mutex<[[String: IntentValue]: Decoded]>([:])

    /// The intent with `values` set (see ``IntentSchema/decode(_:from:)``).
    func intent(from values: [String: IntentValue]) throws(IntentDecodingError) -> Intent {
        if let kept = decoded.withLock({ $0[values] }), kept.isUntouched { return kept.intent }
        let (intent, parameters) = try IntentSchema.decodeWithParameters(Intent.self, from: values)
        let fresh = Decoded(intent: intent, parameters: parameters, settled: parameters.map(\.parameter.currentIntentValue))
        decoded.withLock { kept in
            if kept.count >= Self.capacity { kept.removeAll() }
            kept[values] = fresh
        }
        return intent
    }
}
