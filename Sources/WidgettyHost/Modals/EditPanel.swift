import WidgettyScreen
import WidgettyHomeFile
import Foundation
import WidgettyKit
import WidgettyTerminal
import WidgettyTimelines

/// The edit panel of one widget (`e`, or a right click): a form generated from its configuration
/// intent over the home screen. Provider choices load in tasks off the drawing path while a
/// spinner turns; Save (or Ctrl-S) writes the widget's `params` through `HomeRuntime.save` and
/// closes, or shows why it could not and stays; Esc closes without changing anything.
@MainActor
final class EditPanel: HomeModal {
    private let services: ModalServices
    let widget: WidgetPlacement
    let descriptor: AnyWidgetDescriptor
    private(set) var form: EditForm?
    /// The first line of the body shown (the body scrolls when taller than the terminal).
    private var scroll = 0
    private var spinnerFrame = 0
    private var loads: [Task<Void, Never>] = []
    private var spinner: Task<Void, Never>?
    /// The entity query's search under way (one at a time: a newer search cancels it; nil once
    /// it answered).
    private var search: (key: String, text: String, task: Task<Void, Never>)?
    /// Where the last frame drew each clickable row, button, value and choice.
    private var clickTargets: [(frame: Rect, target: PanelClickTarget)] = []

    /// `values`: the widget's current intent values, as the home file gives them.
    init(services: ModalServices, widget: WidgetPlacement, descriptor: AnyWidgetDescriptor, values: [String: IntentValue]) {
        self.services = services
        self.widget = widget
        self.descriptor = descriptor
        if let intent = descriptor.intent, !intent.schema.parameters.isEmpty {
            form = EditForm(
                schema: intent.schema, family: widget.family, values: values, defaults: intent.defaultValues,
                timeZone: services.timeZone)
        }
    }

    /// Asks every options provider for its choices, and every entity query for the stored
    /// entities (`entities(for:)`), each in its own task, and turns the spinner until the
    /// providers have all answered.
    func startLoadingOptions() {
        guard let intent = descriptor.intent, let form else { return }
        let ask = widgetCall
        for row in form.rows where row.info.hasOptionsProvider && row.original.holdsObjects {
            let key = row.info.key, stored = row.original
            loads.append(
                Task { [weak self] in
                    // A query that fails leaves the stored value as it is: the widget says why.
                    guard let lookup = try? await ask({ try await intent.lookUpEntities(key, stored) }) else { return }
                    self?.finishLookUp(key: key, lookup)
                })
        }
        for row in form.rows where row.info.hasOptionsProvider {
            let key = row.info.key
            loads.append(
                Task { [weak self] in
                    let load: OptionLoad
                    do {
                        load = .loaded(try await ask({ try await intent.optionSections(key) }) ?? [])
                    } catch {
                        load = .failed(Self.reason(error))
                    }
                    self?.finishLoading(key: key, load)
                })
        }
        guard !loads.isEmpty else { return }
        let clock = services.clock
        spinner = Task { @MainActor [weak self] in
            while !Task.isCancelled {
                try? await clock.sleep(until: clock.now.addingTimeInterval(0.1))
                guard let self, !Task.isCancelled else { return }
                self.spinnerFrame += 1
                self.services.changed()
            }
        }
    }

    /// Calls into the widget's code (its options provider, entity query), as the scheduler calls
    /// its provider: on the scheduler's executor, within the widget's time limit on the host
    /// clock; one that does not answer in time is cancelled and the choices say so.
    private var widgetCall: WidgetCall {
        WidgetCall(clock: services.clock, executor: services.executor,
                   limit: descriptor.timeLimit(for: widget.params, default: services.defaultTimeout))
    }

    /// Why choices did not come, in words.
    nonisolated private static func reason(_ error: any Error) -> String {
        (error as? ClockTimeoutError).map { "no answer within \($0.duration)" } ?? "\(error)"
    }

    private func finishLookUp(key: String, _ lookup: EntityLookup) {
        form?.finishLookUp(key: key, lookup)
        services.changed()
    }

    /// Asks the entity query for the text typed in the open picker, off the drawing thread,
    /// when it changed; the answer arrives as an update, and one for an older text is dropped.
    private func searchIfNeeded() {
        guard let intent = descriptor.intent, let request = form?.searchRequest else { return }
        guard search?.key != request.key || search?.text != request.text else { return }
        search?.task.cancel()
        let (key, text) = request
        let ask = widgetCall
        let task = Task { [weak self] in
            // A newer text typed before this one started: only the newest is asked.
            guard !Task.isCancelled else { return }
            let load: OptionLoad
            do {
                load = .loaded(try await ask({ try await intent.searchOptions(key, text) }) ?? [])
            } catch {
                load = .failed(Self.reason(error))
            }
            self?.finishSearch(key: key, text: text, load)
        }
        search = (key, text, task)
    }

    private func finishSearch(key: String, text: String, _ load: OptionLoad) {
        if search?.key == key, search?.text == text { search = nil }
        guard form?.finishSearch(key: key, text: text, load) == true else { return }
        services.changed()
    }

    private func finishLoading(key: String, _ load: OptionLoad) {
        form?.finishLoading(key: key, load)
        if form?.options.values.contains(.loading) != true {
            spinner?.cancel()
            spinner = nil
        }
        services.changed()
    }

    // MARK: Input

    func handle(_ input: ModalInput, state: inout HomeState) -> [HomeEffect] {
        defer { searchIfNeeded() }
        switch input {
        case .key(let key): return handleKey(key, state: &state)
        case .mouse(let mouse): return handleMouse(mouse, state: &state)
        case .paste(let text):
            form?.paste(text)
            return []
        case .saveFailed(let reason):
            form?.notice = "could not save: \(reason)"
            form?.editors = []
            form?.focus = .save
            return []
        }
    }

    private func handleKey(_ key: KeyEvent, state: inout HomeState) -> [HomeEffect] {
        guard var form else {
            if [.escape, .enter, .character("q"), .character(" ")].contains(key.key) { state.dismissModal() }
            return []
        }
        let command = form.handle(key)
        self.form = form
        return perform(command, state: &state)
    }

    private func perform(_ command: EditForm.Command, state: inout HomeState) -> [HomeEffect] {
        switch command {
        case .none: return []
        case .cancel:
            state.dismissModal()
            return []
        case .save: return save(state: &state)
        }
    }

    private func handleMouse(_ mouse: MouseEvent, state: inout HomeState) -> [HomeEffect] {
        switch mouse.kind {
        case .wheelUp: return handleKey(KeyEvent(.up), state: &state)
        case .wheelDown: return handleKey(KeyEvent(.down), state: &state)
        case .pressed(.left):
            guard let target = clickTargets.first(where: { $0.frame.contains(mouse.position) })?.target else { return [] }
            guard var form else {
                if target == .focus(.cancel) { state.dismissModal() }
                return []
            }
            let command = form.click(target)
            self.form = form
            return perform(command, state: &state)
        default: return []
        }
    }

    /// Saves the form's values when they are all valid and something changed, closing once
    /// saved; a failed save comes back as ``ModalInput/saveFailed(_:)`` and the panel stays open
    /// with the reason.
    private func save(state: inout HomeState) -> [HomeEffect] {
        guard var form else { return [] }
        defer { self.form = form }
        guard let params = form.paramsToSave(fileParams: widget.params) else {
            if let row = form.firstProblemRow {
                form.focus = .row(row)
                form.editors = []
                form.notice = "\(form.rows[row].info.title): \(form.problem(ofRow: row)?.message ?? "not valid")"
            }
            return []
        }
        guard form.hasChanges else {
            state.dismissModal()
            return []
        }
        // A note from the save (another writer's change kept, …) says more than "saved".
        let saved = HomeEffect.showMessage("saved \(widget.title ?? descriptor.displayName)", onlyIfNone: true)
        return [
            .save(SaveRequest(.setParams(widgetID: widget.id, params: params), then: [saved],
                              closesPanelWhenSaved: true))
        ]
    }

    func cancelWork() {
        for task in loads { task.cancel() }
        spinner?.cancel()
        search?.task.cancel()
    }

    var statusHints: [String] {
        guard let form else { return ["esc close"] }
        switch form.editors.last {
        case .text?: return ["enter done", "esc undo", "←→ home end move", "↑↓ step", "ctrl-s save"]
        case .picker?: return ["type to search", "↑↓ choose", "enter pick", "esc back"]
        case .list?: return ["↑↓ choose", "a add", "enter change", "x remove", "shift-↑↓ move", "d default", "esc back"]
        case nil: return ["↑↓ move", "enter edit", "←→ change", "d default", "ctrl-s save", "esc cancel"]
        }
    }

    // MARK: Drawing

    func draw(into frame: inout CellBuffer, state: HomeState, theme: HomeTheme) {
        // The status bar stays visible under the panel.
        let area = Size(width: frame.width, height: max(0, frame.height - 1))
        let width = min(area.width, 76)
        let title = "Edit \(widget.title ?? descriptor.displayName)"
        var body: (lines: [PanelLine], focus: Range<Int>)
        if let form {
            let built = EditPanelBody(form: form, width: max(1, width - 4), theme: theme, spinnerFrame: spinnerFrame)
            body = (built.lines, built.focus)
        } else {
            body = (StaticWidgetInfo.lines(of: descriptor, width: max(1, width - 4), theme: theme), 0..<0)
        }
        let box = PanelBox(width: width, height: body.lines.count + 2, in: area)
        guard box.frame.width >= 6, box.frame.height >= 3 else { return }
        box.draw(title: title, into: &frame, theme: theme)
        let height = box.content.height
        scroll = scrollOffset(previous: scroll, focus: body.focus, visible: height, total: body.lines.count)
        clickTargets = []
        for (offset, line) in body.lines.dropFirst(scroll).prefix(height).enumerated() {
            let origin = Point(x: box.content.minX, y: box.content.minY + offset)
            line.draw(into: &frame, at: origin, width: box.content.width)
            for (columns, target) in line.targets where columns.lowerBound < box.content.width {
                let width = min(columns.upperBound, box.content.width) - columns.lowerBound
                clickTargets.append((Rect(x: origin.x + columns.lowerBound, y: origin.y, width: width, height: 1), target))
            }
        }
        let right = box.frame.maxX - 3
        if scroll > 0 { frame.write("▲", at: Point(x: right, y: box.frame.minY), style: theme.focusedBorder) }
        if scroll + height < body.lines.count { frame.write("▼", at: Point(x: right, y: box.frame.maxY - 1), style: theme.focusedBorder) }
    }
}

/// What the panel shows for a widget without settings: its description and families.
enum StaticWidgetInfo {
    static func lines(of descriptor: AnyWidgetDescriptor, width: Int, theme: HomeTheme) -> [PanelLine] {
        var lines: [PanelLine] = []
        let description = descriptor.description.isEmpty ? descriptor.displayName : descriptor.description
        for part in TextFitting.wrap(description, toWidth: width) { lines.append(PanelLine(part)) }
        lines.append(PanelLine())
        let families = descriptor.supportedFamilies.map(HomeFileParser.name(of:)).joined(separator: ", ")
        for part in TextFitting.wrap("Families: \(families)", toWidth: width) { lines.append(PanelLine(part, style: theme.secondary)) }
        lines.append(PanelLine("This widget has no settings.", style: theme.secondary))
        lines.append(PanelLine())
        var close = PanelLine("[ Close ]", style: theme.focusedTitle)
        close.setTarget(.focus(.cancel))
        lines.append(close)
        return lines
    }
}
