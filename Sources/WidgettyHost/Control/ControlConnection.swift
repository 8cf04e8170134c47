import Dispatch
import Foundation
import WidgettyRedaction

#if canImport(Glibc)
    import Glibc
#endif

/// One client of the control socket: reads one line without blocking, with a size limit and a
/// deadline, then hands the decoded request on and writes the answer.
@MainActor
final class ControlConnection {
    enum Failure: Error {
        case closedEarly, tooSlow, tooLong
        case malformed(String)
    }

    let fd: Int32
    private let source: any DispatchSourceRead
    private let timer: any DispatchSourceTimer
    private var buffer: [UInt8] = []
    private var finished = false
    private let received: @MainActor (Int32, Result<ControlRequest, Failure>) -> Void

    init(fd: Int32, deadline: DispatchTimeInterval, received: @escaping @MainActor (Int32, Result<ControlRequest, Failure>) -> Void) {
        self.fd = fd
        self.received = received
        source = DispatchSource.makeReadSource(fileDescriptor: fd, queue: .main)
        timer = DispatchSource.makeTimerSource(queue: .main)
        source.setEventHandler { [weak self] in MainActor.assumeIsolated { self?.readAvailable() } }
        timer.setEventHandler { [weak self] in MainActor.assumeIsolated { self?.finish(.failure(.tooSlow)) } }
        timer.schedule(deadline: .now() + deadline)
        source.resume()
        timer.resume()
    }

    private func readAvailable() {
        var chunk = [UInt8](repeating: 0, count: 4096)
        while !finished {
            let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if n == 0 { return finish(.failure(.closedEarly)) }
            if n < 0 { return }  // EAGAIN: wait for more
            if let newline = chunk[0..<n].firstIndex(of: UInt8(ascii: "\n")) {
                buffer += chunk[0..<newline]
                return finish(decode())
            }
            buffer += chunk[0..<n]
            if buffer.count > ControlServer.maximumRequestBytes { return finish(.failure(.tooLong)) }
        }
    }

    private func decode() -> Result<ControlRequest, Failure> {
        guard buffer.count <= ControlServer.maximumRequestBytes else { return .failure(.tooLong) }
        do {
            return .success(try JSONDecoder().decode(ControlRequest.self, from: Data(buffer)))
        } catch let DecodingError.keyNotFound(key, _) {
            return .failure(.malformed("missing \"\(key.stringValue)\""))
        } catch {
            return .failure(.malformed("not a JSON request object"))
        }
    }

    private func finish(_ result: Result<ControlRequest, Failure>) {
        guard !finished else { return }
        finished = true
        source.suspend()
        timer.cancel()
        received(fd, result)
    }

    /// Writes the answer (one JSON line, secrets blotted out) and closes; a client that does not read loses it, and
    /// one that has gone is no SIGPIPE (MSG_NOSIGNAL), which would stop the whole screen.
    func reply(_ response: ControlResponse) {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        encoder.outputFormatting = .sortedKeys
        // Answers carry providers' text (`widgetty timeline`'s entries and errors) to another
        // process that knows no secret: they are blotted out here, where the text leaves.
        var data = SecretRedactor.process.redact((try? encoder.encode(response)) ?? Data("{\"ok\":false}".utf8))
        data.append(UInt8(ascii: "\n"))
        _ = data.withUnsafeBytes { send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
        close()
    }

    func close() {
        timer.cancel()
        if finished { source.resume() }
        finished = true
        source.setCancelHandler { [fd] in _ = Glibc.close(fd) }
        source.cancel()
    }
}
