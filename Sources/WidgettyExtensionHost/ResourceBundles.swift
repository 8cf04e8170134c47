import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The SwiftPM resource bundles a built program uses: the `NAME.resources` folders beside it
/// (where `swift build` puts every target's `resources:`) whose names the program itself holds.
/// SwiftPM's `Bundle.module` accessor names its bundle as a literal, looked for first in the
/// program's own folder (`Bundle.main.bundleURL`), so these are the folders an extension must
/// carry; the other targets' bundles of the same build folder are not.
public enum ResourceBundles {
    /// The resource bundles beside `program` that it names, by name.
    public static func used(by program: URL) -> [URL] {
        let folder = program.deletingLastPathComponent()
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
            .filter { $0.hasSuffix(".resources") && $0.count > ".resources".count }.sorted()
        let candidates = names.filter { name in
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: folder.appendingPathComponent(name).path, isDirectory: &isFolder) && isFolder.boolValue
        }
        guard !candidates.isEmpty, let bytes = try? Data(contentsOf: program, options: .alwaysMapped) else { return [] }
        return candidates.filter { contains(bytes, Array($0.utf8)) }.map { folder.appendingPathComponent($0) }
    }

    /// Whether `needle` occurs in `haystack` (each place its first byte is, found by `memchr`, compared whole).
    static func contains(_ haystack: Data, _ needle: [UInt8]) -> Bool {
        haystack.withUnsafeBytes { whole in
            needle.withUnsafeBytes { part in
                guard let base = whole.baseAddress, let wanted = part.baseAddress, part.count > 0, whole.count >= part.count else { return false }
                var offset = 0
                let last = whole.count - part.count
                while offset <= last, let found = memchr(base + offset, Int32(needle[0]), last - offset + 1) {
                    let at = base.distance(to: UnsafeRawPointer(found))
                    if memcmp(base + at, wanted, part.count) == 0 { return true }
                    offset = at + 1
                }
                return false
            }
        }
    }
}
