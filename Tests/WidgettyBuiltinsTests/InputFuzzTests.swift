import WidgettyHomeFile
import Foundation
import Testing
import WidgettyHost
import WidgettyKit
@testable import WidgettyBuiltins

/// Mutation fuzzing of the two kinds of untrusted input files: the home file (parser, validator,
/// key bindings) and script output (JSON reader, timeline decoder). Every case must come back
/// with a result or with problems that say where, inside the text; never a crash or a hang.
/// Cases are generated from a fixed seed, so a failure names a case that reproduces.
@MainActor
@Suite struct InputFuzzTests {
    static let cases = 10_000

    static let homeSeed: String = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Resources/home.yaml").standardizedFileURL
        return (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    }()

    static let scriptSeed = """
        {"entries": [
           {"date": "2026-11-22T14:00:00Z", "lines": ["Build #42", "passing"], "url": "https://ci.example/42",
            "relevance": {"score": 0.8, "duration": 600}},
           {"date": 1795356000, "view": {"vstack": [{"text": "CPU", "bold": true, "color": "#ff8800"},
             {"progress": {"value": 0.3}}, {"hstack": [{"sparkline": [1, 2.5, -3e2]}, {"spacer": {}}]},
             {"link": {"url": "widgetty://page/2", "text": "more"}}, {"divider": {}}], "spacing": 1}}],
         "policy": {"after": "2026-11-22T15:00:00+01:00"}}
        """

    @Test func homeFileMutationsAlwaysGiveLocatedProblems() {
        #expect(!Self.homeSeed.isEmpty, "Resources/home.yaml should be readable from the tests")
        let registry = WidgetRegistry(BuiltinWidgets.all)
        var generator = FuzzGenerator(seed: 0x5EED_0001)
        var withProblems = 0
        for index in 0..<Self.cases {
            let text = generator.mutate(Self.homeSeed)
            let lineCount = text.split(separator: "\n", omittingEmptySubsequences: false).count
            let (configuration, parseProblems) = HomeFileParser.parse(text, file: "home.yaml")
            var problems = parseProblems
            if let configuration {
                problems += HomeValidator(registry: registry).problems(in: configuration, file: "home.yaml")
                problems += KeyBindings.resolve(configuration.settings.keyBindings, file: "home.yaml").1
            }
            if !problems.isEmpty { withProblems += 1 }
            for problem in problems {
                let where_ = problem.location
                let inside = where_.file == "home.yaml" && where_.line >= 1 && where_.line <= lineCount + 1 && where_.column >= 1
                if !inside || problem.message.isEmpty {
                    Issue.record("case \(index): \(problem) is not located in the text (\(lineCount) lines):\n\(text)")
                    return
                }
            }
        }
        // The mutations are not all harmless: most cases must break the file somewhere.
        #expect(withProblems > Self.cases / 4, "only \(withProblems) of \(Self.cases) mutations were reported")
    }

    @Test func scriptOutputMutationsAlwaysGiveLocatedProblems() {
        var generator = FuzzGenerator(seed: 0x5EED_0002)
        var rejected = 0
        for index in 0..<Self.cases {
            let text = generator.mutate(Self.scriptSeed)
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            do {
                _ = try ScriptOutput.decode(text)
            } catch {
                rejected += 1
                let line = error.at.line
                let column = error.at.column
                let inside = line >= 1 && line <= lines.count && column >= 1 && column <= lines[line - 1].unicodeScalars.count + 1
                if !inside || error.message.isEmpty {
                    Issue.record("case \(index): \(error) points outside the text:\n\(text)")
                    return
                }
            }
        }
        #expect(rejected > Self.cases / 4, "only \(rejected) of \(Self.cases) mutations were rejected")
    }

    @Test func deeplyNestedInputIsRefusedNotOverflowed() throws {
        let deepJSON = String(repeating: "[", count: 100_000)
        #expect(throws: LocatedJSON.Problem.self) { try ScriptOutput.decode(deepJSON) }
        let deepYAML = "pages:\n" + String(repeating: "[", count: 100_000)
        let (_, problems) = HomeFileParser.parse(deepYAML, file: "home.yaml")
        #expect(!problems.isEmpty)
    }
}

/// A small deterministic generator of text mutations (SplitMix64): deletions, insertions of
/// characters that mean something to YAML and JSON (and hostile ones), duplicated, swapped and
/// re-indented lines, truncation.
struct FuzzGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func below(_ bound: Int) -> Int { bound <= 1 ? 0 : Int(next() % UInt64(bound)) }

    static let alphabet: [String] = [
        ":", "-", " ", "  ", "\n", "\t", "[", "]", "{", "}", ",", "\"", "'", "#", "&a", "*a", "!", "!!str", "|", ">",
        "?", "%", "@", "`", "0", "-1", "1e999", "null", "true", "~", "\\", "\\u0000", "\u{0}", "\u{1B}[2J", "\u{9B}",
        "\u{202E}", "\u{200B}", "é", "🚀", "日本", "kind: x", "family: huge", "params:", "stack:", "- ", "date",
    ]

    /// One to four mutations of `text`.
    mutating func mutate(_ text: String) -> String {
        var scalars = Array(text.unicodeScalars)
        for _ in 0...below(4) {
            switch below(7) {
            case 0 where !scalars.isEmpty:  // delete a run
                let start = below(scalars.count)
                scalars.removeSubrange(start..<min(scalars.count, start + 1 + below(12)))
            case 1, 2:  // insert something meaningful or hostile
                let insert = Array(Self.alphabet[below(Self.alphabet.count)].unicodeScalars)
                scalars.insert(contentsOf: insert, at: below(scalars.count + 1))
            case 3:  // duplicate a line
                var lines = String(String.UnicodeScalarView(scalars)).split(separator: "\n", omittingEmptySubsequences: false)
                let i = below(lines.count)
                lines.insert(lines[i], at: i)
                scalars = Array(lines.joined(separator: "\n").unicodeScalars)
            case 4:  // swap two lines
                var lines = String(String.UnicodeScalarView(scalars)).split(separator: "\n", omittingEmptySubsequences: false)
                lines.swapAt(below(lines.count), below(lines.count))
                scalars = Array(lines.joined(separator: "\n").unicodeScalars)
            case 5:  // re-indent a line
                var lines = String(String.UnicodeScalarView(scalars)).split(separator: "\n", omittingEmptySubsequences: false)
                let i = below(lines.count)
                lines[i] = Substring(String(repeating: " ", count: below(9)) + lines[i].drop { $0 == " " })
                scalars = Array(lines.joined(separator: "\n").unicodeScalars)
            default:  // truncate
                scalars = Array(scalars.prefix(below(scalars.count + 1)))
            }
        }
        return String(String.UnicodeScalarView(scalars))
    }
}
