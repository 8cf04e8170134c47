import Synchronization

/// A parameter of an `.intentdefinition` intent that the user does not configure (its
/// "User can edit value in Shortcuts, widgets…" unticked): widget code may set and read it, the
/// edit panel does not list it and the home file does not store it.
public final class IntentDefinitionValue<Value: Sendable>: Sendable {
    private let cell: Mutex<Value>

    /// A parameter holding `value` until widget code sets another.
    public init(_ value: Value) {
        cell = Mutex(value)
    }

    /// The value; widget code reads and sets it from any thread.
    public var value: Value {
        get { cell.withLock { $0 } }
        set { cell.withLock { $0 = newValue } }
    }
}
