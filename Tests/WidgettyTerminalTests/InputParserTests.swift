import Testing
import WidgettyTerminal

private func key(_ key: Key, _ modifiers: KeyModifiers = []) -> InputEvent {
    .key(KeyEvent(key, modifiers: modifiers))
}

private func char(_ c: Character, _ modifiers: KeyModifiers = []) -> InputEvent {
    key(.character(c), modifiers)
}

private func mouse(_ kind: MouseEvent.Kind, _ x: Int, _ y: Int, _ modifiers: KeyModifiers = []) -> InputEvent {
    .mouse(MouseEvent(kind, at: Point(x: x, y: y), modifiers: modifiers))
}

/// Feeds all bytes at once, then flushes.
private func decode(_ bytes: [UInt8]) -> [InputEvent] {
    var parser = InputParser()
    return parser.feed(bytes) + parser.flush()
}

private func decode(_ text: String) -> [InputEvent] { decode(Array(text.utf8)) }

@Suite struct InputParserTests {
    static let keyTable: [(String, [InputEvent])] = [
        ("a", [char("a")]),
        ("Ab", [char("A"), char("b")]),
        ("é日🚀", [char("é"), char("日"), char("🚀")]),
        ("\u{01}", [char("a", .control)]),
        ("\u{11}", [char("q", .control)]),
        ("\u{1A}", [char("z", .control)]),
        ("\u{00}", [char(" ", .control)]),
        ("\u{1F}", [char("_", .control)]),
        ("\t", [key(.tab)]),
        ("\r", [key(.enter)]),
        ("\n", [key(.enter)]),
        ("\u{7F}", [key(.backspace)]),
        ("\u{08}", [key(.backspace)]),
        ("\u{1B}", [key(.escape)]),
        ("\u{1B}[A", [key(.up)]),
        ("\u{1B}[B", [key(.down)]),
        ("\u{1B}[C", [key(.right)]),
        ("\u{1B}[D", [key(.left)]),
        ("\u{1B}OA", [key(.up)]),
        ("\u{1B}[H", [key(.home)]),
        ("\u{1B}[F", [key(.end)]),
        ("\u{1B}OH", [key(.home)]),
        ("\u{1B}[1~", [key(.home)]),
        ("\u{1B}[4~", [key(.end)]),
        ("\u{1B}[2~", [key(.insert)]),
        ("\u{1B}[3~", [key(.delete)]),
        ("\u{1B}[5~", [key(.pageUp)]),
        ("\u{1B}[6~", [key(.pageDown)]),
        ("\u{1B}OP", [key(.function(1))]),
        ("\u{1B}OS", [key(.function(4))]),
        ("\u{1B}[15~", [key(.function(5))]),
        ("\u{1B}[17~", [key(.function(6))]),
        ("\u{1B}[21~", [key(.function(10))]),
        ("\u{1B}[23~", [key(.function(11))]),
        ("\u{1B}[24~", [key(.function(12))]),
        ("\u{1B}[1;5A", [key(.up, .control)]),
        ("\u{1B}[1;2B", [key(.down, .shift)]),
        ("\u{1B}[1;3C", [key(.right, .alt)]),
        ("\u{1B}[1;8D", [key(.left, [.shift, .alt, .control])]),
        ("\u{1B}[5;5~", [key(.pageUp, .control)]),
        ("\u{1B}[1;2P", [key(.function(1), .shift)]),
        ("\u{1B}[Z", [key(.backTab)]),
        ("\u{1B}x", [char("x", .alt)]),
        ("\u{1B}\u{01}", [char("a", [.alt, .control])]),
        ("\u{1B}\r", [key(.enter, .alt)]),
        ("\u{1B}日", [char("日", .alt)]),
        ("\u{1B}\u{1B}", [key(.escape), key(.escape)]),
        ("\u{1B}[", [char("[", .alt)]),
        ("\u{1B}O", [char("O", .alt)]),
        ("\u{1B}[1;5", [key(.escape), char("["), char("1"), char(";"), char("5")]),
        ("\u{1B}[I\u{1B}[O", []),  // focus reports are ignored
        ("\u{1B}[99~x", [char("x")]),  // unknown key codes are dropped
    ]

    @Test(arguments: keyTable)
    func decodesKeys(_ input: String, _ expected: [InputEvent]) {
        #expect(decode(input) == expected)
    }

    static let mouseTable: [(String, [InputEvent])] = [
        ("\u{1B}[<0;11;6M", [mouse(.pressed(.left), 10, 5)]),
        ("\u{1B}[<0;11;6m", [mouse(.released(.left), 10, 5)]),
        ("\u{1B}[<1;1;1M", [mouse(.pressed(.middle), 0, 0)]),
        ("\u{1B}[<2;240;60M", [mouse(.pressed(.right), 239, 59)]),
        ("\u{1B}[<32;5;5M", [mouse(.dragged(.left), 4, 4)]),
        ("\u{1B}[<35;5;5M", []),  // motion with no button
        ("\u{1B}[<64;20;6M", [mouse(.wheelUp, 19, 5)]),
        ("\u{1B}[<65;20;6M", [mouse(.wheelDown, 19, 5)]),
        ("\u{1B}[<4;2;2M", [mouse(.pressed(.left), 1, 1, .shift)]),
        ("\u{1B}[<8;2;2M", [mouse(.pressed(.left), 1, 1, .alt)]),
        ("\u{1B}[<16;2;2M", [mouse(.pressed(.left), 1, 1, .control)]),
        ("\u{1B}[<0;0;6M", []),  // out of range
        ("\u{1B}[M +&", [mouse(.pressed(.left), 10, 5)]),
        ("\u{1B}[M#+&", [mouse(.released(.left), 10, 5)]),
        ("\u{1B}[M`!!", [mouse(.wheelUp, 0, 0)]),
    ]

    @Test(arguments: mouseTable)
    func decodesMouse(_ input: String, _ expected: [InputEvent]) {
        #expect(decode(input) == expected)
    }

    @Test func invalidUTF8BecomesReplacementCharacters() {
        #expect(decode([0x61, 0xFF, 0x62]) == [char("a"), char("\u{FFFD}"), char("b")])
        #expect(decode([0x9B, 0x31]) == [char("\u{FFFD}"), char("1")])  // a raw C1 CSI is not a CSI
        #expect(decode([0xC0, 0xAF]) == [char("\u{FFFD}"), char("\u{FFFD}")])  // overlong
        #expect(decode([0xED, 0xA0, 0x80]) == [char("\u{FFFD}"), char("\u{FFFD}"), char("\u{FFFD}")])  // surrogate
        #expect(decode([0xE6, 0x97, 0x41]) == [char("\u{FFFD}"), char("A")])
    }

    @Test func splitUTF8IsHeldUntilComplete() {
        var parser = InputParser()
        let bytes = Array("日🚀".utf8)
        var events: [InputEvent] = []
        for byte in bytes {
            events += parser.feed([byte])
        }
        #expect(events == [char("日"), char("🚀")])
        #expect(!parser.hasPending)
        #expect(parser.feed([0xE6, 0x97]).isEmpty)
        #expect(parser.hasPending)
        #expect(parser.flush() == [char("\u{FFFD}")])
        #expect(!parser.hasPending)
    }

    @Test func loneEscapeWaitsForFlush() {
        var parser = InputParser()
        #expect(parser.feed([0x1B]).isEmpty)
        #expect(parser.hasPending)
        #expect(parser.flush() == [key(.escape)])
        #expect(!parser.hasPending)
        #expect(parser.flush().isEmpty)
    }

    @Test func sequenceSplitAcrossFeedsIsDecodedWhole() {
        var parser = InputParser()
        #expect(parser.feed([0x1B]).isEmpty)
        #expect(parser.feed(Array("[1;".utf8)).isEmpty)
        #expect(parser.feed(Array("5A".utf8)) == [key(.up, .control)])
        #expect(parser.feed(Array("\u{1B}[<0;3".utf8)).isEmpty)
        #expect(parser.feed(Array(";4Mq".utf8)) == [mouse(.pressed(.left), 2, 3), char("q")])
        #expect(!parser.hasPending)
    }

    @Test func bracketedPasteIsOneEvent() {
        #expect(decode("x\u{1B}[200~hello\r\n\u{1B}[Aworld\u{1B}[201~y") == [
            char("x"), .paste("hello\r\n\u{1B}[Aworld"), char("y"),
        ])
        var parser = InputParser()
        var events = parser.feed(Array("\u{1B}[200~ab".utf8))
        events += parser.feed(Array("c\u{1B}[20".utf8))
        #expect(events.isEmpty)
        #expect(!parser.hasPending)  // an open paste does not arm the ESC timer
        events += parser.feed(Array("1~".utf8))
        #expect(events == [.paste("abc")])
    }

    @Test func modeReportsAreRecordedNotDelivered() {
        var parser = InputParser()
        #expect(parser.feed(Array("\u{1B}[?2026;2$yq".utf8)) == [char("q")])
        #expect(parser.reportedModes[2026] == 2)
        _ = parser.feed(Array("\u{1B}[?1004;0$y".utf8))
        #expect(parser.reportedModes[1004] == 0)
    }

    @Test func malformedSequenceIsDropped() {
        #expect(decode("\u{1B}[1\u{01}x") == [char("a", .control), char("x")])
        let long = "\u{1B}[" + String(repeating: "1", count: 100) + "A" + "z"
        #expect(decode(long).last == char("z"))
    }
}
