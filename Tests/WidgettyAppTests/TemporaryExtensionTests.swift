import Testing
@testable import WidgettyApp

/// `widgetty --extension-binary PATH COMMAND …`: the option is taken off the front of the command
/// line (and only there), and a program that is none is refused before anything runs.
@MainActor @Suite struct TemporaryExtensionTests {
    @Test func theOptionIsTakenOffTheFrontOnly() throws {
        var arguments = ["--extension-binary", "/tmp/MyWidgets", "render", "note", "--family", "small"]
        #expect(try TemporaryExtension.take(from: &arguments) == "/tmp/MyWidgets")
        #expect(arguments == ["render", "note", "--family", "small"])
        var plain = ["render", "--extension-binary", "/tmp/MyWidgets"]
        #expect(try TemporaryExtension.take(from: &plain) == nil)
        #expect(plain == ["render", "--extension-binary", "/tmp/MyWidgets"], "elsewhere it is the command's to refuse")
        var none: [String] = []
        #expect(try TemporaryExtension.take(from: &none) == nil)
    }

    @Test func withoutAProgramItIsRefused() {
        for given in [["--extension-binary"], ["--extension-binary", ""]] {
            var arguments = given
            #expect(throws: CommandFailure.self) { try TemporaryExtension.take(from: &arguments) }
        }
        #expect(throws: CommandFailure.self) { try TemporaryExtension.serve("/nonexistent/MyWidgets") }
        #expect(TemporaryExtension.current == nil)
    }
}
