import Testing
import WidgettyImages
import WidgettyTestSupport

/// Scaling by area averaging: shrinking averages what each new pixel covers, enlarging repeats
/// pixels, transparency does not bleed colour, and a region equals that part of the whole.
@Suite struct BitmapScalingTests {
    static func bitmap(_ width: Int, _ height: Int, _ pixels: [RGBA]) throws -> Bitmap {
        try #require(Bitmap(width: width, height: height, pixels: pixels.flatMap { [$0.red, $0.green, $0.blue, $0.alpha] }))
    }

    @Test func shrinkingAveragesWhatEachPixelCovers() throws {
        let image = try Self.bitmap(2, 2, TestPictures.quadrants(width: 2, height: 2))
        let one = image.scaled(width: 1, height: 1)
        // (255+0+0+255)/4, (0+255+0+255)/4, (0+0+255+0)/4
        #expect(one[0, 0] == RGBA(red: 128, green: 128, blue: 64))
        let quarters = try Self.bitmap(8, 8, TestPictures.quadrants(width: 8, height: 8)).scaled(width: 2, height: 2)
        #expect([quarters[0, 0], quarters[1, 0], quarters[0, 1], quarters[1, 1]]
            == [TestPictures.red, TestPictures.green, TestPictures.blue, TestPictures.yellow])
    }

    @Test func enlargingRepeatsPixels() throws {
        let big = try Self.bitmap(2, 2, TestPictures.quadrants(width: 2, height: 2)).scaled(width: 8, height: 8)
        #expect((0..<64).map { big[$0 % 8, $0 / 8] } == TestPictures.quadrants(width: 8, height: 8))
    }

    @Test func transparentPixelsDoNotBleedTheirColour() throws {
        let clearBlack = RGBA(red: 0, green: 0, blue: 0, alpha: 0)
        let mixed = try Self.bitmap(2, 1, [clearBlack, TestPictures.red]).scaled(width: 1, height: 1)
        #expect(mixed[0, 0].red == 255 && mixed[0, 0].green == 0)
        #expect(mixed[0, 0].alpha == 128)
    }

    @Test func aRegionIsThatPartOfTheWhole() throws {
        let ramp = (0..<15).map { (i: Int) -> RGBA in
            let level = UInt8(i * 17)
            return RGBA(red: level, green: 255 - level, blue: UInt8(i * 3))
        }
        let image = try Self.bitmap(5, 3, ramp)
        let whole = image.scaled(width: 13, height: 7)
        let part = image.scaledRegion(width: 13, height: 7, columns: 3..<9, rows: 2..<6)
        #expect(part.width == 6 && part.height == 4)
        for y in 0..<4 {
            for x in 0..<6 { #expect(part[x, y] == whole[x + 3, y + 2]) }
        }
    }

    @Test func aScaledCopyIsKept() throws {
        let image = try Self.bitmap(4, 4, TestPictures.quadrants(width: 4, height: 4))
        #expect(image.scaled(width: 3, height: 3) === image.scaled(width: 3, height: 3))
        #expect(image.scaled(width: 4, height: 4) === image)
    }
}
