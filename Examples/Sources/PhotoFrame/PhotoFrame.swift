import Widgetty

/// Written here (not ported): a picture frame. Whatever PNG or JPEG is at `photo.png` or
/// `photo.jpg` in the App Group `group.photo-frame` (`~/.local/share/widgetty/groups/group.photo-frame/`)
/// is shown filling the widget, its name on a dark gradient at the bottom; without one, the widget
/// says where to put it. A new picture is shown at the next quarter of an hour.
@main
struct PhotoFrameBundle: WidgetBundle {
    var body: some Widget {
        PhotoFrameWidget()
    }
}

/// The picture at one moment, or why there is none.
struct PhotoEntry: TimelineEntry {
    let date: Date
    let photo: UIImage?
    let name: String
}

/// Reads the group folder's picture.
struct PhotoProvider: TimelineProvider {
    static let group = "group.photo-frame"
    var folder: @Sendable () -> URL? = { FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: PhotoProvider.group) }
    private let log = Logger(subsystem: "widgetty.examples", category: "photo-frame")

    func placeholder(in context: Context) -> PhotoEntry { PhotoEntry(date: WidgetClock.now, photo: nil, name: "Photo") }

    func getSnapshot(in context: Context, completion: @escaping @Sendable (PhotoEntry) -> Void) {
        completion(entry())
    }

    func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<PhotoEntry>) -> Void) {
        let entry = entry()
        completion(Timeline(entries: [entry], policy: .after(entry.date.addingTimeInterval(15 * 60))))
    }

    func entry() -> PhotoEntry {
        let now = WidgetClock.now
        guard let folder = folder() else { return PhotoEntry(date: now, photo: nil, name: "") }
        for name in ["photo.png", "photo.jpg", "photo.jpeg"] {
            let path = folder.appendingPathComponent(name).path
            guard FileManager.default.fileExists(atPath: path) else { continue }
            if let photo = UIImage(contentsOfFile: path) { return PhotoEntry(date: now, photo: photo, name: name) }
            log.error("\(name, privacy: .public) is not a PNG or JPEG this frame can show")
        }
        return PhotoEntry(date: now, photo: nil, name: "")
    }
}

struct PhotoFrameWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "PhotoFrame", provider: PhotoProvider()) { entry in
            PhotoView(entry: entry)
        }
        .configurationDisplayName("Photo Frame")
        .description("The picture in the group.photo-frame folder.")
        .supportedFamilies([.systemSmall, .systemMedium, .systemLarge])
        .contentMarginsDisabled()
    }
}
