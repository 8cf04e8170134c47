import Testing
import WidgettyHost

@testable import WidgettyApp

/// `widgetty dev` reads `swift build`'s output into the errors it lists at their places.
struct CompilerOutputTests {
    private let failedBuild = """
        Building for debugging...
        [0/3] Write sources
        \u{1B}[1m/tmp/Demo/Sources/Demo/DemoWidget.swift:47:51: \u{1B}[31merror: \u{1B}[0m\u{1B}[1mexpected ',' separator\u{1B}[0m
        45 |                 default:
        46 |                     VStack(alignment: .leading) {
        47 |                         Text(entry.date, style: .time
           |                                                   `- error: expected ',' separator
        /tmp/Demo/Sources/Demo/DemoWidget.swift:47:51: error: expected ',' separator
        /tmp/Demo/Sources/Demo/DemoWidget.swift:12:9: warning: variable 'x' was never used
        /tmp/Demo/Sources/Demo/DemoWidget.swift:12:9: note: consider replacing it with '_'
        /tmp/my:odd dir/Sources/Demo/Other.swift:3:1: error: cannot find 'foo' in scope
        error: emit-module command failed with exit code 1 (use -v to see invocation)
        error: fatalError
        """

    @Test func errorsAndWarningsAtTheirPlacesOnceEachWithoutColour() {
        let diagnostics = CompilerOutput.diagnostics(in: failedBuild)
        #expect(diagnostics.map { $0.text(relativeTo: "/tmp/Demo") } == [
            "Sources/Demo/DemoWidget.swift:47:51: error: expected ',' separator",
            "Sources/Demo/DemoWidget.swift:12:9: warning: variable 'x' was never used",
            "/tmp/my:odd dir/Sources/Demo/Other.swift:3:1: error: cannot find 'foo' in scope",
        ])
        #expect(diagnostics[0].line == 47 && diagnostics[0].column == 51 && diagnostics[0].severity == .error)
    }

    @Test func anErrorWithoutAPlaceIsKeptOnlyWhenNoneHasOne() {
        let linker = """
            /tmp/Demo/Sources/Demo/A.swift:1:1: warning: something
            error: link command failed with exit code 1 (use -v to see invocation)
            error: undefined reference to 'main'
            """
        #expect(CompilerOutput.diagnostics(in: linker).map { $0.text() } == [
            "error: undefined reference to 'main'", "/tmp/Demo/Sources/Demo/A.swift:1:1: warning: something",
        ])
    }

    @Test func escapesAreRemovedWholly() {
        #expect(CompilerOutput.withoutEscapes("\u{1B}[1;31mred\u{1B}[0m plain") == "red plain")
        #expect(CompilerOutput.withoutEscapes("no escapes") == "no escapes")
    }
}
