import Foundation
import Synchronization

/// Where pictures named by widgets are read and decoded: on a thread of its own
/// (`widgetty-pictures`), never on the drawing thread and never in Dispatch's worker pool, once
/// per picture, under ``ImageDecoder``'s budgets (pixels from the header, a JPEG's scans, CPU
/// time). Asking for a picture answers at once — decoded, still pending, or refused with a
/// reason — and starts its decoding when it is new; each finished decoding is announced to the
/// observers (the home screen renders its widgets again). Decoded pictures are kept in
/// ``BitmapCache``; refusals are kept too (a few hundred), so a hostile file is decoded once.
public final class PictureDecoder: Sendable {
    /// What a picture is, as far as the drawing thread is concerned.
    public enum State: Sendable, Equatable {
        case pending
        case decoded(Bitmap)
        /// Why there is no picture, in words for a cell.
        case refused(String)

        public static func == (lhs: State, rhs: State) -> Bool {
            switch (lhs, rhs) {
            case (.pending, .pending): true
            case (.decoded(let a), .decoded(let b)): a === b
            case (.refused(let a), .refused(let b)): a == b
            default: false
            }
        }
    }

    /// Where a picture's bytes come from: called on the decoder's thread.
    public typealias Loader = @Sendable () -> Result<Data, ImageDecodingError>

    /// The pictures answered `pending` while it is set (``recordingPending(_:)``): what a
    /// one-shot drawing waits for.
    public final class PendingRecord: Sendable {
        private let keys = Mutex<Set<PictureKey>>([])
        public init() {}
        func note(_ key: PictureKey) { _ = keys.withLock { $0.insert(key) } }
        /// The pictures that were pending.
        public var pending: Set<PictureKey> { keys.withLock { $0 } }
    }

    @TaskLocal static var record: PendingRecord?

    /// Runs `body`, noting in `record` every picture it is told is still pending.
    public static func recordingPending<T>(_ record: PendingRecord, _ body: () throws -> T) rethrows -> T {
        try $record.withValue(record, operation: body)
    }

    /// The one the program uses, over ``BitmapCache/shared``.
    public static let shared = PictureDecoder(cache: .shared)

    /// The most refusals kept: past it they are all forgotten (and decoded again if asked).
    static let refusalLimit = 256

    private struct Work {
        var queue: [(key: PictureKey, load: Loader)] = []
        var pending: Set<PictureKey> = []
        var refused: [PictureKey: String] = [:]
        var observers: [UInt64: @Sendable () -> Void] = [:]
        var nextObserver: UInt64 = 0
        var threadStarted = false
    }

    private let cache: BitmapCache
    private let work = Mutex(Work())
    /// Signalled each time a picture is finished, for ``waitUntilIdle(timeout:)``; a picture
    /// leaves `pending` under it, so a waiter never misses the last one.
    private let finished = NSCondition()
    private let wake = DispatchSemaphore(value: 0)
    private let limits: (pixels: Int, scans: Int, cpu: Duration)

    public init(cache: BitmapCache, pixelLimit: Int = ImageDecoder.pixelLimit, scanLimit: Int = ImageDecoder.scanLimit,
                cpuLimit: Duration = ImageDecoder.cpuLimit) {
        self.cache = cache
        limits = (pixelLimit, scanLimit, cpuLimit)
    }

    /// The picture for `key` as it is now; a new one is queued for decoding (its bytes from `load`).
    public func state(for key: PictureKey, load: @escaping Loader) -> State {
        if let bitmap = cache.cached(key) { return .decoded(bitmap) }
        let (state, queued, startThread) = work.withLock { work -> (State, Bool, Bool) in
            if let reason = work.refused[key] { return (.refused(reason), false, false) }
            if work.pending.contains(key) { return (.pending, false, false) }
            work.pending.insert(key)
            work.queue.append((key, load))
            let start = !work.threadStarted
            work.threadStarted = true
            return (.pending, true, start)
        }
        if startThread { start() }
        if queued { wake.signal() }
        if state == .pending { Self.record?.note(key) }
        return state
    }

    /// Whether nothing is queued or being decoded.
    public var isIdle: Bool { work.withLock { $0.pending.isEmpty } }

    /// Blocks until nothing is queued or being decoded, or `timeout` has passed; whether it is
    /// idle. For tests, never for the home screen, which draws again when told (``addObserver(_:)``).
    @discardableResult
    public func waitUntilIdle(timeout: Duration) -> Bool {
        waitUntil(timeout: timeout) { $0.pending.isEmpty }
    }

    /// Blocks until none of `keys` is queued or being decoded, or `timeout` has passed; whether
    /// none is. For one-shot drawings (`widgetty render`, authors' tests).
    @discardableResult
    public func waitUntilDone(_ keys: Set<PictureKey>, timeout: Duration) -> Bool {
        waitUntil(timeout: timeout) { $0.pending.isDisjoint(with: keys) }
    }

    private func waitUntil(timeout: Duration, _ done: (borrowing Work) -> Bool) -> Bool {
        let seconds = Double(timeout.components.seconds) + Double(timeout.components.attoseconds) / 1e18
        let deadline = Date().addingTimeInterval(seconds)
        finished.lock()
        defer { finished.unlock() }
        while !work.withLock({ done($0) }) {
            if !finished.wait(until: deadline) { return work.withLock { done($0) } }
        }
        return true
    }

    /// Calls `observer` (on the decoder's thread) after each picture is decoded or refused;
    /// returns a number for ``removeObserver(_:)``.
    @discardableResult
    public func addObserver(_ observer: @escaping @Sendable () -> Void) -> UInt64 {
        work.withLock { work in
            work.nextObserver += 1
            work.observers[work.nextObserver] = observer
            return work.nextObserver
        }
    }

    public func removeObserver(_ number: UInt64) {
        _ = work.withLock { $0.observers.removeValue(forKey: number) }
    }

    private func start() {
        let thread = Thread { [self] in
            while true {
                wake.wait()
                while let job = work.withLock({ $0.queue.isEmpty ? nil : $0.queue.removeFirst() }) {
                    decode(job.key, job.load)
                }
            }
        }
        thread.name = "widgetty-pictures"
        thread.start()
    }

    private func decode(_ key: PictureKey, _ load: Loader) {
        let outcome = load().flatMap { data -> Result<Bitmap, ImageDecodingError> in
            Result { () throws(ImageDecodingError) -> Bitmap in
                try ImageDecoder.decode(data, pixelLimit: limits.pixels, scanLimit: limits.scans, cpuLimit: limits.cpu)
            }
        }
        if case .success(let bitmap) = outcome { cache.remember(bitmap, for: key) }
        finished.lock()
        let observers = work.withLock { work -> [@Sendable () -> Void] in
            if case .failure(let error) = outcome {
                if work.refused.count >= Self.refusalLimit { work.refused = [:] }
                work.refused[key] = error.description
            }
            work.pending.remove(key)
            return Array(work.observers.values)
        }
        finished.broadcast()
        finished.unlock()
        for observer in observers { observer() }
    }
}
