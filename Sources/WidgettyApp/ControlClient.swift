import Foundation
import WidgettyHost
import WidgettyStore

/// The command-line side of the control socket: one request, one answer.
enum ControlClient {
    /// The running screen's socket.
    static var socketPath: String { XDGDirectories().controlSocket.path }

    static func send(_ request: ControlRequest, timeout seconds: Int = 30) throws -> ControlResponse {
        let line = try JSONEncoder().encode(request)
        let answer: Data
        do {
            answer = try UnixSocketClient.exchange(path: socketPath, line: line, timeout: seconds)
        } catch {
            throw CommandFailure(error.description)
        }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        guard let response = try? decoder.decode(ControlResponse.self, from: answer) else {
            throw CommandFailure("an answer that is not a response")
        }
        return response
    }
}
