#!/usr/bin/python3
"""The window's accessibility tree as a screen reader reads it (pyatspi, AT-SPI2's own client library), held
against the ui-map the window writes. The roles a control should have are written out here, separately from
the app's own table, so a wrong role in either is caught.

  atspi-tree.py check MAP X Y   every control of MAP in the tree: role, name, states, extents (window at X, Y)
  atspi-tree.py press MAP ID    DoAction(0) on the control ID (what a click does)
  atspi-tree.py has MAP ID STATE  wait until the control ID is in STATE ("checked", "selected", ...)
  atspi-tree.py set MAP ID VALUE  sets the control's Value (a spin button, the timeline)
  atspi-tree.py type MAP ID TEXT  replaces the field's text through EditableText
  atspi-tree.py listen OUT SECONDS  writes each event from Snowman to OUT, a line each, for SECONDS
"""
import json
import math
import re
import signal
import sys
import time

import pyatspi

ROLES = [
    (r"tab\.", "page tab"),
    (r"stage$|curve\.view$", "image"),
    (r"timeline$", "slider"),
    (r"picker$|wardrobe\.ring$", "list"),
    (r"picker\.row\.|wardrobe\.costume\.", "list item"),
    (r"settings\.row\.easing$", "combo box"),
    (r"settings\.row\.(?!curve$|image$)", "spin button"),
    (r"prompt\.field$|image\.path$|rename\.field$", "text"),
    (r"notice$|settings\.row\.(curve|image)$", "label"),
    (r"steps\.chip\.|export\.(format|size|fps)\.", "radio button"),
    (r"steps\.menu\.|easing\.menu\.|curve\.copy\.|menu\.", "menu item"),
    (r"export\.progress$", "progress bar"),
]

# Whose tree name is not the label shown: a field is named by what it asks for (its text is its content), and
# the timeline's label in the map is its time readout.
NAMED_OTHERWISE = {"prompt.field", "image.path", "rename.field", "timeline"}


def expected_role(control_id):
    for pattern, role in ROLES:
        if re.match(pattern, control_id):
            return role
    return "push button"


def half_up(v):
    """Rounded as the app rounds (Python's round() rounds halves to even)."""
    return math.floor(v + 0.5)


def application(timeout=20):
    deadline = time.time() + timeout
    while time.time() < deadline:
        for app in pyatspi.Registry.getDesktop(0):
            if app is not None and app.name == "Snowman":
                return app
        time.sleep(0.1)
    sys.exit("no application named Snowman on the accessibility bus")


def nodes(root):
    found = {}

    def walk(node, depth):
        if depth > 8:
            return
        if node.accessibleId:
            found[node.accessibleId] = node
        for child in node:
            walk(child, depth + 1)

    walk(root, 0)
    return found


def mismatches(app, ui_map, origin):
    problems = []
    tree = nodes(app)
    focus = ui_map["state"].get("focus")
    ids = {c["id"] for c in ui_map["controls"]}
    for extra in sorted(set(tree) - ids):
        problems.append(f"{extra}: in the tree but not in the ui-map")
    for control in ui_map["controls"]:
        cid = control["id"]
        node = tree.get(cid)
        if node is None:
            problems.append(f"{cid}: not in the tree")
            continue
        role = node.getRoleName()
        if role != expected_role(cid):
            problems.append(f"{cid}: role {role!r}, expected {expected_role(cid)!r}")
        if not node.name:
            problems.append(f"{cid}: no name")
        elif cid not in NAMED_OTHERWISE and node.name != control["label"]:
            problems.append(f"{cid}: named {node.name!r}, the window shows {control['label']!r}")
        states = node.getState()
        if states.contains(pyatspi.STATE_ENABLED) != control["enabled"]:
            problems.append(f"{cid}: enabled {not control['enabled']} in the tree")
        if states.contains(pyatspi.STATE_FOCUSED) != (cid == focus):
            problems.append(f"{cid}: focused in the tree is {cid != focus}, the ui-map's focus is {focus}")
        chosen = (cid == f"tab.{ui_map['state']['tab']}") or (
            cid.startswith("picker.row.")
            and ui_map["state"]["presets"][int(cid.split(".")[-1])] == ui_map["state"]["selectedPreset"]
        )
        if cid.startswith(("tab.", "picker.row.")) and states.contains(pyatspi.STATE_SELECTED) != chosen:
            problems.append(f"{cid}: selected in the tree is {not chosen}")
        interfaces = pyatspi.utils.listInterfaces(node)
        if role in ("spin button", "slider"):
            if "Value" not in interfaces:
                problems.append(f"{cid}: a {role} without a Value")
            else:
                value = node.queryValue()
                if not value.minimumValue <= value.currentValue <= value.maximumValue:
                    problems.append(f"{cid}: value {value.currentValue} outside its range")
        field = ui_map["state"].get("field")
        if role == "text" and field is not None:
            if "EditableText" not in interfaces:
                problems.append(f"{cid}: a field without EditableText")
            elif node.queryText().getText(0, -1) != field["text"]:
                problems.append(f"{cid}: text {node.queryText().getText(0, -1)!r}, the field holds {field['text']!r}")
        box = node.queryComponent().getExtents(pyatspi.DESKTOP_COORDS)
        want = (origin[0] + half_up(control["x"]), origin[1] + half_up(control["y"]))
        want += (half_up(control["w"]), half_up(control["h"]))
        if (box.x, box.y, box.width, box.height) != want:
            problems.append(f"{cid}: extents {(box.x, box.y, box.width, box.height)}, on screen it is {want}")
        if cid.startswith(("button.", "tab.", "menu.")) and "Action" not in pyatspi.utils.listInterfaces(node):
            problems.append(f"{cid}: no action")
    return problems


def read_map(path):
    with open(path) as f:
        return json.load(f)


def check(map_path, x, y):
    app = application()
    problems = []
    # The tree follows the window a frame behind: wait until they agree, up to ten seconds.
    deadline = time.time() + 10
    while time.time() < deadline:
        problems = mismatches(app, read_map(map_path), (x, y))
        if not problems:
            print(f"{len(read_map(map_path)['controls'])} controls in the tree")
            return
        time.sleep(0.2)
    sys.exit("\n".join(problems))


def press(map_path, control_id):
    app = application()
    deadline = time.time() + 10
    while time.time() < deadline:
        node = nodes(app).get(control_id)
        if node is not None:
            if not node.queryAction().doAction(0):
                sys.exit(f"{control_id}: DoAction(0) said no")
            return
        time.sleep(0.2)
    sys.exit(f"{control_id}: not in the tree")


def found(control_id):
    app = application()
    deadline = time.time() + 10
    while time.time() < deadline:
        node = nodes(app).get(control_id)
        if node is not None:
            return node
        time.sleep(0.2)
    sys.exit(f"{control_id}: not in the tree")


def has(map_path, control_id, state):
    app = application()
    wanted = getattr(pyatspi, "STATE_" + state.upper())
    deadline = time.time() + 10
    while time.time() < deadline:
        node = nodes(app).get(control_id)
        if node is not None and node.getState().contains(wanted):
            return
        time.sleep(0.2)
    sys.exit(f"{control_id}: never {state}")


def listen(out_path, seconds):
    from gi.repository import GLib

    out = open(out_path, "w", buffering=1)
    # SIGALRM's default action ends the process: a listener whose bus went away with its test stops all the same.
    signal.alarm(int(seconds) + 5)

    def heard(event):
        source = event.source
        try:
            if source.getApplication().name != "Snowman":
                return
            ident = source.accessibleId
        except Exception:
            return
        data = event.any_data if isinstance(event.any_data, (str, int, float)) else ""
        out.write(f"{event.type}\t{ident}\t{event.detail1}\t{data}\n")

    kinds = ["focus:", "object:state-changed", "object:announcement", "object:children-changed",
             "object:property-change:accessible-name", "object:property-change:accessible-value",
             "object:text-changed", "object:text-caret-moved"]
    pyatspi.Registry.registerEventListener(heard, *kinds)
    application()
    out.write("listening\n")
    GLib.timeout_add(int(seconds * 1000), pyatspi.Registry.stop)
    pyatspi.Registry.start()


if __name__ == "__main__":
    if sys.argv[1] == "check":
        check(sys.argv[2], int(sys.argv[3]), int(sys.argv[4]))
    elif sys.argv[1] == "press":
        press(sys.argv[2], sys.argv[3])
    elif sys.argv[1] == "set":
        found(sys.argv[3]).queryValue().currentValue = float(sys.argv[4])
    elif sys.argv[1] == "type":
        if not found(sys.argv[3]).queryEditableText().setTextContents(sys.argv[4]):
            sys.exit(f"{sys.argv[3]}: SetTextContents said no")
    elif sys.argv[1] == "listen":
        listen(sys.argv[2], float(sys.argv[3]))
    elif sys.argv[1] == "has":
        has(sys.argv[2], sys.argv[3], sys.argv[4])
    else:
        sys.exit(f"unknown command {sys.argv[1]}")
