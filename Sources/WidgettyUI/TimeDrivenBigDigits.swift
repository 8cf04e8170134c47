import Foundation
import WidgettyTerminal

/// ``BigDigits`` of a `Text` that may follow time by itself (`Text(timerInterval:)`, a date
/// style): as time passes the host redraws them alone, as it redraws such a text, for as long as
/// they keep their width (a body that reads `now` then renders again only when it says).
public struct TimeDrivenBigDigits: View {
    /// The text drawn in strokes: a timer, a date style or any text.
    public let text: Text
    /// Rows tall: one of ``BigDigits/heights`` or ``BigDigits/tallHeights``.
    public let height: Int

    /// Big digits of a `Text`, `height` rows tall, redrawn by the host as the text's time moves on.
    public init(_ text: Text, height: Int = 3) {
        self.text = text
        self.height = height
    }

    /// Never called: the text's digits are drawn as blocks of box-drawing strokes.
    public var body: Never { primitiveBody(Self.self) }

    public func _makeNode(in context: BuildContext) -> LayoutNode {
        let look = context.environment.resolvedTextLook()
        return BigDigitsNode(text: text, height: height, environment: context.environment, style: look.style, paint: look.paint)
    }
}

/// The layout of ``TimeDrivenBigDigits`` at one instant: the rows of its text as it reads then,
/// drawn as ``BigDigits`` are. The rows are built only when drawn: a face laid out but not shown
/// (another choice of a `ViewThatFits`) is retimed every second for its width alone.
final class BigDigitsNode: LayoutNode, TimeDrivenNode {
    private let text: Text
    private let height: Int
    private let environment: EnvironmentValues
    private let style: Style
    private let paint: CellPaint?
    /// What the digits read at this instant (cut to 64 characters).
    private let characters: String
    /// Every row's width (all are as wide) and the number of rows.
    private let size: Size
    private lazy var block = BlockNode(rows: BigDigits.rows(characters, height: height), style: style, paint: paint)
    let nextChange: Date?

    @MainActor
    init(text: Text, height: Int, environment: EnvironmentValues, style: Style, paint: CellPaint?) {
        self.text = text
        self.height = height
        self.environment = environment
        self.style = style
        self.paint = paint
        var characters = ""
        var nextChange: Date?
        for run in text.runs {
            switch run.content {
            case .verbatim(let value):
                characters += value
            case .date(let date, let dateStyle):
                let reading = DateTextFormatter.reading(date, style: dateStyle, in: environment)
                characters += reading.text
                nextChange = [nextChange, reading.nextChange].compactMap { $0 }.min()
            case .timerInterval(let timer):
                let reading = DateTextFormatter.timerInterval(timer, now: environment.now)
                characters += reading.text
                nextChange = [nextChange, reading.nextChange].compactMap { $0 }.min()
            case .formatted(let value):
                characters += value.string(in: environment)
                if value.readsNow { BodyTimeScope.noteRead(\EnvironmentValues.now) }
            }
        }
        self.characters = TextBudget.cut(characters, to: 64)
        size = BigDigits.size(of: self.characters, height: height)
        self.nextChange = nextChange
        super.init()
        if nextChange != nil { BodyTimeScope.noteTickingText(self) }
    }

    override func measure(_ proposal: ProposedSize) -> Size {
        Size(width: min(size.width, proposal.width ?? size.width), height: min(size.height, proposal.height ?? size.height))
    }

    override func draw(in rect: Rect, on canvas: Canvas) { drawTimeDriven(in: rect, on: canvas) }

    /// Every row written across its whole width (spaces too), so drawing the digits of a later
    /// instant of the same width covers every cell drawn before.
    func drawGlyphs(in rect: Rect, on canvas: Canvas) { block.draw(in: rect, on: canvas) }

    /// The digits at `now`, when each row is as wide as before (so the same size at every
    /// proposal, and every cell drawn before covered); nil otherwise.
    @MainActor
    func retimed(at now: Date, drawnIn rect: Rect?) -> BigDigitsNode? {
        var environment = environment
        environment.now = now
        let node = BigDigitsNode(text: text, height: height, environment: environment, style: style, paint: paint)
        return node.size == size ? node : nil
    }
}
