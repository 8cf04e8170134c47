// libyaml as Yams builds it: Yams composes through this parser but keeps its events to itself, and
// the events (anchors, aliases, where each collection starts and ends) are what the scan needs.
// Yams does not export the module as a product; it is visible here because Yams is built from
// source with its module map, so it is imported internally and only in this file.
internal import CYaml

/// Measures what composing a YAML text would build, from libyaml's events and without building
/// a node: how many nodes its aliases add once expanded, and how deeply its lists and mappings
/// nest once aliases are expanded. An alias stands for the whole node its anchor names, so nine
/// aliases of nine aliases of … (a "billion laughs") grow exponentially from a few hundred bytes;
/// the scan keeps, per anchor, only the size and height of its node, so it costs one pass over
/// the events and stops at the first event past a limit.
///
/// Only the first document is measured (Yams composes only one). Text libyaml cannot parse stops
/// the scan with nothing found: Yams, on the same parser, reports that error with its place.
struct YAMLExpansionScan {
    /// The first place a limit is crossed (1-based line and column, counted as Yams' marks are).
    enum Excess: Hashable, Sendable {
        /// The alias at which the nodes added by aliases went past the limit.
        case aliasedNodes(line: Int, column: Int)
        /// The collection (or the alias of one) that opens one level past the limit.
        case depth(line: Int, column: Int)
    }

    /// At most this many nodes may be added by expanding aliases.
    var aliasedNodeLimit: Int
    /// At most this many lists and mappings may enclose one another, aliases expanded.
    var depthLimit: Int

    /// The first limit `text` crosses, or nil when it crosses none (or is not YAML).
    func firstExcess(in text: String) -> Excess? {
        let original = text
        var text = text  // withUTF8 may first make the copy contiguous
        return text.withUTF8 { bytes in
            guard let base = bytes.baseAddress, !bytes.isEmpty else { return nil }
            return scan(base, count: bytes.count, of: original)
        }
    }

    private func scan(_ bytes: UnsafePointer<UInt8>, count: Int, of text: String) -> Excess? {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else { return nil }
        defer { yaml_parser_delete(&parser) }
        yaml_parser_set_encoding(&parser, YAML_UTF8_ENCODING)
        yaml_parser_set_input_string(&parser, bytes, count)
        var tally = ExpansionTally(aliasedNodeLimit: aliasedNodeLimit, depthLimit: depthLimit)
        while true {
            var event = yaml_event_t()
            guard yaml_parser_parse(&parser, &event) == 1 else {
                return Self.isNestingError(parser) ? flowDepthExcess(in: text, after: parser.problem_mark, enclosing: tally.depth) : nil
            }
            defer { yaml_event_delete(&event) }
            let line = event.start_mark.line + 1, column = event.start_mark.column + 1
            switch event.type {
            case YAML_SCALAR_EVENT:
                tally.scalar(anchor: Self.name(event.data.scalar.anchor))
            case YAML_SEQUENCE_START_EVENT:
                if !tally.open(anchor: Self.name(event.data.sequence_start.anchor)) { return .depth(line: line, column: column) }
            case YAML_MAPPING_START_EVENT:
                if !tally.open(anchor: Self.name(event.data.mapping_start.anchor)) { return .depth(line: line, column: column) }
            case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
                tally.close()
            case YAML_ALIAS_EVENT:
                switch tally.alias(Self.name(event.data.alias.anchor)) {
                case .nodes: return .aliasedNodes(line: line, column: column)
                case .depth: return .depth(line: line, column: column)
                case nil: break
                }
            case YAML_DOCUMENT_END_EVENT, YAML_STREAM_END_EVENT:
                return nil
            default:
                break
            }
        }
    }

    /// libyaml refuses by itself to nest 1000 deep, and sees that early when the brackets run on
    /// one line (it reads ahead there): the excess is then found among the brackets from its mark.
    private static func isNestingError(_ parser: yaml_parser_t) -> Bool {
        guard parser.error == YAML_PARSER_ERROR, let problem = parser.problem else { return false }
        return String(cString: problem).hasPrefix("Maximum nesting level")
    }

    private func flowDepthExcess(in text: String, after mark: yaml_mark_t, enclosing: Int) -> Excess {
        let place = FlowNesting.firstPlace(
            in: text, from: (mark.line + 1, mark.column + 1), deeperThan: depthLimit - enclosing)
        return .depth(line: place.line, column: place.column)
    }

    private static func name(_ anchor: UnsafeMutablePointer<yaml_char_t>?) -> String? {
        anchor.map { String(cString: $0) }
    }
}

/// The running measure of a YAML document as its events arrive: the collections open now and,
/// per anchor, the size and height its node has with aliases expanded (a later anchor of the
/// same name replaces an earlier one, and a node's anchor counts from the node's end: as Yams).
struct ExpansionTally {
    /// A node's measure with its aliases expanded: how many nodes, and how many levels of lists
    /// and mappings (0 for a scalar).
    struct Size {
        var nodes: Int
        var height: Int
    }

    /// Which limit an alias crossed.
    enum Crossed { case nodes, depth }

    let aliasedNodeLimit: Int
    let depthLimit: Int
    private var openCollections: [(size: Size, anchor: String?)] = []
    private var anchors: [String: Size] = [:]
    /// Nodes added by expanding aliases so far.
    private(set) var aliasedNodes = 0
    /// How many lists and mappings are open.
    var depth: Int { openCollections.count }

    init(aliasedNodeLimit: Int, depthLimit: Int) {
        self.aliasedNodeLimit = aliasedNodeLimit
        self.depthLimit = depthLimit
    }

    mutating func scalar(anchor: String?) {
        finish(Size(nodes: 1, height: 0), anchor: anchor)
    }

    /// A list or a mapping starts; false when it is one level too deep.
    mutating func open(anchor: String?) -> Bool {
        guard openCollections.count < depthLimit else { return false }
        openCollections.append((Size(nodes: 1, height: 1), anchor))
        return true
    }

    mutating func close() {
        guard let closed = openCollections.popLast() else { return }
        finish(closed.size, anchor: closed.anchor)
    }

    /// An alias: its anchor's node is added where it stands. An unknown anchor is left for Yams
    /// to report (counted as one node).
    mutating func alias(_ name: String?) -> Crossed? {
        guard let size = name.flatMap({ anchors[$0] }) else {
            finish(Size(nodes: 1, height: 0), anchor: nil)
            return nil
        }
        aliasedNodes += size.nodes
        if aliasedNodes > aliasedNodeLimit { return .nodes }
        if openCollections.count + size.height > depthLimit { return .depth }
        finish(size, anchor: nil)
        return nil
    }

    /// A node is complete: its anchor names it from now on, and it counts in its parent.
    private mutating func finish(_ size: Size, anchor: String?) {
        if let anchor { anchors[anchor] = size }
        guard let last = openCollections.indices.last else { return }
        openCollections[last].size.nodes += size.nodes
        openCollections[last].size.height = max(openCollections[last].size.height, size.height + 1)
    }
}
