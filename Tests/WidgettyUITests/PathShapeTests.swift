import Foundation
import Testing
import WidgettyTerminal
import WidgettyTestSupport
import WidgettyUI

/// Paths and shapes of one's own, drawn in braille dots: a custom `Shape`'s `path(in:)`, a trimmed
/// circle (a progress ring), a `Path` drawn as a line.
@MainActor
@Suite struct PathShapeTests {
    struct Triangle: Shape {
        func path(in rect: CGRect) -> Path {
            Path { path in
                path.move(to: CGPoint(x: rect.midX, y: rect.minY))
                path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
                path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
                path.closeSubpath()
            }
        }
    }

    static func dots(_ line: String) -> Int {
        line.unicodeScalars.reduce(0) { total, scalar in
            guard (0x2800...0x28FF).contains(scalar.value) else { return total }
            return total + (scalar.value - 0x2800).nonzeroBitCount
        }
    }

    @Test func aShapeOfOnesOwnIsFilledInDotsWiderAtItsBase() {
        let lines = renderLines(Triangle().fill(.red), width: 10, height: 5)
        let counts = lines.map(Self.dots)
        #expect(counts.first! > 0 && counts.first! < counts.last!, "\(lines)")
        #expect(counts == counts.sorted(), "each row at least as wide as the one above: \(lines)")
        #expect(counts.last! >= 60, "the base row nearly full (80 dots in 10 cells): \(lines)")
        let cell = renderView(Triangle().fill(.red), width: 10, height: 5).buffer[5, 4]
        #expect(cell.style.foreground == .red, "dots in the fill's colour")
    }

    @Test func anUnfilledShapeOfOnesOwnTakesTheForeground() {
        let lines = renderLines(Triangle(), width: 6, height: 3)
        #expect(lines.map(Self.dots).reduce(0, +) > 20)
    }

    @Test func aTrimmedCircleIsAnArc() {
        // The circle's outline starts at its right and runs clockwise on screen: the first half is
        // the lower half.
        let lines = renderLines(Circle().trim(from: 0, to: 0.5).stroke(.blue, lineWidth: 4), width: 10, height: 5)
        #expect(Self.dots(lines[0]) == 0, "nothing above the middle: \(lines)")
        #expect(Self.dots(lines[4]) > 0, "\(lines)")
        let whole = renderLines(Circle().trim(from: 0, to: 1).stroke(.blue), width: 10, height: 5)
        #expect(Self.dots(whole[0]) > 0 && Self.dots(whole[4]) > 0)
        #expect(renderLines(Circle().stroke(.blue), width: 4, height: 2) == ["╭──╮", "╰──╯"], "an untrimmed circle keeps its box")
    }

    @Test func aPathIsDrawnWhereItWasWritten() {
        var points = EnvironmentValues.fixedForTests
        points.cellMetrics = .points
        let line = Path { path in path.addLines([CGPoint(x: 0, y: 0), CGPoint(x: 32, y: 32)]) }.stroke(.green)
        let lines = renderLines(line, width: 4, height: 2, environment: points)
        #expect(Self.dots(lines[0]) > 0 && Self.dots(lines[1]) > 0, "a diagonal through both rows: \(lines)")
        #expect(lines[0].first != " " && lines[1].first == " ", "down and to the right")
    }

    @Test func pathGeometry() {
        let square = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(square.boundingRect == CGRect(x: 0, y: 0, width: 10, height: 10))
        let half = square.trimmedPath(from: 0, to: 0.5)
        #expect(half.currentPoint == CGPoint(x: 10, y: 10), "half of the perimeter ends at the opposite corner")
        #expect(Path().isEmpty && Path().boundingRect == .zero)
        #expect(Path(ellipseIn: CGRect(x: 0, y: 0, width: 20, height: 10)).boundingRect.width.rounded() == 20)
    }

    @Test func aPathsElementsAreWalkedAsSwiftUINamesThem() {
        var path = Path()
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: 4, y: 0))
        path.addQuadCurve(to: CGPoint(x: 4, y: 4), control: CGPoint(x: 6, y: 2))
        path.closeSubpath()
        var seen: [String] = []
        path.forEach { element in
            switch element {
            case .move(let to): seen.append("move \(Int(to.x))")
            case .line(let to): seen.append("line \(Int(to.x))")
            case .quadCurve(let to, _): seen.append("quad \(Int(to.y))")
            case .curve: seen.append("curve")
            case .closeSubpath: seen.append("close")
            }
        }
        #expect(seen == ["move 0", "line 4", "quad 4", "close"])
        #expect(renderLines(Triangle().fill().foregroundColor(.red), width: 4, height: 2).joined().unicodeScalars.contains { $0.value >= 0x2800 })
    }

    @Test func builtInShapesStillFillWholeCells() {
        let cell = renderView(Rectangle().fill(.red), width: 2, height: 1).buffer[0, 0]
        #expect(cell.style.background == .red)
    }
}
