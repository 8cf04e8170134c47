import WidgettyKit

extension HomeValidator {
    /// The values a widget's edit panel starts from: its validated values, or for a widget
    /// whose params do not validate, each one that can be read on its own.
    @MainActor
    public func currentValues(of widget: WidgetPlacement, file: String) -> [String: IntentValue] {
        if case .success(let values) = intentValues(for: widget, file: file) { return values }
        guard let schema = registry.descriptor(kind: widget.kind)?.intent?.schema else { return [:] }
        var values: [String: IntentValue] = [:]
        for parameter in schema.parameters {
            if let raw = widget.params[parameter.key], let value = Self.coerce(raw, to: parameter.kind) {
                values[parameter.key] = value
            }
        }
        return values
    }
}
