/// A kind of widget, as in WidgetKit: its `body` is a configuration. `@main struct MyWidget:
/// Widget` is a complete program too, as in WidgetKit.
@MainActor @preconcurrency
public protocol Widget {
    /// The configuration type `body` returns, usually `some WidgetConfiguration`.
    associatedtype Body: WidgetConfiguration
    /// Makes the widget; Widgetty calls it once per program, so keep it cheap.
    init()
    /// The widget's configuration: its kind, provider, view and the modifiers naming it and its
    /// families.
    var body: Body { get }
}

/// Several widgets offered together, as in WidgetKit. `@main struct MyWidgets: WidgetBundle`
/// is a complete program: its `main()` launches the home screen with these widgets.
@MainActor @preconcurrency
public protocol WidgetBundle {
    /// The widget type `body` returns, usually `some Widget`.
    associatedtype Body: Widget
    /// Makes the bundle, once per program.
    init()
    /// The bundle's widgets, one per line; each is offered on the home screen by its kind.
    @WidgetBundleBuilder var body: Body { get }
}

extension WidgetBundle {
    /// Every widget kind of the bundle, in order, for the host.
    public var widgetDescriptors: [AnyWidgetDescriptor] { body.body._widgetDescriptors }
}

/// The result builder behind a bundle's `body`: a list of widgets, with `if`, `if #available`
/// and loops.
@MainActor @resultBuilder
public enum WidgetBundleBuilder {
    /// A widget written on a line of the bundle's body.
    public static func buildExpression<W: Widget>(_ widget: W) -> WidgetGroup {
        WidgetGroup(descriptors: widget.body._widgetDescriptors)
    }
    /// The widgets of each line, in order.
    public static func buildBlock(_ groups: WidgetGroup...) -> WidgetGroup {
        WidgetGroup(descriptors: groups.flatMap(\.descriptors))
    }
    /// The widgets of an `if` without `else`, or none.
    public static func buildOptional(_ group: WidgetGroup?) -> WidgetGroup { group ?? WidgetGroup(descriptors: []) }
    /// The widgets of an `if`'s true branch.
    public static func buildEither(first group: WidgetGroup) -> WidgetGroup { group }
    /// The widgets of an `else` branch.
    public static func buildEither(second group: WidgetGroup) -> WidgetGroup { group }
    /// The widgets inside `if #available`.
    public static func buildLimitedAvailability(_ group: WidgetGroup) -> WidgetGroup { group }
    /// The widgets of a `for` loop's passes.
    public static func buildArray(_ groups: [WidgetGroup]) -> WidgetGroup {
        WidgetGroup(descriptors: groups.flatMap(\.descriptors))
    }
}

/// Widgets listed in a bundle's body.
public struct WidgetGroup: Widget {
    let descriptors: [AnyWidgetDescriptor]

    /// A group of no widgets.
    public init() { descriptors = [] }
    init(descriptors: [AnyWidgetDescriptor]) { self.descriptors = descriptors }

    /// The group's widgets as one configuration, for the bundle to list.
    public var body: ModifiedWidgetConfiguration { ModifiedWidgetConfiguration(_widgetDescriptors: descriptors) }
}

extension Widget {
    /// The widget's kinds (one for a plain widget), for the host.
    public var widgetDescriptors: [AnyWidgetDescriptor] { body._widgetDescriptors }
}
