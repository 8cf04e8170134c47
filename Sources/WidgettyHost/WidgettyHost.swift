// The home screen: model, event loop, scheduler, focus and keys, panels, deep links, persistence.
import WidgettyKit
