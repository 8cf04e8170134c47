import Testing
import WidgettyHomeFile

@Suite struct SecretTemplateTests {
    private func parts(_ text: String) throws -> [SecretTemplate.Part] { try SecretTemplate.parse(text).get().parts }
    private func error(_ text: String) -> String? {
        if case .failure(let error) = SecretTemplate.parse(text) { return error.description }
        return nil
    }

    @Test func aWholeValueIsOneReference() throws {
        #expect(try parts("${env:GITHUB_TOKEN}") == [
            .reference(SecretReference(source: .environment("GITHUB_TOKEN"), text: "${env:GITHUB_TOKEN}"))
        ])
        #expect(try parts("${file:~/.config/gh token}") == [
            .reference(SecretReference(source: .file("~/.config/gh token"), text: "${file:~/.config/gh token}"))
        ])
        #expect(try parts("${cmd:pass show github}") == [
            .reference(SecretReference(source: .command(["pass", "show", "github"]), text: "${cmd:pass show github}"))
        ])
    }

    @Test func referencesMayStandInsideText() throws {
        let template = try SecretTemplate.parse("Bearer ${env:TOKEN} and ${cmd:printf x}!").get()
        #expect(template.parts == [
            .text("Bearer "),
            .reference(SecretReference(source: .environment("TOKEN"), text: "${env:TOKEN}")),
            .text(" and "),
            .reference(SecretReference(source: .command(["printf", "x"]), text: "${cmd:printf x}")),
            .text("!"),
        ])
        #expect(template.filled(with: [.environment("TOKEN"): "s3cr3t", .command(["printf", "x"]): "x"]) == "Bearer s3cr3t and x!")
    }

    @Test func otherDollarBracesAreTextAndDoubledDollarsEscape() throws {
        #expect(try parts("echo ${HOME} $PATH $$") == [.text("echo ${HOME} $PATH $$")])
        #expect(try parts("$${env:X} stays") == [.text("${env:X} stays")])
        #expect(try parts("") == [])
    }

    @Test func aCommandsClosingBraceMayBeQuoted() throws {
        let template = try SecretTemplate.parse(#"${cmd:jq -r '.a}' "my file"} tail"#).get()
        #expect(template.references.map(\.source) == [.command(["jq", "-r", ".a}", "my file"])])
        #expect(template.references.map(\.text) == [#"${cmd:jq -r '.a}' "my file"}"#])
        #expect(template.parts.last == .text(" tail"))
    }

    @Test func mistakesAreExplained() {
        #expect(error("${env:GITHUB_TOKEN") == "`${env:` has no closing `}`")
        #expect(error("${env:GIT-HUB}") == "`${env:GIT-HUB}` needs a variable name (letters, digits and _)")
        #expect(error("${env:}") == "`${env:}` needs a variable name (letters, digits and _)")
        #expect(error("${file: }") == "`${file: }` needs a path")
        #expect(error("${cmd: }") == "`${cmd: }` names no program")
        #expect(error("${cmd:pass show 'github}") == "`${cmd:` … `}`: a single quote (') is not closed")
        #expect(error("${cmd:pass show github") == "`${cmd:` … `}`: no closing `}`")
    }
}

@Suite struct ArgumentSplitterTests {
    private func split(_ line: String) throws -> [String] { try ArgumentSplitter.split(line).get() }

    @Test func wordsAndQuotesAsAShellSplitsThem() throws {
        #expect(try split("  pass   show\tgithub ") == ["pass", "show", "github"])
        #expect(try split(#"op read "op://Private/GitHub Token/credential""#) == ["op", "read", "op://Private/GitHub Token/credential"])
        #expect(try split(#"a'b c'"d e" '' "" x\ y"#) == ["ab cd e", "", "", "x y"])
        #expect(try split(#""say \"hi\" \$HOME \n""#) == [#"say "hi" $HOME \n"#])
        #expect(try split(#"'it''s'"#) == ["its"])
    }

    @Test func nothingIsExpanded() throws {
        #expect(try split("echo $HOME ~ * | rm -rf ; `id`") == ["echo", "$HOME", "~", "*", "|", "rm", "-rf", ";", "`id`"])
    }

    @Test func unfinishedQuotingIsRefused() {
        #expect(throws: ArgumentSplitter.SplitError.self) { try ArgumentSplitter.split("a 'b").get() }
        #expect(throws: ArgumentSplitter.SplitError.self) { try ArgumentSplitter.split(#"a "b"#).get() }
        #expect(throws: ArgumentSplitter.SplitError.self) { try ArgumentSplitter.split(#"a \"#).get() }
    }
}
