/// One Keychain item as the store keeps it: its class, attributes by their short keys
/// (`svce`, `acct`…), its secret, and an identifier for persistent references.
struct KeychainItem: Codable, Hashable, Sendable {
    var itemClass: String
    var attributes: [String: KeychainValue]
    var data: Data?
    var identifier: String

    /// The attributes that make an item of each class unique (Apple's rules): adding a second
    /// item with the same values is `errSecDuplicateItem`.
    static func identityKeys(of itemClass: String) -> [String] {
        switch itemClass {
        case "genp": ["agrp", "svce", "acct", "sync"]
        case "inet": ["agrp", "srvr", "acct", "ptcl", "port", "path", "sdmn", "atyp", "sync"]
        default: ["agrp", "labl", "sync"]
        }
    }

    /// The item's synchronisable flag (false when never set).
    var isSynchronizable: Bool {
        if case .bool(true) = attributes["sync"] { return true }
        return false
    }

    /// Whether this item and `other` are the same item by their class's identity.
    func hasSameIdentity(as other: KeychainItem) -> Bool {
        guard itemClass == other.itemClass else { return false }
        return Self.identityKeys(of: itemClass).allSatisfy { key in
            key == "sync" ? isSynchronizable == other.isSynchronizable : attributes[key] == other.attributes[key]
        }
    }

    /// The persistent reference a search returns for this item.
    var persistentReference: Data { Data("widgetty-keychain:\(identifier)".utf8) }
}
