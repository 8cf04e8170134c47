/// A summary sentence with parameters in it, as App Intents' `Summary("Show \(\.$city) weather") { \.$units }`:
/// the sentence names parameters by key path; the closure lists the further ones.
public struct Summary<Intent: AppIntent>: ParameterSummary {
    let sentence: ParameterSummaryString<Intent>
    let table: [PartialKeyPath<Intent>]

    public init(_ sentence: ParameterSummaryString<Intent>) {
        self.sentence = sentence
        table = []
    }

    public init(_ sentence: ParameterSummaryString<Intent>, @ParameterSummaryTableBuilder<Intent> table: () -> [PartialKeyPath<Intent>]) {
        self.sentence = sentence
        self.table = table()
    }

    public init(@ParameterSummaryTableBuilder<Intent> table: () -> [PartialKeyPath<Intent>]) {
        sentence = ParameterSummaryString(pieces: [])
        self.table = table()
    }

    public func _tree(_ keys: ParameterKeys<Intent>) -> ParameterSummaryTree? {
        .summary(ParameterSummarySentence(pieces: sentence.pieces.map { piece in
            switch piece {
            case .text(let text): return .text(text)
            case .parameter(let path): return .parameter(keys.key(path))
            }
        }), table: table.map(keys.key))
    }
}

/// A summary's sentence, with `\(\.$parameter)` where a parameter's value goes.
public struct ParameterSummaryString<Intent: AppIntent>: ExpressibleByStringInterpolation {
    enum Piece {
        case text(String)
        case parameter(PartialKeyPath<Intent>)
    }

    let pieces: [Piece]

    init(pieces: [Piece]) { self.pieces = pieces }

    public init(stringLiteral value: String) { pieces = [.text(value)] }

    public init(stringInterpolation: StringInterpolation) { pieces = stringInterpolation.pieces }

    /// Collects the sentence's text and parameters.
    public struct StringInterpolation: StringInterpolationProtocol {
        var pieces: [Piece] = []
        public init(literalCapacity: Int, interpolationCount: Int) {}
        public mutating func appendLiteral(_ literal: String) { if !literal.isEmpty { pieces.append(.text(literal)) } }
        public mutating func appendInterpolation<Value>(_ path: KeyPath<Intent, IntentParameter<Value>>) {
            pieces.append(.parameter(path))
        }
    }
}

/// The parameters listed under a summary's sentence, one key path a line.
@resultBuilder
public enum ParameterSummaryTableBuilder<Intent: AppIntent> {
    public static func buildExpression<Value>(_ path: KeyPath<Intent, IntentParameter<Value>>) -> [PartialKeyPath<Intent>] { [path] }
    public static func buildBlock(_ parts: [PartialKeyPath<Intent>]...) -> [PartialKeyPath<Intent>] { parts.flatMap { $0 } }
}
