import Foundation
import WidgettyNetwork
import WidgettyTerminal

/// A topic's newest value as the cell shows it.
struct MQTTReading: Codable, Hashable, Sendable {
    var topic: String
    /// The value written out: the payload (or its `field`) in the widget's format, with the unit.
    var value: String
    var receivedAt: Date

    /// Each message's value: its payload read as text (UTF-8, one line, within the text
    /// budget), a JSON payload's `field` when one is set, numbers in `format` with `unit`.
    static func readings(_ messages: [MQTTMessage], field: String, format: ValueFormat, unit: String) -> [MQTTReading] {
        let pointer = try? JSONPointer(field.trimmingCharacters(in: .whitespaces))
        return messages.map { message in
            MQTTReading(topic: TextBudget.cut(message.topic),
                        value: value(message.payload, field: field.isEmpty ? nil : pointer, format: format, unit: unit),
                        receivedAt: message.receivedAt)
        }
    }

    static func value(_ payload: [UInt8], field: JSONPointer?, format: ValueFormat, unit: String) -> String {
        let text = TextBudget.cut(String(decoding: payload, as: UTF8.self)).trimmingCharacters(in: .whitespacesAndNewlines)
        func number(_ value: Double) -> String { format.text(value) + (unit.isEmpty ? "" : " " + unit) }
        guard let field else {
            if let value = Double(text) { return number(value) }
            let line = text.split(whereSeparator: \.isNewline).first.map(String.init) ?? ""
            return line.isEmpty ? "(empty)" : line
        }
        guard let document = try? LocatedJSON.parse(text) else { return "not JSON" }
        guard let found = field.resolve(in: document) else { return "—" }
        if case .number(let value) = found.value { return number(value) }
        return FieldTemplate.plain(found)
    }

    /// How the cell names each reading: its topic without the levels every shown topic begins
    /// with (`kitchen/temperature` of `home/kitchen/temperature`), its last level when alone.
    static func labels(_ topics: [String]) -> [String] {
        let split = topics.map { $0.split(separator: "/", omittingEmptySubsequences: false) }
        guard split.count > 1 else { return split.map { $0.last.map(String.init) ?? "" } }
        var common = 0
        while let first = split.first, common < first.count - 1,
              split.allSatisfy({ common < $0.count - 1 && $0[common] == first[common] }) {
            common += 1
        }
        return split.map { $0.dropFirst(common).joined(separator: "/") }
    }
}
