import Foundation
import Testing

/// The saves both dev-loop tests make to the view of a package from `widgetty new` (its headline
/// line), each as an editor saves (a new file renamed over the old), and what each waits for on
/// the screen: a change shown, a syntax error listed at its place over the last good build, the
/// fix clearing it.
struct DevLoopEdits {
    let package: URL
    let name: String
    static let headline = "Text(entry.greeting).font(.headline)"

    var widget: URL { package.appendingPathComponent("Sources/\(name)/\(name)Widget.swift") }

    /// The view as `widgetty new` wrote it.
    func original() throws -> String {
        let text = try String(contentsOf: widget, encoding: .utf8)
        #expect(text.contains(Self.headline))
        return text
    }

    /// The view with the greeting written after `prefix`.
    func prefixed(_ prefix: String, _ original: String) -> String {
        original.replacingOccurrences(of: Self.headline, with: #"Text(""# + prefix + #" " + entry.greeting).font(.headline)"#)
    }

    /// The view with a syntax error, and its place (`Sources/NAME/NAMEWidget.swift:LINE:`).
    func broken(_ original: String) throws -> (text: String, place: String) {
        let text = original.replacingOccurrences(of: Self.headline, with: #"Text("Broken " + ).font(.headline)"#)
        let line = try #require(text.components(separatedBy: "\n").firstIndex { $0.contains("Broken") }) + 1
        return (text, "Sources/\(name)/\(name)Widget.swift:\(line):")
    }

    /// Saves `prefix` before the greeting and waits until "PREFIX Hello" shows; the time it took.
    func change(to prefix: String, _ original: String, in tmux: TmuxSession) async throws -> Duration {
        let saved = ContinuousClock.now
        try prefixed(prefix, original).write(to: widget, atomically: true, encoding: .utf8)
        try await tmux.waitFor(text: "\(prefix) Hello", timeout: .seconds(300))
        return ContinuousClock.now - saved
    }

    /// Saves a syntax error and waits until it is listed at its place, file:line:column, with
    /// `kept` (the last good build) still shown.
    func breakTheBuild(_ original: String, keeping kept: String, in tmux: TmuxSession) async throws {
        let (text, place) = try broken(original)
        try text.write(to: widget, atomically: true, encoding: .utf8)
        let failed = try await tmux.waitFor("the error at \(place)", timeout: .seconds(300)) { lines in
            lines.contains { $0.contains("\(name) did not build") } && lines.contains { $0.contains(place) && $0.contains("error:") }
        }
        let listed = try #require(failed.first { $0.contains(place) })
        #expect(listed.range(of: #"Widget\.swift:[0-9]+:[0-9]+: error: "#, options: .regularExpression) != nil, "\(listed)")
        #expect(failed.contains { $0.contains(kept) }, "the last good build stays:\n\(failed.joined(separator: "\n"))")
    }

    /// Saves `prefix` before the greeting again and waits until it shows with the banner gone.
    func fix(to prefix: String, _ original: String, in tmux: TmuxSession) async throws {
        try prefixed(prefix, original).write(to: widget, atomically: true, encoding: .utf8)
        try await tmux.waitFor("the fixed build, the banner gone", timeout: .seconds(300)) { lines in
            lines.contains { $0.contains("\(prefix) Hello") } && !lines.contains { $0.contains("did not build") }
        }
    }
}
