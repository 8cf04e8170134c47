import WidgettyKit

/// One thing a preview run shows: a widget kind with its configuration, or one `#Preview`.
public struct PreviewSubject {
    public var descriptor: AnyWidgetDescriptor
    public var intentValues: [String: IntentValue]
    /// What the header calls it before the widget's name (`#Preview 2/3 "Greeting" · File.swift:40`).
    public var label: String?

    public init(descriptor: AnyWidgetDescriptor, intentValues: [String: IntentValue] = [:], label: String? = nil) {
        self.descriptor = descriptor
        self.intentValues = intentValues
        self.label = label
    }
}
