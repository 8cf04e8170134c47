/// An intent's `…IntentHandling` protocol: for each parameter with dynamic options, the
/// handler's `provide…OptionsCollection` (completion and async forms; implement either) and
/// `default…`. Every method has a default (none), as Xcode's are optional. Widgetty asks for
/// nothing else of a handler (`resolve…`, `confirm`, `handle` are not widget configuration).
enum HandlingWriter {
    static func swift(for intent: Intent) -> String {
        let dynamic = intent.parameters.filter(\.dynamicOptions)
        var requirements: [String] = []
        var defaults: [String] = []
        for parameter in dynamic {
            let capitalized = SwiftNames.capitalized(parameter.name)
            let object = objectType(of: parameter)
            let collection = "INObjectCollection<\(object)>"
            let search = parameter.searchable ? ", searchTerm: String?" : ""
            let searchArgument = parameter.searchable ? ", searchTerm: searchTerm" : ""
            let intentArgument = "for intent: \(intent.className)"
            let completion = "@escaping (\(collection)?, (any Error)?) -> Void"
            let completionForm = "func provide\(capitalized)OptionsCollection(\(intentArgument)\(search), with completion: \(completion))"
            let asyncForm = "func provide\(capitalized)OptionsCollection(\(intentArgument)\(search)) async throws -> \(collection)"
            let defaultType = parameter.multiple ? "[\(defaultElement(of: parameter))]?" : "\(defaultElement(of: parameter))?"
            let defaultForm = "func default\(capitalized)(\(intentArgument)) -> \(defaultType)"
            requirements += ["    \(completionForm)", "    \(asyncForm)", "    \(defaultForm)"]
            defaults += [
                "    public \(completionForm) {",
                "        completion(nil, nil)",
                "    }",
                "",
                "    public \(asyncForm) {",
                "        try await withCheckedThrowingContinuation { continuation in",
                "            provide\(capitalized)OptionsCollection(for: intent\(searchArgument)) { collection, error in",
                "                if let error {",
                "                    continuation.resume(throwing: error)",
                "                } else {",
                "                    continuation.resume(returning: collection ?? \(collection)(items: []))",
                "                }",
                "            }",
                "        }",
                "    }",
                "",
                "    public \(defaultForm) { nil }",
                "",
            ]
        }
        var lines = [
            "/// What a handler of \(intent.className) provides: choices for its dynamic parameters.",
            "public protocol \(intent.handlingProtocol) {",
        ]
        lines += requirements
        lines.append("}")
        if !defaults.isEmpty {
            lines += ["", "extension \(intent.handlingProtocol) {"]
            lines += defaults.dropLast()
            lines.append("}")
        }
        return lines.joined(separator: "\n")
    }

    /// The type of the handler's default value, as Xcode has it.
    static func defaultElement(of parameter: Parameter) -> String {
        switch parameter.type {
        case .string: return "String"
        case .integer, .decimal, .boolean, .enumeration: return "NSNumber"
        case .date: return "DateComponents"
        case .url: return "URL"
        case .object(let name): return name
        }
    }

    /// The type of a choice in the handler's collection, as Xcode has it.
    static func objectType(of parameter: Parameter) -> String {
        switch parameter.type {
        case .string: return "NSString"
        case .integer, .decimal, .boolean: return "NSNumber"
        case .date: return "NSDateComponents"
        case .url: return "NSURL"
        case .enumeration: return "NSNumber"
        case .object(let name): return name
        }
    }
}
