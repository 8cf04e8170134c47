import Foundation
import Synchronization

/// Pictures decoded recently, by their bytes: a widget's body builds `UIImage(data:)` again at
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
        var entries: [Data: Entry] = [:]
        var bytes = 0
        var clock: UInt64 = 0
    }

    private let state = Mutex(State())
    private let byteLimit: Int, countLimit: Int

    public init(byteLimit: Int = BitmapCache.byteLimit, countLimit: Int = BitmapCache.countLimit) {
        self.byteLimit = byteLimit
        self.countLimit = countLimit
    }

    /// The bitmap in `data`, decoded now or found decoded before.
    public func bitmap(for data: Data) throws(ImageDecodingError) -> Bitmap {
        if let found = state.withLock({ state -> Bitmap? in
            state.clock += 1
            state.entries[data]?.lastUse = state.clock
            return state.entries[data]?.bitmap
        }) {
            return found
        }
        let bitmap = try ImageDecoder.decode(data)
        remember(bitmap, for: data)
        return bitmap
    }

    /// How many pictures are kept.
    public var count: Int { state.withLock { $0.entries.count } }

    private func remember(_ bitmap: Bitmap, for data: Data) {
        guard bitmap.byteCount <= byteLimit else { return }
        state.withLock { state in
            state.clock += 1
            if let old = state.entries.updateValue(Entry(bitmap: bitmap, lastUse: state.clock), forKey: data) {
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
