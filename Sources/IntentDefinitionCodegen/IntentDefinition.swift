/// What an `.intentdefinition` file defines, as far as widgets need it: its intents, enums
/// and custom types, with the names, titles and defaults the generated Swift uses.
struct IntentDefinition {
    var intents: [Intent]
    var enums: [EnumType]
    var types: [ObjectType]
}

/// A custom intent: Swift class `<classPrefix><name>Intent`.
struct Intent {
    var name: String
    /// The project's class prefix when the intent was made (`INIntentClassPrefix`), or none.
    var classPrefix: String
    var title: String
    var description: String
    var eligibleForWidgets: Bool
    var parameters: [Parameter]

    var className: String { classPrefix + name + "Intent" }
    var handlingProtocol: String { className + "Handling" }
}

/// One parameter of an intent.
struct Parameter {
    var name: String
    var title: String
    var type: ValueType
    var multiple: Bool
    /// Shown in a widget's configuration ("User can edit value in Shortcuts, widgets…").
    var configurable: Bool
    /// "Options are provided dynamically": the handler's `provide…OptionsCollection`.
    var dynamicOptions: Bool
    /// The handler's method takes a `searchTerm:`.
    var searchable: Bool
    var defaultValue: DefaultValue?
}

/// The type of a parameter or property.
enum ValueType: Equatable {
    case string, integer, decimal, boolean, date, url
    case enumeration(String)
    case object(String)
}

/// A default from the definition, in the parameter's type.
enum DefaultValue: Equatable {
    case string(String)
    case integer(Int)
    case decimal(Double)
    case boolean(Bool)
    case enumCase(String)
}

/// An enum: Swift `enum <name>: Int` with `unknown = 0`.
struct EnumType {
    var name: String
    var displayName: String
    var cases: [EnumCase]
}

struct EnumCase {
    var name: String
    var displayName: String
    var index: Int
}

/// A custom type: Swift `class <name>: INObject` with its own properties.
struct ObjectType {
    var name: String
    var displayName: String
    var properties: [Property]
}

struct Property {
    var name: String
    var type: ValueType
    var multiple: Bool
}
