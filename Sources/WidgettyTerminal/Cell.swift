/// One character cell of the terminal grid: a grapheme cluster, its display width and its style.
///
/// A wide grapheme (CJK, emoji) occupies two cells: the first holds the grapheme with `width == 2`,
/// the second is a continuation cell with `width == 0` and an empty `text`.
///
/// The grapheme's bytes are kept inside the cell (see ``InlineGrapheme``), so a cell holds no
/// reference: buffers of thousands of cells are filled, copied and compared as plain memory.
public struct Cell: Hashable, Sendable {
    private var grapheme: InlineGrapheme
    /// Columns taken on screen: 1, 2 for a wide grapheme, 0 for the continuation of a wide one.
    public var width: UInt8
    public var style: Style

    /// The grapheme cluster shown in this cell; empty for a continuation cell.
    public var text: String {
        get { grapheme.string }
        set { grapheme = InlineGrapheme(newValue) }
    }

    public init(_ text: String, width: UInt8 = 1, style: Style = .plain) {
        self.init(grapheme: InlineGrapheme(text), width: width, style: style)
    }

    /// A cell showing one scalar that is a grapheme of its own.
    init(_ scalar: Unicode.Scalar, width: UInt8, style: Style) {
        self.init(grapheme: InlineGrapheme(scalar), width: width, style: style)
    }

    private init(grapheme: InlineGrapheme, width: UInt8, style: Style) {
        self.grapheme = grapheme
        self.width = width
        self.style = style
    }

    /// A space in the default style.
    public static let blank = Cell(grapheme: .space, width: 1, style: .plain)

    /// A space with the given style (used to fill backgrounds).
    public static func blank(_ style: Style) -> Cell { Cell(grapheme: .space, width: 1, style: style) }

    /// The right half of a wide grapheme.
    public static func continuation(_ style: Style) -> Cell { Cell(grapheme: .empty, width: 0, style: style) }

    public var isContinuation: Bool { width == 0 }
}

/// The UTF-8 bytes of one grapheme, stored in place: up to ``capacity`` bytes, as many as any
/// sanitised grapheme takes (a base and at most four marks; an emoji sequence, which sanitising
/// cuts to this — the longest recommended ones, a family or a kiss with skin tones, take 41).
/// Longer text keeps its first whole scalars that fit. Equal when the bytes are equal.
struct InlineGrapheme: Hashable, Sendable {
    /// Bytes 0..<47 hold the text, byte 47 its length.
    private var storage: (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0, 0, 0)
    static let capacity = 47

    static let space = InlineGrapheme(" " as Unicode.Scalar)
    static let empty = InlineGrapheme()

    private init() {}

    init(_ scalar: Unicode.Scalar) {
        withUnsafeMutableBytes(of: &storage) { raw in
            var count = 0
            UTF8.encode(scalar) { byte in
                raw[count] = byte
                count += 1
            }
            raw[Self.capacity] = UInt8(count)
        }
    }

    init(_ text: String) {
        var text = text
        text.withUTF8 { utf8 in
            var count = min(utf8.count, Self.capacity)
            // Cut between scalars: never before a continuation byte (10xxxxxx).
            if count < utf8.count {
                while count > 0, utf8[count] & 0xC0 == 0x80 { count -= 1 }
            }
            withUnsafeMutableBytes(of: &storage) { raw in
                for index in 0..<count { raw[index] = utf8[index] }
                raw[Self.capacity] = UInt8(count)
            }
        }
    }

    var string: String {
        withUnsafeBytes(of: storage) { raw in
            String(decoding: raw[0..<Int(raw[Self.capacity])], as: UTF8.self)
        }
    }

    static func == (a: InlineGrapheme, b: InlineGrapheme) -> Bool {
        a.storage.0 == b.storage.0 && a.storage.1 == b.storage.1 && a.storage.2 == b.storage.2
            && a.storage.3 == b.storage.3 && a.storage.4 == b.storage.4 && a.storage.5 == b.storage.5
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(storage.0)
        hasher.combine(storage.1)
        hasher.combine(storage.2)
        hasher.combine(storage.3)
        hasher.combine(storage.4)
        hasher.combine(storage.5)
    }
}
