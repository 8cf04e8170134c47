import Foundation
import Synchronization
import Testing
import WidgettyKit
import WidgettyTestSupport
import WidgettyUI

/// The last episode a `PlayEpisodeIntent` was performed for.
private let playedEpisode = Mutex<String?>(nil)

/// A podcast widget's play button as shipped apps write it: an `AudioPlaybackIntent` run by a
/// `Toggle(isOn:intent:)` drawn by a `ToggleStyle` of the app's own, with an accented-rendering
/// picture beside it.
@MainActor
@Suite struct PlaybackControlTests {
    struct PlayEpisodeIntent: AudioPlaybackIntent {
        static let title: LocalizedStringResource = "Play episode"
        @Parameter(title: "Episode") var episode: String
        init() {}
        init(episode: String) { self.episode = episode }
        func perform() async throws -> some IntentResult {
            playedEpisode.withLock { $0 = episode }
            return .result()
        }
    }

    struct PlayPauseStyle: ToggleStyle {
        func makeBody(configuration: Configuration) -> some View {
            HStack(spacing: 1) {
                Text(verbatim: configuration.isOn ? "❚❚" : "▶")
                configuration.label
            }
        }
    }

    @Test func aStyleOfTheAppsOwnDrawsTheToggleAndTheIntentRunsWhenChosen() async throws {
        let paused = Toggle(isOn: false, intent: PlayEpisodeIntent(episode: "e42")) { Text("Ep 42") }.toggleStyle(PlayPauseStyle())
        let rendered = renderView(paused, width: 8, height: 1)
        #expect(renderLines(paused, width: 8, height: 1) == ["▶ Ep 42 "])
        let playing = Toggle(isOn: true, intent: PlayEpisodeIntent(episode: "e42")) { Text("Ep 42") }.toggleStyle(PlayPauseStyle())
        #expect(renderLines(playing, width: 8, height: 1) == ["❚❚ Ep 42"])
        let link = try #require(rendered.links.first)
        _ = try await IntentButtonRegistry.shared.perform(token: try #require(Int(link.url.lastPathComponent)))
        #expect(playedEpisode.withLock { $0 } == "e42", "an AudioPlaybackIntent is performed as any intent is")
    }

    @Test func theBuiltInStylesDrawTheCheckBoxAndAStyleReachesNestedToggles() {
        let box = Toggle(isOn: .constant(true)) { Text("On") }
        #expect(renderLines(box.toggleStyle(.switch), width: 6, height: 1) == ["[x] On"])
        #expect(renderLines(box.toggleStyle(DefaultToggleStyle()), width: 6, height: 1) == ["[x] On"])
        let single = VStack { Toggle(isOn: .constant(true)) { Text("On") } }.toggleStyle(PlayPauseStyle())
        #expect(renderLines(single, width: 7, height: 1) == [" ❚❚ On "])
        let nested = VStack(alignment: .leading, spacing: 0) {
            Toggle(isOn: .constant(true)) { Text("On") }
            Toggle(isOn: .constant(false)) { Text("Off") }
        }.toggleStyle(PlayPauseStyle())
        #expect(renderLines(nested, width: 5, height: 2) == ["❚❚ On", "▶ Off"])
    }

    @Test func aPictureIsDrawnAsItIsInEveryAccentedRenderingMode() {
        let star = Image(systemName: "star.fill")
        for mode in [WidgetAccentedRenderingMode.accented, .accentedDesaturated, .desaturated, .fullColor, nil] {
            #expect(renderLines(star.widgetAccentedRenderingMode(mode), width: 1, height: 1) == renderLines(star, width: 1, height: 1))
        }
    }
}
