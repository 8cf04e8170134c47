import WidgettyKit
import WidgettyTerminal

/// Arrange mode (`m`), the home screen's jiggle mode: the focused item is picked up and moves
/// with the arrows, changes family (`f`), joins a stack (`s` then a direction), leaves its stack
/// (`u`), goes to another page (`[` `]`) or is removed (`x`, confirmed). The mouse drags items.
/// Every change is saved to the home file at once; Esc (or Enter, or `m`) leaves.
@MainActor
final class ArrangeMode: HomeModal {
    /// What the next key means.
    enum Phase: Equatable {
        case arranging
        /// `s` was pressed: a direction picks the item to stack onto.
        case choosingStackTarget
        /// `x` was pressed: `y` or Enter removes the item.
        case confirmingRemoval(itemID: String, name: String)
        /// `?` was pressed: every key of arrange mode, until any key.
        case help
    }

    /// The keys of arrange mode, for its `?` overlay.
    static let helpLines = [
        "←↓↑→ or hjkl   move it; others reflow (past the edge: next page)",
        "f / F          next / previous family (size)",
        "s then ←↓↑→    stack onto the widget that way (same family)",
        "u              take the shown widget out of its stack",
        "x              remove it (y confirms)",
        "[ ]            move it to the previous / next page",
        "tab, 1…9       pick another widget",
        "mouse          drag to move; drop on a widget's middle to stack",
        "esc, enter, m  done",
    ]

    unowned let runtime: HomeRuntime
    private(set) var phase = Phase.arranging
    /// The item being dragged with the mouse, and where the pointer is.
    private(set) var drag: (itemID: String, point: Point)?

    init(runtime: HomeRuntime) {
        self.runtime = runtime
    }

    var statusHints: [String] {
        switch phase {
        case .arranging:
            return ["ARRANGE", "←↓↑→ move", "f family", "s stack", "u unstack", "x remove", "[] page", "esc done", "? keys"]
        case .choosingStackTarget:
            return ["STACK ONTO", "←↓↑→ the widget that way", "esc cancel"]
        case .confirmingRemoval:
            return ["REMOVE?", "y remove", "n keep"]
        case .help:
            return ["ARRANGE", "any key closes"]
        }
    }

    // MARK: Keys

    func handleKey(_ key: KeyEvent) {
        runtime.state.statusMessage = nil
        switch phase {
        case .confirmingRemoval(let itemID, _):
            phase = .arranging
            let confirmed = key.key == .enter || key.key == .character("y") || key.key == .character("Y")
            if confirmed, let step = runtime.arrangePlanner?.remove(itemID) { apply(step) }
        case .choosingStackTarget:
            phase = .arranging
            if let direction = direction(of: key), let id = runtime.state.focusedItemID,
                let step = runtime.arrangePlanner?.stack(id, direction)
            {
                apply(step)
            }
        case .help:
            phase = .arranging
        case .arranging:
            handleArrangingKey(key)
        }
    }

    private func handleArrangingKey(_ key: KeyEvent) {
        let action = runtime.bindings.action(for: key)
        if key.key == .escape || key.key == .enter || action == .arrange {
            runtime.dismissModal()
            return
        }
        if case .character(let c) = key.key, key.modifiers.isEmpty || key.modifiers == .shift,
            let digit = c.wholeNumberValue, (1...9).contains(digit)
        {
            runtime.state.focus(number: digit)
            return
        }
        guard let id = runtime.state.focusedItemID, let planner = runtime.arrangePlanner else {
            if action == .quit { runtime.dismissModal() }
            return
        }
        if let direction = direction(of: key) {
            apply(planner.move(id, direction))
            return
        }
        switch key.key {
        case .character("f"), .character("F"):
            guard let item = planner.item(id) else { return }
            apply(planner.changeFamily(id, supported: runtime.supportedFamilies(of: item), by: key.key == .character("F") ? -1 : 1))
        case .character("s"):
            guard case .widget? = planner.item(id) else {
                apply(planner.stack(id, onto: id))  // explains why a stack cannot be stacked
                return
            }
            phase = .choosingStackTarget
        case .character("u"):
            let shown = runtime.focusedInstance?.rawValue
            apply(planner.unstack(id, shownWidgetID: shown))
        case .character("?"):
            phase = .help
        case .character("x"), .delete, .backspace:
            phase = .confirmingRemoval(itemID: id, name: runtime.focusedInstance.map(runtime.displayName(of:)) ?? id)
        default:
            switch action {
            case .nextPage: apply(planner.moveToPage(id, by: 1))
            case .previousPage: apply(planner.moveToPage(id, by: -1))
            case .focusNext: runtime.state.focusInOrder(forward: true)
            case .focusPrevious: runtime.state.focusInOrder(forward: false)
            case let flip? where flip == .stackNext || flip == .stackPrevious: runtime.perform(flip)
            case .quit: runtime.dismissModal()
            default: break
            }
        }
    }

    /// The direction a key moves in: the arrows, and whatever the focus actions are bound to (`hjkl`).
    private func direction(of key: KeyEvent) -> FocusDirection? {
        switch (key.key, key.modifiers.isEmpty) {
        case (.left, true): return .left
        case (.right, true): return .right
        case (.up, true): return .up
        case (.down, true): return .down
        default: break
        }
        switch runtime.bindings.action(for: key) {
        case .focusLeft: return .left
        case .focusRight: return .right
        case .focusUp: return .up
        case .focusDown: return .down
        default: return nil
        }
    }

    private func apply(_ step: ArrangeStep) {
        switch step {
        case .refused(let reason): runtime.showMessage(reason)
        case .edit(let edit, let focus): runtime.saveArrangement(edit, focusing: focus)
        }
    }

    // MARK: Mouse

    /// Press on an item picks it up; dragging shows where it would land; releasing drops it
    /// (``ArrangePlanner/drop(_:at:screenPage:)``). The wheel turns pages.
    func handleMouse(_ mouse: MouseEvent) {
        switch mouse.kind {
        case .pressed(.left):
            phase = .arranging
            if let placement = runtime.state.placement(at: mouse.position) {
                runtime.state.focus(itemID: placement.itemID)
                drag = (placement.itemID, mouse.position)
            }
        case .dragged(.left):
            if let itemID = drag?.itemID { drag = (itemID, mouse.position) }
        case .released(.left):
            defer { drag = nil }
            guard let itemID = drag?.itemID,
                let step = runtime.arrangePlanner?.drop(itemID, at: mouse.position, screenPage: runtime.state.page)
            else { return }
            apply(step)
        case .wheelUp, .wheelDown:
            runtime.state.showPage(runtime.state.page + (mouse.kind == .wheelDown ? 1 : -1))
        default:
            break
        }
    }

    /// Where the dragged item would land now, for drawing: the placement under the pointer and
    /// whether a release there stacks.
    var dropTarget: (placement: HomeLayout.Placement, stacks: Bool)? {
        guard let drag, let planner = runtime.arrangePlanner,
            let target = runtime.state.placement(at: drag.point), target.itemID != drag.itemID
        else { return nil }
        guard case .edit(let edit, _)? = planner.drop(drag.itemID, at: drag.point, screenPage: runtime.state.page) else {
            return nil
        }
        if case .stack = edit { return (target, true) }
        return (target, false)
    }
}
