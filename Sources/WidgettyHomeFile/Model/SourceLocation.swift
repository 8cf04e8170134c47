/// A place in a text file, for messages in the form `file:line:column: message`.
public struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
    public var file: String
    /// 1-based line.
    public var line: Int
    /// 1-based column, counted in Unicode scalars as libyaml does.
    public var column: Int

    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    public var description: String { "\(file):\(line):\(column)" }
}

/// A problem found in a home file, with where it is.
public struct HomeFileProblem: Error, Hashable, Sendable, CustomStringConvertible {
    public var location: SourceLocation
    public var message: String

    public init(_ message: String, at location: SourceLocation) {
        self.message = message
        self.location = location
    }

    /// `file:line:column: message`, as compilers print it.
    public var description: String { "\(location): \(message)" }
}
