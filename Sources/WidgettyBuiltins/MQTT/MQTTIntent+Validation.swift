import WidgettyKit

/// The MQTT widget's rule: an `mqtt://` broker with a host, topic filters MQTT accepts, a
/// field that is a JSON pointer, a known format, and no password without a user name.
extension MQTTIntent: ValidatingIntent {
    func parameterProblems() -> [ParameterProblem] {
        var problems: [ParameterProblem] = []
        problems.add("broker", MQTTWidgetSettings.brokerProblem(broker))
        for (index, topic) in topics.enumerated() {
            problems.add("topics", MQTTWidgetSettings.filterProblem(topic).map { "line \(index + 1): \($0)" })
        }
        let pointer = field.trimmingCharacters(in: .whitespaces)
        if !pointer.isEmpty {
            do throws(JSONPointer.Problem) {
                _ = try JSONPointer(pointer)
            } catch {
                problems.add("field", "is not a JSON pointer: \(error.message)")
            }
        }
        if ValueFormat(format) == nil { problems.add("format", "expects one of \(ValueFormat.names), found \"\(format.prefix(40))\"") }
        if username.isEmpty && !password.isEmpty { problems.add("password", "is set without a user name") }
        return problems
    }
}
