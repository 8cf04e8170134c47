import WidgettyUI

/// How a control fills its cell: in a small cell its label (tinted) over its switch, or its
/// button; on one line (`accessoryInline`, a status line) the label and the switch side by side;
/// the other accessory families stack them as the small cell does.
struct ControlCell: View {
    let drawing: _ControlDrawing
    @Environment(\.widgetFamily) private var family

    var body: some View {
        if family == .accessoryInline {
            HStack {
                tinted(drawing.title)
                if let control = drawing.control { control }
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        } else {
            VStack(alignment: .leading, spacing: 0) {
                tinted(drawing.title).bold()
                if let control = drawing.control { control }
                if let hint = drawing.hint, family == .systemSmall {
                    Spacer(minLength: 0)
                    Text(verbatim: hint).foregroundStyle(.secondary).lineLimit(1)
                }
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        }
    }

    private func tinted(_ view: AnyView) -> AnyView {
        guard let tint = drawing.tint else { return view }
        return AnyView(view.foregroundStyle(tint))
    }
}
