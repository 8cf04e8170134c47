import Foundation
import Testing

/// Every way the command line writes text, fed generated hostile text (issue #31): escape
/// sequences (clipboard and title OSC, DCS, CSI queries, screen clears), C1 controls, BEL,
/// backspace and carriage return, bidi overrides, invalid UTF-8 and floods of combining marks, in
/// random mixes. Whatever a command prints on stdout or stderr — values, keys, suites, to-do
/// text, home-file problems, edits, renderings, themes, ArgumentParser's own errors — carries
/// none of them (only `render --color`'s own SGR colours).
@Suite(.serialized, .enabled(if: ProcessSpawn.tmuxAvailable, "tmux is not installed: end-to-end tests skipped"))
struct TrustOutputEndToEndTests {
    static let pieces = [
        "\u{1B}]52;c;SGVsbG8=\u{07}", "\u{1B}]0;PWNED\u{1B}\\", "\u{1B}[2J", "\u{1B}P1$qm\u{1B}\\", "\u{1B}[6n", "\u{1B}_apc\u{1B}\\",
        "\u{9B}31m", "\u{9D}8;;x\u{9C}", "\u{202E}", "\u{2067}", "\u{07}", "\r", "\u{08}", "\u{7F}", "\u{1B}", "\u{1B}c",
        "word", "ü", "日本", "👨‍👩‍👧‍👦", String(repeating: "\u{301}", count: 40), " ", "=", ":", "\"", "'",
    ]

    /// A random mix of the pieces, with a marker to find it by.
    static func hostile(_ generator: inout some RandomNumberGenerator) -> String {
        "MARK" + (0..<Int.random(in: 3...9, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
    }

    /// What may never reach a terminal from a command's output (after `render --color`'s own SGR).
    static func violations(_ text: String, allowingSGR: Bool = false) -> [String] {
        var text = text
        if allowingSGR { text = text.replacingOccurrences(of: #"\u{1B}\[[0-9;]*m"#, with: "", options: .regularExpression) }
        var found: [String] = []
        for scalar in text.unicodeScalars {
            let v = scalar.value
            if (v < 0x20 && v != 0x0A && v != 0x09) || v == 0x7F || (0x80...0x9F).contains(v)
                || (0x202A...0x202E).contains(v) || (0x2066...0x2069).contains(v)
            {
                found.append(String(format: "U+%04X", v))
            }
        }
        return found
    }

    @Test func noCommandWritesAControlSequence() throws {
        var generator = SystemRandomNumberGenerator()
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("trust-out-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let environment = ProcessSpawn.isolatedEnvironment(in: directory)
        let home = directory.appendingPathComponent("home.yaml")
        var ran = 0, quoted = 0
        func run(_ arguments: [String], input: String = "/dev/null", sgr: Bool = false, sourceLocation: SourceLocation = #_sourceLocation) {
            let result = ProcessSpawn.run([ProcessSpawn.widgettyBinary] + arguments, input: input, environment: environment, directory: directory)
            ran += 1
            if (result.output + result.error).contains("MARK") { quoted += 1 }
            let out = Self.violations(result.output, allowingSGR: sgr), err = Self.violations(result.error)
            #expect(out.isEmpty && err.isEmpty, "\(arguments.map(\.debugDescription)): stdout \(out) stderr \(err)",
                    sourceLocation: sourceLocation)
        }
        for _ in 0..<4 {
            let h = Self.hostile(&generator), k = Self.hostile(&generator), s = Self.hostile(&generator)
            // The shared store: values, keys and suites, read one by one and listed.
            run(["defaults", "write", "--suite", s, k, h])
            run(["defaults", "read", "--suite", s, k])
            run(["defaults", "read", "--suite", s])
            run(["defaults", "write", "--suite", "list", "--type", "array", k, h, h])
            run(["defaults", "read", "--suite", "list"])
            run(["defaults", "write", "--type", "int", k, h])
            // The to-do list.
            run(["todo", "add", h])
            run(["todo", "list"])
            run(["todo", "done", h])
            run(["todo", "done", k])
            // A home file full of it: problems quote kinds, keys and values.
            let yaml = "pages:\n  - widgets:\n      - kind: \(h.debugDescription)\n        params: { \(k.debugDescription): \(h.debugDescription) }\n"
                + "      - kind: clock\n        id: c\n        params: { timeZone: \(h.debugDescription) }\n"
            try yaml.write(to: home, atomically: true, encoding: .utf8)
            run(["check", "--config", home.path])
            run(["edit", "c", "--param", "timeZone=\(h)", "--config", home.path])
            run(["edit", h, "--param", "\(k)=\(h)", "--config", home.path])
            // Renderings: a command's output, a parameter's, and with colour (our SGR only).
            run(["render", "command", "--param", "command=[printf, \(h.debugDescription)]"])
            run(["render", "command", "--family", "medium", "--color", "--param", "command=[printf, \(h.debugDescription)]"], sgr: true)
            run(["render", "http", "--param", "title=\(h)", "--param", "url=\(h)"])
            run(["render", h])
            // ArgumentParser's own errors, and paths that are not there.
            run([h])
            run(["render", "clock", "--family", h])
            run(["check", "--config", directory.appendingPathComponent(h).path])
            run(["timeline", h])
            run(["reload", "--id", h])
        }
        // Themes: a theme file whose name and summary are hostile, and one that does not parse.
        let themes = directory.appendingPathComponent("config/widgetty/themes")
        try FileManager.default.createDirectory(at: themes, withIntermediateDirectories: true)
        let h = Self.hostile(&generator)
        try "summary: \(h.debugDescription)\n".write(to: themes.appendingPathComponent("ok.yaml"), atomically: true, encoding: .utf8)
        try "accent: \(h.debugDescription)\n".write(to: themes.appendingPathComponent("bad\(Self.hostile(&generator).filter { $0 != "/" }).yaml"),
                                                   atomically: true, encoding: .utf8)
        run(["themes"])
        run(["gallery"])
        #expect(ran >= 90)
        #expect(quoted >= 40, "most outputs quote the hostile text back (made safe): \(quoted) of \(ran)")
    }
}
