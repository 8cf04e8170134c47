import Foundation
import Testing

/// `widgetty render` in the person's language, chosen by `LANG`, `LC_TIME`, `LC_NUMERIC` or
/// `LC_ALL` alone: the names come from the variable through ICU, so they need no glibc locale
/// generated on the machine (this one may have only `C` and `POSIX`).
@Suite struct LocalizedRenderTests {
    let directory: URL
    let environment: [String: String]

    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("widgetty-locale-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        environment = ProcessSpawn.isolatedEnvironment(in: directory)
    }

    private func widgetty(_ variables: [String: String], _ arguments: String...) -> ProcessSpawn.Result {
        widgetty(variables, arguments)
    }

    private func widgetty(_ variables: [String: String], _ arguments: [String]) -> ProcessSpawn.Result {
        let result = ProcessSpawn.run([ProcessSpawn.widgettyBinary] + arguments,
                                      environment: environment.merging(variables) { $1 }, directory: directory)
        #expect(result.exitCode == 0, "\(result.error)")
        return result
    }

    /// Today's weekday and month as `identifier` names them (the render happens between `before`
    /// and after, which may straddle midnight).
    private func names(_ identifier: String, around before: Date) -> [(weekday: String, month: String)] {
        [before, Date()].map { date in
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: identifier)
            formatter.dateFormat = "EEEE"
            let weekday = formatter.string(from: date)
            formatter.dateFormat = "MMMM"
            return (weekday, formatter.string(from: date))
        }
    }

    private func calendar(_ variables: [String: String]) -> (output: String, started: Date) {
        let started = Date()
        return (widgetty(variables, "render", "calendar", "--family", "large", "--param", "layout=month").output, started)
    }

    @Test(arguments: [("de_DE.UTF-8", "de_DE", "Mo Di Mi Do Fr Sa So"), ("ja_JP.UTF-8", "ja_JP", "月 火 水 木 金 土 日"),
                      ("fr_FR.UTF-8", "fr_FR", "lu ma me je ve sa di")])
    func theCalendarNamesTodayInTheLanguageOfLang(name: String, identifier: String, header: String) {
        let (output, started) = calendar(["LANG": name])
        let english = names("en_GB", around: started)
        #expect(names(identifier, around: started).contains { output.contains($0.weekday) && output.contains($0.month) }, "\(output)")
        #expect(!english.contains { output.contains($0.weekday) }, "\(output)")
        #expect(output.contains(header), "\(output)")
    }

    @Test func lcAllWinsOverLcTimeWhichWinsOverLang() {
        let french = calendar(["LANG": "de_DE.UTF-8", "LC_TIME": "ja_JP.UTF-8", "LC_ALL": "fr_FR.UTF-8"])
        #expect(french.output.contains("lu ma me je ve sa di"), "\(french.output)")
        let japanese = calendar(["LANG": "de_DE.UTF-8", "LC_TIME": "ja_JP.UTF-8"])
        #expect(japanese.output.contains("月 火 水 木 金 土 日"), "\(japanese.output)")
        let german = calendar(["LANG": "de_DE.UTF-8", "LC_MESSAGES": "fr_FR.UTF-8", "LC_NUMERIC": "ja_JP.UTF-8"])
        #expect(german.output.contains("Mo Di Mi Do Fr Sa So"), "\(german.output)")
    }

    @Test(arguments: ["C", "POSIX", "C.UTF-8", "en_GB.UTF-8", "en_US.UTF-8"])
    func englishAndTheCLocaleWriteEnglish(name: String) {
        let (output, started) = calendar(["LANG": name])
        #expect(names("en_GB", around: started).contains { output.contains($0.weekday) && output.contains($0.month) }, "\(output)")
        #expect(output.contains("Mo Tu We Th Fr Sa Su"), "\(output)")
    }

    @Test func theClocksTwelveOrTwentyFourHoursFollowTheLocaleUnlessItsParameterSays() {
        func clock(_ name: String, _ extra: String...) -> String {
            widgetty(["LANG": name], ["render", "clock", "--family", "small", "--param", "bigDigits=false"] + extra).output
        }
        func halfDay(_ text: String) -> Bool { text.contains(" AM\n") || text.contains(" PM\n") }
        #expect(halfDay(clock("en_US.UTF-8")))
        #expect(!halfDay(clock("en_GB.UTF-8")))
        #expect(!halfDay(clock("de_DE.UTF-8")))
        #expect(!halfDay(clock("C.UTF-8")))
        #expect(!halfDay(clock("en_US.UTF-8", "--param", "use24Hour=true")))
        #expect(halfDay(clock("de_DE.UTF-8", "--param", "use24Hour=false")))
        let japanese = clock("ja_JP.UTF-8", "--param", "use24Hour=false")
        #expect(japanese.contains(" 午前\n") || japanese.contains(" 午後\n"), "\(japanese)")
    }

    @Test func theSystemWidgetsDecimalsFollowLcNumeric() throws {
        let decimal = try Regex(#"[0-9],[0-9] / [0-9]+,[0-9] GiB"#)
        // The small system widget writes memory as used / total (medium and large draw history).
        let german = widgetty(["LANG": "C.UTF-8", "LC_NUMERIC": "de_DE.UTF-8"], "render", "system", "--family", "small").output
        #expect(german.contains(decimal), "\(german)")
        let english = widgetty(["LANG": "C.UTF-8"], "render", "system", "--family", "small").output
        let point = try Regex(#"[0-9]\.[0-9] / [0-9]+\.[0-9] GiB"#)
        #expect(!english.contains(decimal) && english.contains(point), "\(english)")
    }
}
