import WidgettyTimelines
import Foundation
import WidgettyKit
import WidgettyTerminal

/// The gallery's preview snapshots: one per kind, family and size, asked of the provider with
/// `isPreview = true` in a task off the drawing path (with the provider's timeout), kept once
/// they arrive. While any is loading a ticker repaints the gallery so its spinner turns.
@MainActor
final class GalleryPreviews {
    /// One preview's progress.
    enum State {
        case loading
        case ready(AnyTimelineEntry)
        case failed(String)
    }

    struct Key: Hashable {
        var kind: String
        var family: WidgetFamily
        var size: Size
    }

    private let services: ModalServices
    private var states: [Key: State] = [:]
    private var tasks: [Task<Void, Never>] = []
    private var ticking = false
    /// Turns of the spinner so far.
    private(set) var spinnerStep = 0

    init(services: ModalServices) {
        self.services = services
    }

    /// The preview of a kind in a family at a content size, starting to load it the first time.
    func state(of descriptor: AnyWidgetDescriptor, family: WidgetFamily, size: Size) -> State {
        let key = Key(kind: descriptor.kind, family: family, size: size)
        if let state = states[key] { return state }
        states[key] = .loading
        let snapshot = services.snapshot
        tasks.append(
            Task { @MainActor [weak self] in
                let state: State
                do {
                    state = .ready(try await snapshot(descriptor, family, size))
                } catch let timeout as ClockTimeoutError {
                    state = .failed("no preview: the widget took longer than \(timeout.duration)")
                } catch {
                    state = .failed("no preview: \(error)")
                }
                guard let self else { return }
                self.states[key] = state
                self.services.changed()
            })
        startTicking()
        return .loading
    }

    /// The spinner's current frame.
    var spinner: String {
        let frames = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]
        return frames[spinnerStep % frames.count]
    }

    /// Stops every load still running (the gallery closed).
    func cancel() {
        for task in tasks { task.cancel() }
        tasks = []
    }

    private var isLoading: Bool {
        states.values.contains { if case .loading = $0 { return true } else { return false } }
    }

    private func startTicking() {
        guard !ticking else { return }
        ticking = true
        let clock = services.clock
        tasks.append(
            Task { @MainActor [weak self] in
                while let self, self.isLoading, !Task.isCancelled {
                    let next = clock.now.addingTimeInterval(0.1)
                    do { try await clock.sleep(until: next) } catch { break }
                    self.spinnerStep += 1
                    self.services.changed()
                }
                self?.ticking = false
            })
    }
}
