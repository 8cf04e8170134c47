import Foundation

/// Reads an `.intentdefinition` file (an XML property list written by Xcode's intent editor)
/// into an ``IntentDefinition``, refusing what the generated Swift could not express.
enum DefinitionReader {
    static func read(_ data: Data) throws(DefinitionError) -> IntentDefinition {
        let plist: Any
        do {
            plist = try PropertyListSerialization.propertyList(from: data, format: nil)
        } catch {
            throw DefinitionError(keyPath: "", message: "not a property list: \(error.localizedDescription)")
        }
        let root = PlistNode(value: plist, path: "")
        guard plist is [String: Any] else { throw DefinitionError(keyPath: "", message: "the property list is not a dictionary") }
        var intentNodes: [PlistNode] = []
        for node in try root.array("INIntents", namedBy: "INIntentName") {
            // A customised system intent (INIntentType System) is Apple's class, not generated.
            if let kind = try node.optionalString("INIntentType"), kind != "Custom" { continue }
            intentNodes.append(node)
        }
        let prefix = try projectClassPrefix(intentNodes)
        var enums: [EnumType] = []
        for node in try root.array("INEnums", namedBy: "INEnumName") { enums.append(try readEnum(node, prefix: prefix)) }
        let enumNames = Set(enums.map(\.name))
        let typeNodes = try root.array("INTypes", namedBy: "INTypeName")
        var typeNames: Set<String> = []
        for node in typeNodes { typeNames.insert(prefix + (try SwiftNames.typeName(try node.string("INTypeName"), at: node.path))) }
        let names = DefinedNames(
            prefix: prefix, enums: enumNames, types: typeNames,
            enumCases: Dictionary(uniqueKeysWithValues: enums.map { ($0.name, $0.cases) }))
        var types: [ObjectType] = []
        for node in typeNodes { types.append(try readType(node, names: names)) }
        var intents: [Intent] = []
        for node in intentNodes { intents.append(try readIntent(node, names: names)) }
        try requireUnique(enums.map(\.name) + types.map(\.name) + intents.map(\.className), what: "type", at: "")
        return IntentDefinition(intents: intents, enums: enums, types: types)
    }

    /// The class prefix of the project the file was made in, which Xcode puts before the names
    /// of the classes and enums it generates (`HRPG` in `HRPGAddTaskIntent`, `HRPGTaskType`). The
    /// project's setting is not in the file; Xcode records it in each intent it creates
    /// (`INIntentClassPrefix`), so the prefix the file's custom intents share stands for it
    /// (none when they name none or disagree).
    static func projectClassPrefix(_ intents: [PlistNode]) throws(DefinitionError) -> String {
        var prefixes: Set<String> = []
        for node in intents { prefixes.insert(try node.optionalString("INIntentClassPrefix") ?? "") }
        return prefixes.count == 1 ? prefixes.first! : ""
    }

    /// The enums and custom types the file defines, which parameters and properties may name.
    struct DefinedNames {
        /// The project's class prefix, which the Swift names of the enums and types begin with.
        let prefix: String
        let enums: Set<String>
        let types: Set<String>
        let enumCases: [String: [EnumCase]]
    }

    static func readEnum(_ node: PlistNode, prefix: String) throws(DefinitionError) -> EnumType {
        let name = prefix + (try SwiftNames.typeName(try node.string("INEnumName"), at: node.path))
        var cases: [EnumCase] = []
        for (position, valueNode) in try node.array("INEnumValues", namedBy: "INEnumValueName").enumerated() {
            let caseName = try SwiftNames.memberName(try valueNode.string("INEnumValueName"), at: valueNode.path)
            let index = try valueNode.optionalInt("INEnumValueIndex") ?? (caseName == "unknown" ? 0 : position)
            // Case 0 is `unknown`, which every generated enum has.
            if index == 0 { continue }
            let display = try valueNode.optionalString("INEnumValueDisplayName") ?? caseName
            cases.append(EnumCase(name: caseName, displayName: display, index: index))
        }
        try requireUnique(cases.map(\.name) + ["unknown"], what: "case", at: node.path)
        try requireUnique(cases.map { String($0.index) }, what: "INEnumValueIndex", at: node.path)
        return EnumType(name: name, displayName: try node.optionalString("INEnumDisplayName") ?? name, cases: cases)
    }

    static func readType(_ node: PlistNode, names: DefinedNames) throws(DefinitionError) -> ObjectType {
        let name = names.prefix + (try node.string("INTypeName"))
        var properties: [Property] = []
        for propertyNode in try node.array("INTypeProperties", namedBy: "INTypePropertyName") {
            let propertyName = try propertyNode.string("INTypePropertyName")
            // identifier, displayString, pronunciationHint and alternativeSpeakableMatches are INObject's.
            if INObjectMembers.all.contains(propertyName) { continue }
            let type = try valueType(
                propertyNode, typeKey: "INTypePropertyType", enumKey: "INTypePropertyEnumType", objectKey: "INTypePropertyObjectType",
                names: names)
            properties.append(
                Property(
                    name: try SwiftNames.memberName(propertyName, at: propertyNode.path), type: type,
                    multiple: try propertyNode.bool("INTypePropertySupportsMultipleValues")))
        }
        try requireUnique(properties.map(\.name), what: "property", at: node.path)
        return ObjectType(name: name, displayName: try node.optionalString("INTypeDisplayName") ?? name, properties: properties)
    }

    static func readIntent(_ node: PlistNode, names: DefinedNames) throws(DefinitionError) -> Intent {
        let name = try SwiftNames.typeName(try node.string("INIntentName"), at: node.path)
        let classPrefix = try node.optionalString("INIntentClassPrefix") ?? ""
        var parameters: [(priority: Int, parameter: Parameter)] = []
        for parameterNode in try node.array("INIntentParameters", namedBy: "INIntentParameterName") {
            let parameter = try readParameter(parameterNode, names: names)
            parameters.append((try parameterNode.optionalInt("INIntentParameterDisplayPriority") ?? Int.max, parameter))
        }
        let ordered = parameters.enumerated().sorted { ($0.element.priority, $0.offset) < ($1.element.priority, $1.offset) }
            .map(\.element.parameter)
        try requireUnique(ordered.map(\.name), what: "parameter", at: node.path)
        return Intent(
            name: name, classPrefix: classPrefix, title: try node.optionalString("INIntentTitle") ?? name,
            description: try node.optionalString("INIntentDescription") ?? "",
            eligibleForWidgets: try node.bool("INIntentEligibleForWidgets"), parameters: ordered)
    }

    static func readParameter(_ node: PlistNode, names: DefinedNames) throws(DefinitionError) -> Parameter {
        let name = try SwiftNames.memberName(try node.string("INIntentParameterName"), at: node.path)
        let type = try valueType(
            node, typeKey: "INIntentParameterType", enumKey: "INIntentParameterEnumType", objectKey: "INIntentParameterObjectType",
            names: names)
        let multiple = try node.bool("INIntentParameterSupportsMultipleValues")
        var defaultValue: DefaultValue?
        if !multiple, let metadata = try node.child("INIntentParameterMetadata"),
            let defaultNode = try metadata.child("INIntentParameterMetadataDefaultValue")
        {
            defaultValue = try DefaultValueReader.read(defaultNode, type: type, enumCases: names.enumCases)
        }
        return Parameter(
            name: name, title: try node.optionalString("INIntentParameterDisplayName") ?? name, type: type, multiple: multiple,
            configurable: try node.bool("INIntentParameterConfigurable", absent: true),
            dynamicOptions: try node.bool("INIntentParameterSupportsDynamicEnumeration"),
            searchable: try node.bool("INIntentParameterSupportsSearch"), defaultValue: defaultValue)
    }

    /// The type a parameter or property declares: an enum or custom type of this file when it
    /// names one, else one of the plain types.
    static func valueType(
        _ node: PlistNode, typeKey: String, enumKey: String, objectKey: String, names: DefinedNames
    ) throws(DefinitionError) -> ValueType {
        if let enumName = try node.optionalString(enumKey) {
            guard names.enums.contains(names.prefix + enumName) else {
                throw DefinitionError(keyPath: "\(node.path) › \(enumKey)", message: "no enum named '\(enumName)' in this file")
            }
            return .enumeration(names.prefix + enumName)
        }
        let typeName = try node.string(typeKey)
        switch typeName {
        case "String": return .string
        case "Integer": return .integer
        case "Decimal": return .decimal
        case "Boolean": return .boolean
        case "DateComponents": return .date
        case "URL": return .url
        case "Object":
            let objectName = try node.string(objectKey)
            guard names.types.contains(names.prefix + objectName) else {
                throw DefinitionError(keyPath: "\(node.path) › \(objectKey)", message: "no custom type named '\(objectName)' in this file")
            }
            return .object(names.prefix + objectName)
        default:
            throw DefinitionError(
                keyPath: "\(node.path) › \(typeKey)",
                message: "'\(typeName)' is not a type Widgetty generates (String, Integer, Decimal, Boolean, DateComponents, URL, "
                    + "an enum or a custom type of this file)")
        }
    }

    static func requireUnique(_ names: [String], what: String, at path: String) throws(DefinitionError) {
        var seen: Set<String> = []
        for name in names where !seen.insert(name).inserted {
            throw DefinitionError(keyPath: path, message: "two of its \(what)s are named '\(name)'")
        }
    }
}

/// The properties every custom type has through `INObject`.
enum INObjectMembers {
    static let all: Set<String> = ["identifier", "displayString", "pronunciationHint", "alternativeSpeakableMatches", "subtitleString"]
}
