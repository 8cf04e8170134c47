import Foundation

/// Where a picture that widget code names (`Image("cat")`, `UIImage(named: "cat")`) is
/// looked for, in order:
/// 1. the bundle the code passes (`Image("cat", bundle: .module)`), when it passes one;
/// 2. the widget bundle's resources: the program's own directory and the resource bundles
///    SwiftPM puts beside it (`Package_Target.resources`), where an author's `resources:` go;
/// 3. `$XDG_DATA_HOME/widgetty/images` (`~/.local/share/widgetty/images`), where a user puts
///    pictures for widgets that name them.
///
/// In each directory the name is tried as it is when it ends in `.png`, `.jpg` or `.jpeg`, and
/// otherwise with those endings added (`cat.png`, `cat.jpg`, `cat.jpeg`); then as an image set of
/// an asset catalogue in one of the directories (``AssetCatalog``: `Assets.xcassets/cat.imageset`).
/// A name is a name, not a path: an absolute one, or one with a `..` part, is found nowhere.
public struct ImageSearchPath: Hashable, Sendable {
    /// The directories searched, in order; the first that has the name wins.
    public var directories: [URL]

    /// A search path of these directories.
    public init(directories: [URL]) { self.directories = directories }

    /// The resources beside the program, then the user's images directory under `environment`'s
    /// `XDG_DATA_HOME` (the same rule as WidgettyStore's `XDGDirectories`).
    public init(environment: [String: String], executableDirectory: URL?) {
        var directories: [URL] = []
        if let executableDirectory {
            directories.append(executableDirectory)
            let inside = (try? FileManager.default.contentsOfDirectory(
                at: executableDirectory, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])) ?? []
            directories += inside.filter { $0.pathExtension == "resources" }.sorted { $0.path < $1.path }
        }
        let data: URL
        if let value = environment["XDG_DATA_HOME"], value.hasPrefix("/") {
            data = URL(fileURLWithPath: value)
        } else {
            let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
            data = URL(fileURLWithPath: home).appendingPathComponent(".local/share")
        }
        directories.append(data.appendingPathComponent("widgetty/images"))
        self.init(directories: directories)
    }

    /// The search path of this process (its environment and executable), found once.
    public static let standard = ImageSearchPath(
        environment: ProcessInfo.processInfo.environment,
        executableDirectory: Bundle.main.executableURL?.deletingLastPathComponent())

    /// This search path with `bundle`'s resources first.
    public func adding(_ bundle: Bundle?) -> ImageSearchPath {
        guard let resources = bundle?.resourceURL ?? bundle?.bundleURL else { return self }
        return ImageSearchPath(directories: [resources] + directories.filter { $0 != resources })
    }

    /// The endings tried after a name without one.
    static let extensions = ["png", "jpg", "jpeg"]

    /// The first regular file for `name`, or nil.
    public func path(named name: String) -> String? {
        let parts = name.split(separator: "/", omittingEmptySubsequences: false)
        guard !name.isEmpty, !name.hasPrefix("/"), !parts.contains(where: { $0 == ".." || $0.isEmpty }) else { return nil }
        let given = (name as NSString).pathExtension.lowercased()
        let candidates = Self.extensions.contains(given) ? [name] : Self.extensions.map { "\(name).\($0)" }
        for directory in directories {
            for candidate in candidates {
                let path = directory.appendingPathComponent(candidate).path
                var isDirectory: ObjCBool = false
                if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue {
                    return path
                }
            }
        }
        return AssetCatalog.imageFile(named: name, in: directories)
    }
}
