/// An element's or attribute's name with its namespace resolved: `dc:date` under
/// `xmlns:dc="http://purl.org/dc/elements/1.1/"` is `date` in that namespace.
struct XMLName: Equatable, Sendable {
    /// The prefix as written (`dc`), nil for none.
    var prefix: String?
    /// The name after the prefix (`date`).
    var local: String
    /// The namespace the prefix (or, for an element without one, the default namespace) is
    /// bound to; nil for none. An attribute without a prefix is in no namespace.
    var namespace: String?

    /// The name as written: `prefix:local`, or `local`.
    var qualified: String { prefix.map { "\($0):\(local)" } ?? local }
}

/// One attribute of a start tag, its value with references replaced and white space made
/// spaces, as XML says. Namespace declarations (`xmlns`, `xmlns:…`) are not reported as
/// attributes: they are in the names they bind.
struct XMLAttribute: Equatable, Sendable {
    var name: XMLName
    var value: String
}

/// A start tag: the element's name and attributes.
struct XMLStartTag: Equatable, Sendable {
    var name: XMLName
    var attributes: [XMLAttribute]

    /// The value of the attribute `local` in no namespace (written without a prefix), if any.
    subscript(_ local: String) -> String? {
        attributes.first { $0.name.namespace == nil && $0.name.prefix == nil && $0.name.local == local }?.value
    }
}

/// What ``XMLReader`` reads next. Text, CDATA and comments may come in several pieces in a row
/// (each at most ``XMLReader/Limits/chunkBytes``), so that a long text is never one string.
enum XMLEvent: Equatable, Sendable {
    /// A start tag; an empty-element tag (`<br/>`) is a start and then an end.
    case start(XMLStartTag)
    case end(XMLName)
    /// Character data, references replaced.
    case text(String)
    /// The content of a CDATA section, as it is.
    case cdata(String)
    case comment(String)
    /// A processing instruction other than the XML declaration, which is read but not reported.
    case instruction(target: String, data: String)
}
