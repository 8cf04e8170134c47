// The built-in widgets, written only against the public widget API (WidgettyKit and WidgettyUI,
// which `import Widgetty` re-exports), exactly as a third-party author would write them.
import WidgettyKit
import WidgettyUI
