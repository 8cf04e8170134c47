import WidgettyHomeFile
import ArgumentParser
import Dispatch
import Foundation
import WidgettyHost

/// `widgetty check`: every problem in the home file as `file:line:column: message` (secret
/// references that do not resolve and stored entities their queries no longer know included),
/// then warnings (no widget at all, a literal token in a file others can read); exit 1 if any problem.
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
                let (configuration, found) = HomeFileCheck.check(text, file: file, registry: registry, themes: .user)
                var problems = found
                var warnings: [HomeFileProblem] = []
                if let configuration {
                    let resolver = SecretResolver(baseDirectory: url.deletingLastPathComponent().path)
                    problems += SecretCheck.problems(in: configuration, file: file, resolver: resolver)
                    // Entity queries are widget code: asked only of widgets without other problems.
                    problems += await HomeEntityCheck.problems(in: configuration, file: file, registry: registry)
                    warnings = EmptyHomeCheck.warnings(in: configuration, file: file)
                        + LiteralSecretScan.warnings(in: configuration, file: file, mode: Self.permissions(of: url))
                }
                problems.sort { ($0.location.line, $0.location.column) < ($1.location.line, $1.location.column) }
                for problem in problems { Console.write("\(problem)") }
                // Warnings are worth reading but not failing a check for.
                for warning in warnings { Console.write("\(warning)") }
                // The problems are the output (exit flushes it): exit 1 with nothing more to say.
                Glibc.exit(problems.isEmpty ? 0 : 1)
            }
        }
        dispatchMain()
    }

    /// The file's permission bits (0 when they cannot be read: no warning then).
    static func permissions(of url: URL) -> UInt32 {
        let attributes = try? FileManager.default.attributesOfItem(atPath: url.path)
        return (attributes?[.posixPermissions] as? NSNumber)?.uint32Value ?? 0
    }
}
