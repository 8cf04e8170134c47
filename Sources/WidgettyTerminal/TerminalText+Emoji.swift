/// Emoji sequences: which graphemes are drawn as one emoji picture, and what of them is kept.
extension TerminalText {
    /// The UTF-8 bytes an emoji sequence may take: what a cell holds (``InlineGrapheme``).
    static var emojiSequenceCapacity: Int { InlineGrapheme.capacity }

    /// Whether a scalar only joins or modifies an emoji: ZWJ, VS15/VS16, the keycap mark, a
    /// skin-tone modifier or a tag (the letters of a subdivision flag).
    static func isEmojiJoiner(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x200D, 0xFE0E, 0xFE0F, 0x20E3, 0x1F3FB...0x1F3FF, 0xE0020...0xE007F: return true
        default: return false
        }
    }

    /// Whether a grapheme of several scalars is an emoji drawn as a picture (true: two columns)
    /// or as text (false: VS15); nil when it is no emoji sequence.
    static func isEmojiPicture(_ scalars: [Unicode.Scalar]) -> Bool? {
        guard let first = scalars.first, first.properties.isEmoji, scalars.dropFirst().contains(where: isEmojiJoiner) else {
            return nil
        }
        if scalars.contains(where: { $0.value == 0xFE0E }), !scalars.contains(where: { $0.value == 0x200D }) { return false }
        return true
    }

    /// An emoji sequence of a grapheme, kept whole: its emoji, joiners, selectors, modifiers and
    /// tags, at most four other marks, and no more bytes than a cell holds — a longer sequence
    /// (a joined chain no font draws as one) keeps its first emoji up to the last joiner that
    /// fits. Nil when the grapheme is no emoji sequence.
    static func emojiSequence(_ scalars: [Unicode.Scalar]) -> [Unicode.Scalar]? {
        guard isEmojiPicture(scalars) != nil else { return nil }
        var kept: [Unicode.Scalar] = []
        var bytes = 0, marks = 0, cutShort = false
        for scalar in scalars {
            let joins = isEmojiJoiner(scalar)
            if !joins, scalar.properties.generalCategory == .format { continue }
            let isMark = !joins && !scalar.properties.isEmoji && !kept.isEmpty
            if isMark {
                if marks >= maximumMarksPerGrapheme { continue }
                marks += 1
            }
            let length = UTF8.width(scalar)
            if bytes + length > emojiSequenceCapacity {
                cutShort = true
                break
            }
            kept.append(scalar)
            bytes += length
        }
        if cutShort, let joiner = kept.lastIndex(where: { $0.value == 0x200D }) { kept.removeSubrange(joiner...) }
        while kept.last?.value == 0x200D { kept.removeLast() }
        return kept
    }
}

extension TerminalText {
    /// Whether a cell's text is an emoji sequence of several scalars (not a flag), which a curses
    /// cell (one spacing character and a few combining ones) cannot hold.
    public static func isEmojiSequence(_ text: String) -> Bool {
        let scalars = Array(text.unicodeScalars)
        return scalars.count > 1 && isEmojiPicture(scalars) != nil
    }
}
