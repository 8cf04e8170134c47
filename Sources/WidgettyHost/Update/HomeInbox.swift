/// The home screen's one queue of messages. A message sent while another is being handled (by
/// an effect, a panel, a callback that fires at once) waits its turn: messages are handled one
/// at a time, in the order they were sent, and never one inside another.
@MainActor
final class HomeInbox<Message> {
    private var waiting: [Message] = []
    private var next = 0
    private var handling = false
    private let handle: @MainActor (Message) -> Void

    init(handle: @escaping @MainActor (Message) -> Void) { self.handle = handle }

    /// Queues `message`; unless a message is being handled now, handles it and everything sent
    /// meanwhile before returning.
    func post(_ message: Message) {
        waiting.append(message)
        guard !handling else { return }
        handling = true
        defer {
            handling = false
            waiting.removeAll(keepingCapacity: true)
            next = 0
        }
        while next < waiting.count {
            let message = waiting[next]
            next += 1
            handle(message)
        }
    }

    /// Whether a message is being handled now (a send now would wait its turn).
    var isHandling: Bool { handling }
}
