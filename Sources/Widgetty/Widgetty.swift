// The one module a widget author imports: the WidgetKit surface and the SwiftUI-like view DSL.
// `import Widgetty` stands where a WidgetKit tutorial writes `import WidgetKit` and `import SwiftUI`.
@_exported import WidgettyKit
@_exported import WidgettyUI
