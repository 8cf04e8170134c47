// The built-in widgets, written only against the public Widgetty module.
import Widgetty
