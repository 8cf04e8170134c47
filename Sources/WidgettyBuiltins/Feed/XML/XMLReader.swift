/// A pull reader of XML 1.0 with namespaces, written for feeds: each ``next()`` reads on to the
/// next event (a start or end tag, a piece of text, a CDATA section, a comment, a processing
/// instruction) and keeps nothing of what it has read but the open elements and their namespace
/// bindings, so a caller holds only what it takes from the events.
///
/// It checks that the document is well-formed and stops at the first fault, which it throws as
/// ``XMLError`` (`line:column: reason`); once it has thrown, every call throws the same error.
/// It never reads anything but the document: a DOCTYPE is skipped whole (its internal subset
/// too) and nothing it names is fetched; no entity is ever expanded: the five XML predefines
/// and character references are the only references read, and any other is an error, so a
/// billion-laughs document is refused at its first reference. Nesting, names, attributes and
/// attribute values are bounded by ``Limits``.
struct XMLReader {
    /// How much the reader takes before it refuses a document.
    struct Limits: Sendable {
        /// The deepest elements may nest.
        var depth = 256
        /// The longest name (element, attribute, prefix included; entity; instruction target), in bytes.
        var nameBytes = 1024
        /// The most attributes on one start tag, namespace declarations included.
        var attributes = 256
        /// The longest attribute value, in UTF-8 bytes after references are replaced.
        var attributeValueBytes = 1 << 20
        /// The longest piece of text, CDATA or comment one event carries, in UTF-8 bytes (at
        /// least 4, a character's most); longer ones come in pieces, cut between characters.
        var chunkBytes = 64 << 10
    }

    /// A CDATA section or comment that ``Limits/chunkBytes`` cut, to go on with.
    enum Section { case cdata, comment }

    let bytes: [UInt8]
    let limits: Limits
    var i = 0
    private var namespaces = XMLNamespaces()
    /// The elements open, the innermost last, with their names as written and the bindings mark.
    var open: [(name: XMLName, qualified: String, mark: Int)] = []
    /// The element just started was an empty-element tag: its end is the next event.
    private var pendingEnd = false
    var continuing: Section?
    var sawRoot = false
    var sawDoctype = false
    private var failure: XMLError?

    /// A reader of `document`, in any encoding ``XMLTextDecoder`` reads: it throws when the
    /// encoding is not one of those, or the bytes are not characters of it.
    init(_ document: [UInt8], limits: Limits = Limits()) throws(XMLError) {
        bytes = try XMLTextDecoder.decode(document)
        var limits = limits
        limits.chunkBytes = max(4, limits.chunkBytes)
        self.limits = limits
    }

    /// The next event, or nil at the end of a well-formed document.
    mutating func next() throws(XMLError) -> XMLEvent? {
        if let failure { throw failure }
        do throws(XMLError) {
            return try step()
        } catch {
            failure = error
            throw error
        }
    }

    private mutating func step() throws(XMLError) -> XMLEvent? {
        if pendingEnd {
            pendingEnd = false
            return closeElement()
        }
        if let section = continuing { return try piece(of: section) }
        while i < bytes.count {
            if bytes[i] == UInt8(ascii: "<") {
                guard i + 1 < bytes.count else { throw error("the document ends inside a tag", at: bytes.count) }
                switch bytes[i + 1] {
                case UInt8(ascii: "/"): return try endTag()
                case UInt8(ascii: "?"): if let event = try instruction() { return event }
                case UInt8(ascii: "!"): if let event = try markupDeclaration() { return event }
                default: return try startTag()
                }
            } else if open.isEmpty {
                // Outside the root element: white space only.
                guard XMLCharacters.isSpace(bytes[i]) else {
                    throw error(sawRoot ? "extra content after the document" : "text before the root element", at: i)
                }
                i += 1
            } else {
                return try text()
            }
        }
        if let top = open.last { throw error("the document ends before </\(top.qualified)>", at: bytes.count) }
        guard sawRoot else { throw error("empty document", at: bytes.count) }
        return nil
    }

    // MARK: Tags

    private mutating func startTag() throws(XMLError) -> XMLEvent {
        let tagStart = i
        if sawRoot && open.isEmpty { throw error("extra content after the document", at: tagStart) }
        i += 1
        let qualified = try name(expected: "an element name after '<'")
        var written: [(name: String, value: String, at: Int)] = []
        var empty = false
        while true {
            let spaced = skipSpace()
            guard i < bytes.count else { throw error("the document ends inside a tag", at: bytes.count) }
            if bytes[i] == UInt8(ascii: ">") {
                i += 1
                break
            }
            if bytes[i] == UInt8(ascii: "/") {
                guard i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: ">") else { throw error("'>' expected", at: i + 1) }
                i += 2
                empty = true
                break
            }
            guard spaced else { throw error("white space expected before an attribute", at: i) }
            let at = i
            let attribute = try name(expected: "an attribute name")
            skipSpace()
            guard i < bytes.count, bytes[i] == UInt8(ascii: "=") else { throw error("'=' expected after \(attribute)", at: i) }
            i += 1
            skipSpace()
            let value = try attributeValue()
            if written.contains(where: { $0.name == attribute }) { throw error("the attribute \(attribute) appears twice", at: at) }
            written.append((attribute, value, at))
            if written.count > limits.attributes { throw error("more than \(limits.attributes) attributes", at: at) }
        }
        guard open.count < limits.depth else { throw error("elements nested deeper than \(limits.depth)", at: tagStart) }

        let mark = namespaces.mark
        var attributes: [(name: String, value: String, at: Int)] = []
        for attribute in written {
            let prefix: String
            if attribute.name == "xmlns" {
                prefix = ""
            } else if attribute.name.hasPrefix("xmlns:") {
                prefix = String(attribute.name.dropFirst(6))
            } else {
                attributes.append(attribute)
                continue
            }
            if let why = namespaces.bind(prefix, to: attribute.value) { throw error(why, at: attribute.at) }
        }
        let element = try resolve(qualified, at: tagStart + 1, isElement: true)
        var resolved: [XMLAttribute] = []
        for attribute in attributes {
            let name = try resolve(attribute.name, at: attribute.at, isElement: false)
            if name.namespace != nil, resolved.contains(where: { $0.name.namespace == name.namespace && $0.name.local == name.local }) {
                throw error("the attribute \(name.local) in \(name.namespace ?? "") appears twice", at: attribute.at)
            }
            resolved.append(XMLAttribute(name: name, value: attribute.value))
        }
        open.append((element, qualified, mark))
        sawRoot = true
        pendingEnd = empty
        return .start(XMLStartTag(name: element, attributes: resolved))
    }

    private mutating func endTag() throws(XMLError) -> XMLEvent {
        let tagStart = i
        i += 2
        let qualified = try name(expected: "an element name after '</'")
        skipSpace()
        guard i < bytes.count else { throw error("the document ends inside a tag", at: bytes.count) }
        guard bytes[i] == UInt8(ascii: ">") else { throw error("'>' expected", at: i) }
        i += 1
        guard let top = open.last else {
            throw error(sawRoot ? "extra content after the document" : "an end tag before any start tag", at: tagStart)
        }
        guard top.qualified == qualified else { throw error("tags do not match", at: i) }
        return closeElement()
    }

    private mutating func closeElement() -> XMLEvent {
        let top = open.removeLast()
        namespaces.end(at: top.mark)
        return .end(top.name)
    }

    /// `qualified` (`prefix:local` or `local`) with its namespace; an element without a prefix
    /// is in the default namespace, an attribute without one in none.
    private func resolve(_ qualified: String, at offset: Int, isElement: Bool) throws(XMLError) -> XMLName {
        let parts = qualified.split(separator: ":", omittingEmptySubsequences: false)
        if parts.count == 1 {
            return XMLName(prefix: nil, local: qualified, namespace: isElement ? namespaces.namespace(of: "") : nil)
        }
        guard parts.count == 2, !parts[0].isEmpty, let first = parts[1].unicodeScalars.first, first != ":",
              XMLCharacters.isNameStart(first.value) else {
            throw error("\(qualified) is not a name XML namespaces allow", at: offset)
        }
        let prefix = String(parts[0])
        guard namespaces.isDeclared(prefix) else { throw error("namespace prefix \(prefix) is not declared", at: offset) }
        return XMLName(prefix: prefix, local: String(parts[1]), namespace: namespaces.namespace(of: prefix))
    }

    // MARK: Text and references

    /// Character data up to the next markup, or ``Limits/chunkBytes`` of it.
    private mutating func text() throws(XMLError) -> XMLEvent {
        var out: [UInt8] = []
        while i < bytes.count, out.count < limits.chunkBytes {
            let byte = bytes[i]
            if byte == UInt8(ascii: "<") { break }
            if byte == UInt8(ascii: "&") {
                // A character's most is 4 bytes: the piece ends before one that might not fit.
                if !out.isEmpty && out.count + 4 > limits.chunkBytes { break }
                Self.appendUTF8(try reference(), to: &out)
                continue
            }
            if byte == UInt8(ascii: "]"), matches("]]>", at: i) { throw error("']]>' outside a CDATA section", at: i) }
            // A run without markup, copied whole, or as much of it as the piece holds, ending
            // where a character starts.
            var j = i + 1
            while j < bytes.count {
                let next = bytes[j]
                if next == UInt8(ascii: "<") || next == UInt8(ascii: "&") || next == UInt8(ascii: "]") { break }
                if out.count + (j - i) >= limits.chunkBytes {
                    while j > i, bytes[j] & 0xC0 == 0x80 { j -= 1 }
                    break
                }
                j += 1
            }
            // No whole character fits after what the piece has: the rest is the next piece's.
            if j == i { break }
            out.append(contentsOf: bytes[i..<j])
            i = j
        }
        return .text(String(decoding: out, as: UTF8.self))
    }

    /// The character that the reference at `&` stands for: `&lt;` `&gt;` `&amp;` `&apos;` `&quot;`,
    /// `&#DDDD;` or `&#xHHHH;`. Any other entity is an error: none is ever declared for this reader.
    private mutating func reference() throws(XMLError) -> UInt32 {
        let start = i
        i += 1
        if i < bytes.count, bytes[i] == UInt8(ascii: "#") {
            i += 1
            let hex = i < bytes.count && bytes[i] == UInt8(ascii: "x")
            if hex { i += 1 }
            var value: UInt32 = 0
            var digits = 0
            while i < bytes.count, let digit = Self.digit(bytes[i], hex: hex) {
                // Past U+10FFFF it is invalid whatever follows: stop growing (no overflow).
                if value <= 0x10FFFF { value = value * (hex ? 16 : 10) + digit }
                digits += 1
                i += 1
            }
            guard digits > 0, i < bytes.count, bytes[i] == UInt8(ascii: ";") else {
                throw error("a malformed character reference", at: start)
            }
            i += 1
            guard XMLCharacters.isAllowed(value) else { throw error("a character reference to a character XML does not allow", at: start) }
            return value
        }
        let entity = try name(expected: "an entity name after '&'")
        guard i < bytes.count, bytes[i] == UInt8(ascii: ";") else { throw error("';' expected after &\(entity)", at: i) }
        i += 1
        switch entity {
        case "lt": return 0x3C
        case "gt": return 0x3E
        case "amp": return 0x26
        case "apos": return 0x27
        case "quot": return 0x22
        default: throw error("undeclared entity &\(entity);", at: start)
        }
    }

    private static func digit(_ byte: UInt8, hex: Bool) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f") where hex: UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F") where hex: UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    /// A quoted attribute value, references replaced and each tab or line end made a space.
    private mutating func attributeValue() throws(XMLError) -> String {
        guard i < bytes.count, bytes[i] == UInt8(ascii: "\"") || bytes[i] == UInt8(ascii: "'") else {
            throw error("a quoted attribute value expected", at: i)
        }
        let valueStart = i
        let quote = bytes[i]
        i += 1
        var out: [UInt8] = []
        while true {
            guard i < bytes.count else { throw error("the document ends inside an attribute value", at: bytes.count) }
            let byte = bytes[i]
            if byte == quote {
                i += 1
                break
            }
            switch byte {
            case UInt8(ascii: "<"): throw error("'<' in an attribute value", at: i)
            case UInt8(ascii: "&"): Self.appendUTF8(try reference(), to: &out)
            case 0x09, 0x0A, 0x0D:
                out.append(0x20)
                i += 1
            default:
                out.append(byte)
                i += 1
            }
            if out.count > limits.attributeValueBytes {
                throw error("an attribute value over \(limits.attributeValueBytes) bytes", at: valueStart)
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    // MARK: Names and bytes

    /// The name at `i` (`Name`: a name start character, then name characters), at most
    /// ``Limits/nameBytes`` long.
    mutating func name(expected: String) throws(XMLError) -> String {
        let start = i
        guard i < bytes.count, let (first, length) = XMLTextDecoder.utf8Scalar(bytes, at: i), XMLCharacters.isNameStart(first) else {
            throw error(i < bytes.count ? "\(expected)" : "the document ends where \(expected) should be", at: i)
        }
        i += length
        while i < bytes.count {
            let byte = bytes[i]
            if byte < 0x80 {
                guard XMLCharacters.isName(UInt32(byte)) else { break }
                i += 1
            } else {
                guard let (value, length) = XMLTextDecoder.utf8Scalar(bytes, at: i), XMLCharacters.isName(value) else { break }
                i += length
            }
            if i - start > limits.nameBytes { throw error("a name longer than \(limits.nameBytes) bytes", at: start) }
        }
        return String(decoding: bytes[start..<i], as: UTF8.self)
    }

    /// Skips white space; whether there was any.
    @discardableResult
    mutating func skipSpace() -> Bool {
        let start = i
        while i < bytes.count, XMLCharacters.isSpace(bytes[i]) { i += 1 }
        return i > start
    }

    func matches(_ literal: StaticString, at offset: Int) -> Bool {
        let count = literal.utf8CodeUnitCount
        guard offset + count <= bytes.count else { return false }
        let start = literal.utf8Start
        for k in 0..<count where bytes[offset + k] != start[k] { return false }
        return true
    }

    /// Where `literal` next starts at or after `offset`.
    func find(_ literal: StaticString, from offset: Int) -> Int? {
        guard literal.utf8CodeUnitCount > 0 else { return offset }
        let first = literal.utf8Start[0]
        var j = offset
        while j < bytes.count {
            if bytes[j] == first, matches(literal, at: j) { return j }
            j += 1
        }
        return nil
    }

    private static func appendUTF8(_ value: UInt32, to out: inout [UInt8]) {
        guard let scalar = Unicode.Scalar(value) else { return }
        out.append(contentsOf: String(scalar).utf8)
    }

    func error(_ reason: String, at offset: Int) -> XMLError {
        XMLError.at(offset, in: bytes, reason)
    }
}
