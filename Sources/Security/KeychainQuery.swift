/// A Keychain query or attribute dictionary read into its parts: the class, the attributes to
/// match or set, the secret, what to return, and how many. A key of a kind it does not know is
/// `errSecParam`, as is an attribute whose value is of a kind no attribute has.
struct KeychainQuery {
    var itemClass: String?
    var attributes: [String: KeychainValue] = [:]
    /// `kSecAttrSynchronizable: kSecAttrSynchronizableAny`: match items either way.
    var synchronizableAny = false
    var data: Data?
    var persistentReference: Data?
    var returnsData = false
    var returnsAttributes = false
    var returnsPersistentReference = false
    /// At most this many items; nil for all.
    var limit: Int? = 1
    var caseInsensitive = false

    /// Keys that are accepted and change nothing here.
    static let ignoredKeys: Set<String> = ["accc", "nleg", "u_AuthUI", "u_AuthCtx", "u_OpPrompt", "v_Ref"]

    init(_ dictionary: CFDictionary) throws(KeychainFailure) {
        for (key, value) in dictionary {
            switch key {
            case "class":
                guard let name = value as? String else { throw KeychainFailure(errSecParam) }
                itemClass = name
            case "v_Data":
                if let bytes = value as? Data {
                    data = bytes
                } else if let text = value as? String {
                    data = Data(text.utf8)  // Apple wants Data; text is kept as its UTF-8
                } else {
                    throw KeychainFailure(errSecParam)
                }
            case "v_PersistentRef":
                guard let reference = value as? Data else { throw KeychainFailure(errSecParam) }
                persistentReference = reference
            case "r_Data": returnsData = try Self.flag(value)
            case "r_Attributes", "r_Ref": returnsAttributes = try Self.flag(value) || returnsAttributes
            case "r_PersistentRef": returnsPersistentReference = try Self.flag(value)
            case "m_CaseInsensitive": caseInsensitive = try Self.flag(value)
            case "m_Limit":
                if let name = value as? String {
                    guard name == "m_LimitOne" || name == "m_LimitAll" else { throw KeychainFailure(errSecParam) }
                    limit = name == "m_LimitOne" ? 1 : nil
                } else if let count = value as? Int, count > 0 {
                    limit = count
                } else {
                    throw KeychainFailure(errSecParam)
                }
            case "sync" where (value as? String) == "syna":
                synchronizableAny = true
            default:
                if Self.ignoredKeys.contains(key) || key.hasPrefix("u_") { continue }
                guard !key.hasPrefix("m_"), !key.hasPrefix("r_"), let parsed = KeychainValue(value, key: key) else {
                    throw KeychainFailure(errSecParam)
                }
                attributes[key] = parsed
            }
        }
    }

    private static func flag(_ value: Any) throws(KeychainFailure) -> Bool {
        guard let flag = KeychainValue.bool(value) else { throw KeychainFailure(errSecParam) }
        return flag
    }

    /// Whether `item` is one this query asks for.
    func matches(_ item: KeychainItem) -> Bool {
        if let itemClass, item.itemClass != itemClass { return false }
        if let persistentReference, item.persistentReference != persistentReference { return false }
        if !synchronizableAny {
            let wanted: Bool
            if case .bool(let flag) = attributes["sync"] { wanted = flag } else { wanted = false }
            if item.isSynchronizable != wanted { return false }
        }
        // When an item may be read is kept, not matched: every item here is readable the same way.
        for (key, wanted) in attributes where key != "sync" && key != "pdmn" {
            guard let value = item.attributes[key], value.matches(wanted, caseInsensitive: caseInsensitive) else { return false }
        }
        return true
    }

    /// What a search returns for `item`: its secret alone, its persistent reference alone, or a
    /// dictionary of its attributes (with the secret and reference when asked); nil when nothing
    /// was asked for.
    func result(for item: KeychainItem) -> Any? {
        if returnsData, !returnsAttributes, !returnsPersistentReference { return item.data ?? Data() }
        if returnsPersistentReference, !returnsAttributes, !returnsData { return item.persistentReference }
        guard returnsAttributes || returnsData || returnsPersistentReference else { return nil }
        var dictionary: [String: Any] = item.attributes.mapValues(\.object)
        dictionary["class"] = item.itemClass
        if returnsData { dictionary["v_Data"] = item.data ?? Data() }
        if returnsPersistentReference { dictionary["v_PersistentRef"] = item.persistentReference }
        return dictionary
    }
}

/// A Keychain call's failure: the status it returns.
struct KeychainFailure: Error {
    let status: OSStatus
    init(_ status: OSStatus) { self.status = status }
}
