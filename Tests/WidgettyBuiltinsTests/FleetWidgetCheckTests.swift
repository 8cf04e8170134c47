import Foundation
import Testing
import WidgettyHomeFile
@_spi(WidgettyHost) import WidgettyKit
import WidgettyNetwork
@testable import WidgettyBuiltins

/// The fleet's data sources without a server: `widgetty check` locates their bad settings at
/// file:line:column; the value formats, a range's samples placed at their steps, the alert
/// lines cut to the rows, MQTT topic filters and labels.
@MainActor
@Suite struct FleetWidgetCheckTests {
    private func problems(_ yaml: String) throws -> [String] {
        let (configuration, parseProblems) = HomeFileParser.parse(yaml, file: "home.yaml")
        #expect(parseProblems.isEmpty)
        return HomeValidator(registry: WidgetRegistry(BuiltinWidgets.all))
            .problems(in: try #require(configuration), file: "home.yaml").map(\.description)
    }

    @Test func goodSettingsPass() throws {
        let yaml = """
            widgets:
              - kind: prometheus
                family: large
                params: { baseURL: "http://prom:9090", query: "sum(rate(http_requests_total[5m])) by (job)", show: chart,
                          legend: job, unit: "req/s", format: "fixed:1", rangeMinutes: 180, token: "${env:PROM_TOKEN}" }
              - kind: alertmanager
                params: { baseURL: "http://am:9093", filter: ['team="db"', 'severity=~"critical|warning"', "env!=dev"] }
              - kind: mqtt
                params: { broker: "mqtt://broker.lan", topics: ["home/+/temperature", "sensors/#"], field: /temperature,
                          username: ada, password: "${env:MQTT_PASSWORD}", qos: 1 }
              - kind: calendar
                family: medium
                params: { calendarURL: "https://dav.lan/ada/work/", username: ada, password: "${env:CALDAV_PASSWORD}" }

            """
        #expect(try problems(yaml) == [])
    }

    @Test func badSettingsAreLocated() throws {
        let yaml = """
            widgets:
              - kind: prometheus
                params: { query: "up", format: "fixed:9" }
              - kind: prometheus
                params: { baseURL: "ftp://x", legend: "9job" }
              - kind: alertmanager
                params: { filter: ["team"] }
              - kind: mqtt
                params: { broker: "mqtts://broker.lan", topics: ["a/#/b"] }
              - kind: mqtt
                params: { topics: [], qos: 2 }
              - kind: mqtt
                params: { topics: ["x"], field: "temperature", password: "p" }
              - kind: calendar
                params: { calendarURL: "ftp://x", password: "p" }
            """
        let found = try problems(yaml)
        #expect(found == [
            "home.yaml:3:36: parameter 'format' expects one of auto, int, fixed:N (N from 0 to 6), percent, bytes, found \"fixed:9\"",
            "home.yaml:5:24: parameter 'baseURL' must be an http or https URL, found ftp://x",
            "home.yaml:5:43: parameter 'legend' is not a label name (letters, digits and _, not first a digit): \"9job\"",
            "home.yaml:7:23: parameter 'filter' line 1: expected a matcher such as team=\"db\" (=, !=, =~ or !~), found \"team\"",
            "home.yaml:9:23: parameter 'broker' uses TLS, which the MQTT widget does not support yet: use mqtt:// (a local broker or a bridge)",
            "home.yaml:9:53: parameter 'topics' line 1: '#' must be a whole level and the last one: \"a/#/b\"",
            "home.yaml:11:23: parameter 'topics' takes 1 to 16 values, not 0",
            "home.yaml:11:32: parameter 'qos' must be between 0 and 1, found 2",
            "home.yaml:13:37: parameter 'field' is not a JSON pointer: a JSON pointer is empty or starts with '/', not \"temperature\"",
            "home.yaml:13:62: parameter 'password' is set without a user name",
            "home.yaml:15:28: parameter 'calendarURL' must be an http or https URL, found ftp://x",
            "home.yaml:15:49: parameter 'password' is set without a user name",
        ])
    }

    @Test func valueFormats() {
        #expect([1234, 12.345, 1.2345, 0.12345, 0.0012345, -0.5, 3].map(ValueFormat.auto.text) == ["1234", "12.3", "1.23", "0.123", "0.00123", "-0.5", "3"])
        #expect(ValueFormat("fixed:2")?.text(2) == "2.00" && ValueFormat("int")?.text(2.6) == "3")
        #expect(ValueFormat("percent")?.text(0.4242) == "42%" && ValueFormat("percent")?.text(0.012) == "1.2%")
        #expect(ValueFormat("bytes")?.text(1_610_612_736) == "1.5G")
        #expect([Double.nan, .infinity, -.infinity].map(ValueFormat.auto.text) == ["NaN", "+Inf", "-Inf"])
        #expect(ValueFormat("fixed:7") == nil && ValueFormat("") == .auto && ValueFormat(" INT ") == .int)
    }

    @Test func aRangesSamplesArePlacedAtTheirStepsWithGaps() throws {
        let body = #"""
            {"status":"success","data":{"resultType":"matrix","result":[
              {"metric":{"__name__":"up","job":"node","instance":"b:9100"},"values":[[100,"1"],[110,"1"],[130,"0"]]},
              {"metric":{"__name__":"up","job":"node","instance":"a:9100"},"values":[[120,"NaN"],[130,"1"]]}]}}
            """#
        let series = try PrometheusResponse.series(Array(body.utf8), legend: "", query: "up", start: 100, step: 10)
        #expect(series.map(\.name) == ["instance=a:9100, job=node", "instance=b:9100, job=node"])
        #expect(series[1].values == [1, 1, nil, 0])
        #expect(series[0].values == [nil, nil, nil, 1] && series[0].latest == "1")
        let named = try PrometheusResponse.series(Array(body.utf8), legend: "instance", query: "up")
        #expect(named.map(\.name) == ["a:9100", "b:9100"] && named.allSatisfy(\.values.isEmpty))
        let scalar = try PrometheusResponse.series(Array(#"{"status":"success","data":{"resultType":"scalar","result":[1,"0.5"]}}"#.utf8),
                                                   legend: "", query: "vector(0.5)")
        #expect(scalar == [PrometheusSeries(name: "vector(0.5)", latest: "0.5", values: [])])
        #expect(PrometheusResponse.error(Array(#"{"status":"error","errorType":"bad_data","error":"1:5: parse error"}"#.utf8))
            == "1:5: parse error")
        #expect(throws: NetworkFailure.self) { try PrometheusResponse.series(Array("<html>".utf8), legend: "", query: "up") }
        #expect(PrometheusRequest.formEncoded([("query", "sum(rate(x[5m])) by (job)")]) == "query=sum%28rate%28x%5B5m%5D%29%29%20by%20%28job%29")
        #expect(PrometheusRequest.stepSeconds(range: 3_600, points: 60) == 60 && PrometheusRequest.stepSeconds(range: 60, points: 1_000) == 1)
    }

    @Test func alertLinesAreCutToTheRowsSayingWhatIsLeft() {
        let now = Date(timeIntervalSince1970: 1_800_000_000)
        let alerts = (0..<6).map { index in
            AlertmanagerAlert(name: "A\(index)", severity: index < 2 ? "critical" : "warning", instance: "", summary: "",
                              startsAt: now.addingTimeInterval(-600), isSuppressed: false)
        }
        let state = AlertmanagerState(alerts: alerts, silences: [])
        #expect(AlertmanagerLines(state, now: now, rows: 20).lines.map(\.text)
            == ["6 firing", "‼ critical 2", "  A0", "  A1", "", "▲ warning 4", "  A2", "  A3", "  A4", "  A5"])
        #expect(AlertmanagerLines(state, now: now, rows: 9).lines.map(\.text)
            == ["6 firing", "‼ critical 2", "  A0", "  A1", "▲ warning 4", "  A2", "  A3", "  A4", "  A5"], "compact when the blank lines do not fit")
        #expect(AlertmanagerLines(state, now: now, rows: 5).lines.map(\.text)
            == ["6 firing", "‼ critical 2", "  A0", "  A1", "+ 4 more alerts"])
        #expect(AlertmanagerLines(AlertmanagerState(alerts: [], silences: []), now: now, rows: 3).lines.map(\.text) == ["All quiet"])
        #expect(AlertmanagerRequest.isMatcher("env!=dev") && AlertmanagerRequest.isMatcher(#"job=~"api.*""#)
            && !AlertmanagerRequest.isMatcher("env!dev") && !AlertmanagerRequest.isMatcher("=x"))
    }

    @Test func mqttTopicFiltersAndLabels() {
        #expect(["a/b", "a/+/c", "#", "a/#", "+", "/"].allSatisfy { MQTTWidgetSettings.filterProblem($0) == nil })
        #expect(MQTTWidgetSettings.filterProblem("a/b#") == "'#' must be a whole level and the last one: \"a/b#\"")
        #expect(MQTTWidgetSettings.filterProblem("a+/b") == "'+' must be a whole level: \"a+/b\"")
        #expect(MQTTReading.labels(["home/kitchen/temp", "home/hall/temp"]) == ["kitchen/temp", "hall/temp"])
        #expect(MQTTReading.labels(["home/kitchen/temp"]) == ["temp"])
        #expect(MQTTReading.value(Array("  42.5\n".utf8), field: nil, format: .auto, unit: "W") == "42.5 W")
        #expect(MQTTReading.value(Array("on".utf8), field: nil, format: .auto, unit: "W") == "on")
        let settings = MQTTWidgetSettings.settings({
            let intent = MQTTIntent()
            intent.broker = URL(string: "mqtt://[::1]")!
            intent.topics = [" a/b "]
            return intent
        }())
        #expect(settings?.host == "::1" && settings?.port == 1883 && settings?.topics == ["a/b"] && settings?.password == nil)
    }
}
