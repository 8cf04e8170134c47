import Yams

/// YAML composed for a home file, refused when it means more than a home file can: a file of a
/// few hundred bytes whose aliases expand to millions of nodes (an alias bomb), or nesting past
/// ``maximumDepth``. Every compose of home-file text goes through it — the parser (so `check`,
/// the running screen's reload and a save), the text editor, a value typed on the command line —
/// so none of them walks an expansion; the check itself visits each distinct node once.
enum GuardedYAML {
    /// The most nodes a home file may stand for with its aliases followed: far more than any
    /// screen of widgets needs (a widget is a handful), and walked in a few milliseconds.
    static let maximumNodes = 100_000
    /// The deepest nesting a home file may have (a widget's parameter lists are three levels down).
    static let maximumDepth = 64

    /// Why the text was refused: a message and where, as a ``HomeFileProblem`` needs.
    struct Refusal: Error {
        var message: String
        var line: Int
        var column: Int
    }

    /// The composed text (nil for an empty document), or why it is refused. Errors of the YAML
    /// itself are Yams' as usual.
    static func compose(_ text: String) throws -> Node? {
        guard let root = try Yams.compose(yaml: text) else { return nil }
        var measure = ExpandedSize()
        if let refusal = measure.check(root) { throw refusal }
        return root
    }

    /// Sizes and depths of the composed tree with aliases followed, each distinct collection node
    /// measured once: an alias is the node it names, at that node's own place in the text.
    private struct ExpandedSize {
        struct Key: Hashable {
            var line: Int, column: Int, kind: Int
        }
        var sizes: [Key: (nodes: Int, depth: Int)] = [:]

        mutating func check(_ root: Node) -> Refusal? {
            let (nodes, depth) = measure(root)
            if depth > maximumDepth {
                let at = deepest(root, limit: maximumDepth)
                return Refusal(message: "nested too deeply (limit \(maximumDepth))", line: at.line, column: at.column)
            }
            if nodes > maximumNodes {
                let at = crossing(root, budget: maximumNodes)
                return Refusal(
                    message: "too many nodes after expanding aliases (limit \(maximumNodes))", line: at.line, column: at.column)
            }
            return nil
        }

        /// Nodes (saturating just past the limit) and depth below and including `node`.
        mutating func measure(_ node: Node) -> (nodes: Int, depth: Int) {
            let children = Self.children(of: node)
            guard !children.isEmpty, let key = Self.key(of: node) else { return (1, 1) }
            if let known = sizes[key] { return known }
            var nodes = 1, depth = 1
            for child in children {
                let (childNodes, childDepth) = measure(child)
                nodes = min(nodes + childNodes, maximumNodes + 1)
                depth = max(depth, min(childDepth + 1, maximumDepth + 1))
            }
            sizes[key] = (nodes, depth)
            return (nodes, depth)
        }

        /// Where the walk in document order passes `budget` nodes: the first node whose own
        /// expansion does, or the place (a key, an item) that brings the count over it.
        mutating func crossing(_ node: Node, budget: Int) -> (line: Int, column: Int) {
            var used = 1
            for (child, place) in Self.placedChildren(of: node) {
                let size = measure(child).nodes
                if used + size > budget {
                    // A child past the budget on its own holds the crossing; else this is it.
                    if size > budget - 1, !Self.children(of: child).isEmpty, place == nil {
                        return crossing(child, budget: budget - used)
                    }
                    return place ?? Self.position(of: child)
                }
                used += size
            }
            return Self.position(of: node)
        }

        /// The first node found nested deeper than `limit`.
        mutating func deepest(_ node: Node, limit: Int) -> (line: Int, column: Int) {
            for child in Self.children(of: node) where measure(child).depth >= limit {
                return limit <= 1 ? Self.position(of: child) : deepest(child, limit: limit - 1)
            }
            return Self.position(of: node)
        }

        static func children(of node: Node) -> [Node] {
            switch node {
            case .mapping(let mapping): return mapping.flatMap { [$0.key, $0.value] }
            case .sequence(let sequence): return Array(sequence)
            case .scalar, .alias: return []
            }
        }

        /// Children with the place they stand at when that differs from their own (a mapping's
        /// value stands after its key; an alias's target was written elsewhere).
        static func placedChildren(of node: Node) -> [(Node, (line: Int, column: Int)?)] {
            switch node {
            case .mapping(let mapping):
                return mapping.flatMap { pair in [(pair.key, nil), (pair.value, position(of: pair.key))] }
            case .sequence(let sequence):
                // An item written before its sequence is an alias's target: it stands here.
                let here = position(of: node)
                return sequence.map { item in (item, position(of: item) < here ? here : nil) }
            case .scalar, .alias:
                return []
            }
        }

        static func key(of node: Node) -> Key? {
            guard let mark = node.mark else { return nil }
            switch node {
            case .mapping: return Key(line: mark.line, column: mark.column, kind: 0)
            case .sequence: return Key(line: mark.line, column: mark.column, kind: 1)
            case .scalar, .alias: return nil
            }
        }

        static func position(of node: Node) -> (line: Int, column: Int) {
            (node.mark?.line ?? 1, node.mark?.column ?? 1)
        }
    }
}
