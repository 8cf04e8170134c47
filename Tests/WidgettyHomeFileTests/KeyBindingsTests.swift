import Testing
import WidgettyHomeFile
import WidgettyTerminal

@Suite struct KeyBindingsTests {
    @Test(arguments: [
        ("q", KeyEvent(.character("q"))), ("R", KeyEvent(.character("R"))),
        ("ctrl-s", KeyEvent(.character("s"), modifiers: .control)),
        ("alt-x", KeyEvent(.character("x"), modifiers: .alt)),
        ("shift-tab", KeyEvent(.backTab)), ("pgdn", KeyEvent(.pageDown)), ("f5", KeyEvent(.function(5))),
        ("enter", KeyEvent(.enter)), ("esc", KeyEvent(.escape)), ("space", KeyEvent(.character(" "))),
        ("?", KeyEvent(.character("?"))), ("[", KeyEvent(.character("["))),
    ])
    func namesParse(name: String, event: KeyEvent) {
        #expect(KeyName.parse(name) == event)
    }

    @Test func unknownNamesDoNotParse() {
        #expect(KeyName.parse("f99") == nil)
        #expect(KeyName.parse("hyper-x") == nil)
        #expect(KeyName.parse("ctrl-1") == nil)
        #expect(KeyName.parse("") == nil)
    }

    @Test func defaultsFollowTerminalConventions() {
        let keys = KeyBindings.standard
        #expect(keys.action(for: KeyEvent(.character("q"))) == .quit)
        #expect(keys.action(for: KeyEvent(.character("j"))) == .focusDown)
        #expect(keys.action(for: KeyEvent(.down)) == .focusDown)
        #expect(keys.action(for: KeyEvent(.character("R"))) == .reloadAll)
        #expect(keys.action(for: KeyEvent(.character("R"), modifiers: .shift)) == .reloadAll)
        #expect(keys.action(for: KeyEvent(.backTab)) == .focusPrevious)
        #expect(keys.action(for: KeyEvent(.character("x"))) == nil)
    }

    @Test func overridesReplaceDefaultsAndConflictsAreReported() {
        let at = SourceLocation(file: "home.yaml", line: 7, column: 11)
        let (keys, problems) = KeyBindings.resolve([
            "reload": KeyBindingSetting(keyName: "f5, ctrl-r", location: at),
            "help": KeyBindingSetting(keyName: "q", location: at),
            "jump": KeyBindingSetting(keyName: "x", location: at),
        ])
        #expect(keys.action(for: KeyEvent(.function(5))) == .reload)
        #expect(keys.action(for: KeyEvent(.character("r"), modifiers: .control)) == .reload)
        #expect(keys.action(for: KeyEvent(.character("r"))) == nil)
        #expect(problems.map(\.description).sorted() == [
            "home.yaml:7:11: key 'q' is bound to both quit and help",
            "home.yaml:7:11: unknown action 'jump' (known: quit, help, focusLeft, focusRight, focusUp, focusDown, focusNext, focusPrevious, open, enterWidget, reload, reloadAll, nextPage, previousPage, stackNext, stackPrevious, edit, gallery, arrange, acknowledgeAlert, controlStrip)",
        ])
    }
}
