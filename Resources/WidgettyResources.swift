import Foundation

/// The files Widgetty ships (the default home file, …), found in the resource bundle built next
/// to the program, or installed in `PREFIX/share/widgetty` beside `PREFIX/bin/widgetty`.
/// Looked up by hand rather than through `Bundle.module`, which stops the
/// program when the bundle is missing; here a missing file is an error the caller can explain.
public enum WidgettyResources {
    /// The bundle's name as SwiftPM builds it: `<package>_<target>.resources`.
    static let bundleName = "Widgetty_WidgettyResources.resources"

    /// The URL of a shipped file, or nil when neither the resource bundle nor an installed copy is found.
    public static func url(for name: String) -> URL? {
        var candidates: [URL] = []
        let executable = URL(fileURLWithPath: CommandLine.arguments.first ?? "").resolvingSymlinksInPath()
        let programDirectory = executable.deletingLastPathComponent()
        candidates.append(programDirectory.appendingPathComponent(bundleName))
        candidates.append(Bundle.main.bundleURL.appendingPathComponent(bundleName))
        if let resourceURL = Bundle.main.resourceURL { candidates.append(resourceURL.appendingPathComponent(bundleName)) }
        // Installed (`make install`, a release tarball): PREFIX/bin/widgetty beside PREFIX/share/widgetty.
        candidates.append(programDirectory.deletingLastPathComponent().appendingPathComponent("share/widgetty"))
        for directory in candidates {
            let file = directory.appendingPathComponent(name)
            if FileManager.default.fileExists(atPath: file.path) { return file }
        }
        return nil
    }

    /// The default home file's text.
    public static var defaultHomeFile: String? {
        url(for: "home.yaml").flatMap { try? String(contentsOf: $0, encoding: .utf8) }
    }
}
