import Foundation
import Testing

/// What an author's binary carries: the fixture bundle (Tests/ExtensionFixture, a `@main`
/// WidgetBundle depending on the `Widgetty` product alone, as a widget package does) is linked
/// from every object of that product's dependency closure, so its symbol table names every
/// module the closure holds. It must hold the kit, the views, the store and the extension
/// server, and never the program (WidgettyApp), the home screen (WidgettyHost, its extension
/// side WidgettyExtensionHost), the terminal backend (WidgettyNcurses, ncurses itself) or the
/// built-in widgets: `swift run` hands the bundle to the installed `widgetty` instead.
@Suite struct AuthorBinaryLinkTests {
    /// Swift modules as their names appear in mangled symbols (`$s11WidgettyApp…`).
    static func mangled(_ module: String) -> String { "\(module.utf8.count)\(module)" }

    @Test func anAuthorsBinaryLinksTheKitViewsAndStoreButNoHostNcursesOrBuiltins() throws {
        let fixture = ExtensionProcessTests.fixture
        #expect(FileManager.default.isExecutableFile(atPath: fixture), "\(fixture)")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["nm", fixture]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "nm \(fixture) failed: install binutils")
        let symbols = String(decoding: data, as: UTF8.self).split(separator: "\n").map { $0.split(separator: " ").last.map(String.init) ?? "" }

        for module in ["WidgettyKit", "WidgettyUI", "WidgettyStore", "WidgettyExtension"] {
            #expect(symbols.contains { $0.contains(Self.mangled(module)) }, "the bundle links \(module)")
        }
        for module in ["WidgettyApp", "WidgettyHost", "WidgettyExtensionHost", "WidgettyNcurses", "WidgettyBuiltins", "WidgettyPreview"] {
            let found = symbols.filter { $0.contains(Self.mangled(module)) }
            #expect(found.isEmpty, "an author's binary links \(module): \(found.count) symbols, such as \(found.prefix(3))")
        }
        // ncurses' own functions, defined or wanted.
        let curses: Set<String> = ["initscr", "newterm", "doupdate", "wnoutrefresh", "endwin", "setupterm"]
        let cursed = symbols.filter(curses.contains)
        #expect(cursed.isEmpty, "an author's binary calls ncurses: \(cursed)")
    }
}
