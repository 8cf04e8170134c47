/// What an intent's `perform()` returns, as in App Intents: `return .result()`, or
/// `.result(value:)` for an intent that `ReturnsValue`, `.result(dialog:)` for one that
/// `ProvidesDialog` (the dialog is shown in the status line when the intent ran from a widget).
public protocol IntentResult: Sendable {
    /// What the status line says after the intent ran (a dialog), if anything.
    var _message: String? { get }
}

extension IntentResult {
    public var _message: String? { nil }
}

/// A result that returns a value to the caller.
public protocol ReturnsValue<Value>: IntentResult {
    /// The type of the value the intent returns to its caller.
    associatedtype Value
}

/// A result that says something to the user.
public protocol ProvidesDialog: IntentResult {}

/// A result that opens another intent (accepted: the other intent is not run).
public protocol OpensIntent: IntentResult {}

/// What an intent says, as App Intents' `IntentDialog`.
public struct IntentDialog: ExpressibleByStringInterpolation, Sendable {
    /// The text the status line shows after the intent ran from a widget.
    public let text: String
    /// A dialog of a string.
    public init(_ text: String) { self.text = text }
    /// A dialog from a string literal: `.result(dialog: "Marked as done")`.
    public init(stringLiteral value: String) { text = value }
    /// A dialog from an interpolated string, written out when made.
    public init(stringInterpolation: DefaultStringInterpolation) { text = String(stringInterpolation: stringInterpolation) }
}

/// The result App Intents' `.result(…)` builds: an optional value and an optional dialog.
public struct IntentResultContainer<Value: Sendable>: ReturnsValue, ProvidesDialog, OpensIntent {
    /// The value returned, if the intent returns one.
    public let value: Value?
    /// What the status line says, if anything.
    public let dialog: IntentDialog?
    public var _message: String? { dialog?.text }
}

extension IntentResult where Self == IntentResultContainer<Never> {
    /// Nothing to return or say.
    public static func result() -> IntentResultContainer<Never> { IntentResultContainer(value: nil, dialog: nil) }
    /// Something to say.
    public static func result(dialog: IntentDialog) -> IntentResultContainer<Never> { IntentResultContainer(value: nil, dialog: dialog) }
}

extension IntentResult {
    /// A value to return.
    public static func result<Value: Sendable>(value: Value) -> IntentResultContainer<Value> where Self == IntentResultContainer<Value> {
        IntentResultContainer(value: value, dialog: nil)
    }
    /// A value to return and something to say.
    public static func result<Value: Sendable>(value: Value, dialog: IntentDialog) -> IntentResultContainer<Value>
    where Self == IntentResultContainer<Value> {
        IntentResultContainer(value: value, dialog: dialog)
    }
}

/// An intent that sets a value, as App Intents' `SetValueIntent`: what `Toggle(isOn:intent:)`
/// runs, with `value` set to the toggle's new state first.
public protocol SetValueIntent: AppIntent {
    /// The type of the value the intent sets: `Bool` for a toggle.
    associatedtype ValueType
    /// The value to set: a toggle's new state, set before `perform()` runs.
    var value: ValueType { get set }
}
