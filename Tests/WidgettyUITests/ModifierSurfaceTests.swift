import Foundation
import Testing
import WidgettyTerminal
import WidgettyTestSupport
import WidgettyUI

/// A user-written modifier, as SwiftUI tutorials define them.
private struct Boxed: ViewModifier {
    let title: String
    func body(content: Content) -> some View {
        VStack(alignment: .leading, spacing: 0) {
            Text(title).bold()
            content.padding(.leading, 1)
        }
    }
}

@MainActor
@Suite("Modifier surface: custom modifiers, layers, no-ops")
struct ModifierSurfaceTests {
    @Test func customViewModifiersWrapTheirContent() {
        #expect(renderLines(Text("x").modifier(Boxed(title: "T")), width: 2, height: 2) == ["T ", " x"])
        #expect(renderView(Text("x").modifier(Boxed(title: "T")), width: 2, height: 2).buffer[0, 0].style.attributes == .bold)
    }

    @Test func backgroundAndOverlayLayersAlign() {
        let badge = Text("abc").overlay(alignment: .trailing) { Text("!") }
        #expect(renderLines(badge, width: 3, height: 1) == ["ab!"])
        let behind = Text(" b ").background(alignment: .leading) { Text("x") }
        #expect(renderLines(behind, width: 3, height: 1) == ["xb "], "spaces in text are transparent")
        let behindLeft = Text("  b").background(alignment: .leading) { Text("x") }
        #expect(renderLines(behindLeft, width: 3, height: 1) == ["x b"])
    }

    @Test func transformEnvironmentChangesOneValue() {
        let view = Text("abcdef").transformEnvironment(\.lineLimit) { $0 = 1 }
        #expect(renderLines(view, width: 4, height: 2) == ["abc…", "    "])
    }

    @Test func acceptedModifiersChangeNothing() {
        let plain = VStack { Text("a"); Image(systemName: "star").resizable() }
        let decorated = VStack {
            Text("a")
                .contentTransition(.numericText())
                .invalidatableContent()
                .privacySensitive()
                .widgetAccentable()
                .minimumScaleFactor(0.5)
                .shadow(radius: 2)
                .id(1)
            Image(systemName: "star")
                .resizable()
                .renderingMode(.template)
                .aspectRatio(contentMode: .fit)
                .scaledToFit()
                .ignoresSafeArea()
        }
        #expect(renderView(decorated, width: 3, height: 3).buffer == renderView(plain, width: 3, height: 3).buffer)
    }

    @Test func roundShapesFillLikeRectangles() {
        for view in [AnyView(Circle().fill(Color.red)), AnyView(Ellipse().fill(Color.red)),
                     AnyView(ContainerRelativeShape().fill(Color.red)), AnyView(Capsule().fill(Color.red))] {
            #expect(renderView(view, width: 2, height: 1).buffer[1, 0].style.background == .red)
        }
        #expect(renderLines(Circle().stroke(Color.blue), width: 3, height: 2) == ["╭─╮", "╰─╯"])
    }

    @Test func accentColourFollowsTint() {
        #expect(renderView(Text("a").foregroundColor(.accentColor), width: 1, height: 1).buffer[0, 0].style.foreground == .blue)
        #expect(renderView(Text("a").foregroundColor(.accentColor).tint(.green), width: 1, height: 1).buffer[0, 0].style.foreground == .green)
        #expect(renderView(ProgressView(value: 1.0).tint(.red), width: 1, height: 1).buffer[0, 0].style.foreground == .red)
    }

    @Test func fixedSizeOnOneAxis() {
        let view = Text("ab cd").fixedSize(horizontal: false, vertical: true).frame(width: 2, height: 1)
        #expect(renderLines(view, width: 2, height: 2) == ["ab", "cd"])
    }
}
