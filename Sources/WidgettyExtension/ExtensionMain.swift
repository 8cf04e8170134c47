import Dispatch
import Foundation
import WidgettyExtensionProtocol
import WidgettyKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A bundle's binary started by the home screen (`--widgetty-extension`): the protocol served on
/// stdin and stdout until stdin closes, then exit 0.
public enum ExtensionMain {
    /// Whether the program was started as an extension (its only argument is ``ExtensionProtocol/argument``).
    public static var isRequested: Bool {
        Array(CommandLine.arguments.dropFirst()) == [ExtensionProtocol.argument]
    }

    /// Serves `widgets` on stdin/stdout; never returns. Frames go to the original stdout, and
    /// stdout is pointed at stderr, so a widget's `print` cannot break a frame.
    @MainActor
    public static func run(displayName: String, widgets: [AnyWidgetDescriptor]) -> Never {
        signal(SIGPIPE, SIG_IGN)
        let frames = dup(STDOUT_FILENO)
        dup2(STDERR_FILENO, STDOUT_FILENO)
        let server = ExtensionServer(displayName: displayName, widgets: widgets)
        Task { @MainActor in
            do {
                try await server.serve(
                    reader: FileDescriptorFrameReader(descriptor: STDIN_FILENO), writer: FileDescriptorFrameWriter(descriptor: frames))
                exit(0)
            } catch {
                FileHandle.standardError.write(Data("widgetty extension: \(error)\n".utf8))
                exit(1)
            }
        }
        dispatchMain()
    }
}
