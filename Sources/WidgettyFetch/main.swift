import Foundation
import WidgettyHTTP

// widgetty-fetch: the network widgets' HTTP exchange, run by `widgetty` for each request (see
// FetcherProcess). Reads one call as JSON on stdin, writes the answer on stdout, and exits.

if CommandLine.arguments.count > 1 {
    FileHandle.standardError.write(Data("""
        usage: widgetty-fetch < call.json
        Makes one HTTP request (or TCP probe) for widgetty's network widgets: the call is read as JSON
        on standard input, the answer (a JSON line, then the body) written on standard output.
        widgetty runs it; there is no need to run it by hand.

        """.utf8))
    exit(2)
}

let limit = 16 << 20
var input: [UInt8] = []
while let chunk = try? FileHandle.standardInput.read(upToCount: 65_536), !chunk.isEmpty {
    input.append(contentsOf: chunk)
    if input.count > limit {
        FileHandle.standardError.write(Data("widgetty-fetch: the call is larger than 16 MiB\n".utf8))
        exit(1)
    }
}
let exchanger = HTTPExchanger()
guard let answer = await FetchService.answer(input, exchanger: exchanger) else {
    FileHandle.standardError.write(Data("widgetty-fetch: standard input is not a call (JSON from widgetty)\n".utf8))
    exit(1)
}
FileHandle.standardOutput.write(Data(answer))
await exchanger.shutdown()
exit(0)
