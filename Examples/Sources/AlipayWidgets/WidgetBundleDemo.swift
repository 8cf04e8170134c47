import Widgetty

@main
struct WidgetBundleDemo: WidgetBundle {
    @WidgetBundleBuilder
    var body: some Widget {
        AlipayWidget(title: "Alipay", desc: "This is the Alipay Widget")
        StaticIntentWidget()
        DynamicIntentWidget()
    }
}
