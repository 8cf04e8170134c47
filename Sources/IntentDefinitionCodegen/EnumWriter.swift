/// An enum of the definition: `Int` raw values with `unknown = 0`, offered by display name.
enum EnumWriter {
    static func swift(for type: EnumType, fileName: String) -> String {
        let name = type.name
        var lines = [
            "/// \(type.displayName): an enum of \(fileName).",
            "public enum \(name): Int, IntentDefinitionEnum {",
            "    case unknown = 0",
        ]
        lines += type.cases.map { "    case \(SwiftNames.escaped($0.name)) = \($0.index)" }
        let members = type.cases.map { "." + SwiftNames.escaped($0.name) }
        let titles = zip(members, type.cases).map { "\($0): \(SwiftNames.literal($1.displayName))" }
        lines += [
            "",
            "    public static var allCases: [\(name)] { [\(members.joined(separator: ", "))] }",
            "    public static var typeDisplayRepresentation: TypeDisplayRepresentation { \(SwiftNames.literal(type.displayName)) }",
            "    public static var caseDisplayRepresentations: [\(name): DisplayRepresentation] {",
            "        [" + (titles.isEmpty ? ":" : titles.joined(separator: ", ")) + "]",
            "    }",
            "",
            "    public var caseName: String {",
            "        switch self {",
            "        case .unknown: \"unknown\"",
        ]
        lines += zip(members, type.cases).map { "        case \($0): \(SwiftNames.literal($1.name))" }
        lines += ["        }", "    }", "}", ""]
        lines.append(ResolutionResultWriter.swift(for: name, base: "INEnumResolutionResult", disambiguates: false))
        return lines.joined(separator: "\n")
    }
}
