/// Why an `.intentdefinition` file cannot be turned into Swift: where in the file (a path of
/// keys and indices, with the names found on the way) and what is wrong there.
struct DefinitionError: Error, CustomStringConvertible {
    let keyPath: String
    let message: String

    var description: String { keyPath.isEmpty ? message : "\(keyPath): \(message)" }
}
