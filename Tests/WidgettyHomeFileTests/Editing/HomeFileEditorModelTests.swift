import Foundation
import Testing
import WidgettyHomeFile
import WidgettyKit

/// Hundreds of random edits in a row, each checked against a model of what the edit means:
/// the parsed result has exactly the expected pages, items, ids, families and parameters, and
/// the comments outside the items stay.
@Suite struct HomeFileEditorModelTests {
    /// What a parsed home file says, without locations.
    indirect enum Item: Equatable {
        case widget(id: String, kind: String, family: WidgetFamily, params: [String: IntentValue])
        case stack(id: String, family: WidgetFamily, widgets: [Item])

        var id: String {
            switch self {
            case .widget(let id, _, _, _), .stack(let id, _, _): return id
            }
        }
        var family: WidgetFamily {
            switch self {
            case .widget(_, _, let family, _), .stack(_, let family, _): return family
            }
        }
        func with(family: WidgetFamily) -> Item {
            switch self {
            case .widget(let id, let kind, _, let params): return .widget(id: id, kind: kind, family: family, params: params)
            case .stack(let id, _, let widgets): return .stack(id: id, family: family, widgets: widgets.map { $0.with(family: family) })
            }
        }
    }

    static func model(_ text: String) -> [[Item]] {
        let (configuration, problems) = HomeFileParser.parse(text, file: "home.yaml")
        #expect(problems.isEmpty, "\(problems)\n\(text)")
        func widget(_ w: WidgetPlacement) -> Item { .widget(id: w.id, kind: w.kind, family: w.family, params: w.params) }
        return (configuration?.pages ?? []).map { page in
            page.items.map { item in
                switch item {
                case .widget(let w): return widget(w)
                case .stack(let s): return .stack(id: s.id, family: s.family, widgets: s.widgets.map(widget))
                }
            }
        }
    }

    static let fixture = """
        # a home file with derived ids, stacks and comments
        pages:
          - name: One
            widgets:
              - kind: clock
              - kind: clock   # the second clock
                params: { timeZone: Asia/Tokyo }
              # the calendar
              - kind: calendar
                family: medium
              - stack:
                  widgets:
                    - kind: disk
                    - kind: network
                    - kind: clock
          - widgets:
            - kind: system
              params:
                label: cpu    # shown on top
            - kind: clock
        # trailing comment
        keys:
          reload: r   # rebound
        """

    @Test(arguments: [1, 2, 3])
    func randomEditsDoExactlyWhatTheyMean(seed: UInt64) throws {
        var random = SeededRandom(seed: seed)
        var text = Self.fixture
        var pages = Self.model(text)
        var next = 0
        for step in 0..<60 {
            guard let (edit, expected) = Self.randomEdit(pages, &random, &next) else { continue }
            let result: String
            do {
                result = try HomeFileEditor.apply(edit, to: text)
            } catch {
                Issue.record("step \(step): \(edit) refused: \(error)\n\(text)")
                return
            }
            let actual = Self.model(result)
            if actual != expected {
                Issue.record("step \(step): \(edit)\nbefore:\n\(text)\nafter:\n\(result)\nexpected \(expected)\nfound \(actual)")
                return
            }
            for comment in ["# a home file with derived ids, stacks and comments", "# trailing comment", "reload: r   # rebound"] {
                #expect(result.contains(comment))
            }
            text = result
            pages = actual
        }
    }

    // MARK: Random edits and what they mean

    static func randomEdit(_ pages: [[Item]], _ random: inout SeededRandom, _ next: inout Int) -> (HomeEdit, [[Item]])? {
        var pages = pages
        let top = pages.indices.flatMap { p in pages[p].indices.map { (p, $0) } }
        let members = top.flatMap { p, i -> [(Int, Int, Int)] in
            if case .stack(_, _, let widgets) = pages[p][i] { return widgets.indices.map { (p, i, $0) } }
            return []
        }
        let allIDs = Set(pages.flatMap { $0 }.flatMap { item -> [String] in
            if case .stack(let id, _, let widgets) = item { return [id] + widgets.map(\.id) }
            return [item.id]
        })
        switch random.next(7) {
        case 0 where !top.isEmpty || !members.isEmpty:  // parameters
            let choices = top.filter { if case .widget = pages[$0.0][$0.1] { true } else { false } }.map { [$0.0, $0.1] }
                + members.map { [$0.0, $0.1, $0.2] }
            guard !choices.isEmpty else { return nil }
            let path = choices[random.next(choices.count)]
            let params: [String: IntentValue] = [
                [:], ["timeZone": .string("Europe/Paris")], ["label": .string("a: b"), "n": .int(random.next(9))],
                ["zones": .array([.string("Asia/Tokyo"), .string("UTC")])],
            ][random.next(4)]
            func set(_ item: Item) -> Item {
                guard case .widget(let id, let kind, let family, _) = item else { return item }
                return .widget(id: id, kind: kind, family: family, params: params)
            }
            let id: String
            if path.count == 2 {
                id = pages[path[0]][path[1]].id
                pages[path[0]][path[1]] = set(pages[path[0]][path[1]])
            } else {
                guard case .stack(let sid, let family, var widgets) = pages[path[0]][path[1]] else { return nil }
                id = widgets[path[2]].id
                widgets[path[2]] = set(widgets[path[2]])
                pages[path[0]][path[1]] = .stack(id: sid, family: family, widgets: widgets)
            }
            return (.setParams(widgetID: id, params: params), pages)
        case 1 where !top.isEmpty:  // remove an item
            let (p, i) = top[random.next(top.count)]
            let id = pages[p][i].id
            pages[p].remove(at: i)
            return (.remove(itemID: id), pages)
        case 2 where !members.isEmpty:  // remove a stacked widget
            let (p, i, m) = members[random.next(members.count)]
            guard case .stack(let sid, let family, var widgets) = pages[p][i] else { return nil }
            let id = widgets.remove(at: m).id
            pages[p][i] = widgets.count == 1 ? widgets[0] : .stack(id: sid, family: family, widgets: widgets)
            if widgets.isEmpty { pages[p].remove(at: i) }
            return (.remove(itemID: id), pages)
        case 3 where !top.isEmpty:  // move
            let (p, i) = top[random.next(top.count)]
            let item = pages[p].remove(at: i)
            var page = random.next(pages.count + 1)
            if page == pages.count { pages.append([]) } else { page = min(page, pages.count - 1) }
            let index = random.next(pages[page].count + 1)
            pages[page].insert(item, at: index)
            return (.move(itemID: item.id, toPage: page, index: index), pages)
        case 4 where !top.isEmpty:  // family
            let (p, i) = top[random.next(top.count)]
            let family: WidgetFamily = [.systemSmall, .systemMedium][random.next(2)]
            let id = pages[p][i].id
            pages[p][i] = pages[p][i].with(family: family)
            return (.setFamily(itemID: id, family: family), pages)
        case 5 where top.count >= 2:  // stack
            let (p, i) = top[random.next(top.count)]
            guard case .widget = pages[p][i] else { return nil }
            let widget = pages[p][i]
            let targets = top.filter { $0 != (p, i) && pages[$0.0][$0.1].family == widget.family }
            guard let (tp, ti) = targets.isEmpty ? nil : targets[random.next(targets.count)] else { return nil }
            let onto = pages[tp][ti]
            if case .stack(let sid, let family, let widgets) = onto {
                pages[tp][ti] = .stack(id: sid, family: family, widgets: widgets + [widget])
            } else {
                let stackID = (1...).lazy.map { $0 == 1 ? "stack" : "stack-\($0)" }.first { !allIDs.contains($0) }!
                pages[tp][ti] = .stack(id: stackID, family: onto.family, widgets: [onto, widget])
            }
            pages[p].remove(at: i)
            return (.stack(widgetID: widget.id, ontoItemID: onto.id), pages)
        case 6 where !members.isEmpty:  // unstack
            let (p, i, m) = members[random.next(members.count)]
            guard case .stack(let sid, let family, var widgets) = pages[p][i] else { return nil }
            let widget = widgets.remove(at: m)
            pages[p][i] = widgets.count == 1 ? widgets[0] : .stack(id: sid, family: family, widgets: widgets)
            if widgets.isEmpty { pages[p][i] = widget } else { pages[p].insert(widget, at: i + 1) }
            return (.unstack(widgetID: widget.id), pages)
        default:  // insert
            next += 1
            let id = "new-\(next)"
            let family: WidgetFamily = [.systemSmall, .systemMedium][random.next(2)]
            let item = Item.widget(id: id, kind: "clock", family: family, params: next % 2 == 0 ? ["showSeconds": .bool(true)] : [:])
            let new = NewWidget(id: id, kind: "clock", family: family, params: next % 2 == 0 ? ["showSeconds": .bool(true)] : [:])
            if !top.isEmpty, random.next(2) == 0 {
                let (p, i) = top[random.next(top.count)]
                let after = pages[p][i].id
                pages[p].insert(item, at: i + 1)
                return (.insertWidget(new, afterItemID: after, page: 0), pages)
            }
            let page = random.next(pages.count + 1)
            if page == pages.count { pages.append([item]) } else { pages[page].append(item) }
            return (.insertWidget(new, afterItemID: nil, page: page), pages)
        }
    }
}

/// A small deterministic generator (SplitMix64), so a failure names its seed.
struct SeededRandom {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next(_ bound: Int) -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return Int((z ^ (z >> 31)) % UInt64(max(1, bound)))
    }
}
