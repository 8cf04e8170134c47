/// The namespace bindings in scope: each element's `xmlns` and `xmlns:prefix` attributes bind
/// for it and what it contains, and end with it. The default namespace is the prefix "".
struct XMLNamespaces {
    static let xml = "http://www.w3.org/XML/1998/namespace"
    static let xmlns = "http://www.w3.org/2000/xmlns/"

    /// Bindings in the order they were made, the innermost last; an empty namespace (`xmlns=""`)
    /// undoes the default.
    private var bindings: [(prefix: String, namespace: String)] = []

    /// The count of bindings now, to hand back to ``end(at:)`` when the element ends.
    var mark: Int { bindings.count }

    /// Why `prefix` may not be bound to `namespace`, or nil when it may.
    mutating func bind(_ prefix: String, to namespace: String) -> String? {
        if prefix == "xmlns" { return "the prefix xmlns cannot be declared" }
        if prefix == "xml" && namespace != Self.xml { return "the prefix xml cannot be bound to another namespace" }
        if prefix != "xml" && namespace == Self.xml { return "the XML namespace can only be bound to the prefix xml" }
        if namespace == Self.xmlns { return "the xmlns namespace cannot be bound" }
        if !prefix.isEmpty && namespace.isEmpty { return "the prefix \(prefix) is bound to no namespace" }
        bindings.append((prefix, namespace))
        return nil
    }

    /// Ends the bindings made since `mark`.
    mutating func end(at mark: Int) {
        bindings.removeSubrange(mark...)
    }

    /// The namespace of `prefix` ("" for the default): nil for the default when none is in
    /// scope; nil too for an undeclared prefix, which callers tell apart with ``isDeclared(_:)``.
    func namespace(of prefix: String) -> String? {
        if prefix == "xml" { return Self.xml }
        guard let binding = bindings.last(where: { $0.prefix == prefix }) else { return nil }
        return binding.namespace.isEmpty ? nil : binding.namespace
    }

    func isDeclared(_ prefix: String) -> Bool {
        prefix.isEmpty || prefix == "xml" || bindings.contains { $0.prefix == prefix }
    }
}
