import Foundation
import WidgettyUI

/// The small declarative view tree a script may print instead of text lines.
indirect enum ScriptViewNode: Codable, Hashable, Sendable {
    case text(String, ScriptTextStyle)
    case vstack([ScriptViewNode], spacing: Int?)
    case hstack([ScriptViewNode], spacing: Int?)
    case spacer
    case divider
    case progress(value: Double, total: Double)
    case sparkline([Double])
    case link(url: URL, text: String)

    static func decode(_ json: LocatedJSON) throws(LocatedJSON.Problem) -> ScriptViewNode {
        let fields = try Fields(json, allowed: ["text", "bold", "dim", "italic", "underline", "color", "vstack", "hstack",
                                                 "spacing", "spacer", "divider", "progress", "sparkline", "link"])
        if let text = fields["text"] {
            guard case .string(let string) = text.value else { throw ScriptOutput.expected("text", text) }
            var style = ScriptTextStyle()
            for (key, path) in [("bold", \ScriptTextStyle.bold), ("dim", \.dim), ("italic", \.italic), ("underline", \.underline)] {
                if let flag = fields[key] {
                    guard case .bool(let on) = flag.value else { throw ScriptOutput.expected("true or false", flag) }
                    style[keyPath: path] = on
                }
            }
            if let color = fields["color"] {
                guard case .string(let name) = color.value, ScriptTextStyle.color(named: name) != nil else {
                    throw ScriptOutput.expected("a colour name (red, green, …) or #rrggbb", color)
                }
                style.color = name
            }
            return .text(string, style)
        }
        for key in ["vstack", "hstack"] {
            guard let list = fields[key] else { continue }
            guard case .array(let items) = list.value else { throw ScriptOutput.expected("a list of views", list) }
            var children: [ScriptViewNode] = []
            for item in items { children.append(try decode(item)) }
            var spacing: Int?
            if let s = fields["spacing"] {
                guard case .number(let n) = s.value, n >= 0, n < 100 else { throw ScriptOutput.expected("a spacing in cells", s) }
                spacing = Int(n)
            }
            return key == "vstack" ? .vstack(children, spacing: spacing) : .hstack(children, spacing: spacing)
        }
        if fields["spacer"] != nil { return .spacer }
        if fields["divider"] != nil { return .divider }
        if let progress = fields["progress"] {
            let p = try Fields(progress, allowed: ["value", "total"])
            guard let v = p["value"], case .number(let value) = v.value else { throw p.problem("progress needs a \"value\"") }
            var total = 1.0
            if let t = p["total"] {
                guard case .number(let n) = t.value, n > 0 else { throw ScriptOutput.expected("a positive total", t) }
                total = n
            }
            return .progress(value: value, total: total)
        }
        if let sparkline = fields["sparkline"] {
            guard case .array(let items) = sparkline.value else { throw ScriptOutput.expected("a list of numbers", sparkline) }
            var values: [Double] = []
            for item in items {
                guard case .number(let n) = item.value else { throw ScriptOutput.expected("a number", item) }
                values.append(n)
            }
            return .sparkline(values)
        }
        if let link = fields["link"] {
            let l = try Fields(link, allowed: ["url", "text"])
            guard let u = l["url"], case .string(let text) = u.value, let url = URL(string: text), url.scheme != nil else {
                throw l.problem("a link needs a \"url\" with a scheme")
            }
            guard let t = l["text"], case .string(let label) = t.value else { throw l.problem("a link needs its \"text\"") }
            return .link(url: url, text: label)
        }
        throw fields.problem("a view is one of text, vstack, hstack, spacer, divider, progress, sparkline, link")
    }

    /// The view this node stands for.
    @MainActor
    var view: AnyView {
        switch self {
        case .text(let string, let style): return AnyView(style.apply(to: Text(verbatim: string)).lineLimit(1))
        case .vstack(let children, let spacing):
            return AnyView(VStack(alignment: .leading, spacing: spacing.map { CGFloat($0) } ?? 0) {
                ForEach(Array(children.enumerated()), id: \.offset) { _, child in child.view }
            })
        case .hstack(let children, let spacing):
            return AnyView(HStack(spacing: spacing.map { CGFloat($0) } ?? 1) {
                ForEach(Array(children.enumerated()), id: \.offset) { _, child in child.view }
            })
        case .spacer: return AnyView(Spacer())
        case .divider: return AnyView(Divider())
        case .progress(let value, let total): return AnyView(ProgressView(value: value, total: total))
        case .sparkline(let values): return AnyView(Sparkline(values: values))
        case .link(let url, let text): return AnyView(Link(text, destination: url))
        }
    }
}

/// How a script's text is drawn.
struct ScriptTextStyle: Codable, Hashable, Sendable {
    var bold = false
    var dim = false
    var italic = false
    var underline = false
    var color: String?

    static func color(named name: String) -> Color? {
        switch name.lowercased() {
        case "red": return .red
        case "green": return .green
        case "yellow": return .yellow
        case "blue": return .blue
        case "orange": return .orange
        case "purple": return .purple
        case "cyan": return .cyan
        case "gray", "grey": return .gray
        case "white": return .white
        case "black": return .black
        default:
            let hex = name.hasPrefix("#") ? String(name.dropFirst()) : ""
            guard hex.count == 6, let value = Int(hex, radix: 16) else { return nil }
            return Color(red: Double(value >> 16 & 0xFF) / 255, green: Double(value >> 8 & 0xFF) / 255, blue: Double(value & 0xFF) / 255)
        }
    }

    @MainActor
    func apply(to text: Text) -> Text {
        var text = text
        if bold { text = text.bold() }
        if italic { text = text.italic() }
        if underline { text = text.underline() }
        if let color, let value = Self.color(named: color) { text = text.foregroundColor(value) }
        if dim { text = text.foregroundColor(.secondary) }
        return text
    }
}
