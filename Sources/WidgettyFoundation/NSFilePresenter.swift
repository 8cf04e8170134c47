import Foundation

/// An object that shows a file and wants to hear of others' changes to it, as Foundation's
/// `NSFilePresenter`. Accepted by ``NSFileCoordinator``; nothing here tells it of changes
/// (coordination is a lock, see ``NSFileCoordinator``).
public protocol NSFilePresenter: AnyObject {
    /// The file or folder presented.
    var presentedItemURL: URL? { get }
    /// The queue its notices would come on.
    var presentedItemOperationQueue: OperationQueue { get }
}
