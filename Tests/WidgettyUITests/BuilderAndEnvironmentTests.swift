import Foundation
import Testing
import WidgettyTestSupport
import WidgettyUI

private struct Fruit: Identifiable {
    let id: Int
    let name: String
}

private struct Greeting: View {
    var name: String?
    var body: some View {
        if let name {
            Text("hi \(name)")
        } else {
            Text("hi")
        }
    }
}

private enum Mood { case happy, sad, calm }

private struct MoodView: View {
    let mood: Mood
    var body: some View {
        switch mood {
        case .happy: Text("☺")
        case .sad: Text("☹")
        case .calm: EmptyView()
        }
    }
}

private struct TwoTexts: View {
    var body: some View {
        Text("a")
        Text("b")
    }
}

private struct SchemeView: View {
    @Environment(\.colorScheme) var scheme
    var body: some View { Text(scheme == .dark ? "dark" : "light") }
}

private struct ShoutingKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

extension EnvironmentValues {
    fileprivate var shouting: Bool {
        get { self[ShoutingKey.self] }
        set { self[ShoutingKey.self] = newValue }
    }
}

private struct ShoutView: View {
    @Environment(\.shouting) var shouting
    let word: String
    var body: some View { Text(shouting ? word.uppercased() : word) }
}

@MainActor
@Suite("ViewBuilder and environment")
struct BuilderAndEnvironmentTests {
    @Test func ifElseAndOptionals() {
        #expect(renderLines(Greeting(name: "bo"), width: 5, height: 1) == ["hi bo"])
        #expect(renderLines(Greeting(name: nil), width: 2, height: 1) == ["hi"])
        let flag = false
        let view = VStack {
            Text("a")
            if flag { Text("b") }
        }
        #expect(renderLines(view, width: 1, height: 2) == ["a", " "])
    }

    @Test func switchInABuilder() {
        #expect(renderLines(MoodView(mood: .happy), width: 1, height: 1) == ["☺"])
        #expect(renderLines(MoodView(mood: .sad), width: 1, height: 1) == ["☹"])
        #expect(renderLines(HStack(spacing: 0) { MoodView(mood: .calm); Text("x") }, width: 1, height: 1) == ["x"])
    }

    @Test func forEachOverRangesAndCollections() {
        #expect(renderLines(HStack(spacing: 0) { ForEach(0..<3) { Text("\($0)") } }, width: 3, height: 1) == ["012"])
        let fruits = [Fruit(id: 1, name: "fig"), Fruit(id: 2, name: "kiwi")]
        #expect(renderLines(VStack(alignment: .leading) { ForEach(fruits) { Text($0.name) } }, width: 4, height: 2) == ["fig ", "kiwi"])
        let names = ["x", "y"]
        #expect(renderLines(HStack { ForEach(names, id: \.self) { Text($0) } }, width: 3, height: 1) == ["x y"])
    }

    @Test func groupsAndCustomTupleBodiesJoinTheEnclosingStack() {
        #expect(renderLines(HStack(spacing: 1) { TwoTexts() }, width: 3, height: 1) == ["a b"])
        #expect(renderLines(HStack(spacing: 0) { Group { Text("a"); Text("b") }; Text("c") }, width: 3, height: 1) == ["abc"])
        #expect(renderLines(TwoTexts(), width: 1, height: 2) == ["a", "b"])
    }

    @Test func anyViewAndEmptyView() {
        let views: [AnyView] = [AnyView(Text("a")), AnyView(EmptyView()), AnyView(Text("b"))]
        #expect(renderLines(HStack(spacing: 0) { ForEach(0..<views.count, id: \.self) { views[$0] } }, width: 2, height: 1) == ["ab"])
    }

    @Test func environmentIsReadInBody() {
        #expect(renderLines(SchemeView(), width: 4, height: 1) == ["dark"])
        #expect(renderLines(SchemeView().environment(\.colorScheme, .light), width: 5, height: 1) == ["light"])
    }

    @Test func customEnvironmentKeysFlowDownTheSubtree() {
        let view = HStack { ShoutView(word: "a"); ShoutView(word: "b").environment(\.shouting, true) }
        #expect(renderLines(view, width: 3, height: 1) == ["a B"])
        let nested = VStack { HStack { ShoutView(word: "x") } }.environment(\.shouting, true)
        #expect(renderLines(nested, width: 1, height: 1) == ["X"])
    }

    @Test func nowDefaultsToTheWallClockOnlyWhenUnset() {
        let twoHoursAgo = Date().addingTimeInterval(-7200)
        let wall = ViewRenderer.render(Text(twoHoursAgo, style: .relative), size: .init(width: 4, height: 1))
        #expect(wall.buffer.lines == ["2 hr"])
        var environment = EnvironmentValues()
        environment.now = twoHoursAgo.addingTimeInterval(-60)
        let fixed = ViewRenderer.render(Text(twoHoursAgo, style: .relative), size: .init(width: 7, height: 1), environment: environment)
        #expect(fixed.buffer.lines == [" 1 min "])
    }
}

@MainActor
@Suite("Environment values")
struct EnvironmentValuesTests {
    @Test func copiesAreIndependentAndTheLastWriteWins() {
        var outer = EnvironmentValues()
        outer.lineLimit = 1
        outer.truncationMode = .head
        outer.multilineTextAlignment = .center
        var inner = outer
        inner.lineLimit = 2
        inner.truncationMode = .middle
        inner.lineLimit = 3
        #expect(outer.lineLimit == 1)
        #expect(outer.truncationMode == .head)
        #expect(inner.lineLimit == 3)
        #expect(inner.truncationMode == .middle)
        #expect(inner.multilineTextAlignment == .center)
        inner.lineLimit = nil
        #expect(inner.lineLimit == nil)
        #expect(outer.lineLimit == 1)
    }

    @Test func unsetValuesReadTheirDefaults() {
        let environment = EnvironmentValues()
        #expect(environment.lineLimit == nil)
        #expect(environment.truncationMode == .tail)
        #expect(environment.colorScheme == .dark)
    }

    @Test func overwritingAnOldValueKeepsTheOthers() {
        var environment = EnvironmentValues()
        environment.lineLimit = 4
        environment.truncationMode = .head
        environment.colorScheme = .light
        environment.multilineTextAlignment = .trailing
        environment.lineLimit = 5
        environment.truncationMode = .middle
        #expect(environment.lineLimit == 5)
        #expect(environment.truncationMode == .middle)
        #expect(environment.colorScheme == .light)
        #expect(environment.multilineTextAlignment == .trailing)
    }
}
