import WidgettyScreen
import WidgettyTerminal
import Yams

/// Reads a theme file (`themes/NAME.yaml`): a mapping of colour roles, optionally starting from a
/// built-in theme (`base:`), reporting every problem at the file's `path:line:column`.
///
/// ```yaml
/// base: nord             # optional: the built-in theme the rest changes
/// appearance: dark       # dark or light (the widgets' colorScheme)
/// background: "#1e1e2e"  # or default: the terminal's own
/// accent: bright-magenta
/// graph: [cyan, "#a6e3a1", 214]
/// ```
enum ThemeFileParser {
    /// The keys a theme file may have.
    static var keys: [String] { ["base", "appearance", "summary"] + ThemePalette.colorKeys.map(\.key) + ["graph"] }

    /// The theme `name` the text describes, or every problem found.
    static func parse(_ text: String, name: String, file: String) -> Result<Theme, ThemeProblems> {
        var problems: [HomeFileProblem] = []
        func report(_ message: String, at node: Node) {
            problems.append(HomeFileProblem(message, at: location(of: node, file: file)))
        }
        let root: Node?
        do {
            root = try HomeYAML.compose(text, file: file)
        } catch {
            return .failure(ThemeProblems([error]))
        }
        guard let root, let mapping = root.mapping else {
            let at = root.map { location(of: $0, file: file) } ?? SourceLocation(file: file, line: 1, column: 1)
            return .failure(ThemeProblems([HomeFileProblem("a theme file is a mapping of colours, e.g. `accent: \"#88c0d0\"`", at: at)]))
        }
        // The base first, then the appearance, whatever order they are written in.
        var base = BuiltinThemes.standard
        if let baseNode = mapping["base"] {
            if let text = baseNode.text, let theme = BuiltinThemes.named(text) {
                base = theme
            } else {
                report("unknown base theme '\(baseNode.text ?? "?")' (built in: \(builtinNames))", at: baseNode)
            }
        }
        var appearance: TerminalAppearance?
        if let node = mapping["appearance"] {
            appearance = node.text.flatMap(TerminalAppearance.init(rawValue:))
            if appearance == nil { report("appearance is dark or light", at: node) }
        }
        var palette = base.palette(for: appearance)
        if let appearance { palette.appearance = appearance }
        var summary = "from \(file)"
        for (keyNode, value) in mapping {
            guard let key = keyNode.text else { report("keys must be text", at: keyNode); continue }
            switch key {
            case "base", "appearance": break
            case "summary":
                if let text = value.text { summary = text } else { report("summary must be text", at: value) }
            case "graph":
                guard let items = value.sequence, !items.isEmpty else {
                    report("graph is a list of colours, e.g. [cyan, \"#a6e3a1\"]", at: value)
                    continue
                }
                var colors: [TerminalColor] = []
                for item in items {
                    if let color = item.text.flatMap(ThemeColor.parse) { colors.append(color) } else {
                        report(notAColor(item), at: item)
                    }
                }
                palette.graph = colors
            default:
                guard let role = ThemePalette.colorKeys.first(where: { $0.key == key }) else {
                    report("unknown key '\(key)' in a theme (expected \(keys.joined(separator: ", ")))", at: keyNode)
                    continue
                }
                guard let color = value.text.flatMap(ThemeColor.parse) else {
                    report(notAColor(value), at: value)
                    continue
                }
                palette[keyPath: role.path] = color
            }
        }
        guard problems.isEmpty else { return .failure(ThemeProblems(problems)) }
        return .success(Theme(name: name, summary: summary, palettes: [palette]))
    }

    /// Why a value is not a colour; a `#` left unquoted made it a comment, and the value null.
    static func notAColor(_ node: Node) -> String {
        if node.null != nil { return "no colour here: a # starts a comment in YAML, so write \"#rrggbb\" in quotes" }
        return "not a colour: expected \(ThemeColor.expected)"
    }

    static var builtinNames: String { BuiltinThemes.all.map(\.name).joined(separator: ", ") }

    private static func location(of node: Node, file: String) -> SourceLocation {
        SourceLocation(file: file, line: node.mark?.line ?? 1, column: node.mark?.column ?? 1)
    }
}

extension Node {
    /// A scalar's text, numbers included (`graph: [214]`).
    fileprivate var text: String? { scalar?.string }
}
