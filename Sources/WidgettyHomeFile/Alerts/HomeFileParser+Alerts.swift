import WidgettyKit
import Yams

/// A widget's `alerts:`: a list of mappings with `when:` and the optional `clear:`, `ring:`,
/// `run:`, `notify:` and `name:`. Conditions are read here, each problem at its column.
extension HomeFileParser {
    mutating func readAlerts(_ node: Node) -> [WidgetAlert] {
        guard let sequence = node.sequence else {
            report("`alerts` is a list, e.g. `- when: cpu > 90` with `clear: cpu < 80`", at: node)
            return []
        }
        return sequence.compactMap { readAlert($0) }
    }

    private mutating func readAlert(_ node: Node) -> WidgetAlert? {
        guard let mapping = node.mapping else {
            report("an alert is a mapping with `when:` (and clear, ring, run, notify or name)", at: node)
            return nil
        }
        var when: AlertCondition?, clear: AlertCondition?
        var alert = WidgetAlert(when: AlertCondition(value: "", test: .present, text: ""), location: location(of: node))
        var isValid = true
        for (keyNode, value) in mapping {
            switch keyNode.string {
            case "when":
                when = readCondition(value)
                isValid = isValid && when != nil
            case "clear":
                clear = readCondition(value)
                isValid = isValid && clear != nil
            case "ring":
                guard let text = value.scalar?.string, let ring = WidgetAlert.Ring(rawValue: text.lowercased()) else {
                    report("`ring` is bell, flash or none", at: value)
                    isValid = false
                    continue
                }
                alert.ring = ring
            case "run":
                let words = value.sequence?.map { $0.scalar?.string ?? "" } ?? []
                guard !words.isEmpty, !words[0].isEmpty, value.sequence?.allSatisfy({ $0.scalar != nil }) == true else {
                    report("`run` is a program and its arguments, e.g. [notify-me, --loud] (no shell is used)", at: value)
                    isValid = false
                    continue
                }
                alert.run = words
            case "notify":
                guard let flag = value.bool else {
                    report("`notify` is true or false", at: value)
                    isValid = false
                    continue
                }
                alert.notify = flag
            case "name":
                alert.name = string(value, what: "an alert's name")
            default:
                report("unknown key '\(keyNode.string ?? "?")' in an alert (expected when, clear, ring, run, notify or name)", at: keyNode)
                isValid = false
            }
        }
        guard let when else {
            if isValid { report("an alert needs `when:`, e.g. `when: cpu > 90`", at: node) }
            return nil
        }
        alert.when = when
        alert.clear = clear
        return isValid ? alert : nil
    }

    /// A condition, its problems placed at their column in the file (after an opening quote).
    private mutating func readCondition(_ node: Node) -> AlertCondition? {
        guard let scalar = node.scalar, node.null == nil else {
            report("a condition is text, e.g. `cpu > 90`", at: node)
            return nil
        }
        let start = location(of: node)
        let quoted = scalar.style == .singleQuoted || scalar.style == .doubleQuoted
        func place(_ offset: Int) -> SourceLocation {
            SourceLocation(file: start.file, line: start.line, column: start.column + offset + (quoted ? 1 : 0))
        }
        switch AlertConditionParser.parse(scalar.string) {
        case .success(var condition):
            let leading = scalar.string.prefix { $0 == " " || $0 == "\t" }.unicodeScalars.count
            condition.location = place(leading)
            return condition
        case .failure(let failure):
            problems.append(HomeFileProblem(failure.message, at: place(failure.offset)))
            return nil
        }
    }
}
