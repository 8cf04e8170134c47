import Foundation
import Testing
import WidgettyTerminal
import WidgettyTestSupport
@testable import WidgettyUI

/// SF Symbols as glyphs: the table is its data file, names with variant suffixes find their
/// base symbol, unknown ones are the visible fallback, and `UIImage(systemName:)` and `Label`
/// draw the same glyph as `Image(systemName:)`.
@MainActor
@Suite struct SFSymbolTests {
    static var sources: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }

    @Test func theTableIsTheDataFileAndTheReadmeGivesItsSize() throws {
        let data = try String(contentsOf: Self.sources.appendingPathComponent("Sources/WidgettyUI/SymbolGlyphs.tsv"), encoding: .utf8)
        var rows: [String: String] = [:]
        for line in data.split(separator: "\n") where !line.hasPrefix("#") {
            let parts = line.split(separator: "\t")
            try #require(parts.count == 2, "\(line)")
            rows[String(parts[0])] = String(parts[1])
        }
        #expect(rows == SymbolGlyphs.table, "SymbolGlyphs+Table.swift is generated from the data: run scripts/symbol-glyphs.py")
        #expect(SymbolGlyphs.count >= 300)
        let readme = try String(contentsOf: Self.sources.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(readme.contains("\(SymbolGlyphs.count) SF Symbols"), "README's API table states the table's size")
    }

    @Test func commonWidgetSymbolsHaveGlyphs() {
        let expected = [
            "sun.max": "☀", "cloud.rain": "☂", "cloud.bolt.rain": "⛈", "snowflake": "❄", "moonphase.full.moon": "🌕",
            "battery.100": "▮▮▮", "battery.25percent": "▮▯▯", "wifi": "📶", "wifi.slash": "⊘",
            "checkmark.circle.fill": "✔", "star.fill": "★", "heart": "♡", "calendar": "📅", "clock": "⏰",
            "arrow.up": "↑", "arrow.down": "↓", "plus": "+", "minus": "−", "xmark": "✘", "gear": "⚙", "bell": "🔔",
        ]
        for (name, glyph) in expected { #expect(SymbolGlyphs.glyph(for: name) == glyph, "\(name)") }
    }

    @Test func variantSuffixesFallBackToTheirSymbol() {
        #expect(SymbolGlyphs.glyph(for: "heart.circle.fill") == "♥", "filled: the base's .fill glyph first")
        #expect(SymbolGlyphs.glyph(for: "heart.circle") == "♡")
        #expect(SymbolGlyphs.glyph(for: "arrow.up.right.square") == "↗")
        #expect(SymbolGlyphs.glyph(for: "bookmark.fill") == "🔖")
        #expect(SymbolGlyphs.glyph(for: "3.circle.fill") == "③")
        #expect(SymbolGlyphs.glyph(for: "0.circle") == "⓪")
        #expect(SymbolGlyphs.glyph(for: "21.circle") == SymbolGlyphs.unknown)
        #expect(SymbolGlyphs.glyph(for: "bell.slash") == "🔕", "a slash is never dropped")
        #expect(SymbolGlyphs.glyph(for: "car.slash") == "◌")
        #expect(SymbolGlyphs.glyph(for: "fill") == "◌")
        #expect(SymbolGlyphs.glyph(for: "") == "◌")
        #expect(!SymbolGlyphs.isKnown("no.such.symbol") && SymbolGlyphs.isKnown("cloud.sun.fill"))
    }

    @Test func uiImageSymbolsDrawTheirGlyph() throws {
        let image = try #require(UIImage(systemName: "cloud.snow"))
        #expect(image.symbolGlyph == "❄")
        #expect(image.size == .zero)
        #expect(renderLines(Image(uiImage: image), width: 1, height: 1) == ["❄"])
        let unknown = try #require(UIImage(systemName: "made.up.symbol"), "never nil: the fallback shows where it would be")
        #expect(renderLines(Image(uiImage: unknown), width: 1, height: 1) == ["◌"])
        let configured = UIImage(systemName: "bolt.fill", withConfiguration: UIImage.SymbolConfiguration(pointSize: 20, weight: .bold))
        #expect(configured?.withTintColor(.yellow).symbolGlyph == "⚡")
        #expect(renderLines(Label("Alarm", systemImage: "alarm"), width: 8, height: 1) == ["⏰ Alarm"])
        #expect(renderLines(Text("\(Image(systemName: "cloud.snow")) 2°"), width: 4, height: 1) == ["❄ 2°"])
    }
}
