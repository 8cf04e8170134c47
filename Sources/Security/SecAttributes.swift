// The Keychain's dictionary keys and values, as the Security framework names them, for the
// queries of `SecItemAdd`, `SecItemCopyMatching`, `SecItemUpdate` and `SecItemDelete`; their
// short values are the keys of the store's file. Each is a `CFString` (a `String` here), so
// `kSecClass as String` and `[kSecClass: kSecClassGenericPassword] as CFDictionary` read as on Apple's systems.

// MARK: Item classes (`kSecClass`'s values)

/// The item's class: `kSecClassGenericPassword`, `kSecClassInternetPassword`, …
public let kSecClass: CFString = "class"
/// A password of a service and an account (what widgets keep tokens in).
public let kSecClassGenericPassword: CFString = "genp"
/// A password of a server and an account.
public let kSecClassInternetPassword: CFString = "inet"
/// A certificate (stored as data, not interpreted).
public let kSecClassCertificate: CFString = "cert"
/// A key (stored as data, not interpreted).
public let kSecClassKey: CFString = "keys"
/// An identity (stored as data, not interpreted).
public let kSecClassIdentity: CFString = "idnt"

// MARK: Attributes

/// A generic password's service.
public let kSecAttrService: CFString = "svce"
/// The account.
public let kSecAttrAccount: CFString = "acct"
/// The access group (an app group's items).
public let kSecAttrAccessGroup: CFString = "agrp"
/// A label for people.
public let kSecAttrLabel: CFString = "labl"
/// What kind of item it is, for people.
public let kSecAttrDescription: CFString = "desc"
/// A comment.
public let kSecAttrComment: CFString = "icmt"
/// Data of the app's own (`Data`).
public let kSecAttrGeneric: CFString = "gena"
/// An internet password's server.
public let kSecAttrServer: CFString = "srvr"
/// An internet password's protocol.
public let kSecAttrProtocol: CFString = "ptcl"
/// An internet password's port (a number).
public let kSecAttrPort: CFString = "port"
/// An internet password's path.
public let kSecAttrPath: CFString = "path"
/// An internet password's security domain.
public let kSecAttrSecurityDomain: CFString = "sdmn"
/// An internet password's authentication type.
public let kSecAttrAuthenticationType: CFString = "atyp"
/// When the item was added (a date; set by the store).
public let kSecAttrCreationDate: CFString = "cdat"
/// When the item was last changed (a date; set by the store).
public let kSecAttrModificationDate: CFString = "mdat"
/// Whether the item is synchronised through iCloud (a Boolean; kept, never synchronised).
public let kSecAttrSynchronizable: CFString = "sync"
/// In a query's `kSecAttrSynchronizable`: items either way.
public let kSecAttrSynchronizableAny: CFString = "syna"
/// When the item may be read (kept; the store's file is the user's alone at any time).
public let kSecAttrAccessible: CFString = "pdmn"
/// An access control (accepted and ignored).
public let kSecAttrAccessControl: CFString = "accc"
/// Whether the item is hidden from people (a Boolean).
public let kSecAttrIsInvisible: CFString = "invi"
/// Whether the item stands for a password that is not stored (a Boolean).
public let kSecAttrIsNegative: CFString = "nega"

// MARK: `kSecAttrAccessible`'s values

/// Readable while the device is unlocked.
public let kSecAttrAccessibleWhenUnlocked: CFString = "ak"
/// Readable after the first unlock (what widgets use).
public let kSecAttrAccessibleAfterFirstUnlock: CFString = "ck"
/// Readable while unlocked, never moved to another device.
public let kSecAttrAccessibleWhenUnlockedThisDeviceOnly: CFString = "aku"
/// Readable after the first unlock, never moved to another device.
public let kSecAttrAccessibleAfterFirstUnlockThisDeviceOnly: CFString = "cku"
/// Readable while a passcode is set.
public let kSecAttrAccessibleWhenPasscodeSetThisDeviceOnly: CFString = "akpu"
/// Always readable.
public let kSecAttrAccessibleAlways: CFString = "dk"
/// Always readable, never moved to another device.
public let kSecAttrAccessibleAlwaysThisDeviceOnly: CFString = "dku"

// MARK: The item's value and what a search returns

/// The secret itself (`Data`).
public let kSecValueData: CFString = "v_Data"
/// A reference to the item (accepted; answered with its attributes).
public let kSecValueRef: CFString = "v_Ref"
/// A persistent reference to the item (`Data`).
public let kSecValuePersistentRef: CFString = "v_PersistentRef"
/// Whether a search returns the secret (a Boolean).
public let kSecReturnData: CFString = "r_Data"
/// Whether a search returns the attributes, as a dictionary (a Boolean).
public let kSecReturnAttributes: CFString = "r_Attributes"
/// Whether a search returns a reference (answered with the attributes).
public let kSecReturnRef: CFString = "r_Ref"
/// Whether a search returns a persistent reference (`Data`).
public let kSecReturnPersistentRef: CFString = "r_PersistentRef"

// MARK: Search options

/// How many items a search returns: `kSecMatchLimitOne` (the default), `kSecMatchLimitAll` or a number.
public let kSecMatchLimit: CFString = "m_Limit"
/// One item.
public let kSecMatchLimitOne: CFString = "m_LimitOne"
/// Every matching item, as an array.
public let kSecMatchLimitAll: CFString = "m_LimitAll"
/// Whether strings match without regard to case (a Boolean).
public let kSecMatchCaseInsensitive: CFString = "m_CaseInsensitive"
/// Use the iOS-style keychain on macOS (accepted; there is one store).
public let kSecUseDataProtectionKeychain: CFString = "nleg"
/// Whether the user may be asked (accepted; never asked).
public let kSecUseAuthenticationUI: CFString = "u_AuthUI"
/// An authentication context (accepted and ignored).
public let kSecUseAuthenticationContext: CFString = "u_AuthCtx"
/// A prompt for the user (accepted; never asked).
public let kSecUseOperationPrompt: CFString = "u_OpPrompt"
