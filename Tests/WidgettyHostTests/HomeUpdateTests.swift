import Foundation
import Testing
import WidgettyHomeFile
import WidgettyHost
import WidgettyKit
import WidgettyTerminal
import WidgettyUI

/// `HomeState.update` called directly: messages in, state and effects out — no terminal, no
/// clock, no runtime.
@MainActor
@Suite struct HomeUpdateTests {
    static let yaml = """
        widgets:
          - kind: clock
          - kind: countdown
          - stack:
              id: stack
              widgets:
                - kind: clock
                  id: first
                - kind: countdown
                  id: second
        """

    func state() throws -> HomeState {
        let (configuration, problems) = HomeFileParser.parse(Self.yaml, file: "home.yaml")
        #expect(problems.isEmpty)
        return HomeState(configuration: try #require(configuration), size: Size(width: 120, height: 40))
    }

    /// The effects as words, to compare.
    func words(_ effects: [HomeEffect]) -> [String] {
        effects.map { effect in
            switch effect {
            case .quit(let status): return "quit \(status)"
            case .open(let url, _): return "open \(url.absoluteString)"
            case .openCompanion(let id): return "open program of \(id.rawValue)"
            case .reload(let ids): return "reload " + ids.map(\.rawValue).joined(separator: ",")
            case .reloadAll: return "reload all"
            case .showMessage(let text, _): return "message \(text)"
            case .save(let request): return "save \(request.edit)"
            case .openEditPanel(let id): return "edit \(id)"
            case .openGallery: return "gallery"
            case .openArrangeMode: return "arrange"
            case .closeModal: return "close panel"
            case .runWidgetAction(let request): return "action \(request.kind)/\(request.action)"
            case .runIntent(let token, let owner): return "intent \(token) of \(owner?.rawValue ?? "-")"
            case .editList(let id, let edit): return "edit list of \(id.rawValue): \(edit)"
            case .ring(let ring): return "ring \(ring)"
            case .alertChanged(let event): return "alert \(event.firing ? "fired" : "cleared") \(event.widgetID) \(event.alert.title) \(event.value)"
            }
        }
    }

    /// What a frame would have shown: each item's widget, the clock with a link and a URL.
    func shown(_ state: HomeState) -> ShownScreen {
        var shown = ShownScreen()
        for placement in state.visiblePlacements {
            let origin = Point(x: placement.frame.minX + 2, y: placement.frame.minY + 1)
            var cell = ShownScreen.Cell(instance: WidgetInstanceID(placement.itemID), name: placement.itemID, contentOrigin: origin)
            if placement.itemID == "clock" {
                cell.links = [LinkRegion(frame: Rect(x: 0, y: 0, width: 4, height: 1), url: URL(string: "https://example.org/a")!)]
                cell.widgetURL = URL(string: "https://example.org/cell")
            }
            if case .stack(let stack)? = state.item(for: placement) {
                cell.instance = WidgetInstanceID(stack.widgets[0].id)
                shown.stackIndex[stack.id] = 0
            }
            shown.cells[placement.itemID] = cell
        }
        shown.linkHints = ["a": URL(string: "https://example.org/a")!]
        return shown
    }

    @Test func keysMoveFocusAndAskForWhatTheyBind() throws {
        var state = try state()
        state.shown = shown(state)
        #expect(state.focusedItemID == "clock")
        #expect(words(state.update(.keyPressed(KeyEvent(.character("2"))))) == [])
        #expect(state.focusedItemID == "countdown")
        #expect(words(state.update(.keyPressed(KeyEvent(.tab)))) == [])
        #expect(state.focusedItemID == "stack")
        #expect(words(state.update(.keyPressed(KeyEvent(.character("r"))))) == ["reload first", "message reloading stack"])
        #expect(words(state.update(.keyPressed(KeyEvent(.character("R"))))) == ["reload all", "message reloading every widget"])
        #expect(words(state.update(.keyPressed(KeyEvent(.character("e"))))) == ["edit first"])
        #expect(words(state.update(.keyPressed(KeyEvent(.character("a"))))) == ["gallery"])
        #expect(words(state.update(.keyPressed(KeyEvent(.character("m"))))) == ["arrange"])
        // No widget URL: the runtime opens its `open:` or companion program, or says why not.
        #expect(words(state.update(.keyPressed(KeyEvent(.enter)))) == ["open program of first"])
        #expect(words(state.update(.keyPressed(KeyEvent(.character("q"))))) == ["quit 0"])
        #expect(words(state.update(.keyPressed(KeyEvent(.character("c"), modifiers: .control)))) == ["quit 130"])
        #expect(words(state.update(.terminationRequested(signal: 15))) == ["quit 143"])
    }

    /// Enter opens the cell's URL, unless the home file's `open:` names a program for it.
    @Test func enterOpensTheWidgetURLUnlessTheHomeFileSaysWhatToRun() throws {
        let text = "widgets:\n  - kind: clock\n    id: plain\n  - kind: clock\n    id: mine\n    open: [tty-clock, -c]\n"
        let (parsed, problems) = HomeFileParser.parse(text, file: "home.yaml")
        #expect(problems.isEmpty)
        let configuration = try #require(parsed)
        #expect(configuration.widget(withID: "mine")?.open == ["tty-clock", "-c"])
        var state = HomeState(configuration: configuration, size: Size(width: 120, height: 40))
        var shown = ShownScreen()
        for placement in state.visiblePlacements {
            var cell = ShownScreen.Cell(instance: WidgetInstanceID(placement.itemID), name: placement.itemID, contentOrigin: Point(x: 0, y: 0))
            cell.widgetURL = URL(string: "https://example.org/\(placement.itemID)")
            shown.cells[placement.itemID] = cell
        }
        state.shown = shown
        #expect(words(state.update(.keyPressed(KeyEvent(.enter)))) == ["open https://example.org/plain"])
        _ = state.update(.keyPressed(KeyEvent(.tab)))
        #expect(words(state.update(.keyPressed(KeyEvent(.enter)))) == ["open program of mine"])
    }

    @Test func openIsAProgramAndItsArguments() {
        for (value, expected) in [("open: btm", ["btm"]), ("open: lazygit -p ~/src", ["lazygit", "-p", "~/src"]), ("open: [tig, --all]", ["tig", "--all"])] {
            let (parsed, problems) = HomeFileParser.parse("widgets:\n  - kind: git\n    \(value)\n", file: "home.yaml")
            #expect(problems.isEmpty, "\(value)")
            #expect(parsed?.allWidgets.first?.open == expected)
        }
        for value in ["open: []", "open: {a: b}", "open: \"\""] {
            let (_, problems) = HomeFileParser.parse("widgets:\n  - kind: git\n    \(value)\n", file: "home.yaml")
            #expect(problems.map(\.description).contains { $0.contains("home.yaml:3:11") && $0.contains("`open` is a program") }, "\(value): \(problems)")
        }
    }

    @Test func helpClosesOnAnyKeyAndHintLettersOpenLinks() throws {
        var state = try state()
        state.shown = shown(state)
        _ = state.update(.keyPressed(KeyEvent(.character("?"))))
        #expect(state.showingHelp)
        #expect(words(state.update(.keyPressed(KeyEvent(.escape)))) == [])
        #expect(!state.showingHelp)
        #expect(words(state.update(.keyPressed(KeyEvent(.character("a"))))) == ["gallery"], "a bound key wins over a hint")
        state.shown.linkHints = ["z": URL(string: "https://example.org/z")!]
        #expect(words(state.update(.keyPressed(KeyEvent(.character("z"))))) == ["open https://example.org/z"])
    }

    @Test func clicksOpenTheLinkUnderThePointerElseTheCellsURL() throws {
        var state = try state()
        state.shown = shown(state)
        let clock = try #require(state.shown.cells["clock"])
        func click(_ point: Point) -> [String] {
            _ = state.update(.mouseUsed(MouseEvent(.pressed(.left), at: point)))
            return words(state.update(.mouseUsed(MouseEvent(.released(.left), at: point))))
        }
        #expect(click(Point(x: clock.contentOrigin.x + 1, y: clock.contentOrigin.y)) == ["open https://example.org/a"])
        #expect(click(Point(x: clock.contentOrigin.x + 1, y: clock.contentOrigin.y + 2)) == ["open https://example.org/cell"])
        let countdown = try #require(state.visiblePlacements.first { $0.itemID == "countdown" })
        #expect(click(Point(x: countdown.frame.minX + 3, y: countdown.frame.minY + 3)) == [])
        #expect(state.focusedItemID == "countdown")
        let right = MouseEvent(.pressed(.right), at: Point(x: countdown.frame.minX + 3, y: countdown.frame.minY + 3))
        #expect(words(state.update(.mouseUsed(right))) == ["edit countdown"])
    }

    @Test func stacksFlipByHandUntilANewEntryArrives() throws {
        var state = try state()
        state.shown = shown(state)
        _ = state.update(.keyPressed(KeyEvent(.character("3"))))
        #expect(words(state.update(.keyPressed(KeyEvent(.character(">"))))) == [])
        #expect(state.flippedStacks["stack"] == 1)
        _ = state.update(.entriesChanged([WidgetInstanceID("clock")]))
        #expect(state.flippedStacks["stack"] == 1, "another widget's entry leaves the flip alone")
        _ = state.update(.entriesChanged([WidgetInstanceID("second")]))
        #expect(state.flippedStacks["stack"] == nil)
        _ = state.update(.keyPressed(KeyEvent(.character("1"))))
        #expect(words(state.update(.keyPressed(KeyEvent(.character(">"))))) == ["message the focused widget is not a stack"])
    }

    @Test func linksAndSavesComeBackAsMessages() throws {
        var state = try state()
        state.shown = shown(state)
        #expect(words(state.update(.hostLinkOpened(.reload(widgetID: nil)))) == ["reload all"])
        #expect(words(state.update(.hostLinkOpened(.reload(widgetID: "clock")))) == ["reload clock"])
        #expect(words(state.update(.hostLinkOpened(.edit(widgetID: "second")))) == ["edit second"])
        let toggle = WidgetLinkRequest(kind: "todo", action: "toggle", query: [])
        #expect(words(state.update(.hostLinkOpened(.widgetAction(toggle)))) == ["action todo/toggle"])
        let request = SaveRequest(.remove(itemID: "clock"), focus: .item("stack"), then: [.showMessage("done")])
        #expect(words(state.update(.saveSucceeded(request))) == ["message done"])
        #expect(state.focusedItemID == "stack")
        #expect(words(state.update(.saveFailed(request, reason: "disk full"))) == ["message disk full"])
    }

    @Test func onlyTheLatestStatusMessageExpires() throws {
        var state = try state()
        let first = state.showMessage("one")
        let second = state.showMessage("two")
        _ = state.update(.statusMessageExpired(first))
        #expect(state.statusMessage == "two")
        _ = state.update(.statusMessageExpired(second))
        #expect(state.statusMessage == nil)
    }
}
