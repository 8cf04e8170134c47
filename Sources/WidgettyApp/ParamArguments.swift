import WidgettyHomeFile
import WidgettyHost
import WidgettyKit

/// `--param key=value` arguments, typed as the home file would type the value.
enum ParamArguments {
    /// The values by key and where each was given (for messages); or why an argument is wrong.
    static func parse(_ arguments: [String]) -> Result<(values: [String: IntentValue], locations: [String: SourceLocation]), ParamError> {
        var values: [String: IntentValue] = [:]
        var locations: [String: SourceLocation] = [:]
        for argument in arguments {
            guard let equals = argument.firstIndex(of: "="), equals != argument.startIndex else {
                return .failure(ParamError(description: "--param \(argument): expected key=value"))
            }
            let key = String(argument[..<equals])
            let text = String(argument[argument.index(after: equals)...])
            guard let value = HomeFileParser.value(fromText: text) else {
                return .failure(ParamError(description: "--param \(argument): not a value (text, a number, true/false or a [list])"))
            }
            values[key] = value
            locations[key] = SourceLocation(file: "--param \(argument)", line: 1, column: 1)
        }
        return .success((values, locations))
    }

    /// Why a `--param` argument could not be read.
    struct ParamError: Error, CustomStringConvertible {
        var description: String
    }
}
