import Foundation

/// What the gallery previews (`context.isPreview`) instead of asking the server: a service's
/// status read from JSON, as iOS shows a snapshot from sample data.
enum HTTPWidgetSample {
    static func entry(for configuration: HTTPWidgetIntent, now: Date) -> HTTPWidgetEntry {
        let title = configuration.title.isEmpty ? "api.example.org" : configuration.title
        return HTTPWidgetEntry(date: now, title: title, lines: ["status   ok", "version  2.4.1", "users    1204", "queue    3 jobs"])
    }
}
