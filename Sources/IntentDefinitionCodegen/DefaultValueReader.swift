/// Reads a parameter's default (`INIntentParameterMetadataDefaultValue`) as its type expects it.
enum DefaultValueReader {
    static func read(_ node: PlistNode, type: ValueType, enumCases: [String: [EnumCase]]) throws(DefinitionError) -> DefaultValue? {
        func wrong(_ expected: String) -> DefinitionError {
            DefinitionError(keyPath: node.path, message: "expected \(expected), found '\(node.value)'")
        }
        switch type {
        case .string:
            guard let text = node.value as? String else { throw wrong("text") }
            return .string(text)
        case .integer:
            if let number = node.value as? Int { return .integer(number) }
            guard let text = node.value as? String, let number = Int(text) else { throw wrong("a whole number") }
            return .integer(number)
        case .decimal:
            if let number = node.value as? Double { return .decimal(number) }
            guard let text = node.value as? String, let number = Double(text) else { throw wrong("a number") }
            return .decimal(number)
        case .boolean:
            if let flag = node.value as? Bool { return .boolean(flag) }
            guard let text = node.value as? String, let flag = ["true": true, "false": false][text.lowercased()] else {
                throw wrong("true or false")
            }
            return .boolean(flag)
        case .enumeration(let name):
            let cases = enumCases[name] ?? []
            guard let text = node.value as? String, cases.contains(where: { $0.name == text }) else {
                throw wrong("one of \(name)'s cases (\(cases.map(\.name).joined(separator: ", ")))")
            }
            return .enumCase(text)
        case .date, .url, .object:
            // Xcode offers no default for these.
            return nil
        }
    }
}
