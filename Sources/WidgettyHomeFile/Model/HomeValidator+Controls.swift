import WidgettyKit

extension HomeValidator {
    /// Why an entry of the control strip (`controls:`) cannot be there, or nil: its kind must be a
    /// control's (a ``ControlWidget``), not a widget's, and a control is not placed among a page's
    /// widgets' kinds by mistake. Its parameters are checked as any widget's are.
    func controlProblem(_ control: WidgetPlacement, file: String) -> HomeFileProblem? {
        let at = control.location ?? SourceLocation(file: file, line: 1, column: 1)
        let controls = registry.kinds.filter { registry.descriptor(kind: $0)?.isControl == true }
        let known = controls.isEmpty ? "no control is installed" : "controls: \(controls.joined(separator: ", "))"
        guard let descriptor = registry.descriptor(kind: control.kind) else {
            return HomeFileProblem("unknown control kind '\(control.kind)' (\(known))", at: at)
        }
        guard descriptor.isControl else {
            return HomeFileProblem(
                "'\(control.kind)' is a widget, not a control: place it under `pages:` (\(known))", at: at)
        }
        return nil
    }
}
