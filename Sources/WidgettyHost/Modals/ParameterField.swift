import WidgettyHomeFile
import Foundation
import WidgettyKit

/// The editor a parameter (or one value of a list parameter) gets, from its kind: a text field
/// for text, numbers, URLs and dates; a toggle; a picker for enums and provider choices; a list.
indirect enum FieldEditor: Hashable {
    /// What a text field holds, hence how it is read back (an object: its identifier).
    enum TextKind: Hashable { case string, int, double, url, date, object }

    case text(TextKind)
    case toggle
    /// An enum's cases (fixed) or a provider's choices (`cases` nil).
    case choice(cases: [IntentEnumCase]?)
    case list(element: FieldEditor)

    /// The editor for a kind; `provided` when an options provider offers the values.
    init(kind: IntentParameterKind, provided: Bool) {
        switch kind {
        case .optional(let wrapped): self.init(kind: wrapped, provided: provided)
        case .array(let element): self = .list(element: FieldEditor(kind: element, provided: provided))
        case _ where provided: self = .choice(cases: nil)
        case .enumeration(_, let cases): self = .choice(cases: cases)
        case .bool: self = .toggle
        case .string: self = .text(.string)
        case .int: self = .text(.int)
        case .double: self = .text(.double)
        case .url: self = .text(.url)
        case .date: self = .text(.date)
        case .object: self = .text(.object)
        }
    }
}

/// Conversions between stored values and what a field shows or holds while edited.
enum FieldText {
    /// How dates are written in a field: local time, to the minute.
    static let dateFormat = "yyyy-MM-dd HH:mm"

    static func dateFormatter(timeZone: TimeZone) -> DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = timeZone
        formatter.dateFormat = dateFormat
        return formatter
    }

    /// The text a field holds for a value (`""` for none).
    static func text(of value: IntentValue, timeZone: TimeZone) -> String {
        switch value {
        case .null: return ""
        case .double(let d): return d == d.rounded() && abs(d) < 1e15 ? String(Int(d)) : String(d)
        case .date(let date): return dateFormatter(timeZone: timeZone).string(from: date)
        case .object(let object): return object.identifier ?? object.display
        default: return value.description
        }
    }

    /// The value a field's text stands for, or why it is not one. Empty text is none when the
    /// parameter is optional.
    static func value(of text: String, kind: FieldEditor.TextKind, optional: Bool, timeZone: TimeZone) -> Result<IntentValue, FieldProblem> {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if optional, trimmed.isEmpty { return .success(.null) }
        switch kind {
        case .string: return .success(.string(text))
        case .int:
            guard let n = Int(trimmed) else { return .failure(FieldProblem("enter a whole number")) }
            return .success(.int(n))
        case .double:
            guard let d = Double(trimmed), d.isFinite else { return .failure(FieldProblem("enter a number")) }
            return .success(.double(d))
        case .url:
            guard let url = URL(string: trimmed), let scheme = url.scheme, !scheme.isEmpty else {
                return .failure(FieldProblem("enter a URL such as https://example.com"))
            }
            return .success(.url(url))
        case .date:
            let formatter = dateFormatter(timeZone: timeZone)
            if let date = formatter.date(from: trimmed) ?? HomeValidator.parseDate(trimmed) { return .success(.date(date)) }
            return .failure(FieldProblem("enter a date as YYYY-MM-DD HH:MM"))
        case .object:
            guard !trimmed.isEmpty else { return .failure(FieldProblem("enter an identifier")) }
            return .success(.object(IntentObject(identifier: trimmed, display: trimmed)))
        }
    }

    /// A value as a row shows it: enum cases and provider choices by title, lists joined.
    static func summary(of value: IntentValue, editor: FieldEditor, titles: [IntentValue: String], timeZone: TimeZone) -> String {
        switch (editor, value) {
        case (_, .null): return "none"
        case (_, .object(let object)): return object.display
        case (.toggle, .bool(let on)): return on ? "on" : "off"
        case (.choice(let cases?), _):
            return cases.first { IntentValue.string($0.value) == value }?.title ?? value.description
        case (.choice(nil), _):
            if let title = titles[value] { return title }
            return value == .string("") ? "(empty)" : value.description
        case (.list(let element), .array(let items)):
            guard !items.isEmpty else { return "none" }
            return items.map { summary(of: $0, editor: element, titles: titles, timeZone: timeZone) }.joined(separator: ", ")
        case (.text, _): return text(of: value, timeZone: timeZone)
        default: return value.description
        }
    }

    /// Changes the date in `text` by one unit of the part the cursor is in (year, month, day,
    /// hour, minute), as ↑↓ do in a date field; nil when the text is not a date.
    static func stepDate(_ text: String, cursor: Int, by step: Int, timeZone: TimeZone) -> String? {
        let formatter = dateFormatter(timeZone: timeZone)
        guard let date = formatter.date(from: text.trimmingCharacters(in: .whitespaces)) else { return nil }
        let component: Calendar.Component
        switch cursor {
        case ..<5: component = .year
        case 5..<8: component = .month
        case 8..<11: component = .day
        case 11..<14: component = .hour
        default: component = .minute
        }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        return calendar.date(byAdding: component, value: step, to: date).map(formatter.string(from:))
    }
}

/// Why a field's value cannot be saved, shown next to it.
struct FieldProblem: Error, Hashable {
    let message: String
    init(_ message: String) { self.message = message }
}
