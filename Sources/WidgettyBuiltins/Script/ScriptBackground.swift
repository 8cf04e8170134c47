import Foundation
import WidgettyUI

/// What a script entry's `"background"` fills the widget with: one colour (`"#223344"`, a
/// name), or `{"gradient": [colours]}` — two to eight colours from the top-leading corner to
/// the bottom-trailing one, blended cell by cell.
enum ScriptBackground: Codable, Hashable, Sendable {
    case color(String)
    case gradient([String])

    static let maximumColors = 8

    static func decode(_ json: LocatedJSON) throws(LocatedJSON.Problem) -> ScriptBackground {
        if case .string(let name) = json.value {
            guard ScriptTextStyle.color(named: name) != nil else { throw ScriptOutput.expected("a colour name (red, green, …) or #rrggbb", json) }
            return .color(name)
        }
        let fields = try Fields(json, allowed: ["gradient"])
        guard let list = fields["gradient"] else { throw fields.problem("a background is a colour or {\"gradient\": [colours]}") }
        guard case .array(let items) = list.value, (2...maximumColors).contains(items.count) else {
            throw ScriptOutput.expected("a list of 2 to \(maximumColors) colours", list)
        }
        var names: [String] = []
        for item in items {
            guard case .string(let name) = item.value, ScriptTextStyle.color(named: name) != nil else {
                throw ScriptOutput.expected("a colour name (red, green, …) or #rrggbb", item)
            }
            names.append(name)
        }
        return .gradient(names)
    }

    /// The shape style this background draws.
    var style: AnyShapeStyle {
        switch self {
        case .color(let name):
            return AnyShapeStyle(ScriptTextStyle.color(named: name) ?? .clear)
        case .gradient(let names):
            let colors = names.compactMap(ScriptTextStyle.color(named:))
            return AnyShapeStyle(LinearGradient(colors: colors, startPoint: .topLeading, endPoint: .bottomTrailing))
        }
    }
}
