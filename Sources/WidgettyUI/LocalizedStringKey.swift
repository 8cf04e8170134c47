import Foundation

/// A string literal or interpolation to show in a `Text`, as SwiftUI's `LocalizedStringKey`.
/// Widgetty has no string tables, so the key is shown as written. Values are interpolated with
/// `String(describing:)` (a `Double` reads `3.5`, not SwiftUI's `3.500000`); `specifier:` uses
/// `String(format:)`; `format:` formats in the environment's locale when drawn; an interpolated
/// `Text` keeps its styles, and `\(date, style: .time)` or `\(Text(date, style: .timer))` ticks
/// like `Text(date, style:)`; an interpolated `Image` is its glyph.
public struct LocalizedStringKey: ExpressibleByStringInterpolation, Sendable {
    /// The pieces of an interpolated key, as the runs of a `Text`.
    public struct StringInterpolation: StringInterpolationProtocol {
        var runs: [Text.Run] = []

        /// Starts a key; the sizes are not used.
        public init(literalCapacity: Int, interpolationCount: Int) {}

        /// Adds literal text, shown as written.
        public mutating func appendLiteral(_ literal: String) { appendString(literal) }

        /// Adds any value as `String(describing:)` writes it: `3.5` for a `Double`, a type's
        /// `description` for one that has it.
        public mutating func appendInterpolation<T>(_ value: T) { appendString(String(describing: value)) }

        /// Adds a string as it is.
        public mutating func appendInterpolation(_ string: String) { appendString(string) }

        /// A number through a `printf` specifier (`"\\(ratio * 100, specifier: "%.f")%"`, `"%d"`).
        public mutating func appendInterpolation<T: CVarArg>(_ value: T, specifier: String) {
            appendString(String(format: specifier, value))
        }

        /// A value through a Foundation formatter (`"\\(date, formatter: dayFormatter)"`).
        public mutating func appendInterpolation<Subject>(_ subject: Subject, formatter: Formatter) {
            appendString(formatter.string(for: subject) ?? "")
        }

        /// A value through a format style (`"\\(date, format: .dateTime.hour())"`), formatted
        /// when drawn, in the environment's locale (see `Text(_:format:)`).
        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
            runs.append(Text.Run(content: .formatted(FormattedValue(input, format: format))))
        }

        /// A date in a style that follows `now` (`"ends \\(date, style: .relative)"`).
        public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
            runs.append(Text.Run(content: .date(date, style)))
        }

        /// Another text, with its styles (`"\\(Text("3").bold()) left"`).
        public mutating func appendInterpolation(_ text: Text) { runs.append(contentsOf: text.runs) }

        /// An image inline: a symbol's glyph (a bitmap cannot sit in a line of text: `▨`).
        public mutating func appendInterpolation(_ image: Image) { runs.append(contentsOf: Text(image).runs) }

        private mutating func appendString(_ string: String) {
            if let last = runs.last, last.isPlain, case .verbatim(let previous) = last.content {
                runs[runs.count - 1].content = .verbatim(previous + string)
            } else {
                runs.append(Text.Run(content: .verbatim(string)))
            }
        }
    }

    let runs: [Text.Run]

    /// A key of a string variable, shown as written: `Text(LocalizedStringKey(name))`.
    public init(_ value: String) { runs = [Text.Run(content: .verbatim(value))] }
    /// A key from a literal: `Text("Hello")`.
    public init(stringLiteral value: String) { runs = [Text.Run(content: .verbatim(value))] }
    /// A key from an interpolation, its text and values in order: `Text("\(count) items")`.
    public init(stringInterpolation: StringInterpolation) { runs = stringInterpolation.runs }
}
