import Foundation
import Testing
@testable import WidgettyBuiltins

/// ``FixedPoint`` writes what `printf`'s `%W.Nf` writes.
@Suite struct FixedPointTests {
    private func printf(_ value: Double, _ decimals: Int, _ width: Int) -> String {
        String(format: "%\(width).\(decimals)f", value)
    }

    @Test func matchesPrintfOnRandomValues() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<20_000 {
            let value = Double.random(in: -1000...1000, using: &generator)
            for decimals in [0, 1, 2, 3] {
                #expect(FixedPoint.format(value, decimals: decimals, width: 7, separator: ".") == printf(value, decimals, 7), "\(value)")
            }
        }
    }

    @Test func matchesPrintfAtAndAroundTies() {
        // x.x5 is not a double, so which way it goes depends on the exact binary value; 0.25,
        // 2.5 and the like are, and go to even.
        for tenths in 0..<10_000 {
            let tie = (Double(tenths) + 0.5) / 10
            for value in [tie, tie.nextUp, tie.nextDown, Double(tenths) / 100 + 0.005] {
                #expect(FixedPoint.format(value, decimals: 1, separator: ".") == printf(value, 1, 0), "\(value)")
                #expect(FixedPoint.format(value, decimals: 2, separator: ".") == printf(value, 2, 0), "\(value)")
            }
        }
        for value in [0.25, 0.75, 2.5, 3.5, 0.125, 0.375, 1e-300, .leastNonzeroMagnitude, 99.95, 99.949_999_999_999_99, 100] {
            #expect(FixedPoint.format(value, decimals: 1, width: 5, separator: ".") == printf(value, 1, 5), "\(value)")
            #expect(FixedPoint.format(value, decimals: 0, separator: ".") == printf(value, 0, 0), "\(value)")
        }
    }

    @Test func signsPaddingAndTheUnusual() {
        #expect(FixedPoint.format(7.3, decimals: 1, width: 5, separator: ".") == "  7.3")
        #expect(FixedPoint.format(-0.0, decimals: 1, separator: ".") == printf(-0.0, 1, 0))
        #expect(FixedPoint.format(-0.04, decimals: 1, separator: ".") == printf(-0.04, 1, 0))
        #expect(FixedPoint.format(0.04, decimals: 3, width: 2, separator: ".") == "0.040")
        for value in [Double.nan, .infinity, -.infinity, 1e20, -3e17] {
            #expect(FixedPoint.format(value, decimals: 1, width: 5, separator: ".") == printf(value, 1, 5))
        }
    }

    @Test func theSystemWidgetsNumbersAreW1s() {
        #expect(SystemFormat.percent(7.25) == "  7.2 %")
        #expect(SystemFormat.percent(100) == "100.0 %")
        #expect(SystemFormat.percent(nil) == "  --.- %")
        #expect(SystemFormat.memory(used: 3 << 20 + 1 << 19, total: 8 << 20) == "3.5 / 8.0 GiB (43 %)")
    }
}
