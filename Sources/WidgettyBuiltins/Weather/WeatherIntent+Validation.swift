import WidgettyKit

/// The weather widget's rule: its two services are http(s) URLs (the place and coordinates are
/// checked by their ranges and the geocoder).
extension WeatherIntent: ValidatingIntent {
    func parameterProblems() -> [ParameterProblem] {
        var problems: [ParameterProblem] = []
        problems.add("baseURL", ParameterRules.webURL(baseURL))
        problems.add("geocodingURL", ParameterRules.webURL(geocodingURL))
        return problems
    }
}
