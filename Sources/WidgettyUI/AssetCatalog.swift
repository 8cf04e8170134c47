import Foundation
import Synchronization
import WidgettyFiles

/// Xcode asset catalogues (`Assets.xcassets`) as an author's package ships them
/// (`resources: [.copy("Assets.xcassets")]`): `NAME.imageset` and `NAME.colorset` folders, each
/// described by its `Contents.json`. Catalogues are found in the directories of an
/// ``ImageSearchPath`` (a resource bundle beside the program holds the copied catalogue), and
/// inside them at any depth: a group folder is only a folder, unless its `Contents.json`
/// says `"provides-namespace": true`, when its name is part of the asset's (`Flags/eur`).
/// Lookups are remembered for the life of the process: catalogues do not change under a running
/// program, and views ask for the same names at every render.
enum AssetCatalog {
    /// The picture file an image set names for `name`: the universal (else any) entry with a
    /// PNG or JPEG file, without an appearance (else the first), at the largest scale.
    static func imageFile(named name: String, in directories: [URL]) -> String? {
        guard let set = assetFolder(named: name, kind: "imageset", in: directories),
              let images = contents(of: set)?["images"] as? [[String: Any]] else { return nil }
        let usable = images.filter { entry in
            guard let file = entry["filename"] as? String, !file.contains("/") else { return false }
            return ImageSearchPath.extensions.contains((file as NSString).pathExtension.lowercased())
        }
        let best = usable.max { rank($0) < rank($1) }
        return (best?["filename"] as? String).map { set.appendingPathComponent($0).path }
    }

    /// The colour a colour set gives `name`: its universal (else any) entry for every
    /// appearance, and its dark one (an entry with a `luminosity: dark` appearance) if it has one.
    static func color(named name: String, in directories: [URL]) -> AssetColor? {
        guard let set = assetFolder(named: name, kind: "colorset", in: directories),
              let entries = contents(of: set)?["colors"] as? [[String: Any]] else { return nil }
        func isDark(_ entry: [String: Any]) -> Bool {
            let appearances = entry["appearances"] as? [[String: Any]] ?? []
            return appearances.contains { ($0["appearance"] as? String) == "luminosity" && ($0["value"] as? String) == "dark" }
        }
        func idiomRank(_ entry: [String: Any]) -> Int { (entry["idiom"] as? String) == "universal" ? 1 : 0 }
        let any = entries.filter { !isDark($0) && ($0["appearances"] as? [Any] ?? []).isEmpty }.max { idiomRank($0) < idiomRank($1) }
        let dark = entries.filter(isDark).max { idiomRank($0) < idiomRank($1) }
        guard let anyColor = (any ?? entries.first).flatMap(AssetColor.Components.init(entry:)) else { return nil }
        return AssetColor(any: anyColor, dark: dark.flatMap(AssetColor.Components.init(entry:)))
    }

    /// Why an image set entry is preferred: universal idiom, no appearance, larger scale.
    private static func rank(_ entry: [String: Any]) -> Int {
        let idiom = (entry["idiom"] as? String) == "universal" ? 100 : 0
        let plain = (entry["appearances"] as? [Any] ?? []).isEmpty ? 10 : 0
        let scale = Int((entry["scale"] as? String ?? "1x").dropLast()) ?? 1
        return idiom + plain + min(scale, 9)
    }

    // MARK: Finding folders

    private struct Key: Hashable {
        let name: String
        let kind: String
        let directories: [URL]
    }

    private static let found = Mutex<[Key: URL?]>([:])

    /// The `NAME.kind` folder in the first catalogue that has one, remembered.
    private static func assetFolder(named name: String, kind: String, in directories: [URL]) -> URL? {
        let parts = name.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard !name.isEmpty, !parts.contains(where: { $0.isEmpty || $0 == ".." || $0 == "." }) else { return nil }
        let key = Key(name: name, kind: kind, directories: directories)
        if let known = found.withLock({ $0[key] }) { return known }
        var result: URL?
        search: for directory in directories {
            for catalogue in children(of: directory).filter({ $0.pathExtension == "xcassets" }) {
                if let folder = find(parts, kind: kind, in: catalogue, depth: 0) {
                    result = folder
                    break search
                }
            }
        }
        found.withLock { $0[key] = .some(result) }
        return result
    }

    /// Group folders are searched to this depth; a catalogue deeper than that is not a real one.
    private static let maximumDepth = 8

    /// `parts` (a namespaced name's components) as an asset folder under `folder`.
    private static func find(_ parts: [String], kind: String, in folder: URL, depth: Int) -> URL? {
        guard depth <= maximumDepth else { return nil }
        if parts.count == 1 {
            let candidate = folder.appendingPathComponent("\(parts[0]).\(kind)")
            if isDirectory(candidate) { return candidate }
        }
        for child in children(of: folder) where child.pathExtension.isEmpty || child.pathExtension == "folder" {
            guard isDirectory(child) else { continue }
            let namespaced = (contents(of: child)?["properties"] as? [String: Any])?["provides-namespace"] as? Bool == true
            if namespaced {
                // Only a name that starts with this group's name is inside it.
                guard parts.count > 1, parts[0] == child.deletingPathExtension().lastPathComponent,
                      let inner = find(Array(parts.dropFirst()), kind: kind, in: child, depth: depth + 1) else { continue }
                return inner
            }
            if let inner = find(parts, kind: kind, in: child, depth: depth + 1) { return inner }
        }
        return nil
    }

    private static func children(of directory: URL) -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { !$0.hasPrefix(".") }.sorted().map { directory.appendingPathComponent($0) }
    }

    private static func isDirectory(_ url: URL) -> Bool {
        var directory: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &directory) && directory.boolValue
    }

    /// A `Contents.json` is a few hundred bytes; one over 1 MiB is not one.
    private static let contentsLimit = 1 << 20

    /// A folder's `Contents.json` as a dictionary; nil when missing or not JSON.
    private static func contents(of folder: URL) -> [String: Any]? {
        let path = folder.appendingPathComponent("Contents.json").path
        guard FileManager.default.fileExists(atPath: path),
              case .success(let bytes) = BoundedFile.read(path, limit: contentsLimit) else { return nil }
        return (try? JSONSerialization.jsonObject(with: Data(bytes))) as? [String: Any]
    }
}

/// A colour set's colour: one for every appearance, and a dark one where the set has it.
struct AssetColor: Hashable, Sendable {
    /// sRGB components from 0 to 1.
    struct Components: Hashable, Sendable {
        var red, green, blue, alpha: Double

        /// An entry's `color`: `srgb`/`extended-srgb`/`display-p3` red, green, blue (read as
        /// sRGB), or a grey colour space's `white`; each component written as Xcode writes them:
        /// `"0.500"`, `"0x80"` or `"128"` (0–255).
        init?(entry: [String: Any]) {
            guard let color = entry["color"] as? [String: Any],
                  let components = color["components"] as? [String: Any] else { return nil }
            func value(_ key: String) -> Double? {
                let text: String
                if let string = components[key] as? String { text = string }
                else if let number = components[key] as? NSNumber { text = number.stringValue }
                else { return nil }
                let trimmed = text.trimmingCharacters(in: .whitespaces)
                if trimmed.lowercased().hasPrefix("0x"), let byte = UInt8(trimmed.dropFirst(2), radix: 16) {
                    return Double(byte) / 255
                }
                guard let number = Double(trimmed) else { return nil }
                // Whole numbers above 1 are bytes; "1" and "0" mean full and none either way.
                return trimmed.contains(".") || number <= 1 ? min(max(number, 0), 1) : min(number, 255) / 255
            }
            alpha = value("alpha") ?? 1
            if let white = value("white") {
                (red, green, blue) = (white, white, white)
            } else if let red = value("red"), let green = value("green"), let blue = value("blue") {
                (self.red, self.green, self.blue) = (red, green, blue)
            } else {
                return nil
            }
        }
    }

    var any: Components
    var dark: Components?

    /// The components for a colour scheme.
    func components(for scheme: ColorScheme) -> Components { scheme == .dark ? (dark ?? any) : any }
}
