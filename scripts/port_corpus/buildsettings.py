"""An Xcode target's build settings as its first configuration (Debug, as a rule) has them, and
the Info.plist the build would give it.

Settings come in Xcode's order, each level over the one before, `$(inherited)` being the level
below: the project's configuration file (`.xcconfig`, with its `#include`s), the project's
settings, the target's configuration file, the target's settings. `$(NAME)`, `${NAME}` and
`$(NAME:modifier)` (rfc1034identifier, c99extidentifier, identifier, lower, upper) are expanded;
what nothing defines is empty, as in Xcode. The Info.plist is the target's `INFOPLIST_FILE`, or
the keys `GENERATE_INFOPLIST_FILE` makes (`INFOPLIST_KEY_…` and the bundle's standard ones), its
strings expanded."""
import os
import plistlib
import re

_REFERENCE = re.compile(r"\$(?:\(([A-Za-z_][A-Za-z0-9_]*)(?::([A-Za-z0-9_,=]+))?\)|\{([A-Za-z_][A-Za-z0-9_]*)(?::([A-Za-z0-9_,=]+))?\})")
_PACKAGE_TYPES = {"com.apple.product-type.application": "APPL", "com.apple.product-type.framework": "FMWK"}
_CONDITION = re.compile(r"^([A-Za-z_][A-Za-z0-9_]*)\s*(\[[^\]]*\])?\s*=\s*(.*?)\s*;?\s*$")


def read_xcconfig(path, seen=None):
    """[(name, value)] of an .xcconfig file and the files it includes, in order. Settings for a
    condition (`NAME[sdk=macosx*] = …`) are left out: the unconditional value is the one read."""
    seen = seen if seen is not None else set()
    path = os.path.normpath(path)
    if path in seen or not os.path.isfile(path):
        return []
    seen.add(path)
    result = []
    with open(path, encoding="utf-8", errors="replace") as file:
        for line in file:
            line = re.sub(r"(?<!:)//.*$", "", line).strip()
            include = re.match(r'^#include\??\s+"([^"]+)"', line)
            if include:
                result += read_xcconfig(os.path.join(os.path.dirname(path), include.group(1)), seen)
                continue
            match = _CONDITION.match(line)
            if match and not match.group(2):
                result.append((match.group(1), match.group(3)))
    return result


def _apply(level, settings):
    """`settings` with `level`'s settings over them ($(inherited) is what they were)."""
    merged = dict(settings)
    for name, value in level:
        below = merged.get(name, "")
        merged[name] = re.sub(r"\$[({]inherited[)}]", lambda _: below, value)
    return merged


def _modified(value, modifiers):
    for modifier in (modifiers or "").split(","):
        if modifier == "rfc1034identifier":
            value = re.sub(r"[^A-Za-z0-9.-]", "-", value)
        elif modifier in ("c99extidentifier", "identifier"):
            value = re.sub(r"[^A-Za-z0-9_]", "_", value)
        elif modifier == "lower":
            value = value.lower()
        elif modifier == "upper":
            value = value.upper()
    return value


def expand(value, settings, depth=0):
    """`value` with every build setting it names expanded (nested ones too)."""
    if depth > 12 or "$" not in value:
        return value

    def one(match):
        name = match.group(1) or match.group(3)
        modifiers = match.group(2) or match.group(4)
        return _modified(expand(str(settings.get(name, "")), settings, depth + 1), modifiers)

    return _REFERENCE.sub(one, value)


class Settings:
    """The build settings of one target of an xcode.Project, as a dict (`values`)."""

    def __init__(self, project, target_obj, name, product_type):
        configuration = _first_configuration(project, target_obj)
        project_object = project.objects.get(project.root_object, {})
        project_configuration = _named_configuration(project, project_object, configuration.get("name"))
        values = {
            "TARGET_NAME": name, "PRODUCT_NAME": name, "EXECUTABLE_NAME": "$(PRODUCT_NAME)", "PRODUCT_MODULE_NAME": "$(PRODUCT_NAME:c99extidentifier)",
            "SRCROOT": project.source_root, "PROJECT_DIR": project.source_root, "SOURCE_ROOT": project.source_root,
            "PROJECT_NAME": os.path.splitext(os.path.basename(os.path.dirname(project.path)))[0],
            "CONFIGURATION": configuration.get("name", "Debug"), "DEVELOPMENT_LANGUAGE": "en",
            "PRODUCT_BUNDLE_PACKAGE_TYPE": _PACKAGE_TYPES.get(product_type, "XPC!"),
        }
        for level in (project_configuration, configuration):
            values = _apply(_xcconfig_of(project, level), values)
            values = _apply([(k, _text(v)) for k, v in level.get("buildSettings", {}).items()], values)
        self.values = values

    def get(self, name):
        return expand(self.values.get(name, ""), self.values)


def _text(value):
    return " ".join(value) if isinstance(value, list) else str(value)


def _first_configuration(project, obj):
    configurations = project.objects.get(obj.get("buildConfigurationList", ""), {}).get("buildConfigurations", [])
    return project.objects.get(configurations[0], {}) if configurations else {}


def _named_configuration(project, obj, name):
    configurations = project.objects.get(obj.get("buildConfigurationList", ""), {}).get("buildConfigurations", [])
    for ident in configurations:
        if project.objects.get(ident, {}).get("name") == name:
            return project.objects[ident]
    return _first_configuration(project, obj)


def _xcconfig_of(project, configuration):
    reference = configuration.get("baseConfigurationReference")
    path = project.path_of(reference) if reference else None
    anchor = configuration.get("baseConfigurationReferenceAnchor")
    if anchor and project.path_of(anchor):
        path = os.path.join(project.path_of(anchor), configuration.get("baseConfigurationReferenceRelativePath", ""))
    return read_xcconfig(path) if path else []


def _expanded(value, settings):
    if isinstance(value, str):
        return expand(value, settings.values)
    if isinstance(value, list):
        return [_expanded(v, settings) for v in value]
    if isinstance(value, dict):
        return {k: _expanded(v, settings) for k, v in value.items()}
    return value


def info_plist(project, target_obj, name, product_type):
    """The target's Info.plist as XML bytes, its build settings expanded; None when it has none."""
    settings = Settings(project, target_obj, name, product_type)
    contents = None
    path = settings.get("INFOPLIST_FILE")
    if path:
        path = os.path.join(project.source_root, path) if not os.path.isabs(path) else path
        try:
            with open(path, "rb") as file:
                contents = plistlib.load(file)
        except (OSError, plistlib.InvalidFileException, ValueError):
            contents = None
    if settings.get("GENERATE_INFOPLIST_FILE") == "YES":
        contents = contents if isinstance(contents, dict) else {}
        for key, value in settings.values.items():
            if key.startswith("INFOPLIST_KEY_"):
                contents.setdefault(key[len("INFOPLIST_KEY_"):], value)
        standard = {"CFBundleIdentifier": "$(PRODUCT_BUNDLE_IDENTIFIER)", "CFBundleExecutable": "$(EXECUTABLE_NAME)",
                    "CFBundleName": "$(PRODUCT_NAME)", "CFBundlePackageType": "$(PRODUCT_BUNDLE_PACKAGE_TYPE)",
                    "CFBundleShortVersionString": "$(MARKETING_VERSION)", "CFBundleVersion": "$(CURRENT_PROJECT_VERSION)",
                    "CFBundleDevelopmentRegion": "$(DEVELOPMENT_LANGUAGE)"}
        for key, value in standard.items():
            contents.setdefault(key, value)
    if not isinstance(contents, dict):
        return None
    return plistlib.dumps(_expanded(contents, settings), fmt=plistlib.FMT_XML)
