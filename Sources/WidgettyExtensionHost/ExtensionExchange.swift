import Foundation
import WidgettyExtensionProtocol

#if canImport(Glibc)
    import Glibc
#endif

/// One request to a running extension and the wait for its reply, under its budgets: past the
/// time limit, over the memory budget, or over the processor time budget for this request, the
/// process group is killed and reaped. Blocking: run it off the cooperative pool.
struct ExtensionExchange {
    let child: ExtensionChild
    let timeout: Duration
    let budgets: ExtensionProcess.Budgets

    /// How often the budgets are looked at while a reply is awaited (only then: an idle
    /// extension costs nothing to watch).
    static let watchInterval: Int32 = 50

    func run(_ request: Data) -> Result<Data, ExtensionCallFailure> {
        let startCPU = child.processorSeconds ?? 0
        do {
            try send(Frame.encode(request))
        } catch let failure as ExtensionCallFailure {
            return .failure(failure)
        } catch {
            child.kill()
            return .failure(.protocolError("\(error)"))
        }
        let deadline = Date().addingTimeInterval(Double(timeout.components.seconds) + Double(timeout.components.attoseconds) * 1e-18)
        var decoder = FrameDecoder()
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            do {
                if let frame = try decoder.next() { return .success(frame) }
            } catch {
                child.kill()
                return .failure(.protocolError("\(error)"))
            }
            if Date() >= deadline {
                child.kill()
                return .failure(.timedOut(seconds: Int(timeout.components.seconds)))
            }
            if let resident = child.residentBytes, resident > budgets.memoryBytes {
                child.kill()
                return .failure(.overMemoryBudget(mebibytes: budgets.memoryBytes >> 20))
            }
            if let used = child.processorSeconds, used - startCPU > budgets.processorSecondsPerRequest {
                child.kill()
                return .failure(.overCPUBudget(seconds: Int(budgets.processorSecondsPerRequest)))
            }
            var polled = pollfd(fd: child.replies, events: Int16(POLLIN), revents: 0)
            let ready = poll(&polled, 1, Self.watchInterval)
            if ready < 0, errno != EINTR { return .failure(died()) }
            guard ready > 0 else { continue }
            let count = read(child.replies, &buffer, buffer.count)
            if count > 0 {
                decoder.append(Data(buffer[0..<count]))
            } else if count == 0 || (errno != EINTR && errno != EAGAIN) {
                return .failure(died())
            }
        }
    }

    private func send(_ frame: Data) throws(ExtensionCallFailure) {
        var sent = 0
        while sent < frame.count {
            let result = frame.withUnsafeBytes { raw in
                Glibc.send(child.requests, raw.baseAddress! + sent, frame.count - sent, Int32(MSG_NOSIGNAL))
            }
            if result < 0 {
                if errno == EINTR { continue }
                throw died()
            }
            sent += result
        }
    }

    /// The process is gone (or going): reaped, with what it said as it died.
    private func died() -> ExtensionCallFailure {
        let status = child.kill()
        return .crashed(CrashReason.describe(standardErrorTail: child.finalStandardErrorTail(), waitStatus: status))
    }
}
