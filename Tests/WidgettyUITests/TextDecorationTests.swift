import Foundation
import Testing
import WidgettyTerminal
import WidgettyTestSupport
import WidgettyUI

/// The text vocabulary of shipped widgets: lines with patterns and colours, tightening, and the
/// person's text size in the environment.
@MainActor
@Suite struct TextDecorationTests {
    func attributes(_ view: some View) -> TextAttributes {
        renderView(view, width: 4, height: 1).buffer[0, 0].style.attributes
    }

    @Test func struckAndUnderlinedTextCarriesTheTerminalAttribute() {
        #expect(attributes(Text("done").strikethrough(true, pattern: .dash, color: .red)) == [.strikethrough])
        #expect(attributes(Text("link").underline(pattern: .dot, color: .blue)) == [.underline])
        #expect(attributes(Text("off").strikethrough(false, pattern: .solid)) == [])
        #expect(attributes(VStack { Text("all") }.strikethrough(pattern: .dashDot)) == [.strikethrough])
        #expect(attributes(VStack { Text("all") }.underline(true, pattern: .dashDotDot, color: .green)) == [.underline])
        #expect(Text.LineStyle(pattern: .dash, color: .red) != .single)
    }

    @Test func tighteningIsAcceptedAndTruncationStillApplies() {
        #expect(renderLines(Text("Tightened").allowsTightening(true), width: 4, height: 1) == ["Tig…"])
        #expect(renderLines(Text("ok").allowsTightening(false).frame(width: 16), width: 2, height: 1) == ["ok"])
    }

    @Test func theTextSizeIsLargeAndCanBeSetOrClamped() {
        #expect(EnvironmentValues().sizeCategory == .large)
        #expect(EnvironmentValues().dynamicTypeSize == .large)
        #expect(!ContentSizeCategory.large.isAccessibilityCategory && ContentSizeCategory.accessibilityLarge.isAccessibilityCategory)
        #expect(DynamicTypeSize.accessibility2.isAccessibilitySize && DynamicTypeSize.xSmall < .xxxLarge)
        var environment = EnvironmentValues()
        environment.sizeCategory = .extraExtraLarge
        #expect(environment.dynamicTypeSize == .xxLarge)
        #expect(ContentSizeCategory(DynamicTypeSize.accessibility5) == .accessibilityExtraExtraExtraLarge)

        #expect(renderLines(SizeReader().dynamicTypeSize(.xSmall), width: 12, height: 1) == ["xSmall      "])
        #expect(renderLines(SizeReader().dynamicTypeSize(...DynamicTypeSize.medium), width: 12, height: 1) == ["medium      "])
        #expect(renderLines(SizeReader().environment(\.sizeCategory, .small), width: 12, height: 1) == ["small       "])
        #expect(renderLines(CategoryReader(), width: 12, height: 1) == ["large       "])
    }

    @Test func aTextReadsAsItsCharacters() {
        #expect(Text("Weather").plainText() == "Weather")
        #expect((Text("Rain ").bold() + Text(verbatim: "today")).plainText() == "Rain today")
        #expect(Text("\(3) of \(5)").plainText() == "3 of 5")
    }
}

/// Shows the environment's `dynamicTypeSize`.
private struct SizeReader: View {
    @Environment(\.dynamicTypeSize) var size
    var body: some View { Text(verbatim: "\(size)").frame(maxWidth: .infinity, alignment: .leading) }
}

/// Shows the environment's `sizeCategory`.
private struct CategoryReader: View {
    @Environment(\.sizeCategory) var category
    var body: some View { Text(verbatim: "\(category)").frame(maxWidth: .infinity, alignment: .leading) }
}
