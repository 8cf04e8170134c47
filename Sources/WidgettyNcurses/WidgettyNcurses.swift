// The only module that talks to ncurses: implements TerminalBackend for a real tty.
import CNcursesW
import WidgettyTerminal
