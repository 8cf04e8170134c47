#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import WidgettyHTTP

// widgetty-fetch: the network widgets' HTTP exchange, run by `widgetty` for each request (see
// FetcherProcess). Reads one call as JSON on stdin, writes the answer on stdout, and exits.
// Plain read(2) and write(2), not FileHandle: that is full Foundation's, and this program
// links FoundationEssentials alone (no ICU, see Package.swift).

/// Writes all of `bytes` to `descriptor`, again after a partial write or an interruption.
func writeAll(_ bytes: [UInt8], to descriptor: Int32) {
    var offset = 0
    while offset < bytes.count {
        let written = bytes[offset...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        if written < 0 {
            if errno == EINTR { continue }
            return
        }
        offset += written
    }
}

func fail(_ message: String, status: Int32) -> Never {
    writeAll(Array(message.utf8), to: STDERR_FILENO)
    exit(status)
}

if CommandLine.arguments.count > 1 {
    fail("""
        usage: widgetty-fetch < call.json
        Makes one HTTP request (or TCP probe) for widgetty's network widgets: the call is read as JSON
        on standard input, the answer (a JSON line, then the body) written on standard output.
        widgetty runs it; there is no need to run it by hand.

        """, status: 2)
}

let limit = 16 << 20
var input: [UInt8] = []
var chunk = [UInt8](repeating: 0, count: 65_536)
while true {
    let count = chunk.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
    if count < 0 && errno == EINTR { continue }
    guard count > 0 else { break }
    input.append(contentsOf: chunk[..<count])
    if input.count > limit { fail("widgetty-fetch: the call is larger than 16 MiB\n", status: 1) }
}
let exchanger = HTTPExchanger()
guard let answer = await FetchService.answer(input, exchanger: exchanger) else {
    fail("widgetty-fetch: standard input is not a call (JSON from widgetty)\n", status: 1)
}
writeAll(answer, to: STDOUT_FILENO)
await exchanger.shutdown()
exit(0)
