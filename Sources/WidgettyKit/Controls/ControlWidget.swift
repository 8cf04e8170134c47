import WidgettyUI

/// A control, as iOS 18's Control Center, Lock Screen and Action button hold them: one button or
/// toggle that runs an App Intent. Widgetty shows a control as a small cell, on one line in the
/// home screen's control strip (the home file's `controls:`, across the top of every page), and in
/// the accessory families, so `widgetty render KIND --family inline` puts it in a status line;
/// choosing it — its hint letter, Enter or Space on it, or a click — runs the intent, and the
/// control asks its value provider again. List it in a `WidgetBundle` beside the widgets.
@MainActor @preconcurrency
public protocol ControlWidget {
    /// The configuration type `body` returns, usually `some ControlWidgetConfiguration`.
    associatedtype Body: ControlWidgetConfiguration
    /// Makes the control; Widgetty calls it once per program.
    init()
    /// The control's configuration: its kind, value provider and template.
    @ControlWidgetConfigurationBuilder var body: Body { get }
}

/// What a control's `body` returns: ``StaticControlConfiguration`` or
/// ``AppIntentControlConfiguration``, with ``displayName(_:)`` and ``description(_:)``.
public protocol ControlWidgetConfiguration {
    /// The host's view of the control: a widget kind (see ``AnyWidgetDescriptor``).
    var _widgetDescriptors: [AnyWidgetDescriptor] { get }
}

/// The result builder behind a control's `body`: its one configuration.
@resultBuilder
public enum ControlWidgetConfigurationBuilder {
    /// The configuration written in the body.
    public static func buildBlock<Configuration: ControlWidgetConfiguration>(_ configuration: Configuration) -> Configuration {
        configuration
    }
}

/// A control configuration with its name, description or other modifiers applied.
public struct ModifiedControlConfiguration: ControlWidgetConfiguration {
    /// The control as the host sees it, modified.
    public let _widgetDescriptors: [AnyWidgetDescriptor]
}

extension ControlWidgetConfiguration {
    /// The configuration with one of the descriptor's words (its name, its description) set.
    private func setting(_ field: WritableKeyPath<AnyWidgetDescriptor, String>, to text: String) -> ModifiedControlConfiguration {
        ModifiedControlConfiguration(_widgetDescriptors: _widgetDescriptors.map { descriptor in
            var descriptor = descriptor
            descriptor[keyPath: field] = text
            return descriptor
        })
    }

    /// The name the gallery and the edit panel give the control, as written.
    public func displayName<S: StringProtocol>(_ name: S) -> ModifiedControlConfiguration { setting(\.displayName, to: String(name)) }

    /// The control's name from a localizable resource (its key: Widgetty ships no string tables).
    public func displayName(_ name: LocalizedStringResource) -> ModifiedControlConfiguration { setting(\.displayName, to: name.key) }

    /// The control's name from a `Text`: its words, without their styling.
    @MainActor
    public func displayName(_ name: Text) -> ModifiedControlConfiguration { setting(\.displayName, to: name.plainText()) }

    /// What the gallery says the control does, as written.
    public func description<S: StringProtocol>(_ text: S) -> ModifiedControlConfiguration { setting(\.description, to: String(text)) }

    /// The gallery's sentence from a localizable resource (its key).
    public func description(_ text: LocalizedStringResource) -> ModifiedControlConfiguration { setting(\.description, to: text.key) }

    /// The gallery's sentence from a `Text`: its words, without their styling.
    @MainActor
    public func description(_ text: Text) -> ModifiedControlConfiguration { setting(\.description, to: text.plainText()) }

    /// iOS asks for the configuration when the control is added; Widgetty opens a new control's
    /// edit panel the way it opens any configurable widget's, so this changes nothing.
    public func promptsForUserConfiguration() -> ModifiedControlConfiguration {
        ModifiedControlConfiguration(_widgetDescriptors: _widgetDescriptors)
    }
}

extension WidgetBundleBuilder {
    /// A control written on a line of the bundle's body, beside the widgets.
    public static func buildExpression<Control: ControlWidget>(_ control: Control) -> WidgetGroup {
        WidgetGroup(descriptors: control.body._widgetDescriptors)
    }
}

extension ControlWidget {
    /// The control as the host sees it: one widget kind.
    public var widgetDescriptors: [AnyWidgetDescriptor] { body._widgetDescriptors }
}
