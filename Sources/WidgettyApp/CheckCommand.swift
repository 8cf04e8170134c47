import WidgettyHomeFile
import ArgumentParser
import Foundation
import WidgettyHost

/// `widgetty check`: every problem in the home file as `file:line:column: message`; exit 1 if any.
struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Check the home file and print every problem with its location.")

    @OptionGroup var home: HomeFileOptions

    func run() throws {
        let url: URL
        do {
            url = try HomeFileLocation.resolve(home.path, createDefault: false)
        } catch {
            throw CommandFailure("\(error)", status: 2)
        }
        let file = home.path ?? url.path
        let text: String
        switch HomeFileText.read(url, name: file) {
        case .success(let read): text = read
        case .failure(let error): throw CommandFailure(error.description, status: 2)
        }
        let problems = MainActor.assumeIsolated {
            HomeFileCheck.check(text, file: file, registry: WidgettyProgram.registry, themes: .user).1
        }
        for problem in problems { print(problem) }
        // The problems are the output: exit 1 with nothing more to say.
        if !problems.isEmpty { throw ExitCode(1) }
    }
}
