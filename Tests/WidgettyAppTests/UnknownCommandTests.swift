import Testing
@testable import WidgettyApp

/// A first word that names no command is said to be one, with the commands listed.
@Suite struct UnknownCommandTests {
    @Test func anUnknownFirstWordListsTheCommands() throws {
        let message = try #require(UnknownCommand.message(for: ["frobnicate"]))
        #expect(message.hasPrefix("widgetty: unknown command 'frobnicate'"))
        for name in ["home", "check", "edit", "render", "gallery", "todo", "themes"] { #expect(message.contains(name)) }
        #expect(!message.contains("Usage: widgetty home"))
    }

    @Test func commandsOptionsAndNothingAreNotUnknown() {
        for arguments in [[], ["check"], ["home", "--no-color"], ["--config", "x.yaml"], ["help"], ["--version"], ["todo", "add", "x"]] {
            #expect(UnknownCommand.message(for: arguments) == nil, "\(arguments)")
        }
    }
}
