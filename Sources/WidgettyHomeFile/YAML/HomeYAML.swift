import Yams

/// The one way text of the home file (or a value written for it) becomes YAML nodes: the parser,
/// the checker, the editor's outline and the writer's round trips all compose through
/// ``compose(_:file:)``, so no home file can make any of them blow up.
///
/// Yams composes an alias as the very node its anchor names (shared, not copied), so composing a
/// "billion laughs" is itself cheap; but whoever walks the result (reading parameters, rewriting
/// a list, comparing mapping keys, which Yams does while composing when a key is an alias) walks
/// every expansion. So the text is first measured with ``YAMLExpansionScan`` (one pass over
/// libyaml's events) and refused, before Yams composes it, when its aliases would add more than
/// ``aliasedNodeLimit`` nodes or its collections would nest deeper than ``depthLimit``.
enum HomeYAML {
    /// Aliases may add at most 100,000 nodes (scalars, lists, mappings) to what the text itself
    /// writes. A real home file shares a few parameters or lists by alias and adds hundreds; the
    /// nodes the text writes itself cost what reading the text costs and are not counted.
    static let aliasedNodeLimit = 100_000
    /// Lists and mappings may enclose one another at most 64 deep, aliases expanded. A home file
    /// needs about 7 (pages, a page, its widgets, a stack, its widgets, a widget, its params, a
    /// list value); the limit keeps every recursive walk of the nodes far from the stack's end.
    static let depthLimit = 64

    /// The text's document (nil when it has none), or the first problem: a limit crossed, or
    /// what makes it not YAML, at its `file:line:column`.
    static func compose(_ text: String, file: String) throws(HomeFileProblem) -> Node? {
        let scan = YAMLExpansionScan(aliasedNodeLimit: aliasedNodeLimit, depthLimit: depthLimit)
        switch scan.firstExcess(in: text) {
        case .aliasedNodes(let line, let column)?:
            throw HomeFileProblem(
                "too many nodes after expanding aliases (limit \(aliasedNodeLimit))",
                at: SourceLocation(file: file, line: line, column: column))
        case .depth(let line, let column)?:
            throw HomeFileProblem("nested too deeply (limit \(depthLimit))", at: SourceLocation(file: file, line: line, column: column))
        case nil:
            break
        }
        do {
            return try Yams.compose(yaml: text)
        } catch let error as YamlError {
            throw problem(from: error, file: file)
        } catch {
            throw HomeFileProblem("\(error)", at: SourceLocation(file: file, line: 1, column: 1))
        }
    }

    private static func problem(from error: YamlError, file: String) -> HomeFileProblem {
        switch error {
        case .scanner(let context, let problem, let mark, _), .parser(let context, let problem, let mark, _):
            let detail = context.map { "\(problem) \($0.text)" } ?? problem
            return HomeFileProblem("not valid YAML: \(detail)", at: SourceLocation(file: file, line: mark.line, column: mark.column))
        default:
            return HomeFileProblem("not valid YAML: \(error)", at: SourceLocation(file: file, line: 1, column: 1))
        }
    }
}
