import WidgettyUI

/// What a control draws: ``ControlWidgetToggle`` or ``ControlWidgetButton``, with ``tint(_:)``
/// and ``controlWidgetActionHint(_:)``.
@MainActor @preconcurrency
public protocol ControlWidgetTemplate {
    /// The parts the cell lays out (Widgetty's, not for authors).
    func _controlDrawing() -> _ControlDrawing
}

/// The parts of a control's cell: its title (the label), the value line under it, the control
/// itself (a toggle or button that runs the action) and the tint.
public struct _ControlDrawing {
    var title: AnyView
    var control: AnyView?
    var tint: Color?
    var hint: String?
}

/// The result builder behind a control configuration's content: one template, or one of two.
@MainActor @resultBuilder
public enum ControlWidgetTemplateBuilder {
    /// The template written.
    public static func buildBlock<Template: ControlWidgetTemplate>(_ template: Template) -> Template { template }
    /// The template of an `if`'s true branch.
    public static func buildEither<First: ControlWidgetTemplate, Second: ControlWidgetTemplate>(first: First) -> _EitherControlTemplate<First, Second> {
        _EitherControlTemplate(drawing: first._controlDrawing())
    }
    /// The template of an `else` branch.
    public static func buildEither<First: ControlWidgetTemplate, Second: ControlWidgetTemplate>(second: Second) -> _EitherControlTemplate<First, Second> {
        _EitherControlTemplate(drawing: second._controlDrawing())
    }
    /// The template inside `if #available`.
    public static func buildLimitedAvailability<Template: ControlWidgetTemplate>(_ template: Template) -> Template { template }
}

/// One of two templates, chosen by an `if` in a control's content.
public struct _EitherControlTemplate<First: ControlWidgetTemplate, Second: ControlWidgetTemplate>: ControlWidgetTemplate {
    let drawing: _ControlDrawing
    /// The chosen branch's parts.
    public func _controlDrawing() -> _ControlDrawing { drawing }
}

/// A template with its tint or action hint changed.
public struct _ModifiedControlTemplate: ControlWidgetTemplate {
    let drawing: _ControlDrawing
    /// The modified parts.
    public func _controlDrawing() -> _ControlDrawing { drawing }
}

extension ControlWidgetTemplate {
    /// The colour of the control's symbol and of a toggle that is on (the terminal's nearest).
    public func tint(_ color: Color?) -> _ModifiedControlTemplate {
        var drawing = _controlDrawing()
        drawing.tint = color
        return _ModifiedControlTemplate(drawing: drawing)
    }

    /// What choosing the control does, in a few words ("Start", "Open"): iOS says it on the
    /// Action button; Widgetty's status line says it when the control has the focus.
    public func controlWidgetActionHint<S: StringProtocol>(_ hint: S) -> _ModifiedControlTemplate {
        var drawing = _controlDrawing()
        drawing.hint = String(hint)
        return _ModifiedControlTemplate(drawing: drawing)
    }

    /// The action hint from a localizable resource.
    public func controlWidgetActionHint(_ hint: LocalizedStringResource) -> _ModifiedControlTemplate {
        controlWidgetActionHint(hint.key)
    }

    /// The action hint from a `Text` (its words, without styling).
    public func controlWidgetActionHint(_ hint: Text) -> _ModifiedControlTemplate {
        controlWidgetActionHint(hint.plainText())
    }
}
