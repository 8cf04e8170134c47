import WidgettyHomeFile
import WidgettyKit
import WidgettyTerminal

/// What arrange mode focuses once its edit is saved.
public enum ArrangeFocus: Hashable, Sendable {
    case item(String)
    /// The stack the widget went into (a new stack gets an id only when it is saved).
    case stackHolding(widgetID: String)
}

/// What one arrange gesture comes to: an edit of the home file and what to focus after it, or
/// why it cannot be done (shown in the status bar).
enum ArrangeStep: Hashable, Sendable {
    case edit(HomeEdit, focus: ArrangeFocus?)
    case refused(String)
}

/// Turns arrange-mode gestures (a direction, a page, a drop point) into ``HomeEdit``s, from the
/// configuration and where its items are on screen. Pure, so each gesture is tested without a
/// terminal. Pages are the home file's pages; what overflows one is still part of it.
struct ArrangePlanner {
    let configuration: HomeConfiguration
    let layout: HomeLayout

    /// Where an item is on screen: its screen page and placement.
    func locate(_ itemID: String) -> (screenPage: Int, placement: HomeLayout.Placement)? {
        guard let (page, index) = layout.locate(itemID: itemID) else { return nil }
        return (page, layout.pages[page][index])
    }

    /// Moves an item one place in a direction: it takes the place of the item there and the
    /// others reflow. Past the left or right edge it goes to the previous or next page; down
    /// with nothing below, to the end of its page.
    func move(_ itemID: String, _ direction: FocusDirection) -> ArrangeStep {
        guard let (screenPage, placement) = locate(itemID) else { return .refused("nothing to move") }
        let placements = layout.pages[screenPage]
        let current = placements.firstIndex(of: placement) ?? 0
        if let next = FocusNavigation.next(from: current, in: placements.map(\.frame), direction: direction) {
            let target = placements[next]
            return .edit(.move(itemID: itemID, toPage: target.configPage, index: target.itemIndex), focus: .item(itemID))
        }
        switch direction {
        case .left: return moveToPage(itemID, by: -1)
        case .right: return moveToPage(itemID, by: 1)
        case .up: return .refused("nothing above: ← at the left edge moves it to the previous page")
        case .down:
            let last = configuration.pages[placement.configPage].items.count - 1
            guard placement.itemIndex < last else {
                return .refused("already last on this page: → at the right edge moves it to the next page")
            }
            return .edit(.move(itemID: itemID, toPage: placement.configPage, index: last), focus: .item(itemID))
        }
    }

    /// Moves an item to the start of the next page (a new page after the last) or the end of the
    /// previous one.
    func moveToPage(_ itemID: String, by step: Int) -> ArrangeStep {
        guard let (_, placement) = locate(itemID) else { return .refused("nothing to move") }
        let page = placement.configPage
        if step < 0 {
            guard page > 0 else { return .refused("already on the first page") }
            let index = configuration.pages[page - 1].items.count
            return .edit(.move(itemID: itemID, toPage: page - 1, index: index), focus: .item(itemID))
        }
        if page + 1 >= configuration.pages.count, configuration.pages[page].items.count <= 1 {
            return .refused("already alone on the last page")
        }
        return .edit(.move(itemID: itemID, toPage: page + 1, index: 0), focus: .item(itemID))
    }

    /// The next (or previous) family among those the item supports.
    func changeFamily(_ itemID: String, supported: [WidgetFamily], by step: Int = 1) -> ArrangeStep {
        guard let item = item(itemID) else { return .refused("nothing to change") }
        let families = supported.filter { WidgetFamily.systemFamilies.contains($0) }
        guard families.count > 1 || (families.count == 1 && families[0] != item.family) else {
            let only = families.first.map { "only in \(HomeFileParser.name(of: $0))" } ?? "in no other family"
            if case .stack = item { return .refused("the widgets of this stack come \(only)") }
            return .refused("this widget comes \(only)")
        }
        let next: WidgetFamily
        if let index = families.firstIndex(of: item.family) {
            next = families[((index + step) % families.count + families.count) % families.count]
        } else {
            next = families[0]
        }
        return .edit(.setFamily(itemID: itemID, family: next), focus: .item(itemID))
    }

    /// Drops a widget onto the item in a direction, making a stack or growing one.
    func stack(_ itemID: String, _ direction: FocusDirection) -> ArrangeStep {
        guard let (screenPage, placement) = locate(itemID) else { return .refused("nothing to stack") }
        let placements = layout.pages[screenPage]
        let current = placements.firstIndex(of: placement) ?? 0
        guard let next = FocusNavigation.next(from: current, in: placements.map(\.frame), direction: direction) else {
            return .refused("no widget in that direction to stack onto")
        }
        return stack(itemID, onto: placements[next].itemID)
    }

    /// Drops a widget onto another item of the same family.
    func stack(_ itemID: String, onto targetID: String) -> ArrangeStep {
        guard case .widget(let widget)? = item(itemID) else {
            return .refused("a stack cannot go into another: u takes its widget out first")
        }
        guard let target = item(targetID), targetID != itemID else { return .refused("nothing to stack onto") }
        guard target.family == widget.family else {
            return .refused(
                "only a \(HomeFileParser.name(of: widget.family)) widget stacks with this one (f changes the family)")
        }
        return .edit(.stack(widgetID: widget.id, ontoItemID: targetID), focus: .stackHolding(widgetID: widget.id))
    }

    /// Takes a widget out of the stack `itemID` and places it after the stack.
    func unstack(_ itemID: String, shownWidgetID: String?) -> ArrangeStep {
        guard case .stack(let stack)? = item(itemID) else { return .refused("not a stack: nothing to take out") }
        let widgetID = shownWidgetID ?? stack.widgets[0].id
        return .edit(.unstack(widgetID: widgetID), focus: .item(widgetID))
    }

    /// Removes an item; focus goes to the item after it on its page, or else the one before.
    func remove(_ itemID: String) -> ArrangeStep {
        guard let (_, placement) = locate(itemID) else { return .refused("nothing to remove") }
        let items = configuration.pages[placement.configPage].items
        let neighbour = items.indices.contains(placement.itemIndex + 1)
            ? items[placement.itemIndex + 1] : (placement.itemIndex > 0 ? items[placement.itemIndex - 1] : nil)
        return .edit(.remove(itemID: itemID), focus: neighbour.map { .item($0.id) })
    }

    /// Where a dragged item lands when released at `point` on screen page `screenPage`: released
    /// on the middle of a widget of the same family it stacks with it; elsewhere on another item
    /// it takes that item's place; on empty grid it goes to the end of the page. Nil: nothing changes.
    func drop(_ itemID: String, at point: Point, screenPage: Int) -> ArrangeStep? {
        guard layout.pages.indices.contains(screenPage), let dragged = item(itemID) else { return nil }
        let placements = layout.pages[screenPage]
        guard let target = placements.first(where: { $0.frame.contains(point) }) else {
            let grid = layout.metrics.frame(column: 0, row: 0, columns: layout.metrics.columns, rows: layout.metrics.rows)
            guard grid.contains(point) else { return nil }
            let page = configPage(ofScreenPage: screenPage)
            guard configuration.pages.indices.contains(page) else { return nil }
            let count = configuration.pages[page].items.count
            let alreadyThere = configuration.pages[page].items.firstIndex { $0.id == itemID }
            if alreadyThere == count - 1 { return nil }
            return .edit(.move(itemID: itemID, toPage: page, index: alreadyThere == nil ? count : count - 1), focus: .item(itemID))
        }
        guard target.itemID != itemID else { return nil }
        if Self.isCentre(point, of: target.frame), case .widget = dragged, item(target.itemID)?.family == dragged.family {
            return stack(itemID, onto: target.itemID)
        }
        return .edit(.move(itemID: itemID, toPage: target.configPage, index: target.itemIndex), focus: .item(itemID))
    }

    /// The middle of a cell (half its width and height): a drop there stacks.
    static func isCentre(_ point: Point, of frame: Rect) -> Bool {
        frame.inset(top: frame.height / 4, leading: frame.width / 4, bottom: frame.height / 4, trailing: frame.width / 4)
            .contains(point)
    }

    /// The home-file page a screen page shows (a page too full for the screen spills onto more).
    func configPage(ofScreenPage screenPage: Int) -> Int {
        var page = -1
        for placements in layout.pages.prefix(screenPage + 1) {
            page = placements.first?.configPage ?? page + 1
        }
        return max(0, min(page, configuration.pages.count - 1))
    }

    func item(_ id: String) -> HomeItem? {
        for page in configuration.pages {
            if let item = page.items.first(where: { $0.id == id }) { return item }
        }
        return nil
    }
}
