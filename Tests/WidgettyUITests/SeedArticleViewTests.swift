// The view code of the seed articles (/work/shared/seeds), retyped with only the imports
// adapted, to prove that widget views from WidgetKit tutorials compile and render unchanged.
// Left out: Combine's ObservableObject/@Published/@ObservedObject (Apple-only; the item is a
// plain class here) and the widget/provider declarations, which belong to WidgettyKit.
import Foundation
import Testing
import WidgettyKit
import WidgettyTestSupport
import WidgettyUI

// MARK: Alipay-style widget (000): buttons grid, lunar bar, weather and date.

public enum ButtonType: String {
    case Scan = "Scan"
    case pay = "Payment"
    case healthCode = "Health Code"
    case travelCode = "Travel Card"
    case trip = "Travel"
    case stuck = "Card Package"
    case memberpoints = "Member Points"
    case yuebao = "Yu'ebao"
}

extension ButtonType: Identifiable {
    public var id: String {
        return rawValue
    }
    public var displayName: String {
        return rawValue
    }
    public var urlStr: String {
        let imageUrl: (image: String, url: String) = imageAndUrl(from: self)
        return imageUrl.url
    }
    public var imageName: String {
        let imageUrl: (image: String, url: String) = imageAndUrl(from: self)
        return imageUrl.image
    }
    /// return (image, url)
    func imageAndUrl(from type: ButtonType) -> (String, String) {
        switch self {
        case .Scan:
            return ("widget_scan", "https://www.baidu.com/")
        case .pay:
            return ("widget_pay", "https://www.baidu.com/")
        case .healthCode:
            return ("widget_healthCode", "https://www.baidu.com/")
        case .travelCode:
            return ("widget_travelCode", "https://www.baidu.com/")
        case .trip:
            return ("widget_trip", "https://www.baidu.com/")
        case .stuck:
            return ("widget_stuck", "https://www.baidu.com/")
        case .memberpoints:
            return ("widget_memberpoints", "https://www.baidu.com/")
        case .yuebao:
            return ("widget_yuebao", "https://www.baidu.com/")
        }
    }
}

struct AlipayWidgetButtonItem {
    var title: String
    var imageName: String
    var urlStr: String
    var id: String {
        return title
    }
    static func generateWidgetBtnItem(from originalItem: AlipayWidgetButtonItem) -> AlipayWidgetButtonItem {
        let newItem = AlipayWidgetButtonItem(title: originalItem.title,
                                             imageName: originalItem.imageName,
                                             urlStr: originalItem.urlStr)
        return newItem
    }
}

// The article does not show AlipayWidgetButton; this is the Link-wrapped button it describes.
struct AlipayWidgetButton: View {
    var buttonItem: AlipayWidgetButtonItem
    var body: some View {
        Link(destination: URL(string: buttonItem.urlStr) ?? URL(fileURLWithPath: "/")) {
            VStack {
                Image(buttonItem.imageName)
                    .resizable()
                    .frame(width: 1, height: 1)
                Text(buttonItem.title)
                    .font(.system(size: 10.0))
                    .foregroundColor(.white)
            }
        }
    }
}

struct AlipayWidgetGroupButtons: View {
    var buttonList: [[AlipayWidgetButtonItem]]
    var body: some View {
        VStack() {
            ForEach(0..<buttonList.count, id: \.self) { index in
                HStack {
                    ForEach(buttonList[index], id: \.id) { buttonItem in
                        AlipayWidgetButton(buttonItem: buttonItem)
                    }
                }
            }
        }
    }
}

struct AlipayWidgetLunarView: View {
    var body: some View {
        ZStack(alignment: .leading) {
            ZStack {
                AliPayLunarSubview()
                    .hidden()
            }
            .background(.white)
            .opacity(0.27)
            .cornerRadius(2.0)
            AliPayLunarSubview()
        }
    }
}

struct AliPayLunarSubview: View {
    var body: some View {
        HStack {
            Image("alipay")
                .resizable()
                .frame(width: 16.0, height: 16.0)
                .padding(EdgeInsets(top: 0, leading: 5, bottom: 0, trailing: 0))
            Text("Alipay")
                .font(Font.custom("Montserrat-Bold", size: 13.0))
                .minimumScaleFactor(0.5)
                .foregroundColor(.white)
                .padding(EdgeInsets(top: 4.0, leading: -7.0, bottom: 4.0, trailing: 0.0))
            Text("Today's Favorable")
                .font(Font.system(size: 10.0))
                .minimumScaleFactor(0.5)
                .foregroundColor(.white)
                .padding(EdgeInsets(top: 0.0, leading: -5.0, bottom: 0.0, trailing: 0.0))
            Image("right_Arrow")
                .resizable()
                .frame(width: 10, height: 10)
                .padding(EdgeInsets(top: 0.0, leading: -7.0, bottom: 0.0, trailing: 5.0))
        }
    }
}

struct AlipayWidgetWeatherDateView: View {
    var body: some View {
        VStack(alignment: .leading) {
            Spacer()
            Text("Cloudy 28℃")
                .font(.title)
                .foregroundColor(.white)
                .fontWeight(.semibold)
                .minimumScaleFactor(0.5)
                .padding(EdgeInsets(top: 0.0, leading: 0.0, bottom: 4.0, trailing: 0.0))
            Text("06/09 Thursday Shanghai")
                .lineLimit(1)
                .font(.body)
                .foregroundColor(.white)
                .minimumScaleFactor(0.5)
                .padding(EdgeInsets(top: 0.0, leading: 0.0, bottom: 4.0, trailing: 0.0))
            AlipayWidgetLunarView()
            Spacer()
        }
    }
}

struct AlipayWidgetMeidumView: View {
    var mediumItem: AliPayWidgetMediumItem
    var body: some View {
        ZStack {
            // Background image
            Image("widget_background_test")
                .resizable()
            HStack {
                AlipayWidgetWeatherDateView()
                Spacer()
                AlipayWidgetGroupButtons(buttonList: mediumItem.dataButtonList())
            }
            .padding()
        }
    }
}

final class AliPayWidgetMediumItem {
    private var groupButtons: [[AlipayWidgetButtonItem]] = [[]]
    init() {
        self.groupButtons = AliPayWidgetMediumItem.createMeidumWidgetGroupButtons()
    }
    private static func createMeidumWidgetGroupButtons() -> [[AlipayWidgetButtonItem]] {
        let scanType = ButtonType.Scan
        let scanItem = AlipayWidgetButtonItem(title: scanType.rawValue, imageName: scanType.imageName, urlStr: scanType.urlStr)
        let payType = ButtonType.pay
        let payItem = AlipayWidgetButtonItem(title: payType.rawValue, imageName: payType.imageName, urlStr: payType.urlStr)
        let healthCodeType = ButtonType.healthCode
        let healthCodeItem = AlipayWidgetButtonItem(title: healthCodeType.rawValue, imageName: healthCodeType.imageName,
                                                    urlStr: healthCodeType.urlStr)
        let travelCodeType = ButtonType.travelCode
        let travelCodeItem = AlipayWidgetButtonItem(title: travelCodeType.rawValue, imageName: travelCodeType.imageName,
                                                    urlStr: travelCodeType.urlStr)
        return [[scanItem, payItem], [healthCodeItem, travelCodeItem]]
    }
    func dataButtonList() -> [[AlipayWidgetButtonItem]] {
        return groupButtons
    }
}

// MARK: Weather widget entry view (001); the article elides the small and medium views.

struct WeatherEntry {
    let date: Date
    let city: String
    let temperature: Int
}

struct WeahterSmallView: View {
    var entry: WeatherEntry
    var body: some View {
        VStack(alignment: .leading) {
            Text(entry.city).font(.headline)
            Label("\(entry.temperature)°", systemImage: "sun.max")
        }
    }
}

struct WeahterMediumView: View {
    var entry: WeatherEntry
    var body: some View {
        HStack {
            WeahterSmallView(entry: entry)
            Spacer()
            Text(entry.date, style: .time)
        }
    }
}

struct WeatherWidgetEntryView: View {

    var entry: WeatherEntry
    @Environment(\.widgetFamily) var family

    var body: some View {
        switch family {
        case .systemSmall:
            WeahterSmallView(entry: entry)
        default:
            WeahterMediumView(entry: entry)
        }
    }
}

// MARK: Swift commit checker (004).

struct Commit {
    let message: String
    let author: String
    let date: String
}

struct LastCommitEntry {
    public let date: Date
    public let commit: Commit
}

struct PlaceholderView: View {
    var body: some View {
        Text("Loading...")
    }
}

struct CommitCheckerWidgetView: View {
    let entry: LastCommitEntry

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text("apple/swift's Latest Commit")
                .font(.system(.title3))
                .foregroundColor(.black)
            Text(entry.commit.message)
                .font(.system(.callout))
                .foregroundColor(.black)
                .bold()
            Text("by \(entry.commit.author) at \(entry.commit.date)")
                .font(.system(.caption))
                .foregroundColor(.black)
            Text("Updated at \(Self.format(date: entry.date))")
                .font(.system(.caption2))
                .foregroundColor(.black)
        }.frame(minWidth: 0, maxWidth: .infinity, minHeight: 0, maxHeight: .infinity, alignment: .leading)
            .padding()
            .background(LinearGradient(gradient: Gradient(colors: [.orange, .yellow]), startPoint: .top, endPoint: .bottom))
    }

    static func format(date: Date) -> String {
        let formatter = DateFormatter()
        formatter.dateFormat = "MM-dd-yyyy HH:mm"
        formatter.timeZone = TimeZone(identifier: "UTC")
        return formatter.string(from: date)
    }
}

struct DeepLinkView: View {
    let homeDeepLink = URL(string: "commits://home")!
    let settingsDeepLink = URL(string: "commits://settings")!

    var body: some View {
        VStack {
            Link(destination: homeDeepLink) {
                Text("Home")
            }
            Link(destination: settingsDeepLink) {
                Text("Settings")
            }
        }.widgetURL(homeDeepLink)
    }
}

@MainActor
@Suite("Seed article views compile and render")
struct SeedArticleViewTests {
    @Test func alipayMediumWidget() {
        let rendered = renderView(AlipayWidgetMeidumView(mediumItem: AliPayWidgetMediumItem()), width: 60, height: 40)
        let screen = rendered.buffer.lines.joined(separator: "\n")
        #expect(screen.contains(" Cloudy 28℃ "))
        #expect(screen.contains(" 06/09 Thursday Shanghai "))
        #expect(screen.contains("Scan"))
        #expect(screen.contains("Travel Card"))
        #expect(rendered.links.count == 4)
        #expect(rendered.links.allSatisfy { $0.url.absoluteString == "https://www.baidu.com/" })
    }

    @Test func commitChecker() {
        let entry = LastCommitEntry(
            date: Date(timeIntervalSince1970: 1_795_356_300),
            commit: Commit(message: "Fix the optimizer", author: "jane", date: "2026-11-22"))
        let lines = renderLines(CommitCheckerWidgetView(entry: entry), width: 36, height: 16)
        // VStack(spacing: 4) is four rows here: lengths are cells.
        #expect(lines == [
            " apple/swift's Latest Commit        ",
            "                                    ",
            "                                    ",
            "                                    ",
            "                                    ",
            " Fix the optimizer                  ",
            "                                    ",
            "                                    ",
            "                                    ",
            "                                    ",
            " by jane at 2026-11-22              ",
            "                                    ",
            "                                    ",
            "                                    ",
            "                                    ",
            " Updated at 11-22-2026 14:05        ",
        ])
        #expect(renderView(CommitCheckerWidgetView(entry: entry), width: 36, height: 16).buffer[0, 0].style.background == .palette(208))
        #expect(renderLines(PlaceholderView(), width: 10, height: 1) == ["Loading..."])
    }

    @Test func weatherEntryViewSwitchesOnTheFamily() {
        let entry = WeatherEntry(date: Date(timeIntervalSince1970: 1_795_356_300), city: "Seoul", temperature: 21)
        #expect(renderLines(WeatherWidgetEntryView(entry: entry), width: 5, height: 2) == ["Seoul", "☀ 21°"])
        var medium = EnvironmentValues.fixedForTests
        medium.widgetFamily = .systemMedium
        #expect(renderLines(WeatherWidgetEntryView(entry: entry), width: 14, height: 2, environment: medium)
            == ["Seoul    14:05", "☀ 21°         "])
    }

    @Test func commitCheckerWithPointMetrics() {
        let entry = LastCommitEntry(
            date: Date(timeIntervalSince1970: 1_795_356_300),
            commit: Commit(message: "Fix the optimizer", author: "jane", date: "2026-11-22"))
        var points = EnvironmentValues.fixedForTests
        points.cellMetrics = .points
        let blank = String(repeating: " ", count: 36)
        #expect(renderLines(CommitCheckerWidgetView(entry: entry), width: 36, height: 6, environment: points) == [
            blank,
            " apple/swift's Latest Commit        ",
            " Fix the optimizer                  ",
            " by jane at 2026-11-22              ",
            " Updated at 11-22-2026 14:05        ",
            blank,
        ])
    }

    @Test func deepLinks() {
        let rendered = renderView(DeepLinkView(), width: 8, height: 2)
        #expect(rendered.links.map(\.url.absoluteString) == ["commits://home", "commits://settings"])
        #expect(rendered.widgetURL?.absoluteString == "commits://home")
    }
}
