import Foundation
import Testing
import WidgettyTerminal
import WidgettyTestSupport
import WidgettyUI

/// What widgets reach in views they share with their apps: gestures (accepted, never
/// recognised, as in a widget on iOS), `position`, `imageScale`, `background(_:in:)`, `CGColor`.
@MainActor
@Suite struct SharedAppViewTests {
    struct ScaleProbe: View {
        @Environment(\.imageScale) var scale
        var body: some View { Text("\(scale)") }
    }

    struct Swipeable: View {
        let counter: Counter
        var dragControls: some Gesture {
            DragGesture(minimumDistance: 5)
                .onChanged { _ in counter.count += 1 }
                .onEnded { value in counter.count += Int(value.translation.width) }
        }
        var body: some View {
            Text("task")
                .contentShape(Rectangle())
                .onTapGesture { counter.count += 1 }
                .gesture(dragControls)
                .simultaneousGesture(TapGesture(count: 2).onEnded { counter.count += 1 })
                .highPriorityGesture(LongPressGesture().sequenced(before: DragGesture()).onEnded { _ in counter.count += 1 })
                .onLongPressGesture { counter.count += 1 }
        }
    }

    final class Counter { var count = 0 }

    @Test func gesturesAreAcceptedAndNeverRecognised() {
        let counter = Counter()
        #expect(renderLines(Swipeable(counter: counter), width: 6, height: 1) == renderLines(Text("task"), width: 6, height: 1))
        #expect(counter.count == 0, "no action runs: a widget receives no gestures")
    }

    @Test func positionCentresTheViewOnAPointOfTheSpaceOffered() {
        #expect(renderLines(Text("ab").position(x: 3, y: 1), width: 6, height: 3) == ["      ", "  ab  ", "      "])
        let centred = GeometryReader { geometry in
            Text("x").position(x: geometry.size.width / 2, y: geometry.size.height / 2)
        }
        #expect(renderLines(centred, width: 5, height: 3) == ["     ", "  x  ", "     "])
        let corner = VStack(spacing: 0) { Text("ab").position(x: 0, y: 1).frame(height: 2); Text("cd") }
        #expect(renderLines(corner, width: 4, height: 3) == ["    ", "b   ", " cd "], "the view takes its space; a part left of it is cut")
        var points = EnvironmentValues.fixedForTests
        points.cellMetrics = .points
        #expect(renderLines(Text("ab").position(x: 24, y: 16), width: 6, height: 3, environment: points)[1] == "  ab  ",
                "24 points are 3 columns, 16 points one row")
    }

    @Test func imageScaleIsSetForTheViewsInside() {
        #expect(renderLines(ScaleProbe().imageScale(.large), width: 5, height: 1) == ["large"])
        #expect(renderLines(ScaleProbe(), width: 6, height: 1) == ["medium"])
        let symbols = HStack { Image(systemName: "star.fill"); Image(systemName: "checkmark") }
        #expect(renderLines(symbols.imageScale(.large), width: 3, height: 1) == renderLines(symbols, width: 3, height: 1),
                "a glyph is one cell at every scale")
    }

    @Test func aShapeBehindTheViewIsFilledWithAStyle() {
        let buffer = renderView(Text("ab").background(Color(red: 1, green: 0, blue: 0), in: .capsule), width: 2, height: 1).buffer
        #expect(buffer[0, 0].style.background == .rgb(255, 0, 0) && buffer[1, 0].style.background == .rgb(255, 0, 0))
        let black = renderView(Text("a").padding(.horizontal, 1).background(.black, in: .circle), width: 3, height: 1).buffer
        #expect(black[0, 0].style.background == black[2, 0].style.background && black[0, 0].style.background != .default)
        let styled = renderView(Text("a").background(in: .rect(cornerRadius: 4)).backgroundStyle(Color(red: 0, green: 0, blue: 1)),
                                width: 1, height: 1).buffer
        #expect(styled[0, 0].style.background == .rgb(0, 0, 255))
    }

    @Test func coreGraphicsColoursDrawTheirComponents() {
        let grey = renderView(Color(cgColor: .init(gray: 0.8, alpha: 1)).frame(width: 1, height: 1), width: 1, height: 1).buffer
        #expect(grey[0, 0].style.background == .rgb(204, 204, 204))
        let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        let fromUIKit = renderView(Color(uiColor: UIColor(cgColor: red)).frame(width: 1, height: 1), width: 1, height: 1).buffer
        #expect(fromUIKit[0, 0].style.background == .rgb(255, 0, 0))
        #expect(red.numberOfComponents == 4 && red.components == [1, 0, 0, 1])
        #expect(CGColor(gray: 0.5, alpha: 1).copy(alpha: 0.25)?.alpha == 0.25)
        #expect(CGColor.clear.alpha == 0 && CGColor.white.components == [1, 1])
    }

    @Test func aUIKitColoursComponentsAreItsRGB() {
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        #expect(UIColor(Color(red: 1, green: 0.5, blue: 0).opacity(0.5)).getRed(&red, green: &green, blue: &blue, alpha: &alpha))
        #expect(red == 1 && abs(green - 128.0 / 255) < 0.001 && blue == 0 && alpha == 0.5)
        #expect(UIColor(Color.red).getRed(&red, green: &green, blue: &blue, alpha: &alpha) && red > 0.5 && green == 0,
                "a terminal colour reads as xterm defines it")
        red = 7
        #expect(!UIColor(Color(terminal: .default)).getRed(&red, green: &green, blue: &blue, alpha: &alpha) && red == 7,
                "the terminal's own default colour cannot be known")
        var white: CGFloat = 0
        #expect(UIColor(white: 0.4, alpha: 1).getWhite(&white, alpha: &alpha) && abs(white - 102.0 / 255) < 0.001)
        #expect(UIColor(red: 0, green: 0, blue: 1, alpha: 1).cgColor.components == [0, 0, 1, 1])
    }

    @Test func blendingAndCompositingDrawTheViewAsItIs() {
        let label = ZStack { Capsule().fill(Color(red: 0, green: 0, blue: 1)); Text("42").foregroundStyle(.white) }.frame(width: 4, height: 1)
        let blended = label.blendMode(.destinationOut).compositingGroup().drawingGroup()
        #expect(renderView(blended, width: 4, height: 1).buffer.cells == renderView(label, width: 4, height: 1).buffer.cells)
    }

    @Test func colourSpacesFillsAndAccessibilityWords() {
        let linear = renderView(Color(.sRGBLinear, red: 0.5, green: 0, blue: 1).frame(width: 1, height: 1), width: 1, height: 1).buffer
        #expect(linear[0, 0].style.background == .rgb(188, 0, 255), "linear 0.5 is sRGB 0.735")
        let srgb = renderView(Color(.sRGB, white: 0.5, opacity: 1).frame(width: 1, height: 1), width: 1, height: 1).buffer
        #expect(srgb[0, 0].style.background == .rgb(128, 128, 128))
        #expect(renderLines(Color(.clear).frame(width: 1, height: 1), width: 1, height: 1) == [" "], "Color(.clear) is UIKit's clear")
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        #expect(UIColor.tertiarySystemFill.getRed(&red, green: &green, blue: &blue, alpha: &alpha) && alpha == 0.24 && blue > red)
        let described = Text("42").accessibility(hidden: true).accessibilityLabel("Forty-two").accessibilityAddTraits(.isHeader)
            .accessibilityElement(children: .combine).accessibilityHidden(false)
        #expect(renderLines(described, width: 2, height: 1) == ["42"])
    }
}
