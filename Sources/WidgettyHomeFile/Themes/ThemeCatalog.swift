import Foundation
import WidgettyFiles
import WidgettyScreen

/// Where `theme:` names are looked up: the built-in themes, then `NAME.yaml` in the user's
/// themes folder (`$XDG_CONFIG_HOME/widgetty/themes`), read bounded (never blocking on a FIFO,
/// refusing devices and anything past ``fileLimit``).
public struct ThemeCatalog: Sendable {
    /// The folder of the user's theme files; nil for the built-in themes only.
    public var directory: URL?

    /// A theme file is a screenful of colours: 64 KiB is far more.
    public static let fileLimit = 64 * 1024

    public init(directory: URL?) { self.directory = directory }

    /// The theme `name` names, or the problems that keep it from being used: an unknown name
    /// (reported at `location`, where `theme:` is written), a file that cannot be read, or the
    /// file's own problems at its `path:line:column`.
    public func theme(named name: String, at location: SourceLocation) -> Result<Theme, ThemeProblems> {
        if let builtin = BuiltinThemes.named(name) { return .success(builtin) }
        guard Self.isFileName(name) else {
            let message = "a theme name is a built-in theme or a file name without a folder, found '\(name)'"
            return .failure(ThemeProblems([HomeFileProblem(message, at: location)]))
        }
        guard let directory else { return .failure(ThemeProblems([unknown(name, at: location)])) }
        let url = directory.appendingPathComponent(name + ".yaml")
        switch BoundedFile.readText(url.path, limit: Self.fileLimit) {
        case .success(let text):
            return ThemeFileParser.parse(text, name: name, file: url.path)
        case .failure(let error):
            if case .system(errno: ENOENT) = error.reason { return .failure(ThemeProblems([unknown(name, at: location)])) }
            return .failure(ThemeProblems([HomeFileProblem("theme '\(name)': \(error)", at: location)]))
        }
    }

    /// Every theme `widgetty themes` lists: the built-in ones, then the folder's files by name
    /// (those that do not read come with their problems).
    public func allThemes() -> [(name: String, result: Result<Theme, ThemeProblems>)] {
        var listed: [(name: String, result: Result<Theme, ThemeProblems>)] = BuiltinThemes.all.map { ($0.name, .success($0)) }
        guard let directory, let files = try? FileManager.default.contentsOfDirectory(atPath: directory.path) else { return listed }
        let nowhere = SourceLocation(file: directory.path, line: 1, column: 1)
        for file in files.sorted() where file.hasSuffix(".yaml") {
            let name = String(file.dropLast(5))
            guard Self.isFileName(name), BuiltinThemes.named(name) == nil else { continue }
            listed.append((name, theme(named: name, at: nowhere)))
        }
        return listed
    }

    private func unknown(_ name: String, at location: SourceLocation) -> HomeFileProblem {
        let file = directory.map { "; or a file \($0.appendingPathComponent(name + ".yaml").path)" } ?? ""
        return HomeFileProblem("unknown theme '\(name)' (built in: \(ThemeFileParser.builtinNames)\(file))", at: location)
    }

    /// Letters, digits, `-`, `_` and `.`, not starting with a dot: a name that stays in the folder.
    static func isFileName(_ name: String) -> Bool {
        !name.isEmpty && !name.hasPrefix(".") && name.count <= 100
            && name.unicodeScalars.allSatisfy { $0.isASCII && (CharacterSet.alphanumerics.contains($0) || "-_.".unicodeScalars.contains($0)) }
    }
}

/// Why a theme cannot be used: each problem at its `file:line:column`.
public struct ThemeProblems: Error, Hashable, Sendable {
    public var problems: [HomeFileProblem]
    public init(_ problems: [HomeFileProblem]) { self.problems = problems }
}
