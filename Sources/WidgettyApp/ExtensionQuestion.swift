import Dispatch
import Foundation
import Synchronization
import WidgettyExtensionHost
import WidgettyExtensionProtocol
import WidgettyTimelines

/// One question put to an extension's process by a command that waits for the answer before it
/// goes on (`install`'s describe, the temporary extension's describe, `preview`'s `previews`):
/// asked on a task of its own while the calling thread waits, a `failed` answer thrown with the
/// program's name. The task runs on the providers' worker threads, never Dispatch's pool, which
/// would start (with its monitor, for good) in the home screen that a temporary extension's
/// describe comes before.
enum ExtensionQuestion {
    /// The raw reply frame to `message`, asked of `process` (the program `name`) within `timeout`;
    /// with `thenStop`, the process is ended before this returns.
    static func ask(
        _ message: ExtensionRequest.Message, of process: ExtensionProcess, name: String, timeout: Duration = .seconds(30), thenStop: Bool = false
    ) throws -> Data {
        let request = try ExtensionProtocol.encode(ExtensionRequest(id: 0, message))
        let answer = Mutex<Result<Data, ExtensionCallFailure>?>(nil)
        let done = DispatchSemaphore(value: 0)
        Task.detached(executorPreference: WorkerThreadExecutor.providers) {
            let result: Result<Data, ExtensionCallFailure>
            do throws(ExtensionCallFailure) { result = .success(try await process.exchange(request, timeout: timeout)) } catch { result = .failure(error) }
            if thenStop { await process.stop() }
            answer.withLock { $0 = result }
            done.signal()
        }
        done.wait()
        switch answer.withLock({ $0 }) {
        case .success(let data):
            if let reply = try? ExtensionProtocol.decode(ExtensionReply.self, from: data), case .failed(let failed) = reply.message {
                throw CommandFailure("\(name) refused: \(failed.message)", status: 1)
            }
            return data
        case .failure(let failure): throw CommandFailure("\(name) as an extension: \(failure)", status: 1)
        case nil: throw CommandFailure("\(name) gave no answer", status: 1)
        }
    }

    /// `ask`, the reply decoded.
    static func reply(to message: ExtensionRequest.Message, of process: ExtensionProcess, name: String) throws -> ExtensionReply.Message {
        let data = try ask(message, of: process, name: name)
        do {
            return try ExtensionProtocol.decode(ExtensionReply.self, from: data).message
        } catch {
            throw CommandFailure("\(name) answered what is no reply: \(String(decoding: data.prefix(300), as: UTF8.self))", status: 1)
        }
    }
}
