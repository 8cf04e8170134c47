import Foundation
import WidgettyUI

/// The `http` widget's filled-in lines in `width`×`rows`: when the first line's value is a
/// number and the rest still fit, that number in the biggest digits that do, its label under
/// it, and the other lines as a table (label left, value right) beside it or under it, centred
/// in the cell; otherwise the lines as they are.
struct HTTPFieldsFace: View {
    let lines: [String]
    let width: Int
    let rows: Int

    /// From this width the table goes beside the big number.
    static let wideWidth = 80
    /// From this width the table may go beside the number when it does not fit under it.
    static let besideWidth = 44

    var body: some View {
        let fields = lines.map(HTTPFieldLine.init)
        let rest = Array(fields.dropFirst())
        if let head = fields.first, let number = head.number, let (height, wide) = arrangement(number, rest: rest.count) {
            let headline = VStack(spacing: 0) {
                BigDigits(number, height: height)
                Text(verbatim: caption(head)).foregroundStyle(.secondary).lineLimit(1)
            }
            Group {
                if wide {
                    HStack(alignment: .center, spacing: 2) {
                        headline.frame(maxWidth: .infinity)
                        table(rest).frame(width: CGFloat(width / 2))
                    }
                } else {
                    VStack(spacing: 1) {
                        headline
                        if !rest.isEmpty { table(rest) }
                    }
                }
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity)
        } else {
            VStack(alignment: .leading, spacing: 0) {
                ForEach(Array(lines.enumerated()), id: \.offset) { _, line in
                    Text(verbatim: line).lineLimit(1)
                }
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        }
    }

    /// The digits' height for `number`, and whether the table goes beside them: beside in wide
    /// cells, else under them at five rows or more, else beside where there is half a medium
    /// cell's width, else under three-row digits; nil when the lines do not all fit so.
    private func arrangement(_ number: String, rest: Int) -> (height: Int, wide: Bool)? {
        func fits(_ height: Int, wide: Bool) -> Bool {
            if wide && rest == 0 { return false }
            let columns = wide ? width / 2 - 2 : width
            let needed = wide ? max(height + 1, rest) : height + 1 + (rest == 0 ? 0 : 1 + rest)
            return HTTPFieldLine.bigWidth(number, height: height) <= columns && needed <= rows
        }
        let tallestFirst = BigDigits.heights.reversed()
        let tries = (width >= Self.wideWidth ? tallestFirst.map { ($0, true) } : [])
            + tallestFirst.filter { $0 > 3 }.map { ($0, false) }
            + (width >= Self.besideWidth ? tallestFirst.map { ($0, true) } : []) + [(3, false)]
        return tries.first { fits($0.0, wide: $0.1) }
    }

    /// `p95 (ms)`: the label, with the unit that followed the number.
    private func caption(_ field: HTTPFieldLine) -> String {
        field.unit.isEmpty ? field.label : field.label + (field.label.isEmpty ? "" : " ") + "(" + field.unit + ")"
    }

    /// A row a line: the label left, the value right (a line without a label as it is).
    private func table(_ fields: [HTTPFieldLine]) -> some View {
        VStack(alignment: .leading, spacing: 0) {
            ForEach(Array(fields.prefix(max(1, rows)).enumerated()), id: \.offset) { _, field in
                HStack(spacing: 1) {
                    if !field.label.isEmpty {
                        Text(verbatim: field.label).foregroundStyle(.secondary).lineLimit(1)
                        Spacer(minLength: 1)
                    }
                    Text(verbatim: field.value).lineLimit(1).layoutPriority(1)
                }
            }
        }
    }
}
