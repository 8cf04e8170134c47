import Foundation
import WidgettyFiles

/// The Widgetty SDK that `make install` puts in `PREFIX/lib/widgetty` beside `PREFIX/bin/widgetty`
/// (scripts/sdk/assemble.py): what `widgetty new` builds a package against. Its `sdk.json` says
/// which compiler built it and which system libraries its static library needs.
struct InstalledSDK: Equatable {
    let path: String
    let compiler: String
    let libraries: [String]

    private struct Manifest: Decodable {
        let compiler: String
        let libraries: [String]
    }

    /// The SDK at `path`, or why it is not one.
    static func read(at path: String) throws(CommandFailure) -> InstalledSDK {
        let manifest = (path as NSString).appendingPathComponent("sdk.json")
        guard case .success(let data) = BoundedFile.read(manifest, limit: 1 << 16) else {
            throw CommandFailure("\(path) is not a Widgetty SDK (no readable sdk.json; `make install` writes one)", status: 2)
        }
        guard let decoded = try? JSONDecoder().decode(Manifest.self, from: Data(data)) else {
            throw CommandFailure("\(manifest): not the SDK's manifest (compiler, libraries)", status: 2)
        }
        return InstalledSDK(path: path, compiler: decoded.compiler, libraries: decoded.libraries)
    }

    /// The SDK `WIDGETTY_SDK` names, else the one installed beside the running program
    /// (`PREFIX/bin/widgetty` → `PREFIX/lib/widgetty`); nil when there is none (a build tree).
    static func find(environment: [String: String], executable: String) throws(CommandFailure) -> InstalledSDK? {
        if let named = environment["WIDGETTY_SDK"], !named.isEmpty { return try read(at: named) }
        let program = URL(fileURLWithPath: executable).resolvingSymlinksInPath()
        let beside = program.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("lib/widgetty")
        guard FileManager.default.fileExists(atPath: beside.appendingPathComponent("sdk.json").path) else { return nil }
        return try read(at: beside.path)
    }
}
