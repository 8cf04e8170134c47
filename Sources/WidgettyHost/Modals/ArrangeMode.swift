import WidgettyHomeFile
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

    /// The widget kinds, for the families an item can take.
    let registry: WidgetRegistry
    private(set) var phase = Phase.arranging
    /// The item being dragged with the mouse, and where the pointer is.
    private(set) var drag: (itemID: String, point: Point)?

    init(registry: WidgetRegistry) {
        self.registry = registry
    }

    func handle(_ input: ModalInput, state: inout HomeState) -> [HomeEffect] {
        switch input {
        case .key(let key): return handleKey(key, state: &state)
        case .mouse(let mouse): return handleMouse(mouse, state: &state)
        case .paste, .saveFailed: return []
        }
    }

    func cancelWork() {}

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

    private func handleKey(_ key: KeyEvent, state: inout HomeState) -> [HomeEffect] {
        state.statusMessage = nil
        switch phase {
        case .confirmingRemoval(let itemID, _):
            phase = .arranging
            let confirmed = key.key == .enter || key.key == .character("y") || key.key == .character("Y")
            if confirmed, let step = state.arrangePlanner?.remove(itemID) { return apply(step) }
        case .choosingStackTarget:
            phase = .arranging
            if let direction = direction(of: key, bindings: state.bindings), let id = state.focusedItemID,
                let step = state.arrangePlanner?.stack(id, direction)
            {
                return apply(step)
            }
        case .help:
            phase = .arranging
        case .arranging:
            return handleArrangingKey(key, state: &state)
        }
        return []
    }

    private func handleArrangingKey(_ key: KeyEvent, state: inout HomeState) -> [HomeEffect] {
        let action = state.bindings.action(for: key)
        if key.key == .escape || key.key == .enter || action == .arrange {
            state.dismissModal()
            return []
        }
        if case .character(let c) = key.key, key.modifiers.isEmpty || key.modifiers == .shift,
            let digit = c.wholeNumberValue, (1...9).contains(digit)
        {
            state.focus(number: digit)
            return []
        }
        guard let id = state.focusedItemID, let planner = state.arrangePlanner else {
            if action == .quit { state.dismissModal() }
            return []
        }
        if let direction = direction(of: key, bindings: state.bindings) { return apply(planner.move(id, direction)) }
        switch key.key {
        case .character("f"), .character("F"):
            guard let item = planner.item(id) else { return [] }
            let families = supportedFamilies(of: item)
            return apply(planner.changeFamily(id, supported: families, by: key.key == .character("F") ? -1 : 1))
        case .character("s"):
            guard case .widget? = planner.item(id) else {
                return apply(planner.stack(id, onto: id))  // explains why a stack cannot be stacked
            }
            phase = .choosingStackTarget
        case .character("u"):
            return apply(planner.unstack(id, shownWidgetID: state.focusedInstance?.rawValue))
        case .character("?"):
            phase = .help
        case .character("x"), .delete, .backspace:
            phase = .confirmingRemoval(itemID: id, name: state.focusedCell?.name ?? id)
        default:
            switch action {
            case .nextPage: return apply(planner.moveToPage(id, by: 1))
            case .previousPage: return apply(planner.moveToPage(id, by: -1))
            case .focusNext: state.focusInOrder(forward: true)
            case .focusPrevious: state.focusInOrder(forward: false)
            case let flip? where flip == .stackNext || flip == .stackPrevious: return state.perform(flip)
            case .quit: state.dismissModal()
            default: break
            }
        }
        return []
    }

    /// The home-screen families an item can take: those every widget in it supports.
    private func supportedFamilies(of item: HomeItem) -> [WidgetFamily] {
        let widgets: [WidgetPlacement]
        switch item {
        case .widget(let w): widgets = [w]
        case .stack(let s): widgets = s.widgets
        }
        return WidgetFamily.systemFamilies.filter { family in
            widgets.allSatisfy { registry.descriptor(kind: $0.kind)?.supportedFamilies.contains(family) ?? false }
        }
    }

    /// The direction a key moves in: the arrows, and whatever the focus actions are bound to (`hjkl`).
    private func direction(of key: KeyEvent, bindings: KeyBindings) -> FocusDirection? {
        switch (key.key, key.modifiers.isEmpty) {
        case (.left, true): return .left
        case (.right, true): return .right
        case (.up, true): return .up
        case (.down, true): return .down
        default: break
        }
        switch bindings.action(for: key) {
        case .focusLeft: return .left
        case .focusRight: return .right
        case .focusUp: return .up
        case .focusDown: return .down
        default: return nil
        }
    }

    private func apply(_ step: ArrangeStep) -> [HomeEffect] {
        switch step {
        case .refused(let reason): return [.showMessage(reason)]
        case .edit(let edit, let focus): return [.save(SaveRequest(edit, focus: focus))]
        }
    }

    // MARK: Mouse

    /// Press on an item picks it up; dragging shows where it would land; releasing drops it
    /// (``ArrangePlanner/drop(_:at:screenPage:)``). The wheel turns pages.
    private func handleMouse(_ mouse: MouseEvent, state: inout HomeState) -> [HomeEffect] {
        switch mouse.kind {
        case .pressed(.left):
            phase = .arranging
            if let placement = state.placement(at: mouse.position) {
                state.focus(itemID: placement.itemID)
                drag = (placement.itemID, mouse.position)
            }
        case .dragged(.left):
            if let itemID = drag?.itemID { drag = (itemID, mouse.position) }
        case .released(.left):
            defer { drag = nil }
            guard let itemID = drag?.itemID,
                let step = state.arrangePlanner?.drop(itemID, at: mouse.position, screenPage: state.page)
            else { return [] }
            return apply(step)
        case .wheelUp, .wheelDown:
            state.showPage(state.page + (mouse.kind == .wheelDown ? 1 : -1))
        default:
            break
        }
        return []
    }

    /// Where the dragged item would land now, for drawing: the placement under the pointer and
    /// whether a release there stacks.
    func dropTarget(in state: HomeState) -> (placement: HomeLayout.Placement, stacks: Bool)? {
        guard let drag, let planner = state.arrangePlanner,
            let target = state.placement(at: drag.point), target.itemID != drag.itemID
        else { return nil }
        guard case .edit(let edit, _)? = planner.drop(drag.itemID, at: drag.point, screenPage: state.page) else {
            return nil
        }
        if case .stack = edit { return (target, true) }
        return (target, false)
    }
}
