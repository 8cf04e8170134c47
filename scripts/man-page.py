#!/usr/bin/env python3
"""Writes widgetty(1) in man(7) markup from the program's own description of its commands
(`widgetty --experimental-dump-help`, the argument parser's JSON), so the page never drifts from
`--help`. Usage: man-page.py WIDGETTY_BINARY VERSION > widgetty.1"""
import json
import subprocess
import sys


def roff(text):
    """Text safe in a roff line: backslashes escaped, a leading dot or quote neutralised."""
    text = (text or "").replace("\\", "\\e").replace("-", "\\-")
    lines = []
    for line in text.split("\n"):
        if line.startswith((".", "'")):
            line = "\\&" + line
        lines.append(line)
    return "\n".join(lines)


def option_names(argument):
    names = []
    for name in argument.get("names", []):
        names.append(("-" if name["kind"] == "short" else "--") + name["name"])
    return names


def argument_item(argument):
    """One option, flag or positional argument as a tagged paragraph."""
    value = argument.get("valueName", "")
    if argument["kind"] == "positional":
        label = "\\fI" + roff(value) + "\\fR"
    else:
        label = ", ".join("\\fB" + roff(n) + "\\fR" for n in option_names(argument))
        if argument["kind"] == "option":
            label += " \\fI" + roff(value) + "\\fR"
    if argument.get("isRepeating"):
        label += " ..."
    text = argument.get("abstract", "")
    if argument.get("defaultValue") not in (None, ""):
        text += " (default: %s)" % argument["defaultValue"]
    return ".TP\n%s\n%s\n" % (label, roff(text))


def visible_arguments(command):
    return [a for a in command.get("arguments", []) if a.get("shouldDisplay", True)
            and not any(n["name"] in ("help", "version") for n in a.get("names", []))]


def usage(path, command):
    parts = ["\\fB%s\\fR" % roff(" ".join(path))]
    for argument in visible_arguments(command):
        if argument["kind"] == "positional":
            word = "\\fI%s\\fR" % roff(argument.get("valueName", ""))
        else:
            name = option_names(argument)[-1] if option_names(argument) else ""
            word = "\\fB%s\\fR" % roff(name)
            if argument["kind"] == "option":
                word += " \\fI%s\\fR" % roff(argument.get("valueName", ""))
        if argument.get("isRepeating"):
            word += " ..."
        parts.append("[%s]" % word if argument.get("isOptional") else word)
    return " ".join(parts)


def command_section(path, command, out):
    subcommands = [c for c in command.get("subcommands", []) if c.get("shouldDisplay", True)
                   and c["commandName"] != "help"]
    if len(path) > 1:
        out.append(".SS %s\n" % roff(" ".join(path[1:])))
        out.append(".nf\n%s\n.fi\n" % usage(path, command))
        out.append(roff(command.get("abstract", "")) + "\n")
        if command.get("discussion"):
            out.append(".PP\n" + roff(command["discussion"]) + "\n")
        for argument in visible_arguments(command):
            out.append(argument_item(argument))
    for sub in subcommands:
        command_section(path + [sub["commandName"]], sub, out)


def main():
    binary, version = sys.argv[1], sys.argv[2]
    tool = json.loads(subprocess.run([binary, "--experimental-dump-help"], check=True,
                                     capture_output=True, text=True).stdout)["command"]
    name = tool["commandName"]
    out = [
        '.TH %s 1 "" "%s %s" "User Commands"\n' % (name.upper(), roff(name), roff(version)),
        ".SH NAME\n%s \\- %s\n" % (roff(name), roff(tool.get("abstract", ""))),
        ".SH SYNOPSIS\n.B %s\n[\\fICOMMAND\\fR] [\\fIOPTIONS\\fR]\n" % roff(name),
        ".SH DESCRIPTION\n",
        roff("A home screen of widgets in the terminal: cells of four sizes on a grid, in pages "
             "and stacks, each showing the current entry of its widget's timeline and changing "
             "exactly when the next entry is due. Without a command, the home screen is shown. "
             "Press ? on the home screen for its keys.") + "\n",
        ".SH COMMANDS\n",
    ]
    command_section([name], tool, out)
    out.append(".SH FILES\n")
    for path, text in [
        ("$XDG_CONFIG_HOME/widgetty/home.yaml", "the home file (pages, widgets, parameters); "
         "written with the default home on first run"),
        ("$XDG_CONFIG_HOME/widgetty/themes/NAME.yaml", "a theme of one's own"),
        ("$XDG_DATA_HOME/widgetty/", "the shared store (data pushed from outside), App Group "
         "folders and images"),
        ("$XDG_CACHE_HOME/widgetty/", "cached timelines"),
        ("$XDG_STATE_HOME/widgetty/widgetty.log", "the log"),
        ("$XDG_RUNTIME_DIR/widgetty/", "the control socket of a running home screen (without "
         "XDG_RUNTIME_DIR: $TMPDIR/widgetty-UID)"),
    ]:
        out.append(".TP\n.I %s\n%s\n" % (roff(path), roff(text)))
    out.append(".SH ENVIRONMENT\n")
    for variable, text in [
        ("NO_COLOR", "when set and not empty, no colour is used (focus and markers stay visible)"),
        ("WIDGETTY_LOG_LEVEL", "the log's level (trace, debug, info, notice, warning, error)"),
        ("XDG_CONFIG_HOME, XDG_DATA_HOME, XDG_CACHE_HOME, XDG_STATE_HOME, XDG_RUNTIME_DIR",
         "where the files above live (defaults: ~/.config, ~/.local/share, ~/.cache, "
         "~/.local/state)"),
        ("LC_ALL, LC_TIME, LANG", "the language of dates and numbers"),
    ]:
        out.append(".TP\n.B %s\n%s\n" % (roff(variable), roff(text)))
    out.append(".SH EXIT STATUS\n")
    out.append(roff("0 on success. 1 for a problem with what was asked: widgetty check exits 1 "
                    "when the home file has problems, each printed as file:line:column: message; "
                    "others when, say, no home screen is running. 2 when something cannot be read "
                    "or used at all: a missing file, one that is not a regular file or not UTF-8, "
                    "an unknown widget kind. "
                    "64 for a command line that cannot be parsed.") + "\n")
    out.append(".SH SEE ALSO\n" + roff("The README of the project, and widgetty help COMMAND.") + "\n")
    sys.stdout.write("".join(out))


if __name__ == "__main__":
    main()
