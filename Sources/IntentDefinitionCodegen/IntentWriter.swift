/// An intent of the definition: a class whose parameters the edit panel lists (titles,
/// defaults, choices from the intent handler) and whose properties widget code reads and sets
/// with the types Xcode gives them.
enum IntentWriter {
    static func swift(for intent: Intent, fileName: String) -> String {
        let name = intent.className
        let eligibility = intent.eligibleForWidgets ? "eligible for widgets" : "not marked eligible for widgets"
        var lines = [
            "/// \(intent.title): an intent of \(fileName) (\(eligibility)).",
            "public final class \(name): INIntent, WidgetConfigurationIntent, @unchecked Sendable {",
            "    public static var title: LocalizedStringResource { \(SwiftNames.literal(intent.title)) }",
            "    public static var description: IntentDescription { \(SwiftNames.literal(intent.description)) }",
            "",
            "    public required init() {}",
        ]
        for parameter in intent.parameters {
            lines.append("")
            lines += declaration(of: parameter, in: intent)
        }
        if intent.parameters.contains(where: \.dynamicOptions) {
            lines += [
                "",
                "    /// The target's intent handler for this intent, as a new INExtension subclass returns it.",
                "    private static func _handling() throws -> any \(intent.handlingProtocol) {",
                "        guard let handler = _intentDefinitionHandler(for: \(name)()) as? any \(intent.handlingProtocol) else {",
                "            throw IntentHandlerMissing(handling: \(SwiftNames.literal(intent.handlingProtocol)))",
                "        }",
                "        return handler",
                "    }",
            ]
        }
        lines.append("}")
        return lines.joined(separator: "\n")
    }

    /// The stored parameter (`_city`, which the schema reads) and the property widget code uses.
    static func declaration(of parameter: Parameter, in intent: Intent) -> [String] {
        let shape = ValueShape(type: parameter.type, multiple: parameter.multiple)
        let storage = "_" + parameter.name
        let property = "    public var \(SwiftNames.escaped(parameter.name)): \(shape.exposed) {"
        guard parameter.configurable else {
            let initial = parameter.defaultValue.map { ValueShape.literal($0, type: parameter.type) } ?? shape.empty
            return [
                "    /// Not configurable in widgets: the edit panel does not list it.",
                "    let \(storage) = IntentDefinitionValue<\(shape.stored)>(\(initial))",
                property,
                "        get { \(shape.get("\(storage).value")) }",
                "        set { \(storage).value = \(shape.set) }",
                "    }",
            ]
        }
        var arguments = ["title: \(SwiftNames.literal(parameter.title))"]
        if let value = parameter.defaultValue { arguments.append("default: \(ValueShape.literal(value, type: parameter.type))") }
        if parameter.dynamicOptions { arguments.append("handlerOptions: \(handlerOptions(for: parameter, in: intent))") }
        return [
            "    let \(storage) = IntentParameter<\(shape.stored)>(\(arguments.joined(separator: ", ")))",
            property,
            "        get { \(shape.get("\(storage).wrappedValue")) }",
            "        set { \(storage).wrappedValue = \(shape.set) }",
            "    }",
        ]
    }

    /// The handler's choices and default for a parameter, asked with a fresh intent.
    static func handlerOptions(for parameter: Parameter, in intent: Intent) -> String {
        let name = intent.className
        let capitalized = SwiftNames.capitalized(parameter.name)
        let search = parameter.searchable ? ", searchTerm: nil" : ""
        return """
            IntentHandlerOptions(
                    collection: { try await \(name)._handling().provide\(capitalized)OptionsCollection(for: \(name)()\(search)) },
                    default: { try? \(name)._handling().default\(capitalized)(for: \(name)()) })
            """
    }
}
