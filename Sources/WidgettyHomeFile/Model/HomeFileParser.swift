import Foundation
import WidgettyKit
import WidgettyScreen
import WidgettyTerminal
import Yams

/// Reads a home file (YAML) into a ``HomeConfiguration``, reporting every structural problem
/// with its `file:line:column`. It checks shape (keys, types, families); whether kinds and
/// parameters exist is checked against the widget registry by ``HomeValidator``.
public struct HomeFileParser {
    public let file: String
    var problems: [HomeFileProblem] = []
    private var ids = HomeItemIDs()

    public init(file: String) { self.file = file }

    /// The configuration and the problems found. The configuration is nil when the text is not
    /// YAML at all, or its aliases or nesting go past ``HomeYAML``'s limits; otherwise it holds
    /// everything that could be read, problems left out.
    public static func parse(_ text: String, file: String) -> (HomeConfiguration?, [HomeFileProblem]) {
        var parser = HomeFileParser(file: file)
        let configuration = parser.parse(text)
        return (configuration, parser.problems)
    }

    private mutating func parse(_ text: String) -> HomeConfiguration? {
        let root: Node?
        do {
            root = try HomeYAML.compose(text, file: file)
        } catch {
            problems.append(error)
            return nil
        }
        guard let root else { return HomeConfiguration(pages: []) }
        guard let mapping = root.mapping else {
            report("the home file must be a mapping with `pages:` (or `widgets:`)", at: root)
            return HomeConfiguration(pages: [])
        }
        var pages: [HomePage] = []
        var controls: [WidgetPlacement] = []
        var settings = HomeSettings()
        for (keyNode, value) in mapping {
            guard let key = keyNode.string else { report("keys must be text", at: keyNode); continue }
            switch key {
            case "pages": pages = readPages(value)
            case "widgets": pages = [HomePage(items: readItems(value))]
            case "controls": controls = readControls(value)
            case "keys": settings.keyBindings = readKeys(value)
            case "links": settings.linkHandlers = readLinks(value)
            case "grid":
                let grid = readGrid(value)
                settings.gridColumns = grid.columns
                settings.gridRows = grid.rows
            case "theme":
                settings.theme = string(value, what: "theme")
                settings.themeLocation = location(of: value)
            default:
                report("unknown key '\(key)' (expected pages, widgets, controls, keys, links, grid or theme)", at: keyNode)
            }
        }
        return HomeConfiguration(pages: pages, settings: settings, controls: controls)
    }

    // MARK: Pages and items

    private mutating func readPages(_ node: Node) -> [HomePage] {
        guard let sequence = node.sequence else { report("`pages` must be a list of pages", at: node); return [] }
        return sequence.compactMap { pageNode in
            if let items = pageNode.sequence { return HomePage(items: items.compactMap { readItem($0) }) }
            guard let mapping = pageNode.mapping else {
                report("a page is a mapping with `widgets:` (and an optional `name:`)", at: pageNode)
                return nil
            }
            var page = HomePage(items: [])
            for (keyNode, value) in mapping {
                switch keyNode.string {
                case "name": page.name = string(value, what: "page name")
                case "widgets": page.items = readItems(value)
                default: report("unknown key '\(keyNode.string ?? "?")' in a page (expected name or widgets)", at: keyNode)
                }
            }
            return page
        }
    }

    private mutating func readItems(_ node: Node) -> [HomeItem] {
        if node.null != nil { return [] }
        guard let sequence = node.sequence else { report("`widgets` must be a list", at: node); return [] }
        return sequence.compactMap { readItem($0) }
    }

    private mutating func readItem(_ node: Node) -> HomeItem? {
        guard let mapping = node.mapping else {
            report("a widget is a mapping with `kind:` (or a `stack:`)", at: node)
            return nil
        }
        if let stackNode = mapping["stack"] {
            if mapping.count > 1 { report("a `stack:` item takes no other keys", at: node) }
            return readStack(stackNode).map(HomeItem.stack)
        }
        return readWidget(node, defaultFamily: nil).map(HomeItem.widget)
    }

    private mutating func readStack(_ node: Node) -> WidgetStack? {
        guard let mapping = node.mapping else {
            report("a stack is a mapping with `widgets:` (and optional `family:` and `id:`)", at: node)
            return nil
        }
        var family: WidgetFamily?
        var id: String?
        var widgetNodes: [Node] = []
        for (keyNode, value) in mapping {
            switch keyNode.string {
            case "family": family = readFamily(value)
            case "id": id = string(value, what: "id")
            case "widgets":
                if let seq = value.sequence { widgetNodes = Array(seq) } else { report("`widgets` must be a list", at: value) }
            default: report("unknown key '\(keyNode.string ?? "?")' in a stack (expected widgets, family or id)", at: keyNode)
            }
        }
        var widgets: [WidgetPlacement] = []
        for widgetNode in widgetNodes {
            guard let widget = readWidget(widgetNode, defaultFamily: family) else { continue }
            if let family, widget.family != family {
                report("every widget in a stack has the stack's family (\(Self.name(of: family)))", at: widgetNode)
                continue
            }
            family = family ?? widget.family
            widgets.append(widget)
        }
        guard !widgets.isEmpty, let family else {
            report("a stack needs at least one widget", at: node)
            return nil
        }
        let stackID = claim(id, base: "stack", at: node)
        return WidgetStack(id: stackID, family: family, widgets: widgets, location: location(of: node))
    }

    /// The control strip: `controls:` lists controls as a page lists widgets, each with `kind:`
    /// and optionally `id:`, `title:`, `tint:` and `params:` (the strip draws every one on a line,
    /// so no `family:`).
    private mutating func readControls(_ node: Node) -> [WidgetPlacement] {
        if node.null != nil { return [] }
        guard let sequence = node.sequence else {
            report("`controls` is a list of controls, e.g. `- kind: heater`", at: node)
            return []
        }
        return sequence.compactMap { controlNode in
            guard controlNode.mapping != nil else { report("a control is a mapping with `kind:`", at: controlNode); return nil }
            return readWidget(controlNode, defaultFamily: .accessoryInline, only: Self.controlKeys)
        }
    }

    /// The keys a control of the strip takes.
    static let controlKeys = ["kind", "id", "title", "tint", "params"]

    /// A widget's entry; `only` (a control's) names the keys allowed, the others reported.
    private mutating func readWidget(_ node: Node, defaultFamily: WidgetFamily?, only allowed: [String]? = nil) -> WidgetPlacement? {
        guard let mapping = node.mapping else { report("a widget is a mapping with `kind:`", at: node); return nil }
        var kind: String?
        var family = defaultFamily ?? .systemSmall
        var id: String?
        var title: String?
        var tint: TerminalColor?
        var params: [String: IntentValue] = [:]
        var paramLocations: [String: SourceLocation] = [:]
        var paramValueLocations: [String: SourceLocation] = [:]
        var linkSchemes: [String] = []
        var open: [String]?
        var alerts: [WidgetAlert] = []
        for (keyNode, value) in mapping {
            if let allowed, !allowed.contains(keyNode.string ?? "") {
                let list = allowed.dropLast().joined(separator: ", ") + " or " + (allowed.last ?? "")
                report("unknown key '\(keyNode.string ?? "?")' in a control (expected \(list)): the strip draws each control on one line", at: keyNode)
                continue
            }
            switch keyNode.string {
            case "kind": kind = string(value, what: "kind")
            case "linkSchemes": linkSchemes = readLinkSchemes(value)
            case "open": open = readOpen(value)
            case "alerts": alerts = readAlerts(value)
            case "family": family = readFamily(value) ?? family
            case "id": id = string(value, what: "id")
            case "title": title = string(value, what: "title")
            case "tint":
                if let text = value.scalar?.string, value.null == nil, let color = ThemeColor.parse(text) {
                    tint = color
                } else {
                    report(ThemeFileParser.notAColor(value), at: value)
                }
            case "params":
                if value.null != nil { break }
                guard let paramMapping = value.mapping else { report("`params` must be a mapping", at: value); break }
                for (paramKey, paramValue) in paramMapping {
                    guard let name = paramKey.string else { report("parameter names must be text", at: paramKey); continue }
                    guard let value = Self.intentValue(paramValue) else {
                        report("a parameter value is text, a number, true/false, null, {identifier: …, display: …} or a list of those", at: paramValue)
                        continue
                    }
                    params[name] = value
                    paramLocations[name] = location(of: paramKey)
                    paramValueLocations[name] = location(of: paramValue)
                }
            default:
                report("unknown key '\(keyNode.string ?? "?")' in a widget (expected kind, family, id, title, tint, linkSchemes, open, alerts or params)", at: keyNode)
            }
        }
        guard let kind, !kind.isEmpty else { report("a \(allowed == nil ? "widget" : "control") needs a `kind:`", at: node); return nil }
        let widgetID = claim(id, base: kind, at: node)
        var placement = WidgetPlacement(
            id: widgetID, kind: kind, family: family, title: title, tint: tint, params: params, location: location(of: node),
            paramLocations: paramLocations, linkSchemes: linkSchemes, open: open)
        placement.paramValueLocations = paramValueLocations
        placement.alerts = alerts
        return placement
    }

    /// `open: [tig, --all]` or `open: btm`: the arguments opening the widget runs (no shell:
    /// a text is split at blanks).
    private mutating func readOpen(_ node: Node) -> [String]? {
        let words: [String]? = if let items = node.sequence {
            items.map { $0.string ?? "" }
        } else {
            node.string.map { $0.split(whereSeparator: \.isWhitespace).map(String.init) }
        }
        guard let words, !words.isEmpty, words.allSatisfy({ !$0.isEmpty }) else {
            report("`open` is a program and its arguments, e.g. [lazygit, -p, ~/src/app] (no shell is used)", at: node)
            return nil
        }
        return words
    }

    /// `linkSchemes: [file, ssh]`: URL schemes (a letter, then letters, digits, `+`, `-`, `.`).
    private mutating func readLinkSchemes(_ node: Node) -> [String] {
        let items = node.sequence.map(Array.init) ?? (node.scalar != nil ? [node] : [])
        guard !items.isEmpty || node.sequence != nil else {
            report("`linkSchemes` is a list of URL schemes, e.g. [file, ssh]", at: node)
            return []
        }
        var schemes: [String] = []
        for item in items {
            guard let text = item.string?.lowercased(), let first = text.unicodeScalars.first,
                ("a"..."z").contains(first),
                text.unicodeScalars.allSatisfy({ ("a"..."z").contains($0) || ("0"..."9").contains($0) || "+-.".unicodeScalars.contains($0) })
            else {
                report("not a URL scheme: '\(item.string ?? "?")' (a letter, then letters, digits, +, - or .)", at: item)
                continue
            }
            schemes.append(text)
        }
        return schemes
    }

    /// Takes an explicit id (reporting duplicates) or derives one from `base`: `clock`, `clock-2`, …
    private mutating func claim(_ explicit: String?, base: String, at node: Node) -> String {
        guard let explicit else { return ids.derive(from: base) }
        if !ids.claim(explicit: explicit) { report("duplicate id '\(explicit)'", at: node) }
        return explicit
    }

    // MARK: Settings

    private mutating func readKeys(_ node: Node) -> [String: KeyBindingSetting] {
        guard let mapping = node.mapping else { report("`keys` maps actions to keys, e.g. `reload: r`", at: node); return [:] }
        var result: [String: KeyBindingSetting] = [:]
        for (keyNode, value) in mapping {
            guard let action = keyNode.string, let key = string(value, what: "key") else { continue }
            result[action] = KeyBindingSetting(keyName: key, location: location(of: value))
        }
        return result
    }

    private mutating func readLinks(_ node: Node) -> [LinkHandler] {
        guard let sequence = node.sequence else {
            report("`links` is a list of handlers, e.g. `- scheme: https` with `run: [xdg-open, \"{url}\"]`", at: node)
            return []
        }
        return sequence.compactMap { handlerNode in
            guard let mapping = handlerNode.mapping else { report("a link handler is a mapping", at: handlerNode); return nil }
            var match: LinkHandler.Match?
            var arguments: [String] = []
            var foreground = false
            for (keyNode, value) in mapping {
                switch keyNode.string {
                case "scheme": match = string(value, what: "scheme").map { .scheme($0.lowercased()) }
                case "prefix": match = string(value, what: "prefix").map { .prefix($0) }
                case "run":
                    guard let seq = value.sequence, !seq.isEmpty else {
                        report("`run` is a non-empty list of arguments, e.g. [xdg-open, \"{url}\"] (no shell is used)", at: value)
                        continue
                    }
                    arguments = seq.compactMap { string($0, what: "argument") }
                case "foreground":
                    if let b = value.bool { foreground = b } else { report("`foreground` is true or false", at: value) }
                default:
                    report("unknown key '\(keyNode.string ?? "?")' in a link handler (expected scheme, prefix, run or foreground)", at: keyNode)
                }
            }
            guard let match else { report("a link handler needs `scheme:` or `prefix:`", at: handlerNode); return nil }
            guard !arguments.isEmpty else { report("a link handler needs `run:`", at: handlerNode); return nil }
            return LinkHandler(match: match, arguments: arguments, foreground: foreground, location: location(of: handlerNode))
        }
    }

    private mutating func readGrid(_ node: Node) -> (columns: Int?, rows: Int?) {
        guard let mapping = node.mapping else { report("`grid` is a mapping with `columns:` and/or `rows:`", at: node); return (nil, nil) }
        var columns: Int?, rows: Int?
        for (keyNode, value) in mapping {
            let n = value.scalar.flatMap { Self.plainDecimal($0.string) } ?? value.int
            if n == nil || n! < 1 { report("expected a whole number of at least 1", at: value); continue }
            switch keyNode.string {
            case "columns": columns = n
            case "rows": rows = n
            default: report("unknown key '\(keyNode.string ?? "?")' in grid (expected columns or rows)", at: keyNode)
            }
        }
        return (columns, rows)
    }

    // MARK: Values

    private mutating func readFamily(_ node: Node) -> WidgetFamily? {
        guard let name = string(node, what: "family") else { return nil }
        if let family = Self.family(named: name) { return family }
        report("unknown family '\(name)' (expected \(WidgetFamily.allCases.map(\.shortName).joined(separator: ", ")))", at: node)
        return nil
    }

    mutating func string(_ node: Node, what: String) -> String? {
        if let scalar = node.scalar { return scalar.string }
        report("\(what) must be text", at: node)
        return nil
    }

    // MARK: Locations

    func location(of node: Node) -> SourceLocation {
        let mark = node.mark
        return SourceLocation(file: file, line: mark?.line ?? 1, column: mark?.column ?? 1)
    }

    mutating func report(_ message: String, at node: Node) {
        problems.append(HomeFileProblem(message, at: location(of: node)))
    }
}
