/// A value of the property list being read, with the path of keys that leads to it, so each
/// complaint names the key at fault.
struct PlistNode {
    let value: Any
    let path: String

    func dictionary() throws(DefinitionError) -> [String: Any] {
        guard let dictionary = value as? [String: Any] else { throw DefinitionError(keyPath: path, message: "expected a dictionary") }
        return dictionary
    }

    func child(_ key: String) throws(DefinitionError) -> PlistNode? {
        try dictionary()[key].map { PlistNode(value: $0, path: path.isEmpty ? key : "\(path) › \(key)") }
    }

    /// A required text value.
    func string(_ key: String) throws(DefinitionError) -> String {
        guard let node = try child(key) else { throw DefinitionError(keyPath: path, message: "'\(key)' is missing") }
        guard let text = node.value as? String else { throw DefinitionError(keyPath: node.path, message: "expected text") }
        return text
    }

    func optionalString(_ key: String) throws(DefinitionError) -> String? {
        guard let node = try child(key) else { return nil }
        guard let text = node.value as? String else { throw DefinitionError(keyPath: node.path, message: "expected text") }
        return text
    }

    /// A flag (`absent` when the key is not there).
    func bool(_ key: String, absent: Bool = false) throws(DefinitionError) -> Bool {
        guard let node = try child(key) else { return absent }
        guard let flag = node.value as? Bool else { throw DefinitionError(keyPath: node.path, message: "expected true or false") }
        return flag
    }

    func optionalInt(_ key: String) throws(DefinitionError) -> Int? {
        guard let node = try child(key) else { return nil }
        guard let number = node.value as? Int else { throw DefinitionError(keyPath: node.path, message: "expected a whole number") }
        return number
    }

    /// The items of an array (none when absent), each named by `name` (its name key) in paths.
    func array(_ key: String, namedBy name: String? = nil) throws(DefinitionError) -> [PlistNode] {
        guard let node = try child(key) else { return [] }
        guard let items = node.value as? [Any] else { throw DefinitionError(keyPath: node.path, message: "expected an array") }
        return items.enumerated().map { index, item in
            let label = name.flatMap { (item as? [String: Any])?[$0] as? String }.map { " (\($0))" } ?? ""
            return PlistNode(value: item, path: "\(node.path)[\(index)]\(label)")
        }
    }
}
