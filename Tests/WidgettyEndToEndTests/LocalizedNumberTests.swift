import Foundation
import Testing

/// Every number a built-in writes uses one decimal separator, the person's: `widgetty render`
/// of each local built-in in every family under German, American English and `C` never writes a
/// line with both `3,08` and `3.08`, and the system widget writes all its decimals German under
/// `LANG=de_DE.UTF-8` (ICU supplies the separator: no glibc locale needs generating).
@Suite struct LocalizedNumberTests {
    let directory: URL
    let environment: [String: String]

    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("widgetty-numbers-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        environment = ProcessSpawn.isolatedEnvironment(in: directory)
    }

    /// The widget rendered, or "" for a family it does not support.
    private func render(_ kind: String, family: String, lang: String) -> String {
        let result = ProcessSpawn.run([ProcessSpawn.widgettyBinary, "render", kind, "--family", family],
                                      environment: environment.merging(["LANG": lang]) { $1 }, directory: directory)
        if result.exitCode == 2, result.error.contains("does not support") { return "" }
        #expect(result.exitCode == 0, "\(kind) \(family) \(lang): \(result.error)")
        return result.output
    }

    /// Decimal numbers of one separator (`87,5`, `3.08`); dates and versions with two or more
    /// separators (`24.11.2026`) are not decimals.
    static func decimals(in line: String, separator: Character) -> Int {
        let mark = separator == "," ? "," : "\\."
        guard let regex = try? NSRegularExpression(pattern: "(?<![\\d.,])\\d+" + mark + "\\d+(?![.,]?\\d)") else { return 0 }
        return regex.numberOfMatches(in: line, range: NSRange(line.startIndex..., in: line))
    }

    static let kinds = ["system", "disk", "network", "battery", "countdown", "clock", "world-clock", "calendar", "todo", "timer"]

    @Test(arguments: ["de_DE.UTF-8", "en_US.UTF-8", "C"])
    func noLineMixesDecimalSeparators(lang: String) {
        for kind in Self.kinds {
            for family in ["small", "medium", "large", "extraLarge", "inline", "rectangular"] {
                for line in render(kind, family: family, lang: lang).split(separator: "\n").map(String.init) {
                    let commas = Self.decimals(in: line, separator: ","), points = Self.decimals(in: line, separator: ".")
                    #expect(commas == 0 || points == 0, "\(kind) \(family) \(lang): \(line)")
                    if lang != "de_DE.UTF-8" { #expect(commas == 0, "\(kind) \(family) \(lang): \(line)") }
                }
            }
        }
    }

    @Test func theSystemWidgetWritesEveryDecimalTheGermanWay() {
        for family in ["small", "medium", "large", "inline", "rectangular"] {
            let output = render("system", family: family, lang: "de_DE.UTF-8")
            #expect(Self.decimals(in: output, separator: ".") == 0, "\(family): \(output)")
            #expect(Self.decimals(in: output, separator: ",") > 0, "\(family): \(output)")
            let english = render("system", family: family, lang: "en_US.UTF-8")
            #expect(Self.decimals(in: english, separator: ",") == 0, "\(family): \(english)")
        }
    }
}
