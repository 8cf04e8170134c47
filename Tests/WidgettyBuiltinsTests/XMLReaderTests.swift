import Foundation
import Testing
@testable import WidgettyBuiltins

/// The feed widget's own XML reader: every encoding it reads, CDATA, comments and instructions,
/// namespaces in scope, references, and every fault found at its line and column; nothing
/// outside the document is read and no entity expanded; nesting, names and attributes bounded.
@Suite struct XMLReaderTests {
    /// Every event of `bytes`, adjacent pieces of text (or CDATA, or comment) joined.
    private func events(_ bytes: [UInt8], limits: XMLReader.Limits = XMLReader.Limits()) throws -> [XMLEvent] {
        var reader = try XMLReader(bytes, limits: limits)
        var all: [XMLEvent] = []
        while let event = try reader.next() {
            switch (all.last, event) {
            case (.text(let a), .text(let b)): all[all.count - 1] = .text(a + b)
            case (.cdata(let a), .cdata(let b)): all[all.count - 1] = .cdata(a + b)
            case (.comment(let a), .comment(let b)): all[all.count - 1] = .comment(a + b)
            default: all.append(event)
            }
        }
        return all
    }

    private func events(_ text: String) throws -> [XMLEvent] { try events(Array(text.utf8)) }

    /// The text of the document's events, joined: the root's content for a document of text.
    private func text(_ bytes: [UInt8]) throws -> String {
        try events(bytes).map { event -> String in
            switch event {
            case .text(let text), .cdata(let text): text
            default: ""
            }
        }.joined()
    }

    /// `line:column: reason` of the error reading `bytes`, nil when it is well-formed.
    private func failure(_ bytes: [UInt8], limits: XMLReader.Limits = XMLReader.Limits()) -> String? {
        do {
            _ = try events(bytes, limits: limits)
            return nil
        } catch {
            return "\(error)"
        }
    }

    private func failure(_ text: String, limits: XMLReader.Limits = XMLReader.Limits()) -> String? {
        failure(Array(text.utf8), limits: limits)
    }

    private func start(_ local: String, _ namespace: String? = nil, prefix: String? = nil, _ attributes: [XMLAttribute] = []) -> XMLEvent {
        .start(XMLStartTag(name: XMLName(prefix: prefix, local: local, namespace: namespace), attributes: attributes))
    }

    private func end(_ local: String, _ namespace: String? = nil, prefix: String? = nil) -> XMLEvent {
        .end(XMLName(prefix: prefix, local: local, namespace: namespace))
    }

    private func utf16(_ text: String, bigEndian: Bool, bom: Bool) -> [UInt8] {
        let units = (bom ? [0xFEFF] : []) + Array(text.utf16)
        return units.flatMap { unit in
            bigEndian ? [UInt8(unit >> 8), UInt8(unit & 0xFF)] : [UInt8(unit & 0xFF), UInt8(unit >> 8)]
        }
    }

    // MARK: Encodings

    @Test func utf8WithAndWithoutByteOrderMark() throws {
        let document = #"<?xml version="1.0" encoding="UTF-8"?><a>é 漢 😀</a>"#
        #expect(try text(Array(document.utf8)) == "é 漢 😀")
        #expect(try text([0xEF, 0xBB, 0xBF] + Array(document.utf8)) == "é 漢 😀")
        // No declaration at all: UTF-8.
        #expect(try text(Array("<a>ß</a>".utf8)) == "ß")
        // Bytes that are not UTF-8 where UTF-8 is said, at their column.
        #expect(failure([0x3C, 0x61, 0x3E, 0xC3, 0x28, 0x3C, 0x2F, 0x61, 0x3E]) == "1:4: invalid UTF-8 (byte 0xC3)")
        // An overlong form and an encoded surrogate are not UTF-8 either.
        #expect(failure([0x3C, 0x61, 0x3E, 0xC0, 0xBC] + Array("</a>".utf8)) == "1:4: invalid UTF-8 (byte 0xC0)")
        #expect(failure([0x3C, 0x61, 0x3E, 0xED, 0xA0, 0x80] + Array("</a>".utf8)) == "1:4: invalid UTF-8 (byte 0xED)")
    }

    @Test func utf16BothByteOrdersWithAByteOrderMarkAndWithout() throws {
        let document = #"<?xml version="1.0" encoding="UTF-16"?><a t="ü">é 漢 😀</a>"#
        for bigEndian in [true, false] {
            for bom in [true, false] {
                let all = try events(utf16(document, bigEndian: bigEndian, bom: bom))
                #expect(all == [start("a", nil, [XMLAttribute(name: XMLName(local: "t"), value: "ü")]), .text("é 漢 😀"), end("a")],
                        "big-endian \(bigEndian), BOM \(bom)")
            }
        }
        // A lone surrogate, and an odd byte at the end.
        #expect(failure([0xFF, 0xFE, 0x3C, 0x00, 0x61, 0x00, 0x3E, 0x00, 0x00, 0xD8, 0x3C, 0x00]) == "1:4: invalid UTF-16 (a lone surrogate)")
        #expect(failure(utf16("<a/>", bigEndian: true, bom: true) + [0x00]) == "1:5: UTF-16 ends in half a character")
        // UTF-16 declared, but the bytes are one byte a character.
        #expect(failure(#"<?xml version="1.0" encoding="UTF-16"?><a/>"#) == "1:31: the declaration says UTF-16, but the document is not UTF-16")
    }

    @Test func latin1IsByteForCharacterUpToFF() throws {
        for name in ["ISO-8859-1", "iso-8859-1", "latin1"] {
            let bytes = Array(#"<?xml version="1.0" encoding="\#(name)"?><a>caf"#.utf8) + [0xE9, 0x20, 0xFF, 0x20, 0x80] + Array("</a>".utf8)
            // 0x80 is U+0080 in ISO-8859-1, not the euro sign of windows-1252.
            #expect(try text(bytes) == "café ÿ \u{80}", "\(name)")
        }
    }

    @Test func windows1252HasItsOwnCharactersFrom80To9F() throws {
        let bytes = Array(#"<?xml version='1.0' encoding='windows-1252'?><a>"#.utf8)
            + [0x80, 0x20, 0x93, 0x71, 0x94, 0x20, 0x85, 0x20, 0x96, 0x97, 0x20, 0x99, 0x20, 0x8A, 0x9A, 0x9F, 0x20, 0xE9, 0xFF]
            + Array("</a>".utf8)
        #expect(try text(bytes) == "€ “q” … –— ™ ŠšŸ éÿ")
        // The five bytes the code page leaves undefined are errors, at their column.
        for undefined: UInt8 in [0x81, 0x8D, 0x8F, 0x90, 0x9D] {
            let broken = Array(#"<?xml version="1.0" encoding="cp1252"?>"#.utf8) + [0x0A] + Array("<a>x".utf8) + [undefined] + Array("</a>".utf8)
            let hex = String(undefined, radix: 16, uppercase: true)
            #expect(failure(broken) == "2:5: byte 0x\(hex) is undefined in windows-1252")
        }
    }

    @Test func usASCIIRefusesBytesPast7F() throws {
        #expect(try text(Array(#"<?xml version="1.0" encoding="US-ASCII"?><a>plain</a>"#.utf8)) == "plain")
        let bytes = Array(#"<?xml version="1.0" encoding="us-ascii"?><a>caf"#.utf8) + [0xE9] + Array("</a>".utf8)
        #expect(failure(bytes) == "1:48: byte 0xE9 is not US-ASCII")
    }

    @Test func anUnknownEncodingIsAnErrorNotAGuess() {
        #expect(failure(#"<?xml version="1.0" encoding="KOI8-R"?><a/>"#) == "1:31: unsupported encoding \"KOI8-R\"")
        #expect(failure("<?xml version='1.0' encoding='EBCDIC'?><a/>") == "1:31: unsupported encoding \"EBCDIC\"")
    }

    @Test func feedsInOtherEncodingsReadAsTheySay() throws {
        let latin = Array(#"<?xml version="1.0" encoding="windows-1252"?><rss version="2.0"><channel><title>Caf"#.utf8) + [0xE9, 0x20, 0x93]
            + Array("news".utf8) + [0x94] + Array("</title><item><title>A</title><guid>1</guid></item></channel></rss>".utf8)
        let feed = try FeedReader.read(HTTPReply(status: 200, body: Data(latin)), url: nil).get()
        #expect(feed.title == "Café “news”")
        let atom = #"<?xml version="1.0" encoding="UTF-16"?><feed xmlns="http://www.w3.org/2005/Atom"><title>Zürich</title><entry><title>Föhn</title><id>1</id></entry></feed>"#
        let wide = try FeedReader.read(HTTPReply(status: 200, body: Data(utf16(atom, bigEndian: false, bom: true))), url: nil).get()
        #expect(wide.title == "Zürich" && wide.items.map(\.title) == ["Föhn"])
    }

    // MARK: Content

    @Test func cdataIsTextAsItIs() throws {
        #expect(try events("<a>x<![CDATA[<b>&amp; ]] ]>]]>y</a>") == [start("a"), .text("x"), .cdata("<b>&amp; ]] ]>"), .text("y"), end("a")])
        #expect(try events("<a><![CDATA[]]></a>") == [start("a"), .cdata(""), end("a")])
        #expect(failure("<a>x ]]> y</a>") == "1:6: ']]>' outside a CDATA section")
        #expect(failure("<a><![CDATA[never ends</a>") == "1:27: the document ends inside a CDATA section")
        #expect(failure("<![CDATA[x]]><a/>") == "1:1: a CDATA section outside the root element")
    }

    @Test func commentsAndInstructionsAreReadAndTheDeclarationChecked() throws {
        let document = #"<?xml version="1.0"?><?xml-stylesheet href="s.xsl"?><!-- before --><a><?pi  some data?><!--in--></a><!-- after -->"#
        #expect(try events(document) == [
            .instruction(target: "xml-stylesheet", data: #"href="s.xsl""#), .comment(" before "), start("a"),
            .instruction(target: "pi", data: "some data"), .comment("in"), end("a"), .comment(" after "),
        ])
        #expect(failure("<a><!-- a -- b --></a>") == "1:11: '--' inside a comment")
        #expect(failure(#" <?xml version="1.0"?><a/>"#) == "1:2: the XML declaration is allowed only at the start of the document")
        #expect(failure(#"<?XML version="1.0"?><a/>"#) == "1:1: the target XML is reserved")
        #expect(failure(#"<?xml encoding="UTF-8"?><a/>"#) == "1:7: the XML declaration has no version")
    }

    @Test func mixedContentComesInDocumentOrder() throws {
        #expect(try events("<title>Tom &amp; <b>Jerry</b> again<br/>!</title>") == [
            start("title"), .text("Tom & "), start("b"), .text("Jerry"), end("b"), .text(" again"), start("br"), end("br"),
            .text("!"), end("title"),
        ])
    }

    @Test func longTextComesInPiecesCutBetweenCharacters() throws {
        let long = String(repeating: "aé漢😀", count: 20_000)  // 200,000 bytes
        var reader = try XMLReader(Array("<a>\(long)<![CDATA[\(long)]]><!--\(long)--></a>".utf8))
        var pieces: [XMLEvent] = []
        while let event = try reader.next() { pieces.append(event) }
        var texts = ["text": "", "cdata": "", "comment": ""]
        for piece in pieces {
            switch piece {
            case .text(let s): texts["text", default: ""] += s; #expect(s.utf8.count <= 64 << 10)
            case .cdata(let s): texts["cdata", default: ""] += s; #expect(s.utf8.count <= 64 << 10)
            case .comment(let s): texts["comment", default: ""] += s; #expect(s.utf8.count <= 64 << 10)
            default: break
            }
        }
        // Joined, each is the original: no piece ends inside a character.
        #expect(texts.values.allSatisfy { $0 == long })
        #expect(pieces.count > 9)
    }

    // MARK: Namespaces

    @Test func namespacesAreScopedPerElementAndPrefixesMayBeRedefined() throws {
        let document = """
            <root xmlns="urn:default" xmlns:p="urn:one"><p:x p:attr="1" plain="2"><p:y xmlns:p="urn:two"/>\
            <z xmlns=""/><w/></p:x><p:v/></root>
            """
        #expect(try events(document) == [
            start("root", "urn:default"),
            start("x", "urn:one", prefix: "p", [XMLAttribute(name: XMLName(prefix: "p", local: "attr", namespace: "urn:one"), value: "1"),
                                                XMLAttribute(name: XMLName(local: "plain"), value: "2")]),
            start("y", "urn:two", prefix: "p"), end("y", "urn:two", prefix: "p"),
            // xmlns="" undoes the default namespace for z only.
            start("z"), end("z"), start("w", "urn:default"), end("w", "urn:default"),
            end("x", "urn:one", prefix: "p"),
            // After p:y, p is urn:one again.
            start("v", "urn:one", prefix: "p"), end("v", "urn:one", prefix: "p"),
            end("root", "urn:default"),
        ])
        // The xml prefix is always bound.
        #expect(try events(#"<a xml:lang="en"/>"#).first == start("a", nil, [
            XMLAttribute(name: XMLName(prefix: "xml", local: "lang", namespace: XMLNamespaces.xml), value: "en"),
        ]))
    }

    @Test func namespaceFaultsAreErrors() {
        #expect(failure("<a>\n <q:b/></a>") == "2:3: namespace prefix q is not declared")
        #expect(failure(#"<a xmlns:p="urn:p"/><!-- p's scope ended --><p:b/>"#) == "1:45: extra content after the document")
        #expect(failure(#"<a xmlns:p="u" xmlns:q="u" p:x="1" q:x="2"/>"#) == "1:36: the attribute x in u appears twice")
        #expect(failure(#"<a xmlns:p=""/>"#) == "1:4: the prefix p is bound to no namespace")
        #expect(failure(#"<a xmlns:xmlns="urn:x"/>"#) == "1:4: the prefix xmlns cannot be declared")
        #expect(failure("<a:b:c/>") == "1:2: a:b:c is not a name XML namespaces allow")
    }

    // MARK: References

    @Test func thePredefinedEntitiesAndCharacterReferences() throws {
        #expect(try events(#"<a t="&lt;&#65;&#x42;&quot;&apos;">&amp;&apos;&gt;&lt;&quot;&#x1F600;&#233;&#xe9;</a>"#) == [
            start("a", nil, [XMLAttribute(name: XMLName(local: "t"), value: "<AB\"'")]), .text("&'><\"😀éé"), end("a"),
        ])
        // Attribute values: literal tabs and line ends become spaces, referenced ones stay.
        #expect(try events("<a t='x\ty\nz&#10;'/>").first == start("a", nil, [XMLAttribute(name: XMLName(local: "t"), value: "x y z\n")]))
        #expect(failure("<a>&#0;</a>") == "1:4: a character reference to a character XML does not allow")
        #expect(failure("<a>&#xD800;</a>") == "1:4: a character reference to a character XML does not allow")
        #expect(failure("<a>&#x110000;</a>") == "1:4: a character reference to a character XML does not allow")
        #expect(failure("<a>&#99999999999999999999999;</a>") == "1:4: a character reference to a character XML does not allow")
        #expect(failure("<a>&#x;</a>") == "1:4: a malformed character reference")
        #expect(failure("<a>&#12</a>") == "1:4: a malformed character reference")
        #expect(failure("<a>x &nbsp; y</a>") == "1:6: undeclared entity &nbsp;")
        #expect(failure("<a>AT&T</a>") == "1:8: ';' expected after &T")
        #expect(failure("<a t='&bogus;'/>") == "1:7: undeclared entity &bogus;")
    }

    @Test func noEntityIsEverExpandedSoABillionLaughsIsRefusedAtOnce() throws {
        var lines = [#"<?xml version="1.0"?>"#, "<!DOCTYPE lolz [", #" <!ENTITY lol "lol">"#]
        for level in 1...9 {
            let previous = level == 1 ? "lol" : "lol\(level - 1)"
            lines.append(#" <!ENTITY lol\#(level) "\#(String(repeating: "&\(previous);", count: 10))">"#)
        }
        lines += ["]>", "<lolz>&lol9;</lolz>"]
        let clock = ContinuousClock()
        var reason: String?
        let elapsed = clock.measure { reason = failure(lines.joined(separator: "\n")) }
        #expect(reason == "14:7: undeclared entity &lol9;")
        #expect(elapsed < .seconds(1))
        // An external entity is never read either (nor a parameter entity, nor the external subset).
        let external = """
            <!DOCTYPE rss SYSTEM "http://example.invalid/rss.dtd" [<!ENTITY % p SYSTEM "file:///etc/passwd"> %p;
            <!ENTITY leak SYSTEM "file:///etc/passwd">]><rss>&leak;</rss>
            """
        #expect(failure(external) == "2:50: undeclared entity &leak;")
    }

    @Test func aDoctypeIsSkippedWholeInternalSubsetToo() throws {
        let document = """
            <!DOCTYPE rss PUBLIC "-//Netscape//DTD RSS 0.91//EN" "http://example.invalid/rss-0.91.dtd" [
              <!ENTITY x "y"> <!-- a comment with ] and > --> <?pi ]> ?>
              <!ATTLIST rss version CDATA "]>"> <!ELEMENT rss ANY>
            ]>
            <rss/>
            """
        #expect(try events(document) == [start("rss"), end("rss")])
        #expect(failure("<!DOCTYPE a><!DOCTYPE a><a/>") == "1:13: a second DOCTYPE")
        #expect(failure("<a><!DOCTYPE a></a>") == "1:4: a DOCTYPE after the root element")
        #expect(failure("<!DOCTYPE a [<!ENTITY x 'y'>") == "1:29: the document ends inside the DOCTYPE")
    }

    // MARK: Faults and bounds

    @Test func malformedDocumentsAtTheirLineAndColumn() {
        #expect(failure("<a>\n  <b>\n</a>") == "3:5: tags do not match")
        #expect(failure("<a>\r\n\r\n<b></c></b></a>") == "3:8: tags do not match")
        #expect(failure("<a") == "1:3: the document ends inside a tag")
        #expect(failure("") == "1:1: empty document")
        #expect(failure("  \n ") == "2:2: empty document")
        #expect(failure("hello") == "1:1: text before the root element")
        #expect(failure("<a/><b/>") == "1:5: extra content after the document")
        #expect(failure("<a/>\n  trailing") == "2:3: extra content after the document")
        #expect(failure("<a x=1/>") == "1:6: a quoted attribute value expected")
        #expect(failure("<a x='1' x='2'/>") == "1:10: the attribute x appears twice")
        #expect(failure("<a x='1'y='2'/>") == "1:9: white space expected before an attribute")
        #expect(failure("<a x='<'/>") == "1:7: '<' in an attribute value")
        #expect(failure("<a>\n<b>text") == "2:8: the document ends before </b>")
        #expect(failure("<a>\u{1}</a>") == "1:4: invalid character U+1")
        #expect(failure("<a>é\u{FFFF}</a>") == "1:5: invalid character U+FFFF")
        #expect(failure("<1a/>") == "1:2: an element name after '<'")
        #expect(failure("</a>") == "1:1: an end tag before any start tag")
        #expect(failure("<a></a >x</a>") == "1:9: extra content after the document")
    }

    @Test func theFirstErrorWinsAndStays() throws {
        var reader = try XMLReader(Array("<a><b></a></b>&bad;".utf8))
        #expect(try reader.next() == start("a"))
        #expect(try reader.next() == start("b"))
        for _ in 0..<2 {
            #expect(throws: XMLError(line: 1, column: 11, reason: "tags do not match")) { try reader.next() }
        }
    }

    @Test func nestingIsBounded() throws {
        let limit = XMLReader.Limits().depth
        let deepest = String(repeating: "<a>", count: limit) + String(repeating: "</a>", count: limit)
        #expect(try events(deepest).count == 2 * limit)
        let deeper = String(repeating: "<a>", count: limit + 1) + String(repeating: "</a>", count: limit + 1)
        #expect(failure(deeper) == "1:\(3 * limit + 1): elements nested deeper than \(limit)")
        // A hundred thousand levels: the same error, no recursion to overflow the stack.
        #expect(failure(String(repeating: "<a>", count: 100_000))?.hasSuffix("elements nested deeper than \(limit)") == true)
    }

    @Test func attributesAndNamesAreBounded() throws {
        let limits = XMLReader.Limits()
        let large = String(repeating: "h", count: 100_000)
        #expect(try events("<a href='\(large)'/>").first == start("a", nil, [XMLAttribute(name: XMLName(local: "href"), value: large)]))
        let huge = String(repeating: "h", count: limits.attributeValueBytes + 1)
        #expect(failure("<a\n href='\(huge)'/>") == "2:7: an attribute value over \(limits.attributeValueBytes) bytes")
        let many = (0...limits.attributes).map { " a\($0)='x'" }.joined()
        #expect(failure("<a\(many)/>")?.hasSuffix("more than \(limits.attributes) attributes") == true)
        let name = String(repeating: "n", count: limits.nameBytes + 1)
        #expect(failure("<\(name)/>") == "1:2: a name longer than \(limits.nameBytes) bytes")
        #expect(failure("<a>&\(name);</a>") == "1:5: a name longer than \(limits.nameBytes) bytes")
    }
}
