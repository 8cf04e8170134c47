import Foundation
import WidgettyUI

/// An axis mark part with a look of its own: a clear style hides it, any other is drawn in the
/// axis' faint style (cells keep one look for axes).
public struct _StyledAxisMark<Base: AxisMark>: AxisMark {
    let base: Base
    let hidden: Bool

    public func _apply(to axis: inout AxisMarkParts) {
        guard !hidden else { return }
        base._apply(to: &axis)
    }
}

extension AxisMark {
    /// The part in `style`; a clear style hides it.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> _StyledAxisMark<Self> {
        let resolved = style._resolve(in: EnvironmentValues())
        return _StyledAxisMark(base: self, hidden: resolved.isClear)
    }

    /// Labels are drawn in the cell's one font size: accepted as written.
    public func font(_ font: Font?) -> Self { self }

    /// Labels sit beside their value in cells: accepted as written.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> Self { self }
}
