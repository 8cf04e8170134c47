import WidgettyHomeFile
import WidgettyTerminal

/// The letters that label a focused widget's links, in the order they are given out: the lower
/// case letters no key is bound to. The hint assigner and the help overlay both read it, so the
/// help lists exactly the letters hints use.
struct LinkHintAlphabet {
    let letters: [Character]

    init(bindings: KeyBindings) {
        letters = Array("abcdefghijklmnopqrstuvwxyz").filter { letter in
            bindings.action(for: KeyEvent(.character(letter))) == nil
        }
    }

    /// The letters for the help: runs of three or more consecutive letters shortened to `x–y`
    /// (`b–d f g i n–p s–z`).
    var summary: String {
        var parts: [String] = []
        var run: [Character] = []
        func flush() {
            guard let first = run.first, let last = run.last else { return }
            parts.append(run.count >= 3 ? "\(first)–\(last)" : run.map(String.init).joined(separator: " "))
            run = []
        }
        for letter in letters {
            if let previous = run.last, previous.asciiValue.map({ $0 + 1 }) != letter.asciiValue { flush() }
            run.append(letter)
        }
        flush()
        return parts.joined(separator: " ")
    }
}
