import Foundation
import Testing
import WidgettyTerminal
import WidgettyTestSupport
import WidgettyUI

/// SwiftUI words widget views use beyond layout: view state, motion, boxes, empty states, UIKit
/// colours, outlines with stroke styles and tints from any style.
@MainActor
@Suite struct SwiftUIVocabularyTests {
    struct Counter: View {
        @State private var count = 3
        @Binding var title: String
        var body: some View { Text("\(title) \(count)") }
    }

    @Test func stateKeepsItsInitialValueAndABindingReadsThrough() {
        #expect(renderLines(Counter(title: .constant("Cups")), width: 8, height: 1)[0] == " Cups 3 ")
    }

    @Test func anOffsetMovesTheDrawingNotTheLayout() {
        let view = HStack(spacing: 0) { Text("ab").offset(x: 4); Text("cd") }.frame(maxWidth: .infinity, alignment: .leading)
        #expect(renderLines(view, width: 6, height: 1)[0] == "  cdab", "cd keeps its place after ab's; ab is drawn 4 columns on")
        let down = VStack(spacing: 0) { Text("x").offset(y: 1); Text(" ") }
        #expect(renderLines(down, width: 1, height: 2) == [" ", "x"])
        #expect(withAnimation(.easeInOut) { 2 + 2 } == 4, "withAnimation runs its body at once")
        #expect(Angle.degrees(180).radians == .pi)
    }

    @Test func aGroupBoxOutlinesItsTitleAndContent() {
        let lines = renderLines(GroupBox("Today") { Text("3 events") }, width: 12, height: 4)
        #expect(lines[0] == "╭──────────╮")
        #expect(lines[1] == "│Today     │")
        #expect(lines[2] == "│3 events  │")
        #expect(lines[3] == "╰──────────╯")
    }

    @Test func anEmptyStateCentresItsSymbolTitleAndDescription() {
        let view = ContentUnavailableView("No tasks", systemImage: "checkmark", description: Text("All done"))
        let lines = renderLines(view, width: 10, height: 3).map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(lines == ["✓", "No tasks", "All done"])
    }

    /// `Color(.clear)` once meant `Color(UIColor.clear)`, whose colour is `Color.clear`: the two
    /// statics waited on each other for ever. The limit only stops a hang: on two busy cores the
    /// parallel suite has kept this test waiting for a thread for over a minute.
    @Test(.timeLimit(.minutes(10))) func uiColoursAreColours() {
        #expect(Color.clear == Color(white: 0, opacity: 0) || Color.clear != Color.red)
        #expect(Color(uiColor: .clear) == Color.clear)
        let view = Text("x").foregroundStyle(Color(uiColor: UIColor(red: 1, green: 0, blue: 0, alpha: 1)))
        #expect(renderView(view, width: 1, height: 1).buffer[0, 0].style.foreground == .rgb(255, 0, 0))
        UISelectionFeedbackGenerator().selectionChanged()
    }

    @Test func strokeStylesDrawOneLineAndATintMayBeAnyStyle() {
        let outline = Rectangle().stroke(style: StrokeStyle(lineWidth: 3, lineCap: .round, dash: [2, 2]))
        #expect(renderLines(outline, width: 3, height: 2) == ["┌─┐", "└─┘"])
        let tinted = ProgressView(value: 1.0).tint(LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing))
        #expect(renderView(tinted, width: 2, height: 1).buffer[0, 0].style.foreground != .default)
    }

    @Test func anEmptyPictureDrawsNothingAndStylesAreAccepted() {
        let empty = UIImage()
        #expect(empty.size == .zero)
        let view = VStack(spacing: 0) {
            Image(uiImage: UIImage(named: "no-such-picture") ?? .init()).resizable()
            Button("Go") {}.buttonStyle(.borderedProminent)
            Label("Sun", systemImage: "sun.max").labelStyle(.iconOnly).symbolRenderingMode(.multicolor)
            ProgressView(value: 0.5).progressViewStyle(.linear)
        }
        #expect(renderLines(view, width: 8, height: 4).joined().contains("Go"))
    }
}
