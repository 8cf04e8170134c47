import Foundation
import WidgettyFiles
import WidgettyKit
import WidgettyRedaction

/// The last timeline of each widget instance on disk (one JSON file per instance under
/// `$XDG_CACHE_HOME/widgetty/timelines/`), so a restart paints the last known entry at once.
/// Only widgets whose entry type is `Codable` are cached.
public struct TimelineCache: Sendable {
    public let directory: URL

    /// The most a cached timeline's file may hold: 16 MiB (entries carry text already cut to
    /// ``TextBudget``); a larger file is not read, and the widget loads afresh.
    public static let fileLimit = 16 << 20

    public init(directory: URL) { self.directory = directory }

    /// `$XDG_CACHE_HOME/widgetty/timelines`, or `~/.cache/widgetty/timelines`.
    public static func defaultDirectory(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        let base: URL
        if let cache = environment["XDG_CACHE_HOME"], cache.hasPrefix("/") {
            base = URL(fileURLWithPath: cache)
        } else {
            let home = environment["HOME"] ?? NSHomeDirectory()
            base = URL(fileURLWithPath: home).appendingPathComponent(".cache")
        }
        return base.appendingPathComponent("widgetty").appendingPathComponent("timelines")
    }

    /// A cached timeline: the widget's kind, its encoded entries and policy.
    struct Record: Codable {
        var kind: String
        var savedAt: Date
        var policy: TimelineReloadPolicy
        var entries: [Data]
    }

    /// Writes the timeline atomically; false when it cannot be cached (entries not Codable, I/O).
    @discardableResult
    public func save(_ entries: [AnyTimelineEntry], policy: TimelineReloadPolicy, kind: String,
                     codec: TimelineEntryCodec, for id: WidgetInstanceID, at now: Date) -> Bool
    {
        var encoded: [Data] = []
        for entry in entries {
            guard let data = codec.encode(entry) else { return false }
            encoded.append(data)
        }
        let record = Record(kind: kind, savedAt: now, policy: policy, entries: encoded)
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            // The one write of provider text to disk: a secret a server echoed is blotted out.
            return Self.replace(file(for: id), with: SecretRedactor.process.redact(try JSONEncoder().encode(record)))
        } catch {
            return false
        }
    }

    /// Writes `data` aside and renames it over `target`, so a reader never sees half a file.
    /// Not synced to the disk (Foundation's writes fsync, a few milliseconds each on the main
    /// thread): a cache that loses its last write in a crash paints an older entry until the
    /// provider answers.
    static func replace(_ target: URL, with data: Data) -> Bool {
        let aside = target.deletingLastPathComponent()
            .appendingPathComponent(".\(target.lastPathComponent).\(getpid()).tmp").path
        let fd = open(aside, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard fd >= 0 else { return false }
        let written = data.withUnsafeBytes { bytes -> Bool in
            var offset = 0
            while offset < bytes.count {
                let n = write(fd, bytes.baseAddress! + offset, bytes.count - offset)
                if n < 0, errno == EINTR { continue }
                guard n > 0 else { return false }
                offset += n
            }
            return true
        }
        close(fd)
        guard written, rename(aside, target.path) == 0 else {
            unlink(aside)
            return false
        }
        return true
    }

    /// The cached timeline of `id` if it belongs to `kind` and decodes; nil otherwise.
    public func load(kind: String, codec: TimelineEntryCodec, for id: WidgetInstanceID) -> AnyTimeline? {
        guard case .success(let bytes) = BoundedFile.read(file(for: id).path, limit: Self.fileLimit),
            case let data = Data(bytes),
            let record = try? JSONDecoder().decode(Record.self, from: data),
            record.kind == kind
        else { return nil }
        var entries: [AnyTimelineEntry] = []
        for item in record.entries {
            guard let entry = codec.decode(item) else { return nil }
            entries.append(entry)
        }
        return AnyTimeline(entries: entries, policy: record.policy)
    }

    public func remove(_ id: WidgetInstanceID) {
        try? FileManager.default.removeItem(at: file(for: id))
    }

    /// The file of one instance; the id is percent-encoded so it cannot escape the directory.
    public func file(for id: WidgetInstanceID) -> URL {
        let safe = id.rawValue.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "instance"
        return directory.appendingPathComponent(safe + ".json")
    }
}
