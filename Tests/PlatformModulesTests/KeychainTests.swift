import Foundation
import Security
import Testing

/// `import Security`'s Keychain calls as widget code makes them, on a store in a folder of the
/// test's own.
@Suite struct KeychainTests {
    /// Runs `body` with the `SecItem…` functions on a fresh store; gives the store's folder.
    func withStore(_ body: (KeychainStore) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("widgetty-keychain-\(UUID().uuidString.prefix(8))")
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = KeychainStore(directory: folder)
        try KeychainStore.$current.withValue(store) { try body(store) }
    }

    func password(service: String, account: String) -> [String: Any] {
        [kSecClass as String: kSecClassGenericPassword, kSecAttrService as String: service, kSecAttrAccount as String: account]
    }

    @Test func aPasswordIsAddedFoundUpdatedAndDeleted() throws {
        try withStore { _ in
            var add = password(service: "com.example.weather", account: "api")
            add[kSecValueData as String] = Data("s3cret".utf8)
            add[kSecAttrAccessible as String] = kSecAttrAccessibleAfterFirstUnlock
            #expect(SecItemAdd(add as CFDictionary, nil) == errSecSuccess)
            #expect(SecItemAdd(add as CFDictionary, nil) == errSecDuplicateItem)

            var query = password(service: "com.example.weather", account: "api")
            query[kSecReturnData as String] = true
            query[kSecMatchLimit as String] = kSecMatchLimitOne
            var item: CFTypeRef?
            #expect(SecItemCopyMatching(query as CFDictionary, &item) == errSecSuccess)
            #expect((item as? Data).map { String(decoding: $0, as: UTF8.self) } == "s3cret")

            let change = [kSecValueData as String: Data("n3w".utf8)]
            #expect(SecItemUpdate(password(service: "com.example.weather", account: "api") as CFDictionary, change as CFDictionary) == errSecSuccess)
            var updated: AnyObject?
            #expect(SecItemCopyMatching(query as CFDictionary, &updated) == errSecSuccess)
            #expect((updated as? Data) == Data("n3w".utf8))

            #expect(SecItemDelete(password(service: "com.example.weather", account: "api") as CFDictionary) == errSecSuccess)
            #expect(SecItemCopyMatching(query as CFDictionary, &item) == errSecItemNotFound)
            #expect(item == nil)
            #expect(SecItemDelete(password(service: "com.example.weather", account: "api") as CFDictionary) == errSecItemNotFound)
            #expect(SecItemUpdate(query as CFDictionary, change as CFDictionary) == errSecItemNotFound)
        }
    }

    @Test func attributesAndSeveralItemsAreReturnedAsAsked() throws {
        try withStore { _ in
            for account in ["ada", "grace", "linus"] {
                var add = password(service: "mail", account: account)
                add[kSecValueData as String] = Data(account.utf8)
                add[kSecAttrLabel as String] = "Mail: \(account)"
                #expect(SecItemAdd(add as CFDictionary, nil) == errSecSuccess)
            }
            var other = password(service: "chat", account: "ada")
            other[kSecValueData as String] = Data("x".utf8)
            #expect(SecItemAdd(other as CFDictionary, nil) == errSecSuccess, "another service's item is another item")

            // A literal keyed by CFString, as some widget code writes it.
            let all = [kSecClass: kSecClassGenericPassword, kSecAttrService: "mail", kSecReturnAttributes: kCFBooleanTrue!,
                       kSecReturnData: true, kSecMatchLimit: kSecMatchLimitAll] as CFDictionary
            var result: CFTypeRef?
            #expect(SecItemCopyMatching(all, &result) == errSecSuccess)
            let items = try #require(result as? [[String: Any]])
            #expect(items.count == 3)
            let accounts = items.compactMap { $0[kSecAttrAccount as String] as? String }.sorted()
            #expect(accounts == ["ada", "grace", "linus"])
            let grace = try #require(items.first { $0[kSecAttrAccount as String] as? String == "grace" })
            #expect(grace[kSecValueData as String] as? Data == Data("grace".utf8))
            #expect(grace[kSecAttrLabel as String] as? String == "Mail: grace")
            #expect(grace[kSecAttrCreationDate as String] is Date)

            let two: [String: Any] = [kSecClass as String: kSecClassGenericPassword, kSecMatchLimit as String: 2,
                                      kSecReturnAttributes as String: true]
            #expect(SecItemCopyMatching(two as CFDictionary, &result) == errSecSuccess)
            #expect((result as? [Any])?.count == 2)

            // No return asked: found, nothing handed back.
            #expect(SecItemCopyMatching(password(service: "chat", account: "ada") as CFDictionary, &result) == errSecSuccess)
            #expect(result == nil)
            // Deleting by service alone takes every one of its accounts.
            let mail = [kSecClass as String: kSecClassGenericPassword, kSecAttrService as String: "mail"]
            #expect(SecItemDelete(mail as CFDictionary) == errSecSuccess)
            #expect(SecItemCopyMatching(mail as CFDictionary, nil) == errSecItemNotFound)
            #expect(SecItemCopyMatching(password(service: "chat", account: "ada") as CFDictionary, nil) == errSecSuccess)
        }
    }

    @Test func badQueriesAreParameterErrorsAndAnUpdateMakingADuplicateChangesNothing() throws {
        try withStore { _ in
            #expect(SecItemAdd([kSecAttrService as String: "no class"] as CFDictionary, nil) == errSecParam)
            #expect(SecItemCopyMatching([kSecAttrAccount as String: "x"] as CFDictionary, nil) == errSecParam)
            var bad = password(service: "s", account: "a")
            bad[kSecMatchLimit as String] = "lots"
            #expect(SecItemCopyMatching(bad as CFDictionary, nil) == errSecParam)
            for account in ["one", "two"] {
                #expect(SecItemAdd(password(service: "s", account: account) as CFDictionary, nil) == errSecSuccess)
            }
            let rename = [kSecAttrAccount as String: "two"]
            #expect(SecItemUpdate(password(service: "s", account: "one") as CFDictionary, rename as CFDictionary) == errSecDuplicateItem)
            #expect(SecItemCopyMatching(password(service: "s", account: "one") as CFDictionary, nil) == errSecSuccess)
            let classChange = [kSecClass as String: kSecClassInternetPassword]
            #expect(SecItemUpdate(password(service: "s", account: "one") as CFDictionary, classChange as CFDictionary) == errSecParam)
            #expect(SecCopyErrorMessageString(errSecItemNotFound, nil).map { $0 as String }?.contains("could not be found") == true)
        }
    }

    @Test func theStoreIsTheUsersAloneAndSharedBetweenCalls() throws {
        try withStore { store in
            var add = password(service: "files", account: "me")
            add[kSecValueData as String] = Data("pw".utf8)
            #expect(SecItemAdd(add as CFDictionary, nil) == errSecSuccess)
            let attributes = try FileManager.default.attributesOfItem(atPath: store.itemsFile.path)
            #expect(attributes[.posixPermissions] as? Int == 0o600)
            let folder = try FileManager.default.attributesOfItem(atPath: store.directory.path)
            #expect(folder[.posixPermissions] as? Int == 0o700)
            let leftovers = try FileManager.default.contentsOfDirectory(atPath: store.directory.path).filter { $0.hasPrefix(".items-") }
            #expect(leftovers.isEmpty, "the new file replaced the old by rename")
            // Another process (another store value on the same folder) sees the item.
            KeychainStore.$current.withValue(KeychainStore(directory: store.directory)) {
                var query = password(service: "files", account: "me")
                query[kSecReturnData as String] = true
                var found: CFTypeRef?
                #expect(SecItemCopyMatching(query as CFDictionary, &found) == errSecSuccess)
                #expect(found as? Data == Data("pw".utf8))
            }
        }
    }

    @Test func aDamagedOrOversizedFileIsRefusedAndLeftAsItIs() throws {
        try withStore { store in
            try FileManager.default.createDirectory(at: store.directory, withIntermediateDirectories: true)
            try Data("{ not json".utf8).write(to: store.itemsFile)
            #expect(SecItemCopyMatching(password(service: "a", account: "b") as CFDictionary, nil) == errSecDecode)
            #expect(SecItemAdd(password(service: "a", account: "b") as CFDictionary, nil) == errSecDecode)
            #expect(try Data(contentsOf: store.itemsFile) == Data("{ not json".utf8), "never overwritten")
            try Data(count: KeychainStore.sizeLimit + 1).write(to: store.itemsFile)
            #expect(SecItemCopyMatching(password(service: "a", account: "b") as CFDictionary, nil) == errSecDecode)
            try FileManager.default.removeItem(at: store.itemsFile)
            var huge = password(service: "a", account: "b")
            huge[kSecValueData as String] = Data(count: KeychainStore.sizeLimit)
            #expect(SecItemAdd(huge as CFDictionary, nil) == errSecDiskFull)
            #expect(!FileManager.default.fileExists(atPath: store.itemsFile.path))
        }
    }

    @Test func concurrentWritersLoseNoItem() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("widgetty-keychain-\(UUID().uuidString.prefix(8))")
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = KeychainStore(directory: folder)
        await withTaskGroup(of: OSStatus.self) { group in
            for index in 0..<16 {
                group.addTask {
                    KeychainStore.$current.withValue(store) {
                        let add: [String: Any] = [kSecClass as String: kSecClassGenericPassword,
                                                  kSecAttrService as String: "race", kSecAttrAccount as String: "a\(index)"]
                        return SecItemAdd(add as CFDictionary, nil)
                    }
                }
            }
            for await status in group { #expect(status == errSecSuccess) }
        }
        let all: [String: Any] = [kSecClass as String: kSecClassGenericPassword, kSecMatchLimit as String: kSecMatchLimitAll,
                                  kSecReturnAttributes as String: true]
        var result: CFTypeRef?
        let status = KeychainStore.$current.withValue(store) { SecItemCopyMatching(all as CFDictionary, &result) }
        #expect(status == errSecSuccess)
        #expect((result as? [Any])?.count == 16)
    }
}
