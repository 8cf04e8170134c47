import Foundation

/// An App Group's folder, as WidgetKit code asks for it with
/// `FileManager.default.containerURL(forSecurityApplicationGroupIdentifier:)`: a folder of its
/// own under `$XDG_DATA_HOME/widgetty/groups/`, created on first use, so a widget and the scripts
/// that feed it share files as an app and its widget do on iOS.
public enum AppGroupContainer {
    /// The group's folder, created if missing; nil for an identifier that is not a plain name
    /// (empty, `.`/`..`, or with a `/` or a NUL in it) or when the folder cannot be made.
    public static func url(for identifier: String, directories: XDGDirectories = XDGDirectories()) -> URL? {
        guard !identifier.isEmpty, identifier != ".", identifier != "..",
            !identifier.contains("/"), !identifier.contains("\0")
        else { return nil }
        let folder = directories.data.appendingPathComponent("groups", isDirectory: true)
            .appendingPathComponent(identifier, isDirectory: true)
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true,
                                                    attributes: [.posixPermissions: 0o700])
        } catch {
            return nil
        }
        return folder
    }
}

extension FileManager {
    /// The App Group's shared folder (see ``AppGroupContainer``), as on iOS.
    public func containerURL(forSecurityApplicationGroupIdentifier groupIdentifier: String) -> URL? {
        AppGroupContainer.url(for: groupIdentifier)
    }
}

extension UserDefaults {
    /// The value stored for `key`, as Key-Value Coding gives it on Apple's systems (where widget
    /// code reads defaults with it); `object(forKey:)` here, there being no KVC on Linux.
    public func value(forKey key: String) -> Any? { object(forKey: key) }
}
