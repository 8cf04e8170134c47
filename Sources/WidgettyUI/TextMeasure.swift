import WidgettyTerminal

/// Text measured as it is drawn, for views that share their rows out before they lay text out.
public enum TextMeasure {
    /// The lines plain `text` takes wrapped at `width` columns, as a `Text` of it is drawn: words
    /// kept whole, a word wider than the line broken, each grapheme as wide as the terminal shows it.
    public static func lineCount(_ text: String, width: Int) -> Int {
        var glyphs: [Glyph] = []
        Glyph.append(text, style: Style(), to: &glyphs)
        return max(1, TextLayout(glyphs: glyphs, truncationMode: .tail).lines(width: max(1, width), maxLines: nil).count)
    }
}
