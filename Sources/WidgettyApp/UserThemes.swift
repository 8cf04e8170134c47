import WidgettyHomeFile
import WidgettyStore

extension ThemeCatalog {
    /// The built-in themes and the user's theme files, `$XDG_CONFIG_HOME/widgetty/themes/NAME.yaml`.
    static var user: ThemeCatalog { ThemeCatalog(directory: XDGDirectories().config.appendingPathComponent("themes")) }
}
