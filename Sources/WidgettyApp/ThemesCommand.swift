import ArgumentParser
import Foundation
import WidgettyHomeFile
import WidgettyScreen
import WidgettyTerminal

#if canImport(Glibc)
    import Glibc
#endif

/// `widgetty themes`: every theme `theme:` can name, with a preview line each (in colour when
/// stdout is a terminal and colour is allowed) and the files that do not read with their problems.
struct Themes: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "List the themes the home file's `theme:` can name, with a preview of each.")

    func run() throws {
        let environment = ProcessInfo.processInfo.environment
        let colorDepth: ColorDepth? =
            isatty(STDOUT_FILENO) == 1 && (environment["NO_COLOR"] ?? "").isEmpty ? MainActor.assumeIsolated { RenderRun.colorDepth(environment) } : nil
        let catalog = ThemeCatalog.user
        let listing = Self.listing(catalog.allThemes(), colorDepth: colorDepth)
        // In colour the previews' escapes are ours; the names, summaries and problems in between
        // were made safe as the listing was written.
        if colorDepth == nil { Console.write(listing, terminator: "") } else { Console.writeStyled(listing) }
        Console.write("Write `theme: NAME` in the home file; your own go in \(catalog.directory?.path ?? "the themes folder")/NAME.yaml.")
    }

    /// The listing: per theme and palette, its name, appearance, preview and summary; then the
    /// problems of theme files that do not read. Plain text when `colorDepth` is nil.
    static func listing(_ themes: [(name: String, result: Result<Theme, ThemeProblems>)], colorDepth: ColorDepth?) -> String {
        let nameWidth = themes.map(\.name.count).max() ?? 0
        var out = ""
        var problems: [HomeFileProblem] = []
        for (name, result) in themes {
            guard case .success(let theme) = result else {
                if case .failure(let found) = result { problems += found.problems }
                continue
            }
            for (index, palette) in theme.palettes.enumerated() {
                let label = ConsoleText.safe(index == 0 ? name : "").padding(toLength: nameWidth, withPad: " ", startingAt: 0)
                let appearance = palette.appearance.rawValue.padding(toLength: 5, withPad: " ", startingAt: 0)
                let preview = ThemePreview.line(palette)
                let shown = colorDepth.map { ANSIText.render(preview, colorDepth: $0) } ?? preview.lines[0]
                out += "\(label)  \(appearance)  \(shown)  \(ConsoleText.safe(index == 0 ? theme.summary : ""))\n"
            }
        }
        for problem in problems { out += ConsoleText.safe("\(problem)") + "\n" }
        return out
    }
}
