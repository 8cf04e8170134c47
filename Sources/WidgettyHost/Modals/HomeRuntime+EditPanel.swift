import WidgettyHomeFile
import WidgettyKit
import WidgettyTerminal

extension HomeRuntime {
    /// Opens the edit panel of a widget by its id (a widget in a stack too): `e` on the focused
    /// widget, a right click, and the gallery after adding a widget come here.
    public func openEditPanel(forWidgetID id: String) {
        guard let widget = state.configuration.allWidgets.first(where: { $0.id == id }) else {
            showMessage("no widget with id \(id)")
            return
        }
        guard let descriptor = registry.descriptor(kind: widget.kind) else {
            showMessage("unknown widget kind '\(widget.kind)'")
            return
        }
        let panel = EditPanel(runtime: self, widget: widget, descriptor: descriptor, values: currentValues(of: widget, descriptor))
        present(panel)
        panel.startLoadingOptions()
    }

    /// The values the panel starts from: the registered ones, or for a widget whose params do
    /// not validate, each one that can be read on its own.
    private func currentValues(of widget: WidgetPlacement, _ descriptor: AnyWidgetDescriptor) -> [String: IntentValue] {
        if case .success(let values) = HomeValidator(registry: registry).intentValues(for: widget, file: fileName) { return values }
        guard let schema = descriptor.intent?.schema else { return [:] }
        var values: [String: IntentValue] = [:]
        for parameter in schema.parameters {
            if let raw = widget.params[parameter.key], let value = HomeValidator.coerce(raw, to: parameter.kind) {
                values[parameter.key] = value
            }
        }
        return values
    }

    /// `e`: the edit panel of the focused widget (the one a stack shows).
    func editFocusedWidget() {
        guard let id = focusedInstance else {
            showMessage("no widget is focused")
            return
        }
        openEditPanel(forWidgetID: id.rawValue)
    }

    /// A right click focuses the widget under the pointer and opens its edit panel.
    func rightClick(at point: Point) {
        guard let placement = state.placement(at: point) else { return }
        state.focus(itemID: placement.itemID)
        guard let id = shownInstance(in: placement) else { return }
        openEditPanel(forWidgetID: id.rawValue)
    }
}
