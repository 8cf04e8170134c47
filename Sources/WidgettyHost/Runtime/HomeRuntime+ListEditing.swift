import Foundation
import WidgettyKit
import WidgettyTimelines

extension HomeRuntime {
    /// Applies a change to a widget's list through the widget's own editor (the to-do widget's
    /// is ``WidgettyStore/SharedTodoList``, the writer `widgetty todo` uses), off the drawing
    /// thread within the widget's time limit; the outcome comes back as a message.
    func editList(_ id: WidgetInstanceID, _ edit: ListEdit) {
        guard let descriptor = scheduler.descriptor(of: id), let editing = descriptor.listEditing else {
            return send(.listEdited(id, edit, failure: "\(displayName(of: id)) has no list to edit"))
        }
        let timeout = descriptor.timeLimit(for: [:], default: options.schedulerOptions.defaultTimeout)
        let clock = self.clock, executor = options.schedulerOptions.taskExecutor, name = displayName(of: id)
        Task { @MainActor [weak self] in
            var failure: String?
            do {
                try await clock.run(timeout: timeout, executor: executor) { try await editing.apply(edit) }
            } catch {
                let reason = (error as? ClockTimeoutError).map { "did not finish within \($0.duration)" } ?? "\(error)"
                self?.options.logger.notice("list change failed", metadata: ["id": "\(id.rawValue)", "reason": "\(reason)"])
                failure = "\(name): \(reason)"
            }
            self?.send(.listEdited(id, edit, failure: failure))
        }
    }

    /// The items of the widget's list, when it offers them for editing (for the state, while
    /// the user is inside it).
    func editableItems(of id: WidgetInstanceID) -> [EditableListItem]? {
        guard let editing = scheduler.descriptor(of: id)?.listEditing, let cell = scheduler.cellState(id), !cell.isPlaceholder else {
            return nil
        }
        return editing.items(cell.entry)
    }
}
