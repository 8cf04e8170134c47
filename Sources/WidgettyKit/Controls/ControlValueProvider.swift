/// Where a static control's value comes from (a toggle's state, a button's label value), as in
/// WidgetKit: the control asks `currentValue()` when it is shown, after its action ran, and when
/// ``ControlCenter`` reloads it; the gallery shows `previewValue`.
public protocol ControlValueProvider: Sendable {
    /// The value the template is drawn with.
    associatedtype Value: Sendable
    /// A value for the gallery, without fetching anything.
    var previewValue: Value { get }
    /// The value now (read from the shared store, a file, the network…). A throw shows the error
    /// in the cell, as a failed timeline does.
    func currentValue() async throws -> Value
}

/// Where a configurable control's value comes from: the same as ``ControlValueProvider``, with
/// the configuration the user chose in the control's edit panel.
public protocol AppIntentControlValueProvider: Sendable {
    /// The control's configuration intent.
    associatedtype Configuration: ControlConfigurationIntent
    /// The value the template is drawn with.
    associatedtype Value: Sendable
    /// A value for the gallery, for `configuration`, without fetching anything.
    func previewValue(configuration: Configuration) -> Value
    /// The value now, for `configuration`.
    func currentValue(configuration: Configuration) async throws -> Value
}

/// A control's configuration, as in WidgetKit: its `@Parameter`s are the control's settings,
/// edited in its edit panel and written in the home file like a widget's.
public protocol ControlConfigurationIntent: WidgetConfigurationIntent {}
