/// A summary sentence with parameters in it, as App Intents' `Summary("Show \(\.$city) weather") { \.$units }`:
/// the sentence names parameters by key path; the closure lists the further ones.
public struct Summary<Intent: AppIntent>: ParameterSummary {
    let sentence: ParameterSummaryString<Intent>
    let table: [PartialKeyPath<Intent>]

    /// A summary of a sentence alone: the parameters it names are the rows the edit panel shows.
    public init(_ sentence: ParameterSummaryString<Intent>) {
        self.sentence = sentence
        table = []
    }

    /// A sentence and, under it, the further parameters the edit panel shows, one key path a line.
    public init(_ sentence: ParameterSummaryString<Intent>, @ParameterSummaryTableBuilder<Intent> table: () -> [PartialKeyPath<Intent>]) {
        self.sentence = sentence
        self.table = table()
    }

    /// No sentence, only the parameters the edit panel shows, one key path a line.
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

    /// A sentence of fixed text, with no parameters in it.
    public init(stringLiteral value: String) { pieces = [.text(value)] }

    /// A sentence with parameters interpolated, as `"Weather in \(\.$city)"` writes it.
    public init(stringInterpolation: StringInterpolation) { pieces = stringInterpolation.pieces }

    /// Collects the sentence's text and parameters.
    public struct StringInterpolation: StringInterpolationProtocol {
        var pieces: [Piece] = []
        /// Starts collecting a sentence; the sizes are not used.
        public init(literalCapacity: Int, interpolationCount: Int) {}
        /// Adds the text between parameters.
        public mutating func appendLiteral(_ literal: String) { if !literal.isEmpty { pieces.append(.text(literal)) } }
        /// Adds a parameter by key path; the edit panel writes its value there.
        public mutating func appendInterpolation<Value>(_ path: KeyPath<Intent, IntentParameter<Value>>) {
            pieces.append(.parameter(path))
        }
    }
}

/// The parameters listed under a summary's sentence, one key path a line.
@resultBuilder
public enum ParameterSummaryTableBuilder<Intent: AppIntent> {
    /// One parameter of the list, as `\.$units` written on a line.
    public static func buildExpression<Value>(_ path: KeyPath<Intent, IntentParameter<Value>>) -> [PartialKeyPath<Intent>] { [path] }
    /// The parameters of each line, in order.
    public static func buildBlock(_ parts: [PartialKeyPath<Intent>]...) -> [PartialKeyPath<Intent>] { parts.flatMap { $0 } }
}
