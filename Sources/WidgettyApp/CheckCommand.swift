import WidgettyHomeFile
import ArgumentParser
import Dispatch
import Foundation
import WidgettyHost

/// `widgetty check`: every problem in the home file as `file:line:column: message`, stored entities
/// their queries no longer know included; exit 1 if any.
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
        MainActor.assumeIsolated {
            _ = Task { @MainActor in
                let registry = WidgettyProgram.registry
                let (configuration, found) = HomeFileCheck.check(text, file: file, registry: registry)
                var problems = found
                if let configuration {
                    // Entity queries are widget code: asked only of widgets without other problems.
                    problems += await HomeEntityCheck.problems(in: configuration, file: file, registry: registry)
                }
                problems.sort { ($0.location.line, $0.location.column) < ($1.location.line, $1.location.column) }
                for problem in problems { print(problem) }
                // The problems are the output (exit flushes it): exit 1 with nothing more to say.
                Glibc.exit(problems.isEmpty ? 0 : 1)
            }
        }
        dispatchMain()
    }
}
