import Foundation

/// A titled box around content, as SwiftUI's `GroupBox`: a rounded outline with the title in its
/// first row.
public struct GroupBox<Label: View, Content: View>: View {
    let label: Label?
    let content: Content

    /// A box around content with a label of your own as its title.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
    }

    /// A box with a label view you already have, before the content.
    public init(label: Label, @ViewBuilder content: () -> Content) {
        self.label = label
        self.content = content()
    }

    /// The title in bold, the content under it, one cell of padding, all inside a rounded `╭╮╰╯`
    /// outline in the secondary style that spans the offered width.
    public var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            label.font(.headline)
            content
        }
        .padding(EdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1))
        .frame(maxWidth: .infinity, alignment: .leading)
        .overlay(RoundedRectangle(cornerRadius: 8).stroke(.secondary))
    }
}

extension GroupBox where Label == EmptyView {
    /// A box around content with no title.
    public init(@ViewBuilder content: () -> Content) {
        label = nil
        self.content = content()
    }
}

extension GroupBox where Label == Text {
    /// A box titled with a localized string.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        label = Text(titleKey)
        self.content = content()
    }

    /// A box titled with a string shown as written.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        label = Text(title)
        self.content = content()
    }
}

/// What a view shows when it has nothing to show, as SwiftUI's `ContentUnavailableView`: a
/// symbol, a bold title and a secondary description, centred.
public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
    let label: Label
    let description: Description
    let actions: Actions

    /// An empty state of your own views: a label (bold), a description (dim) and actions, centred
    /// in the room offered.
    public init(@ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
                @ViewBuilder actions: () -> Actions = { EmptyView() }) {
        self.label = label()
        self.description = description()
        self.actions = actions()
    }

    /// The label, description and actions stacked and centred, filling the room offered.
    public var body: some View {
        VStack(spacing: 0) {
            label.font(.headline)
            description.foregroundStyle(.secondary)
            actions
        }
        .multilineTextAlignment(.center)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

extension ContentUnavailableView where Label == SwiftUILabelPair, Description == Text?, Actions == EmptyView {
    /// An empty state of an SF Symbol's glyph over a localized title, with an optional description
    /// under it.
    public init(_ title: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
        label = SwiftUILabelPair(symbol: name, title: Text(title))
        self.description = description
        actions = EmptyView()
    }

    /// An empty state of a symbol over a title string, with an optional description.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
        label = SwiftUILabelPair(symbol: name, title: Text(title))
        self.description = description
        actions = EmptyView()
    }

    /// "No Results", as after a search that found nothing.
    public static var search: ContentUnavailableView {
        ContentUnavailableView("No Results", systemImage: "magnifyingglass")
    }
}

/// A symbol over a title: the label of a ``ContentUnavailableView`` made from a title and a symbol.
public struct SwiftUILabelPair: View {
    let symbol: String
    let title: Text
    /// The symbol's glyph above the title in bold.
    public var body: some View {
        VStack(spacing: 0) {
            Image(systemName: symbol)
            title.bold()
        }
    }
}
