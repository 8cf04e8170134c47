import Foundation

/// Where one series' samples come from: a program run from its argument vector, or a number
/// in the JSON an http(s) URL answers with, named by the URL's fragment (a JSON pointer, RFC 6901 §6).
enum ChartSource: Hashable, Sendable {
    case command([String])
    case json(url: URL, pointer: JSONPointer)

    /// The name the legend uses when none is given: the program's or the host's.
    var defaultName: String {
        switch self {
        case .command(let argv): return (argv.first.map { ($0 as NSString).lastPathComponent }) ?? "command"
        case .json(let url, _): return url.host ?? url.absoluteString
        }
    }

    /// What the samples are kept under in the shared store.
    var storeKey: String {
        switch self {
        case .command(let argv): return "command\u{1F}" + argv.joined(separator: "\u{1F}")
        case .json(let url, let pointer): return "json\u{1F}\(url.absoluteString)\u{1F}\(pointer.description)"
        }
    }

    /// A URL's source, or why it cannot be one.
    static func json(_ text: String) -> Result<ChartSource, ChartSourceProblem> {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard let hash = trimmed.firstIndex(of: "#") else {
            return .failure(ChartSourceProblem("needs a JSON pointer after '#' naming the number: \(trimmed.prefix(80))#/path/to/value"))
        }
        let address = String(trimmed[..<hash])
        guard let url = URL(string: address), let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https",
              url.host?.isEmpty == false else {
            return .failure(ChartSourceProblem("must be an http or https URL, found \(address.prefix(80))"))
        }
        do throws(JSONPointer.Problem) {
            return .success(.json(url: url, pointer: try JSONPointer(String(trimmed[hash...]))))
        } catch {
            return .failure(ChartSourceProblem(error.description))
        }
    }
}

/// Why a series' setting cannot be used.
struct ChartSourceProblem: Error, Hashable {
    let message: String
    init(_ message: String) { self.message = message }
}
