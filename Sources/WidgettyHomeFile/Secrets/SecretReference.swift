/// Where a secret comes from, as a `${…}` reference in a home-file parameter names it.
public enum SecretSource: Hashable, Sendable {
    /// `${env:NAME}`: the program's environment variable NAME.
    case environment(String)
    /// `${file:~/path}`: the first line of a file (`~/` is the home directory; a relative path
    /// starts at the home file's directory).
    case file(String)
    /// `${cmd:pass show github}`: the first line a program prints on its standard output, run
    /// from this argument vector, never through a shell.
    case command([String])
}

/// One `${…}` reference in a parameter's text: where its secret comes from, and the reference
/// as written, which is all that messages, the edit panel and saves ever show of it.
public struct SecretReference: Hashable, Sendable, CustomStringConvertible {
    public var source: SecretSource
    /// As written in the home file: `${cmd:pass show github}`.
    public var text: String

    public init(source: SecretSource, text: String) {
        self.source = source
        self.text = text
    }

    public var description: String { text }
}
