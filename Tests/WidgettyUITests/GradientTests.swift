import Testing
import WidgettyTerminal
import WidgettyTestSupport
import WidgettyUI

/// The red, green and blue of a 24-bit colour; nil for any other.
func channels(_ color: TerminalColor) -> [Int]? {
    guard case .rgb(let r, let g, let b) = color else { return nil }
    return [Int(r), Int(g), Int(b)]
}

/// Whether `color` is the 24-bit colour `expected`, each channel within `tolerance`.
func isColor(_ color: TerminalColor, _ expected: [Int], within tolerance: Int = 1) -> Bool {
    guard let actual = channels(color) else { return false }
    return zip(actual, expected).allSatisfy { abs($0 - $1) <= tolerance }
}

@MainActor
@Suite("Gradients, cell by cell")
struct GradientTests {
    static let red = Color(red: 1, green: 0, blue: 0)
    static let green = Color(red: 0, green: 1, blue: 0)
    static let blue = Color(red: 0, green: 0, blue: 1)
    static let white = Color(red: 1, green: 1, blue: 1)
    static let black = Color(red: 0, green: 0, blue: 0)

    private func cells(_ view: some View, width: Int, height: Int, environment: EnvironmentValues = .fixedForTests) -> CellBuffer {
        renderView(view, width: width, height: height, environment: environment).buffer
    }

    @Test func aLinearGradientBlendsEachCellFromStartToEnd() {
        let gradient = LinearGradient(colors: [Self.red, Self.blue], startPoint: .leading, endPoint: .trailing)
        let buffer = cells(Text("Hi").frame(width: 20, height: 5).background(gradient), width: 20, height: 5)
        #expect(Set(buffer.cells.map(\.style.background)).count > 1)
        for y in 0..<5 {
            // A cell is the colour at its centre: half a column in, within a few steps of the ends.
            #expect(isColor(buffer[0, y].style.background, [255, 0, 0], within: 8), "\(buffer[0, y].style)")
            #expect(isColor(buffer[19, y].style.background, [0, 0, 255], within: 8), "\(buffer[19, y].style)")
            #expect(buffer[7, y].style.background == buffer[7, 0].style.background, "the same down a column")
        }
        let reds = (0..<20).compactMap { channels(buffer[$0, 2].style.background)?[0] }
        #expect(reds.count == 20 && zip(reds, reds.dropFirst()).allSatisfy { $0 > $1 }, "\(reds)")
        // The text stays, on the gradient's colour where it sits.
        #expect(buffer.lines[2] == "         Hi         ")
        #expect(buffer[9, 2].style.background == buffer[9, 0].style.background)
    }

    @Test func theStaticSpellingAndAFilledShapeDrawTheSame() {
        let view = Rectangle().fill(.linearGradient(colors: [Self.red, Self.blue], startPoint: .top, endPoint: .bottom))
        let buffer = cells(view, width: 4, height: 4)
        let expected = cells(LinearGradient(colors: [Self.red, Self.blue], startPoint: .top, endPoint: .bottom), width: 4, height: 4)
        #expect(buffer == expected)
        #expect(isColor(buffer[0, 0].style.background, [223, 0, 32]) && isColor(buffer[3, 3].style.background, [32, 0, 223]))
    }

    @Test func stopsAtLocationsPlaceTheirColours() {
        let stops: [Gradient.Stop] = [.init(color: Self.blue, location: 1), .init(color: Self.red, location: 0), .init(color: Self.green, location: 0.2)]
        let buffer = cells(LinearGradient(stops: stops, startPoint: .leading, endPoint: .trailing), width: 10, height: 1)
        // Column 1's centre is at 0.15: three quarters of the way from red to green.
        #expect(isColor(buffer[1, 0].style.background, [64, 191, 0]), "\(buffer[1, 0].style)")
        // Column 2's centre is at 0.25, just past green towards blue.
        #expect(isColor(buffer[2, 0].style.background, [0, 239, 16]), "\(buffer[2, 0].style)")
        #expect(isColor(buffer[9, 0].style.background, [0, 16, 239]), "\(buffer[9, 0].style)")
    }

    @Test func aRadialGradientGoesFromTheCentreOutByRadiusInPoints() {
        let gradient = RadialGradient(colors: [Self.white, Self.black], center: .center, startRadius: 0, endRadius: 10)
        let buffer = cells(gradient, width: 21, height: 11)
        #expect(isColor(buffer[10, 5].style.background, [255, 255, 255]), "the centre cell is the start colour")
        #expect(isColor(buffer[15, 5].style.background, [128, 128, 128]), "5 cells out of 10 is halfway")
        for corner in [(0, 0), (20, 0), (0, 10), (20, 10)] {
            #expect(isColor(buffer[corner.0, corner.1].style.background, [0, 0, 0]), "\(corner) is past the end radius")
        }
        // With iOS points (8 a column), an 80-point radius reaches as far.
        var points = EnvironmentValues.fixedForTests
        points.cellMetrics = .points
        let inPoints = cells(RadialGradient(colors: [Self.white, Self.black], center: .center, startRadius: 0, endRadius: 80),
                             width: 21, height: 11, environment: points)
        #expect(isColor(inPoints[15, 5].style.background, [128, 128, 128]), "\(inPoints[15, 5].style)")
        #expect(isColor(inPoints[10, 5].style.background, [255, 255, 255]))
    }

    @Test func anEllipticalGradientIsShapedLikeItsFrame() {
        let buffer = cells(EllipticalGradient(colors: [Self.white, Self.black]), width: 20, height: 10)
        // The cell at the centre is near white (its centre is half a cell off the frame's).
        #expect(isColor(buffer[10, 5].style.background, [226, 226, 226], within: 2), "\(buffer[10, 5].style)")
        // The middle of each edge is near the end: ten columns out and five rows up alike.
        let left = channels(buffer[0, 5].style.background)?[0] ?? -1, top = channels(buffer[10, 0].style.background)?[0] ?? -1
        #expect(left >= 0 && left < 30 && top >= 0 && top < 30, "\(left) \(top)")
    }

    @Test func anAngularGradientTurnsClockwiseFromTheTrailingEdge() {
        let gradient = AngularGradient(colors: [Self.red, Self.blue], center: .center, startAngle: .zero, endAngle: .degrees(360))
        let buffer = cells(gradient, width: 21, height: 11)
        func redness(_ x: Int, _ y: Int) -> Int { channels(buffer[x, y].style.background)?[0] ?? -1 }
        #expect(isColor(buffer[20, 5].style.background, [255, 0, 0], within: 4), "trailing: the start")
        #expect(abs(redness(0, 5) - 128) <= 4, "leading: halfway round")
        #expect(redness(10, 10) > redness(0, 5) && redness(0, 5) > redness(10, 0), "below comes before above")
        #expect(Set(buffer.cells.map(\.style.background)).count > 10)
        let conic = cells(Rectangle().fill(.conicGradient(colors: [Self.red, Self.blue], center: .center)), width: 21, height: 11)
        #expect(conic == buffer)
    }

    @Test func colorGradientIsAGentleTopToBottomBlendToTheColour() {
        let buffer = cells(Color.blue.gradient, width: 10, height: 4)
        let top = buffer[0, 0].style.background, bottom = buffer[0, 3].style.background
        // Color.blue is the terminal's blue, (0, 0, 238) in xterm's palette.
        #expect(isColor(bottom, [0, 0, 238], within: 8), "\(bottom)")
        #expect(isColor(top, [45, 45, 241], within: 3), "\(top)")
        #expect((0..<10).allSatisfy { buffer[$0, 0].style.background == top }, "the same across a row")
        let container = cells(Text("a").frame(width: 10, height: 4).containerBackground(Color.blue.gradient, for: .widget), width: 10, height: 4)
        let implicit = cells(Text("a").frame(width: 10, height: 4).containerBackground(.blue.gradient, for: .widget), width: 10, height: 4)
        #expect(container == implicit)
        #expect(container[0, 3].style.background == bottom && container[9, 0].style.background == top)
    }

    @Test func aGradientForegroundColoursEachGlyphByItsPlace() {
        let gradient = LinearGradient(colors: [Self.red, Self.blue], startPoint: .leading, endPoint: .trailing)
        let buffer = cells(Text("abcdefghij").foregroundStyle(gradient), width: 10, height: 1)
        #expect(buffer.lines == ["abcdefghij"])
        #expect(isColor(buffer[0, 0].style.foreground, [242, 0, 13]) && isColor(buffer[9, 0].style.foreground, [13, 0, 242]))
        #expect(Set(buffer.cells.map(\.style.foreground)).count == 10)
        #expect(buffer.cells.allSatisfy { $0.style.background == .default })
        // Through the environment, over each text's own frame; a text's own run keeps its colour.
        let stacked = cells(VStack(spacing: 0) { Text("abcd"); Text("ab") + Text("cd").foregroundColor(.green) }.foregroundStyle(gradient),
                            width: 4, height: 2)
        #expect(stacked[0, 0].style.foreground == stacked[0, 1].style.foreground)
        #expect(stacked[2, 1].style.foreground == .green && stacked[3, 1].style.foreground == .green)
        #expect(isColor(stacked[3, 0].style.foreground, [32, 0, 223]))
    }
}
