import Foundation
import Testing
import WidgettyHost
import WidgettyKit
import WidgettyTerminal
import WidgettyUI

/// The pressed-control decisions of `HomeState.update`, without a runtime.
extension HomeUpdateTests {
    @Test func aChosenIntentIsPressedOnceRunsForItsWidgetAndIsReleasedByItsReload() throws {
        var state = try state()
        state.shown = shown(state)
        let link = IntentButtonRegistry.link(token: 41)
        state.shown.cells["countdown"]?.links = [LinkRegion(frame: Rect(x: 0, y: 0, width: 5, height: 1), url: link)]
        #expect(words(state.update(.hostLinkOpened(.intent(token: 41)))) == ["intent 41 of countdown"])
        #expect(state.pressedLinks(of: WidgetInstanceID("countdown")) == [link])
        #expect(words(state.update(.hostLinkOpened(.intent(token: 41)))) == [], "chosen again while it runs: nothing")
        #expect(words(state.update(.intentFinished(token: 41, .performed(dialog: "done")))) == ["reload countdown", "message done"])
        #expect(state.pressedLinks(of: WidgetInstanceID("countdown")) == [link], "pressed until the reload lands")
        _ = state.update(.widgetReloaded(WidgetInstanceID("clock")))
        #expect(!state.pressedControls.isEmpty, "another widget's reload releases nothing")
        _ = state.update(.widgetReloaded(WidgetInstanceID("countdown")))
        #expect(state.pressedControls.isEmpty)

        // The same intent shown by two widgets is one link: the focused widget's control is the one chosen.
        state.shown.cells["clock"]?.links.append(LinkRegion(frame: Rect(x: 0, y: 1, width: 5, height: 1), url: link))
        for focused in ["clock", "countdown"] {
            state.focus(itemID: focused)
            #expect(words(state.update(.hostLinkOpened(.intent(token: 41)))) == ["intent 41 of \(focused)"])
            _ = state.update(.intentFinished(token: 41, .failed(reason: "no")))
        }
    }

    @Test func aFailedIntentIsReleasedAtOnceWithTheWidgetsNameAndAnOwnerlessOneReloadsAll() throws {
        var state = try state()
        state.shown = shown(state)
        let link = IntentButtonRegistry.link(token: 42)
        state.shown.cells["countdown"]?.links = [LinkRegion(frame: Rect(x: 0, y: 0, width: 5, height: 1), url: link)]
        _ = state.update(.hostLinkOpened(.intent(token: 42)))
        #expect(words(state.update(.intentFinished(token: 42, .failed(reason: "no item 'milk'")))) == ["message countdown: no item 'milk'"])
        #expect(state.pressedControls.isEmpty)
        // A link no shown widget holds (opened from outside the screen): every widget reloads.
        #expect(words(state.update(.hostLinkOpened(.intent(token: 43)))) == ["intent 43 of -"])
        #expect(words(state.update(.intentFinished(token: 43, .performed(dialog: nil)))) == ["reload all"])
        #expect(state.pressedControls.isEmpty)
    }
}
