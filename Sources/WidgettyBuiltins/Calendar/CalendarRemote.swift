import Foundation
import WidgettyNetwork

/// A CalDAV calendar read as the calendar widget reads an `.ics` file: `GET` on the calendar
/// collection's URL, which answers with the whole calendar as `text/calendar` (Radicale, and
/// other servers that export a collection so), with HTTP Basic authentication when a user name
/// is given. The password is a secret reference in the home file (`${env:…}`), filled in at the
/// call and blotted out wherever text leaves the program; the kept answer's key holds its hash.
struct CalendarRemote {
    var request: NetworkRequest
    var key: String
    /// The calendar's address without credentials: the cell's link.
    var page: URL

    /// Seconds between reloads of a remote calendar.
    static let refresh: TimeInterval = 900

    /// The request for `configuration`'s `calendarURL`; nil when it names none.
    init?(_ configuration: CalendarIntent) {
        let text = configuration.calendarURL.trimmingCharacters(in: .whitespaces)
        guard !text.isEmpty, let url = URL(string: text), ParameterRules.webURL(url) == nil else { return nil }
        var headers = [NetworkHeader("Accept", "text/calendar")]
        let user = configuration.username.trimmingCharacters(in: .whitespaces)
        if !user.isEmpty {
            let credentials = Data((user + ":" + configuration.password).utf8).base64EncodedString()
            headers.append(NetworkHeader("Authorization", "Basic " + credentials))
        }
        request = NetworkRequest(url: url, headers: headers, refreshInterval: Self.refresh,
                                 limits: NetworkLimits(totalTimeout: BuiltinHTTP.requestTimeout, maximumBodyBytes: CalendarProvider.icsLimit))
        key = KeptAnswer.key(["calendar", url.absoluteString, user, String(StableHash.fnv1a(configuration.password), radix: 16)])
        page = url
    }

    /// The answer's text when it is a calendar; why not otherwise.
    static func calendarText(_ response: NetworkResponse) throws(NetworkFailure) -> String {
        let text = response.text
        guard text.prefix(4_096).contains("BEGIN:VCALENDAR") else {
            let type = response.mediaType ?? "no Content-Type"
            throw NetworkFailure(.content, "not a calendar (\(type)): the URL should name a calendar collection")
        }
        return text
    }
}
