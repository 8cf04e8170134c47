import Foundation
import Testing

/// Emoji sequences are never cut, in `widgetty render` and on the tmux screen: a family, a flag,
/// a skin tone, a keycap and VS16 in a widget title, a to-do item and a script widget's lines,
/// truncated with `…` and not, stay whole and two columns wide.
@Suite(.serialized) struct GraphemeClusterEndToEndTests {
    static let family = "👨‍👩‍👧‍👦", clusters = ["👨‍👩‍👧‍👦", "🇩🇪", "👍🏽", "1️⃣", "☺️", "🧑🏻‍💻"]
    /// What tmux 3.3 keeps of a cell (21 bytes) and draws two columns wide: a three-person family
    /// and a flag.
    static let screenClusters = ["👨‍👩‍👧", "🇩🇪"]

    let directory: URL
    let environment: [String: String]

    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("widgetty-graphemes-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        environment = ProcessSpawn.isolatedEnvironment(in: directory)
    }

    /// Whether every first scalar of a cluster in `text` starts the whole cluster.
    static func keepsWhole(_ text: String, _ clusters: [String] = clusters) -> Bool {
        clusters.allSatisfy { cluster in
            let first = String(cluster.unicodeScalars.first!)
            let whole = text.components(separatedBy: cluster).count - 1
            let starts = text.unicodeScalars.filter { String($0) == first }.count
            return whole == starts
        }
    }

    func script(lines: [String]) throws -> URL {
        let json = try JSONSerialization.data(withJSONObject: ["entries": [["date": 1_795_356_000, "lines": lines]]])
        let url = directory.appendingPathComponent("lines.sh")
        try ("#!/bin/sh\ncat <<'EOF'\n" + String(decoding: json, as: UTF8.self) + "\nEOF\n").write(to: url, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.path)
        return url
    }

    private func render(_ arguments: [String]) -> String {
        let result = ProcessSpawn.run([ProcessSpawn.widgettyBinary, "render"] + arguments, environment: environment, directory: directory)
        #expect(result.exitCode == 0, "\(result.error)")
        return result.output
    }

    @Test func renderKeepsEveryClusterWholeTruncatedOrNot() throws {
        let short = Self.clusters.joined(separator: " ")
        let long = String(repeating: Self.family, count: 30) + " " + String(repeating: "👍🏽1️⃣", count: 30)
        let path = try script(lines: [short, long, "x" + Self.family + "y"]).path
        for width in ["26", "27", "40"] {
            let output = render(["script", "--param", "path=\(path)", "--width", width, "--height", "6"])
            #expect(output.contains(short) || width != "40", "\(output)")
            #expect(output.contains("x" + Self.family + "y"), "\(output)")
            #expect(output.contains("…"), "the long line is truncated: \(output)")
            #expect(Self.keepsWhole(output), "\(output)")
        }
        let todo = directory.appendingPathComponent("todo.txt")
        try "Call \(Self.family) and 🇩🇪 friends\n\(String(repeating: "☺️", count: 40))\n".write(to: todo, atomically: true, encoding: .utf8)
        for family in ["small", "medium", "large"] {
            let output = render(["todo", "--family", family, "--param", "file=\(todo.path)"])
            #expect(output.contains(Self.family) && output.contains("🇩🇪"), "\(output)")
            #expect(Self.keepsWhole(output), "\(output)")
        }
    }

    @Test(.enabled(if: ProcessSpawn.tmuxAvailable, "tmux is not installed"))
    func theScreenShowsClustersWholeWithTheBordersInLine() async throws {
        let path = try script(lines: [Self.screenClusters.joined(separator: " ") + " ok", String(repeating: "👨‍👩‍👧", count: 30)]).path
        let todo = directory.appendingPathComponent("todo.txt")
        try "Visit 🇩🇪 with 👨‍👩‍👧\n".write(to: todo, atomically: true, encoding: .utf8)
        let home = """
            widgets:
              - kind: script
                title: "👨‍👩‍👧 Family 🇩🇪"
                params: { path: \(path) }
              - kind: todo
                params: { file: \(todo.path) }

            """
        let tmux = try await TmuxSession.start(width: 100, height: 30) { session in
            try FileManager.default.createDirectory(at: session.homeFile.deletingLastPathComponent(), withIntermediateDirectories: true)
            try home.write(to: session.homeFile, atomically: true, encoding: .utf8)
        }
        defer { tmux.close() }
        let screen = try await tmux.waitFor("the clusters") { screen in
            screen.contains { $0.contains("🇩🇪 ok") } && screen.contains { $0.contains("Visit 🇩🇪") }
                && screen.contains { $0.contains("👨‍👩‍👧 Family") }
        }
        let text = screen.joined(separator: "\n")
        #expect(Self.keepsWhole(text, Self.screenClusters), "\(text)")
        // A row with a cluster has its borders where rows without one have theirs: each cluster
        // took two columns.
        func borderColumns(_ line: String) -> [Int] {
            var column = 0, found: [Int] = []
            for character in line {
                if "│┃".contains(character) { found.append(column) }
                column += Self.screenClusters.contains(String(character)) ? 2 : 1
            }
            return found
        }
        let plain = Set(screen.filter { line in !Self.screenClusters.contains { line.contains($0) } }.flatMap(borderColumns))
        for line in screen where Self.screenClusters.contains(where: { line.contains($0) }) {
            #expect(Set(borderColumns(line)).isSubset(of: plain), "\(line) — borders at \(plain.sorted())")
        }
        tmux.sendKeys("q")
    }
}
