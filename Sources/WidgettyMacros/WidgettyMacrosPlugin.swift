import SwiftCompilerPlugin
import SwiftSyntaxMacros

/// The compiler plugin holding Widgetty's macros.
@main
struct WidgettyMacrosPlugin: CompilerPlugin {
    let providingMacros: [any Macro.Type] = [PreviewMacro.self]
}
