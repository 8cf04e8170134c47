/// Why the home file was not saved; the file on disk is unchanged in every case.
/// `description` is the message to show the user.
public enum HomeSaveError: Error, CustomStringConvertible, Sendable {
    /// The screen was not started from a home file, so there is nowhere to save.
    case noHomeFile
    /// The home file could not be read.
    case unreadable(path: String, reason: String)
    /// The edit does not apply (an unknown id, a family that does not match, a value the widget
    /// does not accept, or a result that would be broken).
    case invalidEdit(HomeEditError)
    /// Another program changed the file since it was loaded and the edit no longer fits it;
    /// `currentText` is the file as it is now.
    case conflict(message: String, currentText: String)
    /// Writing failed (full disk, read-only directory, …).
    case writeFailed(String)

    public var description: String {
        switch self {
        case .noHomeFile: return "this screen was not started from a home file, so there is nowhere to save the change"
        case .unreadable(let path, let reason): return "could not read \(path) (\(reason)); nothing was saved"
        case .invalidEdit(let error): return error.message
        case .conflict(let message, _): return message
        case .writeFailed(let message): return "\(message); the home file is unchanged"
        }
    }
}
