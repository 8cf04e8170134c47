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
/// drawn as ``BigDigits`` are.
final class BigDigitsNode: LayoutNode, TimeDrivenNode {
    private let text: Text
    private let height: Int
    private let environment: EnvironmentValues
    private let block: BlockNode
    let nextChange: Date?

    @MainActor
    init(text: Text, height: Int, environment: EnvironmentValues, style: Style, paint: CellPaint?) {
        self.text = text
        self.height = height
        self.environment = environment
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
        block = BlockNode(rows: BigDigits.rows(TextBudget.cut(characters, to: 64), height: height), style: style, paint: paint)
        self.nextChange = nextChange
        super.init()
        if nextChange != nil { BodyTimeScope.noteTickingText(self) }
    }

    override func measure(_ proposal: ProposedSize) -> Size { block.measure(proposal) }

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
        let node = BigDigitsNode(text: text, height: height, environment: environment, style: block.style, paint: block.paint)
        let widths = { (node: BigDigitsNode) in node.block.rows.map { TerminalText.width(of: $0) } }
        return widths(node) == widths(self) ? node : nil
    }
}
