// The Keychain's item functions, as the Security framework has them, over ``KeychainStore``:
// generic and internet passwords (and any other class, kept as data) found by their attributes.

/// Adds an item: `kSecClass` and its attributes, the secret in `kSecValueData`. An item of the
/// same class and identity (for a generic password: service, account, access group) is
/// `errSecDuplicateItem`. `result` gets what `kSecReturn…` asks for.
public func SecItemAdd(_ attributes: CFDictionary, _ result: UnsafeMutablePointer<CFTypeRef?>?) -> OSStatus {
    result?.pointee = nil
    return keychainCall { () throws(KeychainFailure) in
        let query = try KeychainQuery(attributes)
        guard let itemClass = query.itemClass else { throw KeychainFailure(errSecParam) }
        let now = Date()
        var stored = query.attributes
        stored["cdat"] = .date(now)
        stored["mdat"] = .date(now)
        let item = KeychainItem(itemClass: itemClass, attributes: stored, data: query.data, identifier: UUID().uuidString)
        try KeychainStore.current.withItems(changing: true) { items throws(KeychainFailure) in
            guard !items.contains(where: { $0.hasSameIdentity(as: item) }) else { throw KeychainFailure(errSecDuplicateItem) }
            items.append(item)
            return ((), changed: true)
        }
        result?.pointee = query.result(for: item).map(keychainObject)
    }
}

/// Finds items: those of `kSecClass` whose attributes equal the query's, at most
/// `kSecMatchLimit` of them (one unless asked). `result` gets, per `kSecReturnData`,
/// `kSecReturnAttributes` and `kSecReturnPersistentRef`, the secret (`Data`), a dictionary of
/// attributes, or a persistent reference; an array of them for more than one. None is
/// `errSecItemNotFound`.
public func SecItemCopyMatching(_ query: CFDictionary, _ result: UnsafeMutablePointer<CFTypeRef?>?) -> OSStatus {
    result?.pointee = nil
    return keychainCall { () throws(KeychainFailure) in
        let query = try KeychainQuery(query)
        guard query.itemClass != nil else { throw KeychainFailure(errSecParam) }
        let found = try KeychainStore.current.withItems(changing: false) { items throws(KeychainFailure) in
            (items.filter(query.matches), changed: false)
        }
        guard !found.isEmpty else { throw KeychainFailure(errSecItemNotFound) }
        if query.limit == 1 {
            result?.pointee = query.result(for: found[0]).map(keychainObject)
        } else {
            let chosen = found.prefix(query.limit ?? found.count).compactMap(query.result(for:))
            if !chosen.isEmpty { result?.pointee = keychainObject(chosen) }
        }
    }
}

/// Changes every item the query finds: the attributes and secret (`kSecValueData`) of
/// `attributesToUpdate`, which may not name the class. None found is `errSecItemNotFound`; a
/// change that would make two items one is `errSecDuplicateItem`, and changes nothing.
public func SecItemUpdate(_ query: CFDictionary, _ attributesToUpdate: CFDictionary) -> OSStatus {
    keychainCall { () throws(KeychainFailure) in
        var query = try KeychainQuery(query)
        query.limit = nil
        let change = try KeychainQuery(attributesToUpdate)
        guard query.itemClass != nil, change.itemClass == nil else { throw KeychainFailure(errSecParam) }
        try KeychainStore.current.withItems(changing: true) { items throws(KeychainFailure) in
            let now = Date()
            var touched = 0
            for index in items.indices where query.matches(items[index]) {
                items[index].attributes.merge(change.attributes) { _, new in new }
                items[index].attributes["mdat"] = .date(now)
                if let data = change.data { items[index].data = data }
                touched += 1
            }
            guard touched > 0 else { throw KeychainFailure(errSecItemNotFound) }
            for (index, item) in items.enumerated() where items[(index + 1)...].contains(where: { item.hasSameIdentity(as: $0) }) {
                throw KeychainFailure(errSecDuplicateItem)
            }
            return ((), changed: true)
        }
    }
}

/// Deletes every item the query finds; none is `errSecItemNotFound`.
public func SecItemDelete(_ query: CFDictionary) -> OSStatus {
    keychainCall { () throws(KeychainFailure) in
        var query = try KeychainQuery(query)
        query.limit = nil
        guard query.itemClass != nil else { throw KeychainFailure(errSecParam) }
        try KeychainStore.current.withItems(changing: true) { items throws(KeychainFailure) in
            let before = items.count
            items.removeAll(where: query.matches)
            guard items.count < before else { throw KeychainFailure(errSecItemNotFound) }
            return ((), changed: true)
        }
    }
}

/// `body`'s status: success, or the failure it threw.
private func keychainCall(_ body: () throws(KeychainFailure) -> Void) -> OSStatus {
    do {
        try body()
        return errSecSuccess
    } catch {
        return error.status
    }
}

/// A result as the Keychain hands it over: the Swift value as an object, which `as? Data`,
/// `as? [String: Any]` or `as? [[String: Any]]` gives back.
private func keychainObject(_ value: Any) -> CFTypeRef { value as AnyObject }
