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
        let (configuration, found) = MainActor.assumeIsolated {
            HomeFileCheck.check(text, file: file, registry: WidgettyProgram.registry)
        }
        var problems = found
        var warnings: [HomeFileProblem] = []
        if let configuration {
            let resolver = SecretResolver(baseDirectory: url.deletingLastPathComponent().path)
            problems += SecretCheck.problems(in: configuration, file: file, resolver: resolver)
            problems.sort { ($0.location.line, $0.location.column) < ($1.location.line, $1.location.column) }
            warnings = LiteralSecretScan.warnings(in: configuration, file: file, mode: Self.permissions(of: url))
        }
        for problem in problems { print(problem) }
        // Warnings are worth reading but not failing a check for.
        for warning in warnings { print(warning) }
        // The problems are the output: exit 1 with nothing more to say.
        if !problems.isEmpty { throw ExitCode(1) }
    }

    /// The file's permission bits (0 when they cannot be read: no warning then).
    static func permissions(of url: URL) -> UInt32 {
        let attributes = try? FileManager.default.attributesOfItem(atPath: url.path)
        return (attributes?[.posixPermissions] as? NSNumber)?.uint32Value ?? 0
    }
}
