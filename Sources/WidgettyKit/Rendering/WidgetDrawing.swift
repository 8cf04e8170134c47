import Foundation
import WidgettyTerminal
import WidgettyUI

extension WidgetFamily {
    /// The cells a widget of this family draws in on a 120×40 home screen (inside its border and
    /// margins): what `widgetty render`, `preview` and the testing helpers use when no size is given.
    /// `accessoryInline` is one 80-column line; circular and corner are about square (10×5 cells:
    /// a cell is twice as tall as wide), rectangular a 24×4 block.
    public var standardContentSize: Size {
        switch self {
        case .systemSmall: return Size(width: 26, height: 10)
        case .systemMedium: return Size(width: 56, height: 10)
        case .systemLarge: return Size(width: 56, height: 22)
        case .systemExtraLarge: return Size(width: 116, height: 22)
        case .accessoryInline: return Size(width: 80, height: 1)
        case .accessoryCircular, .accessoryCorner: return Size(width: 10, height: 5)
        case .accessoryRectangular: return Size(width: 24, height: 4)
        }
    }
}

/// How the host draws a widget's entry — on the home screen, in the gallery, in `render`,
/// `preview` and the testing helpers: the environment the home screen gives it — the family, `now`, iOS point metrics, and redaction
/// for a placeholder — and one call to ``ViewRenderer``.
@MainActor
public enum WidgetDrawing {
    /// The environment a widget of `family` is drawn in at `now`, starting from `base`; the
    /// controls opening one of `pressedLinks` are drawn pressed (their intent is running).
    public static func environment(
        family: WidgetFamily, now: Date, placeholder: Bool = false, pressedLinks: Set<URL> = [],
        base: EnvironmentValues = EnvironmentValues()
    ) -> EnvironmentValues {
        var environment = base
        environment.widgetFamily = family
        environment.now = now
        environment.pressedLinks = pressedLinks
        // Widgets are written in iOS points (`spacing: 8`); the host maps them to cells.
        environment.cellMetrics = .points
        if placeholder { environment.redactionReasons = .placeholder }
        return environment
    }

    /// The descriptor's view for `entry`, rendered at `size` in `environment`.
    public static func render(
        _ entry: AnyTimelineEntry, of descriptor: AnyWidgetDescriptor, size: Size, environment: EnvironmentValues
    ) -> RenderedView {
        ViewRenderer.render(descriptor.makeView(entry), size: size, environment: environment)
    }

    /// How long a one-shot drawing waits for the pictures its view names: a few decodes at their
    /// CPU limit (1 s each; the decoder takes one picture at a time), reading the files, and room
    /// for a loaded machine.
    public static let pictureWait: Duration = .seconds(10)

    /// ``render(_:of:size:environment:)`` for a drawing made once (`widgetty render`, authors'
    /// tests): when the view named pictures that are still being decoded in the background, waits
    /// for those (at most ``pictureWait``) and draws again, so the output shows each picture or
    /// the reason it was refused rather than its placeholder. The home screen never waits: it
    /// draws again when the decoder is done.
    public static func renderWaitingForPictures(
        _ entry: AnyTimelineEntry, of descriptor: AnyWidgetDescriptor, size: Size, environment: EnvironmentValues
    ) -> RenderedView {
        UIImage.drawingOnceDecoded(timeout: pictureWait) {
            render(entry, of: descriptor, size: size, environment: environment)
        }
    }
}

extension WidgetDrawing {
    /// What to tell the author of a widget whose view did not fit: how big it wanted to be, what
    /// it got, and what to change. Nil when it fits.
    public static func overflowAdvice(kind: String, family: WidgetFamily, rendered: RenderedView) -> String? {
        guard let wanted = rendered.overflow else { return nil }
        let given = rendered.buffer.size
        let family = family.rawValue
        return "\(kind) at \(family) needs \(wanted.width)×\(wanted.height) cells but gets \(given.width)×\(given.height), "
            + "so it is cut at the edges: shrink fixed .frame sizes and paddings (8 points are a column, 16 a row), "
            + "prefer .frame(maxWidth: .infinity) to fixed widths, or give \(family) its own layout with @Environment(\\.widgetFamily)"
    }
}
