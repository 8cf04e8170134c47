/// A custom type of the definition: an `INObject` with the type's own properties.
enum ObjectTypeWriter {
    static func swift(for type: ObjectType, fileName: String) -> String {
        var lines = [
            "/// \(type.displayName): a custom type of \(fileName).",
            "public final class \(type.name): INObject, @unchecked Sendable {",
            "    public override class var typeDisplayName: String { \(SwiftNames.literal(type.displayName)) }",
        ]
        for property in type.properties {
            let shape = ValueShape(type: property.type, multiple: property.multiple)
            let key = SwiftNames.literal(property.name)
            let stored =
                property.multiple
                ? "(intentProperty(\(key), as: \(shape.stored).self) ?? [])" : "intentProperty(\(key), as: \(shape.element).self)"
            lines += [
                "",
                "    public var \(SwiftNames.escaped(property.name)): \(shape.exposed) {",
                "        get { \(shape.get(stored)) }",
                "        set { setIntentProperty(\(key), \(shape.set)) }",
                "    }",
            ]
        }
        lines += ["}", ""]
        lines.append(ResolutionResultWriter.swift(for: type.name, base: "INObjectResolutionResult", disambiguates: true))
        return lines.joined(separator: "\n")
    }
}
