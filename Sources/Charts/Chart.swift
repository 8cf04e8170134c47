import Foundation
import WidgettyUI

/// A chart, as Swift Charts' `Chart`: its marks drawn in cells by Widgetty's chart engine
/// (``PlotView``), with the axes, scales and legend the chart modifiers around it set.
public struct Chart<Content: ChartContent>: View {
    let content: Content
    @Environment(\.chartOptions) private var options

    /// A chart of the marks the builder lists (`BarMark`, `LineMark`, `ForEach` over data, `if`).
    public init(@ChartContentBuilder content: () -> Content) {
        self.content = content()
    }

    /// The marks handed to the chart engine as a ``PlotView`` filling the space offered, with the
    /// chart modifiers' axes, domains and legend applied.
    public var body: some View {
        let spec = options.spec(marks: content.plotMarks)
        return options.plotStyle(AnyView(PlotView(spec)))
    }
}

extension Chart {
    /// One piece of content per element of `data`.
    public init<Data: RandomAccessCollection, C: ChartContent>(_ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> C)
    where Content == ForEach<Data, Data.Element.ID, C>, Data.Element: Identifiable {
        self.content = ForEach(data, content: content)
    }

    /// One piece of content per element of `data`, told apart by `id`.
    public init<Data: RandomAccessCollection, ID: Hashable, C: ChartContent>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ChartContentBuilder content: @escaping (Data.Element) -> C
    ) where Content == ForEach<Data, ID, C> {
        self.content = ForEach(data, id: id, content: content)
    }
}
