import WidgettyStore

/// The text `widgetty defaults import` reads: `KEY=VALUE` lines of one type; blank lines and
/// `#` comments skipped. Problems name their place as `source:line:column`.
enum DefaultsImport {
    static func parse(_ text: String, type: String, source: String) throws(SharedStoreError) -> [String: SharedValue] {
        if type == "array" { throw SharedStoreError("import stores one value a key: --type array is not supported") }
        var values: [String: SharedValue] = [:]
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = rawLine.hasSuffix("\r") ? rawLine.dropLast() : rawLine
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
            let lineNumber = index + 1
            guard let equals = line.firstIndex(of: "=") else {
                throw SharedStoreError("\(source):\(lineNumber):1: expected KEY=VALUE")
            }
            let key = String(line[..<equals])
            guard !key.isEmpty else { throw SharedStoreError("\(source):\(lineNumber):1: the key is empty") }
            let valueColumn = line.distance(from: line.startIndex, to: equals) + 2
            do {
                values[key] = try SharedValue.parse([String(line[line.index(after: equals)...])], as: type)
            } catch {
                throw SharedStoreError("\(source):\(lineNumber):\(valueColumn): \(error.description)")
            }
        }
        return values
    }
}
