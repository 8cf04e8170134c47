/// The Keychain's result codes (Apple's values), as the Security framework's `errSec…` constants.
public let errSecSuccess: OSStatus = 0
/// Not implemented here.
public let errSecUnimplemented: OSStatus = -4
/// The store could not be read or written.
public let errSecIO: OSStatus = -36
/// The store is full (its file would pass its size limit).
public let errSecDiskFull: OSStatus = -34
/// A parameter was missing or of the wrong kind.
public let errSecParam: OSStatus = -50
/// Out of memory.
public let errSecAllocate: OSStatus = -108
/// Not allowed (here: never asked, there is no user interaction).
public let errSecInteractionNotAllowed: OSStatus = -25308
/// An item with the same identity (class, service, account, …) exists.
public let errSecDuplicateItem: OSStatus = -25299
/// No item matched.
public let errSecItemNotFound: OSStatus = -25300
/// Authentication failed.
public let errSecAuthFailed: OSStatus = -25293
/// The store's file is damaged and was left as it is.
public let errSecDecode: OSStatus = -26275

/// What a result code means, as `SecCopyErrorMessageString(status, nil)`.
public func SecCopyErrorMessageString(_ status: OSStatus, _ reserved: UnsafeMutableRawPointer?) -> CFString? {
    let text: String
    switch status {
    case errSecSuccess: text = "No error."
    case errSecUnimplemented: text = "Function or operation not implemented."
    case errSecIO: text = "I/O error."
    case errSecDiskFull: text = "The disk is full (the keychain file would pass its size limit)."
    case errSecParam: text = "One or more parameters passed to a function were not valid."
    case errSecAllocate: text = "Failed to allocate memory."
    case errSecInteractionNotAllowed: text = "User interaction is not allowed."
    case errSecDuplicateItem: text = "The specified item already exists in the keychain."
    case errSecItemNotFound: text = "The specified item could not be found in the keychain."
    case errSecAuthFailed: text = "The user name or passphrase you entered is not correct."
    case errSecDecode: text = "Unable to decode the provided data."
    default: text = "OSStatus \(status)"
    }
    return text
}
