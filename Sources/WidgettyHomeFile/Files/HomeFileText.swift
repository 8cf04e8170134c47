import Foundation
import WidgettyFiles

/// The home file's text, wherever it is read (`home`, `check`, `edit`, the running screen's
/// reload after an edit, a save re-reading before it writes): read
/// through ``BoundedFile`` up to ``BoundedFile/Limit/homeFile``, so a FIFO, a device, a huge
/// file or bytes that are not UTF-8 give one clear line instead of a hang, gigabytes of memory
/// or Foundation's "The file isn't in the correct format".
public enum HomeFileText {
    /// The text of the home file at `url`; on failure the message names the file as `name`
    /// (as the user gave it, like the file's other problems): `home.yaml:3:7: not UTF-8`,
    /// `cannot read /dev/zero: not a regular file (a character device)`.
    public static func read(_ url: URL, name: String) -> Result<String, BoundedFileError> {
        BoundedFile.readText(url.path, limit: BoundedFile.Limit.homeFile).mapError { error in
            var named = error
            named.path = name
            return named
        }
    }
}
