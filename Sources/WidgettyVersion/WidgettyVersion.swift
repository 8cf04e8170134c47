/// Widgetty's version, as `widgetty --version` prints it: the VERSION file's number, and in a git
/// checkout the commits since it changed and the commit (`0.9.0-42-g1a2b3c4`), stamped at build
/// time by the BuildVersion plugin.
public enum WidgettyVersion {
    /// The version of this build.
    public static var current: String { generatedVersion }
}
