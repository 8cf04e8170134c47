import Foundation
import WidgettyNetwork
import WidgettyTerminal

/// Reads the answers of Prometheus's query API, as its documentation describes them:
/// `{"status":"success","data":{"resultType":T,"result":R}}` where T is `vector` (R: objects
/// with `metric`, a label map, and `value`, `[seconds, "text"]`), `matrix` (`values`, a list of
/// such pairs), `scalar` or `string` (R: one pair); a failure is
/// `{"status":"error","errorType":"bad_data","error":"…"}`, with a 4xx or 5xx status.
enum PrometheusResponse {
    /// At most this many series are kept (a fleet's `up` has hundreds; a cell shows a few).
    static let maximumSeries = 24

    /// The series of a good answer, named by `legend` (a label) when given, sorted by name;
    /// for a range, one value per `step` from `start`.
    static func series(_ body: [UInt8], legend: String, query: String, start: TimeInterval? = nil, step: TimeInterval? = nil)
        throws(NetworkFailure) -> [PrometheusSeries]
    {
        let answer: Answer
        do {
            answer = try JSONDecoder().decode(Answer.self, from: Data(body))
        } catch {
            throw NetworkFailure(.content, "not Prometheus's JSON: \(ReplyBody.jsonReason(error))")
        }
        guard answer.status == "success", let data = answer.data else {
            throw NetworkFailure(.content, answer.error.map(errorText) ?? "the server answered \(answer.status) without data")
        }
        var series: [PrometheusSeries]
        switch data.result {
        case .single(let sample):
            series = [PrometheusSeries(name: TextBudget.cut(query), latest: TextBudget.cut(sample.text), values: [])]
        case .series(let list):
            series = list.map { item in
                let samples = item.values ?? item.value.map { [$0] } ?? []
                return PrometheusSeries(name: TextBudget.cut(name(item.metric, legend: legend, query: query)),
                                        latest: samples.last.map { TextBudget.cut($0.text) },
                                        values: start.flatMap { start in step.map { placed(samples, start: start, step: $0) } } ?? [])
            }
        }
        series.sort { $0.name.localizedStandardCompare($1.name) == .orderedAscending }
        return Array(series.prefix(maximumSeries))
    }

    /// The `error` of a failing answer (`bad_data: 1:5: parse error: …`), if the body is one.
    static func error(_ body: [UInt8]) -> String? {
        guard let answer = try? JSONDecoder().decode(Answer.self, from: Data(body)), answer.status == "error" else { return nil }
        return answer.error.map(errorText)
    }

    private static func errorText(_ error: String) -> String {
        TextBudget.cut(error.split(whereSeparator: \.isNewline).joined(separator: " "))
    }

    /// How the legend names a series: the `legend` label's value; else its labels but the
    /// metric's name (`instance=a:9100, job=node`); else that name; else the query.
    static func name(_ metric: [String: String], legend: String, query: String) -> String {
        let label = legend.trimmingCharacters(in: .whitespaces)
        if !label.isEmpty, let value = metric[label] { return value }
        let labels = metric.filter { $0.key != "__name__" }.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
        if !labels.isEmpty { return labels.joined(separator: ", ") }
        return metric["__name__"] ?? query
    }

    /// Samples placed at their step from `start` (gaps nil), oldest first.
    static func placed(_ samples: [Sample], start: TimeInterval, step: TimeInterval) -> [Double?] {
        guard step > 0, let last = samples.last else { return [] }
        let count = min(PrometheusRequest.maximumPoints + 1, max(0, Int(((last.time - start) / step).rounded()) + 1))
        var values = [Double?](repeating: nil, count: count)
        for sample in samples {
            let index = Int(((sample.time - start) / step).rounded())
            guard values.indices.contains(index), let value = Double(sample.text), value.isFinite else { continue }
            values[index] = value
        }
        return values
    }

    /// A `[seconds, "text"]` pair.
    struct Sample: Decodable, Hashable {
        var time: TimeInterval
        var text: String

        init(from decoder: any Decoder) throws {
            var pair = try decoder.unkeyedContainer()
            time = try pair.decode(TimeInterval.self)
            text = try pair.decode(String.self)
        }
    }

    private struct Answer: Decodable {
        var status: String
        var data: Payload?
        var error: String?
    }

    private struct Payload: Decodable {
        var resultType: String
        var result: Result

        enum Result {
            case single(Sample)
            case series([Item])
        }

        enum CodingKeys: String, CodingKey { case resultType, result }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            resultType = try container.decode(String.self, forKey: .resultType)
            switch resultType {
            case "scalar", "string": result = .single(try container.decode(Sample.self, forKey: .result))
            default: result = .series(try container.decode([Item].self, forKey: .result))
            }
        }
    }

    private struct Item: Decodable {
        var metric: [String: String]
        var value: Sample?
        var values: [Sample]?
    }
}
