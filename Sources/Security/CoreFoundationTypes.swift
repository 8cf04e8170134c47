// FoundationEssentials (Data, Date, URL), not all of Foundation: a package built beside this
// module that asks `canImport(Security)` (swift-certificates does) may import it without
// bringing Foundation's ICU into its program.
#if canImport(FoundationEssentials)
    @_exported import FoundationEssentials
#else
    @_exported import Foundation
#endif

// Core Foundation's names, as Keychain code writes them (`kSecClass as String`,
// `query as CFDictionary`, `var item: CFTypeRef?`): on Linux the Swift types they bridge to
// stand for them, so those spellings compile and mean what they mean on Apple's systems.

/// A Core Foundation string: `String` here.
public typealias CFString = String
/// A Core Foundation dictionary: `[String: Any]` here (a query, or a search's attributes).
public typealias CFDictionary = [String: Any]
/// A Core Foundation array: `[Any]` here.
public typealias CFArray = [Any]
/// Core Foundation data: `Data` here.
public typealias CFData = Data
/// A Core Foundation date: `Date` here.
public typealias CFDate = Date
/// A Core Foundation Boolean: `Bool` here.
public typealias CFBoolean = Bool
/// Any Core Foundation object (a search's result: `as? Data`, `as? [String: Any]`).
public typealias CFTypeRef = AnyObject
/// A Core Foundation allocator: always `nil` here.
public typealias CFAllocator = AnyObject

/// Core Foundation's true, as `kCFBooleanTrue` in a Keychain query.
public let kCFBooleanTrue: CFBoolean! = true
/// Core Foundation's false.
public let kCFBooleanFalse: CFBoolean! = false

/// A result code of Apple's system calls, as `OSStatus`: 0 for success (``errSecSuccess``).
public typealias OSStatus = Int32
