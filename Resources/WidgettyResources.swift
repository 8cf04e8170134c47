import Foundation

/// The files Widgetty ships (the default home file, …), found in the resource bundle built next
/// to the program. Looked up by hand rather than through `Bundle.module`, which stops the
/// program when the bundle is missing; here a missing file is an error the caller can explain.
public enum WidgettyResources {
    /// The bundle's name as SwiftPM builds it: `<package>_<target>.resources`.
    static let bundleName = "Widgetty_WidgettyResources.resources"

    /// The URL of a shipped file, or nil when the resource bundle is not next to the program.
    public static func url(for name: String) -> URL? {
        var candidates: [URL] = []
        let executable = URL(fileURLWithPath: CommandLine.arguments.first ?? "").resolvingSymlinksInPath()
        candidates.append(executable.deletingLastPathComponent())
        candidates.append(Bundle.main.bundleURL)
        if let resourceURL = Bundle.main.resourceURL { candidates.append(resourceURL) }
        for directory in candidates {
            let file = directory.appendingPathComponent(bundleName).appendingPathComponent(name)
            if FileManager.default.fileExists(atPath: file.path) { return file }
        }
        return nil
    }

    /// The default home file's text.
    public static var defaultHomeFile: String? {
        url(for: "home.yaml").flatMap { try? String(contentsOf: $0, encoding: .utf8) }
    }
}
