import Foundation
import Testing
import WidgettyUI

/// The one rule for the person's locale: `LC_ALL`, then `LC_TIME` or `LC_NUMERIC`, then `LANG`,
/// read from the variables' names (no glibc locale needs to be installed), `C` meaning English.
@Suite struct POSIXLocaleTests {
    private func name(_ category: POSIXLocale.Category, _ variables: [String: String]) -> String? {
        POSIXLocale.name(for: category) { variables[$0] }
    }

    @Test func lcAllWinsOverTheCategoryWhichWinsOverLang() {
        let all = ["LC_ALL": "fr_FR.UTF-8", "LC_TIME": "ja_JP.UTF-8", "LC_NUMERIC": "de_DE.UTF-8", "LANG": "en_US.UTF-8"]
        #expect(name(.time, all) == "fr_FR.UTF-8")
        #expect(name(.numeric, all) == "fr_FR.UTF-8")
        var categories = all
        categories["LC_ALL"] = nil
        #expect(name(.time, categories) == "ja_JP.UTF-8")
        #expect(name(.numeric, categories) == "de_DE.UTF-8")
        #expect(name(.time, ["LANG": "de_DE.UTF-8", "LC_NUMERIC": "fr_FR.UTF-8"]) == "de_DE.UTF-8")
        #expect(name(.numeric, ["LANG": "de_DE.UTF-8", "LC_TIME": "fr_FR.UTF-8"]) == "de_DE.UTF-8")
    }

    @Test func emptyVariablesAreUnsetAndNoneAtAllIsNil() {
        #expect(name(.time, ["LC_ALL": "", "LC_TIME": "", "LANG": "ja_JP.UTF-8"]) == "ja_JP.UTF-8")
        #expect(name(.time, ["LC_MESSAGES": "de_DE.UTF-8"]) == nil)
        #expect(name(.time, [:]) == nil)
    }

    @Test func aPOSIXNameBecomesItsLocaleWithoutCodesetOrModifier() {
        #expect(POSIXLocale.locale(named: "de_DE.UTF-8").identifier == "de_DE")
        #expect(POSIXLocale.locale(named: "ja_JP.eucJP").identifier == "ja_JP")
        #expect(POSIXLocale.locale(named: "fr_FR@euro").identifier == "fr_FR")
        #expect(POSIXLocale.locale(named: "fr").identifier == "fr")
        #expect(POSIXLocale.locale(named: "es_419.UTF-8").identifier == "es_419")
        #expect(POSIXLocale.locale(named: "en_US.UTF-8").identifier == "en_US")
    }

    @Test func cPosixAndWhatIsNoLocaleStayFoundationsEnglish() {
        let english = Locale.current.identifier
        for name in ["C", "POSIX", "C.UTF-8", "C.utf8", "xx_YY.UTF-8", "../../etc", "de-DE", "DE_de", nil] as [String?] {
            #expect(POSIXLocale.locale(named: name).identifier == english, "\(name ?? "nil")")
        }
        #expect(POSIXLocale.isEnglish(POSIXLocale.locale(named: "C")))
    }

    @Test func englishAndCAreKnownFromTheNameWithoutALocale() {
        for name in [nil, "C", "POSIX", "C.UTF-8", "en", "en_GB.UTF-8", "en_US_POSIX", "not a locale", "EN_gb"] as [String?] {
            #expect(POSIXLocale.writesEnglish(named: name), "\(String(describing: name))")
            #expect(POSIXLocale.isEnglish(POSIXLocale.locale(named: name)), "\(String(describing: name))")
        }
        for name in ["de_DE.UTF-8", "ja_JP", "fr", "pt_BR.UTF-8@euro"] {
            #expect(!POSIXLocale.writesEnglish(named: name), "\(name)")
            #expect(!POSIXLocale.isEnglish(POSIXLocale.locale(named: name)), "\(name)")
        }
    }

    @Test func theEnvironmentsNonEnglishLocaleIsNilForEnglishAndTheChosenOtherwise() {
        var environment = EnvironmentValues()
        environment.locale = Locale(identifier: "de_DE")
        #expect(environment.nonEnglishLocale?.identifier == "de_DE")
        environment.locale = Locale(identifier: "en_GB")
        #expect(environment.nonEnglishLocale == nil)
        #expect(EnvironmentValues().nonEnglishLocale == (POSIXLocale.timeWritesEnglish ? nil : POSIXLocale.time))
    }

    @Test func englishIsKnownByItsIdentifierAlone() {
        for identifier in ["en", "en_GB", "en_US", "en_001", "en_US_POSIX", "en-AU"] {
            #expect(POSIXLocale.isEnglish(Locale(identifier: identifier)), "\(identifier)")
        }
        for identifier in ["de_DE", "ja_JP", "fr", "eo"] {
            #expect(!POSIXLocale.isEnglish(Locale(identifier: identifier)), "\(identifier)")
        }
    }

    /// German month names come from ICU through the name alone, whatever glibc has installed.
    @Test func aLocaleFromANameWritesItsLanguage() {
        let formatter = DateFormatter()
        formatter.locale = POSIXLocale.locale(named: "de_DE.UTF-8")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "EEEE MMMM"
        #expect(formatter.string(from: Date(timeIntervalSince1970: 1_795_529_109)) == "Dienstag November")
    }
}
