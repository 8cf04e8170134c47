/// A kind of widget, as in WidgetKit: its `body` is a configuration. `@main struct MyWidget:
/// Widget` is a complete program too, as in WidgetKit.
@MainActor @preconcurrency
public protocol Widget {
    associatedtype Body: WidgetConfiguration
    init()
    var body: Body { get }
}

/// Several widgets offered together, as in WidgetKit. `@main struct MyWidgets: WidgetBundle`
/// is a complete program: its `main()` launches the home screen with these widgets.
@MainActor @preconcurrency
public protocol WidgetBundle {
    associatedtype Body: Widget
    init()
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
    public static func buildExpression<W: Widget>(_ widget: W) -> WidgetGroup {
        WidgetGroup(descriptors: widget.body._widgetDescriptors)
    }
    public static func buildBlock(_ groups: WidgetGroup...) -> WidgetGroup {
        WidgetGroup(descriptors: groups.flatMap(\.descriptors))
    }
    public static func buildOptional(_ group: WidgetGroup?) -> WidgetGroup { group ?? WidgetGroup(descriptors: []) }
    public static func buildEither(first group: WidgetGroup) -> WidgetGroup { group }
    public static func buildEither(second group: WidgetGroup) -> WidgetGroup { group }
    public static func buildLimitedAvailability(_ group: WidgetGroup) -> WidgetGroup { group }
    public static func buildArray(_ groups: [WidgetGroup]) -> WidgetGroup {
        WidgetGroup(descriptors: groups.flatMap(\.descriptors))
    }
}

/// Widgets listed in a bundle's body.
public struct WidgetGroup: Widget {
    let descriptors: [AnyWidgetDescriptor]

    public init() { descriptors = [] }
    init(descriptors: [AnyWidgetDescriptor]) { self.descriptors = descriptors }

    public var body: ModifiedWidgetConfiguration { ModifiedWidgetConfiguration(_widgetDescriptors: descriptors) }
}

extension Widget {
    /// The widget's kinds (one for a plain widget), for the host.
    public var widgetDescriptors: [AnyWidgetDescriptor] { body._widgetDescriptors }
}
