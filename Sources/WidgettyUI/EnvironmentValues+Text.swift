import WidgettyTerminal

private struct FontKey: EnvironmentKey { static var defaultValue: Font? { nil } }
private struct FontWeightKey: EnvironmentKey { static var defaultValue: Font.Weight? { nil } }
private struct ForegroundStyleKey: EnvironmentKey { static var defaultValue: AnyShapeStyle? { nil } }
private struct TextAttributesKey: EnvironmentKey { static var defaultValue: TextAttributes { [] } }
private struct LineLimitKey: EnvironmentKey { static var defaultValue: Int? { nil } }
private struct ReservedLinesKey: EnvironmentKey { static var defaultValue: Int? { nil } }
private struct TruncationModeKey: EnvironmentKey { static var defaultValue: Text.TruncationMode { .tail } }
private struct MultilineTextAlignmentKey: EnvironmentKey { static var defaultValue: TextAlignment { .leading } }
private struct TintKey: EnvironmentKey { static var defaultValue: Color? { nil } }

extension EnvironmentValues {
    /// The font of text in the subtree (`.font(_:)`).
    public var font: Font? {
        get { self[FontKey.self] }
        set { self[FontKey.self] = newValue }
    }

    var fontWeight: Font.Weight? {
        get { self[FontWeightKey.self] }
        set { self[FontWeightKey.self] = newValue }
    }

    /// The style of text and glyphs in the subtree (`.foregroundStyle(_:)`, `.foregroundColor(_:)`).
    var foregroundStyle: AnyShapeStyle? {
        get { self[ForegroundStyleKey.self] }
        set { self[ForegroundStyleKey.self] = newValue }
    }

    /// Attributes added by `.bold()`, `.italic()`, `.underline()` on any view.
    var textAttributes: TextAttributes {
        get { self[TextAttributesKey.self] }
        set { self[TextAttributesKey.self] = newValue }
    }

    /// The most lines a text may take (`.lineLimit(_:)`); nil for no limit.
    public var lineLimit: Int? {
        get { self[LineLimitKey.self] }
        set { self[LineLimitKey.self] = newValue }
    }

    /// The fewest lines a text takes, blank ones below it if need be (`.lineLimit(2...3)`,
    /// `.lineLimit(2, reservesSpace: true)`); nil for none.
    var reservedLines: Int? {
        get { self[ReservedLinesKey.self] }
        set { self[ReservedLinesKey.self] = newValue }
    }

    /// Where text that does not fit is cut (`.truncationMode(_:)`).
    public var truncationMode: Text.TruncationMode {
        get { self[TruncationModeKey.self] }
        set { self[TruncationModeKey.self] = newValue }
    }

    /// How the lines of wrapped text line up (`.multilineTextAlignment(_:)`).
    public var multilineTextAlignment: TextAlignment {
        get { self[MultilineTextAlignmentKey.self] }
        set { self[MultilineTextAlignmentKey.self] = newValue }
    }

    /// The accent colour of the subtree (`.tint(_:)`; the host sets the widget's `tint:` or the
    /// theme's accent).
    public var tint: Color? {
        get { self[TintKey.self] }
        set { self[TintKey.self] = newValue }
    }

    /// The colour of a bar, a gauge or a chart: the tint, else the foreground's colour.
    var tintForeground: TerminalColor { tint?._resolve(in: self).foreground ?? resolvedForeground().foreground }

    /// The cell style of foreground drawing (glyphs, lines) in this environment.
    func resolvedForeground(dimByDefault: Bool = false) -> Style { resolvedForegroundLook(dimByDefault: dimByDefault).style }

    /// The cell style of foreground drawing, and the paint that colours glyphs cell by cell
    /// (a gradient, a colour seen through) where one colour is not the whole of it.
    func resolvedForegroundLook(dimByDefault: Bool = false) -> (style: Style, paint: CellPaint?) {
        let resolved = foregroundStyle?._resolve(in: self)
        var style = Style(foreground: resolved?.foreground ?? .default)
        if resolved?.dim == true || (dimByDefault && resolved == nil) { style.attributes.insert(.dim) }
        return (style, resolved?.foregroundPaint)
    }

    /// The cell style of text in this environment: foreground, font attributes and text modifiers.
    func resolvedTextStyle() -> Style { resolvedTextLook().style }

    /// ``resolvedTextStyle()`` and the paint of its glyphs, if any.
    func resolvedTextLook() -> (style: Style, paint: CellPaint?) {
        let foreground = resolvedForegroundLook()
        var style = foreground.style
        var fontValue = font ?? .body
        if let fontWeight { fontValue = fontValue.weight(fontWeight) }
        style.attributes.formUnion(fontValue.attributes)
        style.attributes.formUnion(textAttributes)
        if style.attributes.contains(.bold) { style.attributes.remove(.dim) }
        return (style, foreground.paint)
    }
}
