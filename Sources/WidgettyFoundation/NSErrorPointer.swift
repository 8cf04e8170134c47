import Foundation

/// Where a Foundation call that reports errors the Objective-C way writes one, as
/// `NSErrorPointer` (`var error: NSError?` passed as `&error`, or nil).
public typealias NSErrorPointer = UnsafeMutablePointer<NSError?>?
