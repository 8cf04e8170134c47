/// The markup besides tags and text: comments, CDATA sections, processing instructions (the XML
/// declaration among them) and the DOCTYPE, which is skipped whole and never read for entities.
extension XMLReader {
    // MARK: Comments, CDATA, instructions, DOCTYPE

    /// After `<!`: a comment or CDATA section (its first piece), or a DOCTYPE, skipped (nil).
    mutating func markupDeclaration() throws(XMLError) -> XMLEvent? {
        if matches("<!--", at: i) {
            i += 4
            return try piece(of: .comment)
        }
        if matches("<![CDATA[", at: i) {
            guard !open.isEmpty else { throw error("a CDATA section outside the root element", at: i) }
            i += 9
            return try piece(of: .cdata)
        }
        if matches("<!DOCTYPE", at: i) {
            try skipDoctype()
            return nil
        }
        throw error("a comment, CDATA section or DOCTYPE expected after '<!'", at: i)
    }

    /// A CDATA section's or comment's content up to its end or ``Limits/chunkBytes`` of it.
    mutating func piece(of section: Section) throws(XMLError) -> XMLEvent {
        let start = i
        var j = i
        while j < bytes.count {
            let byte = bytes[j]
            var end: Int?
            if section == .cdata, byte == UInt8(ascii: "]"), matches("]]>", at: j) {
                end = j + 3
            } else if section == .comment, byte == UInt8(ascii: "-"), matches("--", at: j) {
                guard matches("-->", at: j) else { throw error("'--' inside a comment", at: j) }
                end = j + 3
            } else if j - start >= limits.chunkBytes {
                // As much as the piece holds, ending where a character starts.
                while j > start, bytes[j] & 0xC0 == 0x80 { j -= 1 }
                end = j
            }
            if let end {
                let content = String(decoding: bytes[start..<j], as: UTF8.self)
                continuing = end == j ? section : nil
                i = end
                return section == .cdata ? .cdata(content) : .comment(content)
            }
            j += 1
        }
        throw error(section == .cdata ? "the document ends inside a CDATA section" : "the document ends inside a comment", at: bytes.count)
    }

    /// After `<?`: a processing instruction, or the XML declaration (checked, not reported: nil).
    mutating func instruction() throws(XMLError) -> XMLEvent? {
        let start = i
        i += 2
        let target = try name(expected: "a processing instruction's target after '<?'")
        if target.lowercased() == "xml" {
            guard target == "xml", start == 0 else {
                throw error(target == "xml" ? "the XML declaration is allowed only at the start of the document"
                    : "the target \(target) is reserved", at: start)
            }
        }
        let spaced = skipSpace()
        let dataStart = i
        guard let end = find("?>", from: i) else { throw error("the document ends inside a processing instruction", at: bytes.count) }
        guard spaced || end == dataStart else { throw error("white space expected after \(target)", at: dataStart) }
        i = end + 2
        if target == "xml" {
            guard matches("version", at: dataStart) else { throw error("the XML declaration has no version", at: dataStart) }
            return nil
        }
        return .instruction(target: target, data: String(decoding: bytes[dataStart..<end], as: UTF8.self))
    }

    /// `<!DOCTYPE name (SYSTEM|PUBLIC "…" "…")? [internal subset]? >`, skipped: nothing it names
    /// is read, nothing it declares is used.
    mutating func skipDoctype() throws(XMLError) {
        let start = i
        guard !sawRoot, !sawDoctype else {
            throw error(sawDoctype ? "a second DOCTYPE" : "a DOCTYPE after the root element", at: start)
        }
        sawDoctype = true
        i += 9
        guard skipSpace() else { throw error("white space expected after <!DOCTYPE", at: i) }
        _ = try name(expected: "the document type's name")
        while true {
            skipSpace()
            guard i < bytes.count else { throw error("the document ends inside the DOCTYPE", at: bytes.count) }
            switch bytes[i] {
            case UInt8(ascii: ">"):
                i += 1
                return
            case UInt8(ascii: "["):
                i += 1
                try skipInternalSubset()
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                try skipQuoted()
            default:
                _ = try name(expected: "'>' at the end of the DOCTYPE")
            }
        }
    }

    /// The internal subset after `[`, to its `]`: declarations (quoted literals in them
    /// skipped whole), comments, processing instructions and parameter-entity references.
    mutating func skipInternalSubset() throws(XMLError) {
        while true {
            skipSpace()
            guard i < bytes.count else { throw error("the document ends inside the DOCTYPE", at: bytes.count) }
            if bytes[i] == UInt8(ascii: "]") {
                i += 1
                return
            }
            if matches("<!--", at: i) || matches("<?", at: i) {
                let comment = matches("<!--", at: i)
                guard let end = find(comment ? "-->" : "?>", from: i + 2) else {
                    throw error("the document ends inside the DOCTYPE", at: bytes.count)
                }
                i = end + (comment ? 3 : 2)
            } else if matches("<!", at: i) {
                i += 2
                while true {
                    guard i < bytes.count else { throw error("the document ends inside the DOCTYPE", at: bytes.count) }
                    if bytes[i] == UInt8(ascii: ">") {
                        i += 1
                        break
                    }
                    if bytes[i] == UInt8(ascii: "\"") || bytes[i] == UInt8(ascii: "'") { try skipQuoted() } else { i += 1 }
                }
            } else if bytes[i] == UInt8(ascii: "%") {
                i += 1
                _ = try name(expected: "a parameter entity's name after '%'")
                guard i < bytes.count, bytes[i] == UInt8(ascii: ";") else { throw error("';' expected", at: i) }
                i += 1
            } else {
                throw error("a declaration expected in the DOCTYPE", at: i)
            }
        }
    }

    mutating func skipQuoted() throws(XMLError) {
        let quote = bytes[i]
        guard let end = bytes[(i + 1)...].firstIndex(of: quote) else {
            throw error("the document ends inside a quoted literal", at: bytes.count)
        }
        i = end + 1
    }
}
