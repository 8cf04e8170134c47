import Foundation
import Testing
import WidgettyImages
import WidgettyTerminal
import WidgettyTestSupport
import WidgettyUI

/// Pictures in cells: half-block pixels in their colours, scaled to the frame, fitted, filled,
/// cut to a circle, transparent where the picture is; named pictures found or `▨`.
@MainActor
@Suite struct BitmapImageTests {
    static let red = TerminalColor.rgb(255, 0, 0), green = TerminalColor.rgb(0, 255, 0)
    static let blue = TerminalColor.rgb(0, 0, 255), yellow = TerminalColor.rgb(255, 255, 0)

    static func quadrantsPNG(_ side: Int = 2) throws -> Data {
        try TestPictures.png(width: side, height: side, pixels: TestPictures.quadrants(width: side, height: side))
    }

    /// The colours of a cell's two pixels, nil when it is not a picture cell.
    static func pixels(_ cell: Cell) -> (upper: TerminalColor, lower: TerminalColor)? {
        guard cell.style.attributes.contains(.imagePixels) else { return nil }
        return cell.text == "▀" ? (cell.style.foreground, cell.style.background) : nil
    }

    @Test func aPNGsQuadrantsFillTheirQuartersOfTheCells() throws {
        let image = try #require(UIImage(data: Self.quadrantsPNG()))
        let buffer = renderView(Image(uiImage: image).resizable(), width: 8, height: 4).buffer
        for y in 0..<4 {
            for x in 0..<8 {
                let expected = [[Self.red, Self.green], [Self.blue, Self.yellow]][y / 2][x / 4]
                let cell = try #require(Self.pixels(buffer[x, y]), "(\(x), \(y)) is \(buffer[x, y])")
                #expect(cell.upper == expected && cell.lower == expected, "(\(x), \(y))")
            }
        }
    }

    @Test func aJPEGsQuadrantsApproximately() throws {
        let jpeg = try TestPictures.jpeg(width: 32, height: 32, pixels: TestPictures.quadrants(width: 32, height: 32))
        let image = try #require(UIImage(data: jpeg))
        let buffer = renderView(Image(uiImage: image).resizable(), width: 8, height: 4).buffer
        for (x, y, expected) in [(1, 0, (255, 0, 0)), (6, 0, (0, 255, 0)), (1, 3, (0, 0, 255)), (6, 3, (255, 255, 0))] {
            let cell = try #require(Self.pixels(buffer[x, y]))
            guard case .rgb(let r, let g, let b) = cell.upper else {
                Issue.record("(\(x), \(y)) is \(cell.upper)")
                continue
            }
            let distance = max(abs(Int(r) - expected.0), abs(Int(g) - expected.1), abs(Int(b) - expected.2))
            #expect(distance <= 40, "(\(x), \(y)) is \(r), \(g), \(b)")
        }
    }

    @Test func damagedDataGivesNoUIImage() throws {
        let png = try Self.quadrantsPNG(8)
        #expect(UIImage(data: png.prefix(png.count / 2)) == nil)
        #expect(UIImage(data: Data("not a picture".utf8)) == nil)
        #expect(UIImage(data: Data()) == nil)
        #expect(UIImage(data: png)?.size == CGSize(width: 8, height: 8))
    }

    @Test func aMissingNamedPictureIsThePlaceholder() {
        #expect(renderLines(Image("missing"), width: 1, height: 1) == ["▨"])
        #expect(renderLines(Image(decorative: "missing"), width: 1, height: 1) == ["▨"])
        #expect(UIImage(named: "missing") == nil)
    }

    @Test func namedPicturesAreFoundInTheUsersImagesDirectoryAndInABundle() throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("widgetty-images-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: home) }
        let images = home.appendingPathComponent("widgetty/images")
        try FileManager.default.createDirectory(at: images, withIntermediateDirectories: true)
        try Self.quadrantsPNG().write(to: images.appendingPathComponent("cat.png"))
        try TestPictures.jpeg(width: 4, height: 2, pixels: Array(repeating: TestPictures.blue, count: 8))
            .write(to: images.appendingPathComponent("dog.jpg"))

        let searchPath = ImageSearchPath(environment: ["XDG_DATA_HOME": home.path, "HOME": "/nonexistent"], executableDirectory: nil)
        #expect(searchPath.directories.map(\.path) == [images.path])
        // Read and decoded on the picture decoder's thread: waited for.
        #expect(PictureWait.decoded(UIImage(named: "cat", searching: searchPath))?.size == CGSize(width: 2, height: 2))
        #expect(PictureWait.decoded(UIImage(named: "dog", searching: searchPath))?.size == CGSize(width: 4, height: 2))
        #expect(UIImage(named: "cat.png", searching: searchPath) != nil)
        #expect(UIImage(named: "../images/cat", searching: searchPath) == nil)
        #expect(UIImage(named: images.appendingPathComponent("cat").path, searching: searchPath) == nil)
        #expect(UIImage(named: "bird", searching: searchPath) == nil)
        #expect(UIImage(contentsOfFile: images.appendingPathComponent("cat.png").path) != nil)

        let bundle = try #require(Bundle(path: images.path))
        let buffer = renderView(Image("cat", bundle: bundle).resizable(), width: 2, height: 1).buffer
        #expect(Self.pixels(buffer[0, 0])?.upper == Self.red && Self.pixels(buffer[1, 0])?.lower == Self.yellow)
    }

    @Test func scaledToFitKeepsTheProportionsAndCentres() throws {
        let image = try #require(UIImage(data: Self.quadrantsPNG()))
        // A square in 20 × 5 cells: 5 rows are 10 pixels tall, so 10 columns wide, in the middle.
        let buffer = renderView(Image(uiImage: image).resizable().scaledToFit(), width: 20, height: 5).buffer
        let drawn = (0..<20).filter { Self.pixels(buffer[$0, 2]) != nil }
        #expect(drawn == Array(5..<15))
        #expect(Self.pixels(buffer[5, 0])?.upper == Self.red && Self.pixels(buffer[14, 4])?.lower == Self.yellow)
        let fitted = renderView(Image(uiImage: image).resizable().aspectRatio(contentMode: .fit), width: 20, height: 5).buffer
        #expect(fitted == buffer)
    }

    @Test func scaledToFillCoversTheFrameAndIsCutByIt() throws {
        let image = try #require(UIImage(data: Self.quadrantsPNG()))
        let view = Image(uiImage: image).resizable().scaledToFill().frame(width: 20, height: 5).clipped()
        let buffer = renderView(view, width: 20, height: 5).buffer
        #expect((0..<100).allSatisfy { Self.pixels(buffer[$0 % 20, $0 / 20]) != nil })
        // The square is 20 columns by 10 rows: its middle rows show, top colours above bottom ones.
        #expect(Self.pixels(buffer[0, 0])?.upper == Self.red && Self.pixels(buffer[19, 0])?.upper == Self.green)
        #expect(Self.pixels(buffer[0, 4])?.lower == Self.blue && Self.pixels(buffer[19, 4])?.lower == Self.yellow)
    }

    @Test func anExplicitRatioShapesAnyView() {
        let buffer = renderView(Color.red.aspectRatio(1, contentMode: .fit), width: 10, height: 3).buffer
        let filled = (0..<10).filter { buffer[$0, 1].style.background == .red }
        #expect(filled == Array(2..<8))
    }

    @Test func aCircleClipLeavesTheCornersAsTheyWere() throws {
        let solid = try TestPictures.png(width: 4, height: 4, pixels: Array(repeating: TestPictures.green, count: 16))
        let image = try #require(UIImage(data: solid))
        let view = Image(uiImage: image).resizable().frame(width: 10, height: 5).clipShape(Circle()).background(Color.blue)
        let buffer = renderView(view, width: 10, height: 5).buffer
        for corner in [(0, 0), (9, 0), (0, 4), (9, 4)] {
            let cell = buffer[corner.0, corner.1]
            #expect(cell.text == " " && cell.style.background == .blue, "\(corner) is \(cell)")
        }
        #expect(Self.pixels(buffer[5, 2])?.upper == Self.green && Self.pixels(buffer[5, 2])?.lower == Self.green)
        // The circle's top edge, 10 pixels across: in the first row's third cell only the lower
        // pixel is inside, so it is `▄` over the blue behind.
        #expect(buffer[2, 0].text == "▄" && buffer[2, 0].style.foreground == Self.green && buffer[2, 0].style.background == .blue)
    }

    @Test func transparentPixelsLeaveTheCellBehind() throws {
        let clear = RGBA(red: 0, green: 0, blue: 0, alpha: 0)
        let png = try TestPictures.png(width: 2, height: 2, pixels: [clear, TestPictures.red, clear, clear])
        let image = try #require(UIImage(data: png))
        let view = ZStack {
            Text("abcd")
            Image(uiImage: image).resizable()
        }
        let buffer = renderView(view, width: 4, height: 1).buffer
        #expect(buffer.lines == ["ab▀▀"])
        #expect(buffer[2, 0].style.foreground == Self.red && buffer[2, 0].style.background == .default)
    }

    @Test func withoutResizableAPictureKeepsItsOwnSize() throws {
        let image = try #require(UIImage(data: Self.quadrantsPNG(16)))
        // A pixel a column wide and half a row tall: 16 × 8 cells; in points, 8 points a column.
        #expect(renderView(Image(uiImage: image).fixedSize(), width: 30, height: 10).overflow == nil)
        let cells = renderView(HStack(spacing: 0) { Image(uiImage: image); Spacer() }, width: 30, height: 8).buffer
        #expect((0..<30).filter { Self.pixels(cells[$0, 0]) != nil } == Array(0..<16))
        var points = EnvironmentValues.fixedForTests
        points.cellMetrics = .points
        let small = renderView(Image(uiImage: image), width: 2, height: 1, environment: points).buffer
        #expect(Self.pixels(small[0, 0])?.upper == Self.red && Self.pixels(small[1, 0])?.lower == Self.yellow)
    }

    @Test func redactedPicturesAreShaded() throws {
        let image = try #require(UIImage(data: Self.quadrantsPNG()))
        #expect(renderLines(Image(uiImage: image).resizable().redacted(reason: .placeholder), width: 3, height: 2) == ["░░░", "░░░"])
    }

    @Test func withoutColourAPictureIsShadesOfItsBrightness() throws {
        let image = try #require(UIImage(data: Self.quadrantsPNG()))
        let buffer = renderView(Image(uiImage: image).resizable(), width: 4, height: 2).buffer
        // Brightness: red 0.21 `░`, green 0.72 `▓`, blue 0.07 ` `, yellow 0.93 `█`.
        #expect(ANSIText.render(buffer, colorDepth: .monochrome) == "░░▓▓\n  ██")
        let sixteen = ANSIText.render(buffer, colorDepth: .ansi16)
        #expect(sixteen.contains("\u{1B}[0;91;101m▀▀") && sixteen.contains("\u{1B}[0;93;103m▀▀"))
        #expect(ANSIText.render(buffer, colorDepth: .palette256).contains("\u{1B}[0;38;5;196;48;5;196m▀▀"))
    }
}
