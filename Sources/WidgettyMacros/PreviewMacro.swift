import SwiftSyntax
import SwiftSyntaxMacros

/// `#Preview`: a record of the preview in the `widgetty_previews` section of the program, so
/// `preview` finds every preview of every module without a list kept by hand (as Xcode finds
/// them). The record is a C function, placed by the linker, that builds the preview from the
/// macro's own arguments through `WidgetPreviewRegistry.record`, which has one overload per form
/// of `#Preview`; nothing runs until `preview` asks.
public struct PreviewMacro: DeclarationMacro {
    public static func expansion(
        of node: some FreestandingMacroExpansionSyntax, in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        let name = context.makeUniqueName("widgettyPreview")
        let location = context.location(of: node, at: .afterLeadingTrivia, filePathMode: .fileID)
        let file = location.map { "\($0.file)" } ?? "\"\""
        let line = location.map { "\($0.line)" } ?? "0"
        var arguments = "fileID: \(file), line: \(line)"
        let given = node.arguments.trimmedDescription
        if !given.isEmpty { arguments += ", " + given }
        var call = "WidgettyKit.WidgetPreviewRegistry.record(\(arguments))"
        if let closure = node.trailingClosure { call += " " + closure.trimmedDescription }
        for closure in node.additionalTrailingClosures { call += " " + closure.trimmedDescription }
        return [
            """
            @used @section("widgetty_previews") let \(name): @convention(c) () -> UnsafeMutableRawPointer = {
                \(raw: call)
            }
            """
        ]
    }
}
