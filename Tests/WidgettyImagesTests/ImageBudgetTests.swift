import Foundation
import Testing
import WidgettyImages
import WidgettyTestSupport

#if canImport(Glibc)
    import Glibc
#endif

/// Decoding has a budget: pixels read from the header before any are allocated, a JPEG's scans
/// and the CPU time of a decode. Each hostile picture is refused with a reason, within a second
/// of the decoding thread's CPU.
@Suite struct ImageBudgetTests {
    /// The calling thread's CPU time so far.
    static func threadCPU() -> Duration {
        var now = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now)
        return .seconds(now.tv_sec) + .nanoseconds(now.tv_nsec)
    }

    /// `work`'s outcome and the CPU time it took on this thread.
    static func measured<T>(_ work: () throws -> T) rethrows -> (T, Duration) {
        let start = threadCPU()
        let value = try work()
        return (value, threadCPU() - start)
    }

    static func refusal(_ data: Data, cpuLimit: Duration = ImageDecoder.cpuLimit, scanLimit: Int = ImageDecoder.scanLimit)
        -> (ImageDecodingError?, Duration)
    {
        measured {
            do throws(ImageDecodingError) {
                _ = try ImageDecoder.decode(data, pixelLimit: ImageDecoder.pixelLimit, scanLimit: scanLimit, cpuLimit: cpuLimit)
                return nil
            } catch {
                return error
            }
        }
    }

    @Test func aProgressiveJPEGOfTwentyThousandEmptyScansStopsAtTheScanLimit() throws {
        let picture = try TestPictures.progressiveJPEG(width: 512, height: 512, emptyScans: 20_000)
        let (error, cpu) = Self.refusal(picture)
        #expect(error == .tooCostly("more than 100 scans"))
        #expect(error?.description == "too costly to decode: more than 100 scans")
        #expect(cpu < .seconds(1), "the decode took \(cpu) of CPU")
    }

    @Test func theCPULimitStopsADecodeThatTheScanLimitWouldLetRun() throws {
        let picture = try TestPictures.progressiveJPEG(width: 1024, height: 1024, emptyScans: 20_000)
        let (error, cpu) = Self.refusal(picture, cpuLimit: .milliseconds(50), scanLimit: Int.max)
        #expect(error == .tooCostly("more than 50 ms of CPU time"))
        #expect(cpu < .milliseconds(500), "the decode took \(cpu) of CPU")
    }

    @Test func anOrdinaryProgressiveJPEGIsWithinEveryBudget() throws {
        let picture = try TestPictures.jpeg(width: 64, height: 48, pixels: Array(repeating: TestPictures.blue, count: 64 * 48),
                                            progressive: true)
        let bitmap = try ImageDecoder.decode(picture)
        #expect(bitmap.width == 64 && bitmap.height == 48)
    }

    @Test func aPNGClaimingTenBillionPixelsIsRefusedFromItsHeader() {
        let (error, cpu) = Self.refusal(TestPictures.pngClaiming(width: 100_000, height: 100_000))
        #expect(error == .tooManyPixels(width: 100_000, height: 100_000, limit: ImageDecoder.pixelLimit))
        #expect(error?.description == "100000×100000 pixels (limit 16 megapixels)")
        #expect(cpu < .milliseconds(50))
        // Overflowing sizes too.
        #expect(Self.refusal(TestPictures.pngClaiming(width: UInt32(Int32.max), height: UInt32(Int32.max))).0 != nil)
    }

    @Test func truncatedPicturesAreRefusedAsDamaged() throws {
        let png = try TestPictures.png(width: 64, height: 64, pixels: Array(repeating: TestPictures.red, count: 64 * 64))
        let jpeg = try TestPictures.jpeg(width: 64, height: 64, pixels: Array(repeating: TestPictures.red, count: 64 * 64),
                                         progressive: true)
        for cut in [png.prefix(png.count / 2), jpeg.prefix(jpeg.count / 2), jpeg.prefix(3), png.prefix(9)] {
            let (error, _) = Self.refusal(Data(cut))
            guard case .corrupt = error else {
                Issue.record("\(cut.count) bytes gave \(String(describing: error))")
                continue
            }
        }
    }

    @Test func aDecompressionBombAtThePixelLimitDecodesWithinASecondAndOnePastItIsRefused() throws {
        // 4096 × 4096 of one colour: tens of kilobytes that inflate to 64 MiB of pixels.
        let side = 4096
        let bomb = try TestPictures.png(width: side, height: side, pixels: Array(repeating: TestPictures.red, count: side * side))
        #expect(bomb.count < 1 << 20)
        let (bitmap, cpu) = try Self.measured { try ImageDecoder.decode(bomb) }
        #expect(bitmap.width == side)
        #expect(cpu < .seconds(1), "the decode took \(cpu) of CPU")
        let past = TestPictures.pngClaiming(width: 4097, height: 4097)
        #expect(Self.refusal(past).0 == .tooManyPixels(width: 4097, height: 4097, limit: ImageDecoder.pixelLimit))
    }

    @Test func aPNGWhoseImageDataGoesOnPastItsRowsIsRefusedBeforeLibpngInflatesIt() throws {
        // 64 × 64 pixels, then 2 GiB of zeros in the same stream: about 2 MB of file.
        let picture = try TestPictures.pngWithTrailingData(side: 64, trailing: 2 << 30)
        let (error, cpu) = Self.refusal(picture)
        #expect(error == .tooCostly("more image data than its pixels"))
        #expect(cpu < .seconds(1), "the decode took \(cpu) of CPU")
        // A little data past the rows (some encoders pad) is within the slack and decodes.
        let padded = try TestPictures.pngWithTrailingData(side: 64, trailing: 1000)
        #expect(try ImageDecoder.decode(padded).width == 64)
    }

    @Test func compressedTextChunksAreNeverInflated() throws {
        // 2,000 chunks that each inflate to 8 MiB: 16 GB of text around a 4 × 4 picture.
        let picture = try TestPictures.pngWithTextChunks(side: 4, count: 2000, each: 8 << 20)
        let (bitmap, cpu) = try Self.measured { try ImageDecoder.decode(picture) }
        #expect(bitmap.width == 4)
        #expect(cpu < .milliseconds(200), "the decode took \(cpu) of CPU")
    }
}
