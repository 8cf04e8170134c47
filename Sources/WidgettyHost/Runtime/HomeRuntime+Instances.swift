import WidgettyScreen
import WidgettyHomeFile
import Foundation
import WidgettyFiles
import WidgettyKit
import WidgettyTerminal

extension HomeRuntime {
    /// Brings the scheduler in line with the configuration and the layout: registers new widgets,
    /// tells it about new sizes and parameters, unregisters removed ones.
    func syncInstances() {
        let validator = HomeValidator(registry: registry)
        var wanted: [WidgetInstanceID: (WidgetPlacement, RegisteredInstance)] = [:]
        instances.failures = [:]
        // The strip's controls are drawn on one line, each at its chip's size.
        let stripSize = ControlStripLayout.contentSize(count: state.configuration.controls.count, width: state.size.width)
        let placed = state.configuration.pages.flatMap(\.items).map { item -> (Size, [WidgetPlacement]) in
            switch item {
            case .widget(let w): (contentSize(of: item), [w])
            case .stack(let s): (contentSize(of: item), s.widgets)
            }
        } + state.configuration.controls.map { (stripSize, [$0]) }
        for (size, widgets) in placed {
            for widget in widgets {
                let id = WidgetInstanceID(widget.id)
                // A secret that cannot be had is reported at its value, as `check` reports it.
                secrets.setLocations(widget.paramLocations.merging(widget.paramValueLocations) { _, value in value }, of: widget.id)
                switch validator.intentValues(for: widget, file: fileName) {
                case .failure(let problem):
                    instances.failures[id] = problem.message
                case .success(let values):
                    wanted[id] = (
                        widget,
                        RegisteredInstance(kind: widget.kind, family: widget.family, displaySize: size, values: values, tint: widget.tint)
                    )
                }
            }
        }
        for id in instances.registered.keys where wanted[id] == nil {
            scheduler.unregister(id)
            instances.registered[id] = nil
            views.forget(id)
        }
        for (id, (widget, instance)) in wanted.sorted(by: { $0.key < $1.key }) {
            guard let descriptor = registry.descriptor(kind: widget.kind)?.resolvingSecrets(with: secrets, for: widget.id) else { continue }
            let displaySize = CGSize(width: instance.displaySize.width, height: instance.displaySize.height)
            if let old = instances.registered[id] {
                if old == instance { continue }
                if old.kind != instance.kind {
                    scheduler.register(id, descriptor: descriptor, family: instance.family, displaySize: displaySize, intentValues: instance.values)
                } else if old.values != instance.values {
                    scheduler.updateConfiguration(id, intentValues: instance.values)
                }
                if old.family != instance.family || old.displaySize != instance.displaySize {
                    scheduler.resize(id, family: instance.family, displaySize: displaySize)
                }
            } else {
                scheduler.register(id, descriptor: descriptor, family: instance.family, displaySize: displaySize, intentValues: instance.values)
            }
            instances.registered[id] = instance
            views.forget(id)
        }
    }

    /// The size a widget's view is drawn at, from its slot on the grid (or a minimal slot while
    /// the terminal is too small).
    func contentSize(of item: HomeItem) -> Size {
        let kind: String
        switch item {
        case .widget(let w): kind = w.kind
        case .stack(let s): kind = s.widgets.first?.kind ?? ""
        }
        let margin = registry.descriptor(kind: kind)?.contentMarginsDisabled == true ? 0 : 1
        guard let layout = state.layout, let (page, index) = layout.locate(itemID: item.id) else {
            return WidgetCellChrome.contentFrame(
                of: Rect(origin: .zero, size: GridMetrics.minimumSlot), margin: margin
            ).size
        }
        return WidgetCellChrome.contentFrame(of: layout.pages[page][index].frame, margin: margin).size
    }

    // MARK: The home file

    /// Re-reads the home file after an edit: applies it when valid, else keeps the screen and
    /// shows the first problem with its location until the file is fixed.
    func homeFileChanged() {
        guard let url = options.homeFile else { return }
        switch HomeFileText.read(url, name: fileName) {
        case .success(let text):
            // The same text again clears only a problem reading it (applying finds the rest again).
            guard text != homeFile.lastText || homeFile.problem != nil else { return }
            applyHomeFile(text)
        case .failure(let error):
            // Gone for a moment: editors save by writing a new file and renaming it over the old.
            if case .system(errno: ENOENT) = error.reason { return }
            // Unreadable now (a FIFO put in its place, too large, not UTF-8): keep the screen.
            homeFile.problem = error.description
            options.logger.warning("home file not read", metadata: ["problem": "\(error)"])
            paint.needsFullPaint = true
            setNeedsPaint()
        }
    }

    /// Applies new home-file text (as `homeFileChanged` does after an edit on disk).
    public func applyHomeFile(_ text: String) {
        let previous = homeFile.lastText
        homeFile.lastText = text
        paint.needsFullPaint = true
        let (parsed, all) = HomeFileCheck.check(text, file: fileName, registry: registry, themes: options.themes)
        if let first = all.first {
            homeFile.problem = first.description + (all.count > 1 ? " (and \(all.count - 1) more: widgetty check)" : "")
            options.logger.warning("home file not applied", metadata: ["problem": "\(first)", "count": "\(all.count)"])
            setNeedsPaint()
            return
        }
        guard let parsed else { return }
        homeFile.problem = nil
        // A secret is resolved when its widget loads, once per run of the same file: a changed file
        // makes the next loads resolve again; the same text applied again (at start, where the
        // first loads are already resolving) keeps them.
        if let previous, previous != text { secrets.forgetAll() }
        changeLook(theme: Self.theme(of: parsed.settings, in: options.themes, file: options.homeFile) ?? BuiltinThemes.standard)
        homeFile.themeProblem = nil
        watchThemeFile(of: parsed.settings)
        send(.configurationLoaded(parsed))
    }
}
