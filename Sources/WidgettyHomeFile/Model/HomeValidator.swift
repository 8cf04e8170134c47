import Foundation
import WidgettyKit

/// Checks a home configuration against the widgets that exist: unknown kinds, families a widget
/// does not support, parameters its intent does not have or values of the wrong type. Also turns
/// the home file's values into the exact values each intent expects (a date written as text, a
/// single value where a list is expected).
@MainActor
public struct HomeValidator {
    public let registry: WidgetRegistry

    public init(registry: WidgetRegistry) { self.registry = registry }

    /// Every problem of `configuration`, in file order.
    public func problems(in configuration: HomeConfiguration, file: String) -> [HomeFileProblem] {
        var problems: [HomeFileProblem] = []
        let controlIDs = Set(configuration.controls.map(\.id))
        for widget in configuration.allWidgets {
            if controlIDs.contains(widget.id), let problem = controlProblem(widget, file: file) {
                problems.append(problem)
                continue
            }
            problems += checked(widget, file: file).problems
            problems += alertProblems(of: widget, file: file)
        }
        for case .stack(let stack) in configuration.pages.flatMap(\.items) where stack.family == .accessoryInline {
            let at = stack.location ?? SourceLocation(file: file, line: 1, column: 1)
            problems.append(HomeFileProblem("a stack cannot hold inline widgets", at: at))
        }
        return problems.sorted { ($0.location.line, $0.location.column) < ($1.location.line, $1.location.column) }
    }

    /// The intent values for a placed widget, or the first problem with it.
    public func intentValues(for widget: WidgetPlacement, file: String) -> Result<[String: IntentValue], HomeFileProblem> {
        let (values, problems) = checked(widget, file: file)
        if let first = problems.first { return .failure(first) }
        return .success(values)
    }

    /// The intent values for a placed widget and every problem with it: each parameter that does
    /// not fit its type or limits, then (when all do) each the widget's own validation
    /// (``ValidatingIntent``) finds, at the parameter's value (at the widget for one not written).
    func checked(_ widget: WidgetPlacement, file: String) -> (values: [String: IntentValue], problems: [HomeFileProblem]) {
        let at = widget.location ?? SourceLocation(file: file, line: 1, column: 1)
        guard let descriptor = registry.descriptor(kind: widget.kind) else {
            return ([:], [HomeFileProblem(
                "unknown widget kind '\(widget.kind)' (known: \(registry.kinds.joined(separator: ", ")))", at: at)])
        }
        guard descriptor.supportedFamilies.contains(widget.family) else {
            return ([:], [HomeFileProblem(Self.unsupportedFamily(widget.family, of: descriptor), at: at)])
        }
        guard let intent = descriptor.intent else {
            return ([:], widget.params.keys.sorted().map {
                HomeFileProblem("\(widget.kind) has no parameters, so '\($0)' means nothing", at: widget.paramLocations[$0] ?? at)
            })
        }
        var values: [String: IntentValue] = [:]
        var problems: [HomeFileProblem] = []
        var unusableValue = false
        for key in widget.params.keys.sorted() {
            switch Self.value(of: key, in: widget, schema: intent.schema) {
            case .success(let value): values[key] = value
            case .failure(let unusable):
                let place = unusable.aboutTheKey ? widget.paramLocations[key] : widget.valueLocation(of: key)
                problems.append(HomeFileProblem(unusable.message, at: place ?? at))
                unusableValue = unusableValue || !unusable.aboutTheKey
            }
        }
        // A parameter the widget does not have leaves the others to its own validation: every
        // problem is reported, not the unknown key alone.
        guard !unusableValue else { return (values, problems) }
        do {
            let decoded = try intent.decode(values)
            problems += decoded.validationProblems.map {
                HomeFileProblem($0.description, at: widget.valueLocation(of: $0.key) ?? at)
            }
        } catch {
            problems.append(HomeFileProblem("\(error)", at: at))
        }
        return (values, problems)
    }

    /// The value of one written parameter as its intent expects it, or why it is not one.
    private static func value(of key: String, in widget: WidgetPlacement, schema: IntentSchema) -> Result<IntentValue, Unusable> {
        guard let parameter = schema.parameters.first(where: { $0.key == key }) else {
            let known = schema.parameters.map(\.key).joined(separator: ", ")
            return .failure(.init("\(widget.kind) has no parameter '\(key)' (it has: \(known))", aboutTheKey: true))
        }
        if let raw = widget.params[key], let problem = Self.secretProblem(in: raw, kind: parameter.kind) {
            return .failure(.init("parameter '\(key)' \(problem)"))
        }
        guard let raw = widget.params[key], let value = Self.coerce(raw, to: parameter.kind) else {
            return .failure(.init(
                "parameter '\(key)' expects \(Self.explain(parameter.kind)), found \(widget.params[key]?.description ?? "nothing")"))
        }
        if let problem = parameter.violation(of: value, family: widget.family) {
            let found = if case .array = value { "" } else { ", found \(value)" }
            return .failure(.init("parameter '\(key)' \(problem)\(found)"))
        }
        return .success(value)
    }

    /// Why a widget cannot be placed at `family`, and the two ways out: another family, or (for
    /// the author) one more entry in `.supportedFamilies`.
    static func unsupportedFamily(_ family: WidgetFamily, of descriptor: AnyWidgetDescriptor) -> String {
        let supported = descriptor.supportedFamilies.map(HomeFileParser.name(of:))
        let choose = supported.count == 1 ? "use \(supported[0])" : "choose one of those"
        return "\(descriptor.kind) does not support the \(HomeFileParser.name(of: family)) family "
            + "(it supports \(supported.joined(separator: ", "))): \(choose), or, if it is your widget, "
            + "add .\(family.rawValue) to its .supportedFamilies([…])"
    }

    /// A home-file value as the kind expects it, or nil when it cannot be one.
    public static func coerce(_ value: IntentValue, to kind: IntentParameterKind) -> IntentValue? {
        switch (kind, value) {
        case (.optional, .null): return .null
        case (.optional(let wrapped), _): return coerce(value, to: wrapped)
        case (.array(let element), .array(let items)):
            var result: [IntentValue] = []
            for item in items {
                guard let coerced = coerce(item, to: element) else { return nil }
                result.append(coerced)
            }
            return .array(result)
        case (.array(let element), _): return coerce(value, to: element).map { .array([$0]) }
        case (.string, .string), (.int, .int), (.double, .double), (.bool, .bool), (.date, .date), (.url, .url):
            return value
        case (.string, .int), (.string, .double), (.string, .bool): return .string(value.description)
        case (.double, .int(let i)): return .double(Double(i))
        case (.url, .string(let text)): return URL(string: text).map(IntentValue.url)
        case (.date, .string(let text)): return parseDate(text).map(IntentValue.date)
        case (.object, .object): return value
        case (.object, .string(let identifier)): return .object(IntentObject(identifier: identifier, display: identifier))
        case (.enumeration(_, let cases), .string(let text)):
            return cases.first { $0.value == text || $0.title.caseInsensitiveCompare(text) == .orderedSame }
                .map { .string($0.value) }
        default: return nil
        }
    }

    nonisolated public static func parseDate(_ text: String) -> Date? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if let date = try? Date(trimmed, strategy: .iso8601) { return date }
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        for format in ["yyyy-MM-dd'T'HH:mm:ss", "yyyy-MM-dd HH:mm:ss", "yyyy-MM-dd HH:mm", "yyyy-MM-dd"] {
            formatter.dateFormat = format
            if let date = formatter.date(from: trimmed) { return date }
        }
        return nil
    }

    static func explain(_ kind: IntentParameterKind) -> String {
        switch kind {
        case .string: return "text"
        case .int: return "a whole number"
        case .double: return "a number"
        case .bool: return "true or false"
        case .date: return "a date like 2026-12-31 or 2026-12-31T18:00:00Z"
        case .url: return "a URL"
        case .enumeration(_, let cases): return "one of " + cases.map(\.value).joined(separator: ", ")
        case .object(let name): return "a \(name): an identifier, or {identifier: …, display: …}"
        case .array(let element): return "a list of " + explain(element)
        case .optional(let wrapped): return explain(wrapped) + " or null"
        }
    }
}

/// Why one written value cannot be a parameter's, before it has a location.
private struct Unusable: Error {
    let message: String
    /// The key itself is wrong (no such parameter): the problem points at the key, not the value.
    let aboutTheKey: Bool
    init(_ message: String, aboutTheKey: Bool = false) {
        self.message = message
        self.aboutTheKey = aboutTheKey
    }
}
