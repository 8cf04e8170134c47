import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// `widgetty render --color` of a script widget whose entry has a gradient background, as a
/// status line or a script runs it, at each colour depth a terminal may say it has.
@Suite struct GradientRenderTests {
    let directory: URL
    let script: URL

    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("widgetty-gradient-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        script = directory.appendingPathComponent("build-status.sh")
        let text = """
            #!/bin/sh
            echo '{"entries":[{"date":1,"lines":["Build #42","passing"],"background":{"gradient":["#102030","#4080c0"]}}]}'

            """
        // Close-on-exec: a process another test forks meanwhile must not keep the file open,
        // or running it fails with "Text file busy".
        let fd = open(script.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o755)
        guard fd >= 0 else { throw POSIXError(.EIO) }
        defer { close(fd) }
        let bytes = Array(text.utf8)
        guard bytes.withUnsafeBytes({ write(fd, $0.baseAddress, $0.count) }) == bytes.count else { throw POSIXError(.EIO) }
    }

    /// The real binary's `render --color` with `variables` set (and COLORTERM/NO_COLOR unset otherwise).
    private func render(_ variables: [String: String]) -> ProcessSpawn.Result {
        var environment = ProcessSpawn.testEnvironment
        for name in ["CONFIG", "CACHE", "DATA", "RUNTIME"] {
            environment["XDG_\(name)_HOME"] = directory.appendingPathComponent(name.lowercased()).path
        }
        environment["XDG_RUNTIME_DIR"] = directory.appendingPathComponent("run").path
        environment.merge(variables) { $1 }
        return ProcessSpawn.run(
            [ProcessSpawn.widgettyBinary, "render", "script", "--param", "path=\(script.path)", "--width", "40", "--height", "8", "--color"],
            environment: environment, directory: directory)
    }

    /// The background colours SGR sequences set in `output`, as written: `48;2;R;G;B`,
    /// `48;5;N`, or an ANSI code (`4N`, `10N`).
    static func backgrounds(in output: String) -> Set<String> {
        var found: Set<String> = []
        for piece in output.components(separatedBy: "\u{1B}[").dropFirst() {
            guard let end = piece.firstIndex(of: "m") else { continue }
            let parameters = piece[..<end].split(separator: ";").map(String.init)
            var index = 0
            while index < parameters.count {
                let code = parameters[index]
                if code == "38" || code == "48" {
                    let count = parameters.count > index + 1 && parameters[index + 1] == "2" ? 5 : 3
                    if code == "48" { found.insert(parameters[index..<min(parameters.count, index + count)].joined(separator: ";")) }
                    index += count
                    continue
                }
                if let number = Int(code), (40...47).contains(number) || (100...107).contains(number) { found.insert(code) }
                index += 1
            }
        }
        return found
    }

    /// The text with every SGR sequence taken out.
    static func text(of output: String) -> String {
        var text = ""
        var rest = Substring(output)
        while let start = rest.range(of: "\u{1B}[") {
            text += rest[..<start.lowerBound]
            rest = rest[start.upperBound...]
            if let end = rest.firstIndex(of: "m") { rest = rest[rest.index(after: end)...] }
        }
        return text + rest
    }

    @Test func renderColorDrawsAGradientBackgroundCellByCellAtEachColourDepth() {
        let trueColor = render(["TERM": "xterm-256color", "COLORTERM": "truecolor"])
        #expect(trueColor.exitCode == 0, "\(trueColor.error)")
        let full = Self.backgrounds(in: trueColor.output)
        #expect(full.count > 10 && full.allSatisfy { $0.hasPrefix("48;2;") }, "\(full.sorted())")
        // The first cell is near #102030 (top-leading), the last near #4080c0 (bottom-trailing).
        let sequences = trueColor.output.components(separatedBy: "48;2;").dropFirst().map { $0.split(separator: "m")[0] }
        let first = sequences.first.map { $0.split(separator: ";").compactMap { Int($0) } } ?? []
        let last = sequences.last.map { $0.split(separator: ";").compactMap { Int($0) } } ?? []
        #expect(first.count == 3 && zip(first, [0x10, 0x20, 0x30]).allSatisfy { abs($0 - $1) <= 8 }, "\(first)")
        #expect(last.count == 3 && zip(last, [0x40, 0x80, 0xc0]).allSatisfy { abs($0 - $1) <= 8 }, "\(last)")
        let lines = Self.text(of: trueColor.output).components(separatedBy: "\n")
        #expect(lines.count == 8 && lines[0].hasPrefix("Build #42") && lines[1].hasPrefix("passing"), "\(lines)")

        let palette = render(["TERM": "xterm-256color"])
        let reduced = Self.backgrounds(in: palette.output)
        #expect(palette.exitCode == 0 && reduced.allSatisfy { $0.hasPrefix("48;5;") }, "\(reduced.sorted())")
        #expect(reduced.count > 1 && reduced.count < full.count)
        #expect(Self.text(of: palette.output) == Self.text(of: trueColor.output))

        let ansi = render(["TERM": "xterm"])
        let sixteen = Self.backgrounds(in: ansi.output)
        #expect(ansi.exitCode == 0 && !sixteen.isEmpty && sixteen.count <= reduced.count, "\(sixteen.sorted())")
        #expect(sixteen.allSatisfy { !$0.hasPrefix("48;") }, "only the 16 colours' own codes")
        #expect(Self.text(of: ansi.output) == Self.text(of: trueColor.output))

        let noColor = render(["TERM": "xterm-256color", "COLORTERM": "truecolor", "NO_COLOR": "1"])
        #expect(noColor.exitCode == 0 && !noColor.output.contains("\u{1B}"), "no escapes without colour")
        #expect(noColor.output == "Build #42\npassing\n")
    }

    /// The same gradient on a real terminal: the preview in tmux, its pane captured with the
    /// escapes tmux keeps for each cell (`capture-pane -e`). Under a terminal with direct colour
    /// (`xterm-direct`, from `ncurses-term`, which `make deps` installs) the cells' backgrounds are
    /// 24-bit and differ across the widget; at 16 colours and with `NO_COLOR` the text still reads.
    @Test(.enabled(if: ProcessSpawn.tmuxAvailable && FileManager.default.fileExists(atPath: "/usr/share/terminfo/x/xterm-direct")))
    func aGradientCellInTmuxHasManyBackgroundsAndReadsAtEveryDepth() async throws {
        let args = ["preview", "script", "--param", "path=\(script.path)"]
        // tmux gives its panes its own TERM: the app is started through env to be told another.
        let truecolor = try await TmuxSession.start(
            program: "/usr/bin/env", args: ["TERM=xterm-direct", "COLORTERM=truecolor", ProcessSpawn.widgettyBinary] + args)
        defer { truecolor.close() }
        try await truecolor.waitFor(text: "Build #42", timeout: .seconds(10))
        let deep = Self.backgrounds(in: truecolor.capture(escapes: true).joined(separator: "\n")).filter { $0.hasPrefix("48;2;") }
        #expect(deep.count > 3, "a 24-bit background per part of the gradient: \(deep.sorted())")
        truecolor.sendKeys("q")

        let sixteen = try await TmuxSession.start(program: "/usr/bin/env", args: ["TERM=xterm", ProcessSpawn.widgettyBinary] + args)
        defer { sixteen.close() }
        try await sixteen.waitFor(text: "Build #42", timeout: .seconds(10))
        let few = Self.backgrounds(in: sixteen.capture(escapes: true).joined(separator: "\n"))
        #expect(!few.contains { $0.hasPrefix("48;2;") }, "no 24-bit colour at 16 colours: \(few.sorted())")
        sixteen.sendKeys("q")

        let plain = try await TmuxSession.start(args: args, environment: ["NO_COLOR": "1"])
        defer { plain.close() }
        let screen = try await plain.waitFor(text: "passing", timeout: .seconds(10))
        #expect(screen.contains { $0.contains("Build #42") })
        #expect(Self.backgrounds(in: plain.capture(escapes: true).joined(separator: "\n")).isEmpty, "no colour at all")
        plain.sendKeys("q")
    }
}
