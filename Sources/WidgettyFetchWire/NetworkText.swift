import FoundationEssentials

/// Text from a server or a library made fit for one line of a cell.
public enum NetworkText {
    /// The first line of `text`, at most 160 characters, without control characters.
    public static func oneLine(_ text: String) -> String {
        let line = text.split(whereSeparator: \.isNewline).first.map(String.init) ?? ""
        return String(String.UnicodeScalarView(line.unicodeScalars.filter { $0.value >= 0x20 && $0.value != 0x7F }).prefix(160))
    }

    /// `5 s`, `1.5 s`: whole seconds as they are, others to a tenth.
    public static func seconds(_ interval: TimeInterval) -> String {
        if interval == interval.rounded() { return "\(Int(interval)) s" }
        let tenths = Int((interval.magnitude * 10).rounded())
        return "\(interval < 0 ? "-" : "")\(tenths / 10).\(tenths % 10) s"
    }

    /// `text` without the spaces and tabs at either end (Foundation's `.whitespaces`: tabs and
    /// Unicode's space separators), as `trimmingCharacters(in:)` would, without its ICU.
    public static func trimmingSpaces<Text: StringProtocol>(_ text: Text) -> String {
        func isSpace(_ scalar: Unicode.Scalar) -> Bool { scalar == "\t" || scalar.properties.generalCategory == .spaceSeparator }
        let scalars = text.unicodeScalars
        guard let first = scalars.firstIndex(where: { !isSpace($0) }), let last = scalars.lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(String.UnicodeScalarView(scalars[first...last]))
    }

    /// `1 MiB`, `64 KiB`, `100 bytes`.
    public static func bytes(_ count: Int) -> String {
        count >= 1 << 20 && count % (1 << 20) == 0 ? "\(count >> 20) MiB"
            : count >= 1024 && count % 1024 == 0 ? "\(count >> 10) KiB" : "\(count) bytes"
    }
}
