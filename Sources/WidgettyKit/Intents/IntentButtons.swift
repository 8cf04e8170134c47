import Foundation
import Synchronization
@_spi(WidgettyIntents) import WidgettyUI

/// The intents a widget's buttons and toggles run. Rendering a `Button(intent:)` registers the
/// intent under a link, `widgetty://intent/N`, the same N for the same intent type and parameter
/// values at every render; the home screen opens that link (a key, a hint letter, a click) and
/// calls ``perform(token:)``. Holds the intents of the buttons drawn lately (4,096 at most, the
/// least recently drawn forgotten).
public final class IntentButtonRegistry: Sendable {
    /// The one registry the buttons and the home screen share.
    public static let shared = IntentButtonRegistry()

    private struct Entry {
        let perform: @Sendable () async throws -> IntentResult
        var lastUse: UInt64
    }

    private struct Table {
        var tokenByIdentity: [String: Int] = [:]
        var entries: [Int: Entry] = [:]
        var nextToken = 1
        var clock: UInt64 = 0
    }

    private let table = Mutex(Table())
    private let capacity: Int

    init(capacity: Int = 4096) { self.capacity = capacity }

    /// The link that runs `perform` for the intent `identity` describes (the same link for the
    /// same identity while it is remembered). The host registers here the buttons a widget
    /// extension drew, whose `perform` asks the extension.
    public func link(identity: String, perform: @escaping @Sendable () async throws -> IntentResult) -> URL {
        let token: Int = table.withLock { table in
            table.clock += 1
            let token = table.tokenByIdentity[identity] ?? {
                defer { table.nextToken += 1 }
                return table.nextToken
            }()
            table.tokenByIdentity[identity] = token
            table.entries[token] = Entry(perform: perform, lastUse: table.clock)
            if table.entries.count > capacity, let oldest = table.entries.min(by: { $0.value.lastUse < $1.value.lastUse })?.key {
                table.entries[oldest] = nil
                table.tokenByIdentity = table.tokenByIdentity.filter { $0.value != oldest }
            }
            return token
        }
        return Self.link(token: token)
    }

    /// The link of the intent registered under `token`: `widgetty://intent/TOKEN`.
    public static func link(token: Int) -> URL { URL(string: "widgetty://intent/\(token)")! }

    /// Why an intent link cannot be run.
    public enum Failure: Error, CustomStringConvertible {
        /// No intent is registered under the token any more (the button was not drawn lately).
        case unknown(Int)
        /// The reason as the status line shows it.
        public var description: String {
            switch self {
            case .unknown: return "that button is no longer on the screen"
            }
        }
    }

    /// Runs the intent behind `widgetty://intent/TOKEN`; its result (a dialog to show, if any).
    public func perform(token: Int) async throws -> IntentResult {
        guard let perform = table.withLock({ $0.entries[token]?.perform }) else { throw Failure.unknown(token) }
        return try await perform()
    }

    /// The identity a link of this registry was made for (nil: not one of its links, or forgotten).
    public func identity(of link: URL) -> String? {
        guard link.scheme == "widgetty", link.host == "intent", let token = Int(link.lastPathComponent) else { return nil }
        return table.withLock { table in
            guard table.entries[token] != nil else { return nil }
            return table.tokenByIdentity.first { $0.value == token }?.key
        }
    }

    /// Runs the intent registered under `identity` (what ``identity(of:)`` gave); nil when no
    /// button of that identity was drawn lately.
    public func perform(identity: String) async throws -> IntentResult? {
        let perform: (@Sendable () async throws -> IntentResult)? = table.withLock { table in
            table.tokenByIdentity[identity].flatMap { table.entries[$0]?.perform }
        }
        guard let perform else { return nil }
        return try await perform()
    }

    /// The key an intent is registered under: its type and its parameters' values.
    static func identity<Intent: AppIntent>(of intent: Intent, extra: String = "") -> String {
        var parts = [String(reflecting: Intent.self), extra]
        for child in Mirror(reflecting: intent).children {
            guard let label = child.label, let parameter = child.value as? any AnyIntentParameter else { continue }
            parts.append("\(label)=\(parameter.currentIntentValue)")
        }
        return parts.joined(separator: "\u{1F}")
    }
}

extension Button {
    /// A button that runs an App Intent when chosen, as iOS 17's interactive widgets.
    public init<Intent: AppIntent>(intent: Intent, @ViewBuilder label: () -> Label) {
        let link = IntentButtonRegistry.shared.link(identity: IntentButtonRegistry.identity(of: intent)) {
            try await intent.perform()
        }
        self.init(opening: link, label: label)
    }
}

extension Button where Label == Text {
    /// A button titled with a localized string that runs `intent` when chosen.
    public init<Intent: AppIntent>(_ titleKey: LocalizedStringKey, intent: Intent) {
        self.init(intent: intent) { Text(titleKey) }
    }

    /// A button titled with a string shown as written that runs `intent` when chosen.
    @_disfavoredOverload
    public init<Intent: AppIntent, S: StringProtocol>(_ title: S, intent: Intent) {
        self.init(intent: intent) { Text(title) }
    }
}

extension Toggle {
    /// A toggle that runs a `SetValueIntent` with the new state when chosen.
    public init<Intent: SetValueIntent>(isOn: Bool, intent: Intent, @ViewBuilder label: () -> Label) where Intent.ValueType == Bool {
        let link = IntentButtonRegistry.shared.link(identity: IntentButtonRegistry.identity(of: intent, extra: "\(isOn)")) {
            var flipped = intent
            flipped.value = !isOn
            return try await flipped.perform()
        }
        self.init(isOn: isOn, opening: link, label: label)
    }

    /// A toggle that runs an App Intent when chosen (the intent knows what it flips).
    @_disfavoredOverload
    public init<Intent: AppIntent>(isOn: Bool, intent: Intent, @ViewBuilder label: () -> Label) {
        let link = IntentButtonRegistry.shared.link(identity: IntentButtonRegistry.identity(of: intent, extra: "\(isOn)")) {
            try await intent.perform()
        }
        self.init(isOn: isOn, opening: link, label: label)
    }
}

extension Toggle where Label == Text {
    /// A check box titled with a localized string that runs a `SetValueIntent` with the new state
    /// when chosen.
    public init<Intent: SetValueIntent>(_ titleKey: LocalizedStringKey, isOn: Bool, intent: Intent) where Intent.ValueType == Bool {
        self.init(isOn: isOn, intent: intent) { Text(titleKey) }
    }

    /// A check box titled with a localized string that runs an App Intent when chosen (the intent
    /// knows what it flips).
    @_disfavoredOverload
    public init<Intent: AppIntent>(_ titleKey: LocalizedStringKey, isOn: Bool, intent: Intent) {
        self.init(isOn: isOn, intent: intent) { Text(titleKey) }
    }
}
