import Yams

/// Where a new key goes in a block mapping.
enum KeyPosition {
    /// Right after the first of these keys that the mapping has (at its end when it has none).
    case after([String])
    /// Before the first key, when it starts its own line (else at the end).
    case start
    case end
}

extension YAMLText {
    /// The key and value named `name` in a mapping node.
    func pair(_ mapping: Node, _ name: String) -> (key: Node, value: Node)? {
        mapping.mapping?.first { $0.key.string == name }
    }

    /// The end (exclusive line) of a key's value that starts on the lines after `keyLine`:
    /// more indented lines, and the dashes of a list written at the key's own column.
    func valueEnd(afterKeyLine keyLine: Int, keyColumn: Int) -> Int {
        var end = keyLine + 1
        var line = keyLine + 1
        while line < lineCount {
            if let indent = indent(ofLine: line) {
                let first = scalars[start(ofLine: line) + indent]
                let indentlessDash = indent == keyColumn && first == "-"
                if indent < keyColumn || (indent == keyColumn && !indentlessDash) { break }
                end = line + 1
            }
            line += 1
        }
        return end
    }

    /// Inserts lines (written at column 0) as keys of a block mapping, at its key column.
    mutating func insertKey(into mapping: Node, lines: [String], at position: KeyPosition) {
        guard let insertion = keyInsertion(into: mapping, lines: lines, at: position) else { return }
        replaceLines(insertion.line..<insertion.line, with: insertion.lines)
    }

    /// Where ``insertKey(into:lines:at:)`` would insert, and the lines at their column.
    func keyInsertion(into mapping: Node, lines: [String], at position: KeyPosition) -> (line: Int, lines: [String])? {
        guard let keys = mapping.mapping.map(Array.init), let first = keys.first else { return nil }
        let firstOffset = offset(of: first.key)
        let keyColumn = column(of: firstOffset)
        var target = blockEnd(after: line(containing: firstOffset), minIndent: keyColumn)
        switch position {
        case .end: break
        case .start:
            if startsLine(firstOffset) { target = line(containing: firstOffset) }
        case .after(let names):
            for name in names {
                guard let index = keys.firstIndex(where: { $0.key.string == name }) else { continue }
                if index + 1 < keys.count {
                    let next = offset(of: keys[index + 1].key)
                    if startsLine(next) { target = line(containing: next) }
                }
                break
            }
        }
        return (target, Indentation.shift(lines, by: keyColumn))
    }

    /// Removes a key and its value from a block mapping (not the only key of a list entry).
    mutating func removeKey(in mapping: Node, named name: String) {
        guard let keys = mapping.mapping.map(Array.init), let index = keys.firstIndex(where: { $0.key.string == name })
        else { return }
        let keyOffset = offset(of: keys[index].key)
        if index + 1 < keys.count {
            replace(keyOffset..<offset(of: keys[index + 1].key), with: "")
        } else if startsLine(keyOffset) {
            let keyLine = line(containing: keyOffset)
            replaceLines(keyLine..<valueEnd(afterKeyLine: keyLine, keyColumn: column(of: keyOffset)), with: [])
        }
    }

    /// Sets a key to a one-line value: replaced where it is written, else added at `position`.
    mutating func setValue(in mapping: Node, key name: String, to value: String, at position: KeyPosition) {
        if let (key, current) = pair(mapping, name) {
            let keyOffset = offset(of: key)
            let keyLine = line(containing: keyOffset)
            let valueOffset = offset(of: current)
            let isEmpty = current.scalar.map { $0.string.isEmpty && $0.style == .plain } ?? false
            if !isEmpty, valueOffset > keyOffset, line(containing: valueOffset) == keyLine,
                let first = character(at: valueOffset), first != "|", first != ">"
            {
                replace(valueOffset..<inlineValueEnd(from: valueOffset), with: value)
            } else {
                // Empty, or written over several lines: the key and its value become one line.
                let last = valueEnd(afterKeyLine: keyLine, keyColumn: column(of: keyOffset)) - 1
                replace(keyOffset..<end(ofLine: last), with: "\(name): \(value)")
            }
            return
        }
        insertKey(into: mapping, lines: ["\(name): \(value)"], at: position)
    }
}
