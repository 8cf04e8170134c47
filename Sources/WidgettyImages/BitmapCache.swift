import Foundation
import Synchronization

/// What a decoded picture is kept by: its bytes, or a file as it was when read (path, device,
/// inode, size and modification time, so an edited file is read again).
public enum PictureKey: Hashable, Sendable {
    case bytes(Data)
    case file(String)
}

/// Pictures decoded recently, by their bytes or file: a widget's body builds `UIImage(data:)` again at
/// every render, and the same bytes are decoded once. Keeps at most ``byteLimit`` bytes of
/// pixels (and ``countLimit`` pictures), forgetting the least recently used first; failures are
/// not kept (a damaged file fails fast).
///
/// One process-wide cache, ``shared``, as UIKit's own image cache is: `UIImage(data:)` and
/// `UIImage(named:)` have nowhere else to find it.
public final class BitmapCache: Sendable {
    /// 64 MiB of pixels: one picture at the decoder's limit, or hundreds of widget-sized ones.
    public static let byteLimit = 64 * 1024 * 1024
    public static let countLimit = 64

    /// The cache `UIImage` uses.
    public static let shared = BitmapCache()

    private struct Entry {
        let bitmap: Bitmap
        var lastUse: UInt64
    }

    private struct State {
        var entries: [PictureKey: Entry] = [:]
        var bytes = 0
        var clock: UInt64 = 0
    }

    private let state = Mutex(State())
    private let byteLimit: Int, countLimit: Int

    public init(byteLimit: Int = BitmapCache.byteLimit, countLimit: Int = BitmapCache.countLimit) {
        self.byteLimit = byteLimit
        self.countLimit = countLimit
    }

    /// The bitmap in `data`, decoded now (under ``ImageDecoder``'s budgets) or found decoded before.
    public func bitmap(for data: Data) throws(ImageDecodingError) -> Bitmap {
        if let found = cached(.bytes(data)) { return found }
        let bitmap = try ImageDecoder.decode(data)
        remember(bitmap, for: .bytes(data))
        return bitmap
    }

    /// The bitmap kept for `key`, if any (marked as just used).
    public func cached(_ key: PictureKey) -> Bitmap? {
        state.withLock { state -> Bitmap? in
            state.clock += 1
            state.entries[key]?.lastUse = state.clock
            return state.entries[key]?.bitmap
        }
    }

    /// How many pictures are kept.
    public var count: Int { state.withLock { $0.entries.count } }

    /// Keeps `bitmap` for `key`, forgetting the least recently used past the limits.
    public func remember(_ bitmap: Bitmap, for key: PictureKey) {
        guard bitmap.byteCount <= byteLimit else { return }
        state.withLock { state in
            state.clock += 1
            if let old = state.entries.updateValue(Entry(bitmap: bitmap, lastUse: state.clock), forKey: key) {
                state.bytes -= old.bitmap.byteCount
            }
            state.bytes += bitmap.byteCount
            while state.bytes > byteLimit || state.entries.count > countLimit,
                  let oldest = state.entries.min(by: { $0.value.lastUse < $1.value.lastUse }) {
                state.entries[oldest.key] = nil
                state.bytes -= oldest.value.bitmap.byteCount
            }
        }
    }
}
