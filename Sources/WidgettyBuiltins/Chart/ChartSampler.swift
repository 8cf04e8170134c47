import Foundation
import WidgettyFiles

/// Takes one sample of a series: runs its program (an argument vector, never a shell) and reads
/// the first number of the last line it prints, or asks its URL and reads the number its JSON
/// pointer names. A failure is a sentence for the cell.
struct ChartSampler: Sendable {
    var http: any HTTPGetting = BuiltinHTTP.client

    func sample(_ source: ChartSource, timeout: TimeInterval) async -> Result<Double, ChartSourceProblem> {
        switch source {
        case .command(let argv): return await run(argv, timeout: timeout)
        case .json(let url, let pointer): return await fetch(url, pointer: pointer)
        }
    }

    private func run(_ argv: [String], timeout: TimeInterval) async -> Result<Double, ChartSourceProblem> {
        let name = (argv[0] as NSString).lastPathComponent
        switch await ProcessRunner.run(argv[0], Array(argv.dropFirst()), timeout: timeout, outputLimit: 64 << 10) {
        case .failure(let error):
            return .failure(ChartSourceProblem("cannot run \(error.description)"))
        case .success(let output) where output.succeeded:
            let line = output.standardOutput.split(whereSeparator: \.isNewline).last { !$0.allSatisfy(\.isWhitespace) } ?? ""
            guard let value = Self.firstNumber(in: line) else {
                return .failure(ChartSourceProblem("\(name) printed no number: \"\(line.prefix(40))\""))
            }
            return .success(value)
        case .success(let output):
            if let reason = output.overflowReason(program: name) { return .failure(ChartSourceProblem(reason)) }
            if output.timedOut { return .failure(ChartSourceProblem("\(name) did not finish within \(Int(timeout)) s")) }
            let first = output.standardError.split(whereSeparator: \.isNewline).first.map { ": " + $0.prefix(80) } ?? ""
            return .failure(ChartSourceProblem("\(name) exited with status \(output.status)\(first)"))
        }
    }

    private func fetch(_ url: URL, pointer: JSONPointer) async -> Result<Double, ChartSourceProblem> {
        var components = URLComponents(url: url, resolvingAgainstBaseURL: false)
        components?.fragment = nil
        let address = components?.url ?? url
        let host = url.host ?? "the server"
        switch await http.reply(address, headers: ["Accept": "application/json"]) {
        case .failure(let problem):
            return .failure(ChartSourceProblem("\(host): \(problem)"))
        case .success(let reply) where !(200..<300).contains(reply.status):
            return .failure(ChartSourceProblem("\(host) answered \(reply.status)"))
        case .success(let reply):
            let document: LocatedJSON
            do throws(LocatedJSON.Problem) {
                document = try LocatedJSON.parse(String(decoding: reply.body, as: UTF8.self))
            } catch {
                return .failure(ChartSourceProblem("\(host) sent no JSON: \(error.description)"))
            }
            guard let found = pointer.resolve(in: document) else {
                return .failure(ChartSourceProblem("\(host)'s JSON has nothing at \(pointer)"))
            }
            switch found.value {
            case .number(let value): return .success(value)
            case .string(let text):
                if let value = Self.firstNumber(in: Substring(text)) { return .success(value) }
                return .failure(ChartSourceProblem("\(pointer) is \(found.kindName), not a number"))
            default: return .failure(ChartSourceProblem("\(pointer) is \(found.kindName), not a number"))
            }
        }
    }

    /// The first decimal number in `line` (`0.52` of `0.52 0.58 0.59 1/389 1234`, `-3` of `t=-3°C`):
    /// the longest run of sign, digits, point and exponent at the first digit that reads as one.
    static func firstNumber(in line: Substring) -> Double? {
        let characters = Array(line)
        var index = 0
        while index < characters.count {
            guard characters[index].isASCII, characters[index].isNumber else {
                index += 1
                continue
            }
            var start = index
            if start > 0, characters[start - 1] == "." { start -= 1 }
            if start > 0, characters[start - 1] == "-" || characters[start - 1] == "+" { start -= 1 }
            var end = index
            while end < characters.count, characters[end].isASCII,
                  characters[end].isNumber || ".eE".contains(characters[end])
                    || ("+-".contains(characters[end]) && "eE".contains(characters[end - 1])) {
                end += 1
            }
            while end > index {
                if let value = Double(String(characters[start..<end])), value.isFinite {
                    return value
                }
                end -= 1
            }
            index += 1
        }
        return nil
    }
}
