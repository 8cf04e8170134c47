import Foundation
import WidgettyUI

extension View {
    /// This view, re-rendered by the host at `date`: for views that draw time-dependent content
    /// with something other than `Text` (``BigDigits``), which reports no next change itself.
    ///
    /// A workaround in this layer: a ticking `Text` is drawn in the top-leading corner *behind*
    /// the view, which must cover at least its first four cells of the first row (BigDigits of
    /// two or more characters does). WidgettyUI has no public way for a custom view to report
    /// its next change (see the built-ins report).
    @MainActor
    func rendersAgain(at date: Date) -> some View {
        background(alignment: .topLeading) {
            TickingClockText.clock(seconds: 0, changesAt: date).lineLimit(1)
        }
    }
}
