import Foundation
import WidgettyStore

/// The folder an extension's program runs from, laid out as Foundation on Linux and SwiftPM's
/// `Bundle.module` look for things around a plain program: the program, `Info.plist` beside it
/// (``ExtensionInfoPlist``: what `Bundle.main.infoDictionary` and `bundleIdentifier` answer),
/// and the resource bundles it uses (``ResourceBundles``), so that it finds its resources there
/// and not in the build folder it came from. An installed extension's folder is one
/// (``ExtensionStore``), and so is the folder a bundle handed over by `swift run` runs from
/// (``runFolder(of:name:bundleIdentifier:author:)``): author code sees the same in both.
public enum ExtensionBundleLayout {
    /// Writes `program` as `name` into `folder` (created), with its `Info.plist` and resource
    /// bundles. `linking`: the program is hard-linked when it can be (a build folder's bundle run
    /// as it is), else copied.
    public static func write(
        program: URL, name: String, bundleIdentifier: String, author: [String: Any]?, into folder: URL, linking: Bool
    ) throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let placed = folder.appendingPathComponent(name)
        if !linking || (try? FileManager.default.linkItem(at: program, to: placed)) == nil {
            try FileManager.default.copyItem(at: program, to: placed)
        }
        try ExtensionInfoPlist.merged(author: author, bundleIdentifier: bundleIdentifier, name: name)
            .write(to: folder.appendingPathComponent(ExtensionInfoPlist.fileName))
        for bundle in ResourceBundles.used(by: program) {
            try FileManager.default.copyItem(at: bundle, to: folder.appendingPathComponent(bundle.lastPathComponent))
        }
    }

    /// Lays the built `program` out to run as the extension `name` without installing it (a
    /// bundle handed over by `swift run`, `widgetty --extension-binary`): in a hidden folder
    /// beside it, `.widgetty-run/NAME`, the program hard-linked, replaced whole at each run; where
    /// its folder cannot be written, in the user's cache (`$XDG_CACHE_HOME/widgetty/run/NAME`,
    /// copied; never a shared temporary folder, where another user could swap the program).
    /// Returns the program to start.
    public static func runFolder(of program: URL, name: String, bundleIdentifier: String, author: [String: Any]?) throws -> URL {
        let built = program.resolvingSymlinksInPath()
        let places = [
            built.deletingLastPathComponent().appendingPathComponent(".widgetty-run"),
            XDGDirectories().cache.appendingPathComponent("run"),
        ]
        var failure: (any Error)?
        for place in places {
            let target = place.appendingPathComponent(name)
            let version = VersionedFolder.newVersion(of: target)
            do {
                try FileManager.default.createDirectory(at: place, withIntermediateDirectories: true)
                try write(program: built, name: name, bundleIdentifier: bundleIdentifier, author: author, into: version, linking: true)
                try VersionedFolder.publish(version, as: target)
                return target.appendingPathComponent(name)
            } catch {
                try? FileManager.default.removeItem(at: version)
                failure = failure ?? error
            }
        }
        throw failure ?? CocoaError(.fileWriteUnknown)
    }
}
