#!/usr/bin/python3
"""The window's accessibility tree as a screen reader reads it (pyatspi, AT-SPI2's own client library), held
against the ui-map the window writes. The roles a control should have are written out here, separately from
the app's own table, so a wrong role in either is caught.

  atspi-tree.py check MAP X Y   every control of MAP in the tree: role, name, states, extents (window at X, Y)
  atspi-tree.py press MAP ID    DoAction(0) on the control ID (what a click does)
  atspi-tree.py focus MAP ID    GrabFocus on the control ID, shown or scrolled out of view
  atspi-tree.py has MAP ID STATE  wait until the control ID is in STATE ("checked", "selected", ...)
  atspi-tree.py set MAP ID VALUE  sets the control's Value (a spin button, the timeline)
  atspi-tree.py type MAP ID TEXT  replaces the field's text through EditableText
  atspi-tree.py listen OUT SECONDS  writes each event from Snowman to OUT, a line each, for SECONDS
  atspi-tree.py text MAP ID     prints the field's text, character count, caret and selection as JSON
  atspi-tree.py copy MAP ID START END  CopyText(START, END) on the field, which must answer at once
  atspi-tree.py insert MAP ID OFFSET TEXT|@N  InsertText; @N inserts N bytes of "x"; prints what it answered
  atspi-tree.py delete MAP ID START END  DeleteText; prints what it answered
  atspi-tree.py setraw MAP ID VALUE  sets the control's Value to any double (nan, inf); prints the answer
  atspi-tree.py stale MAP ID    holds the control ID (prints "held"), waits until the test has closed it (it
                                leaves the ui-map), then presses it or sets its text: prints what the bus answered
  atspi-tree.py fuzz MAP SEED N  N calls of the bridge's methods with hostile arguments on every object
  atspi-tree.py outline MAP     the frame's outline, a node a line: role, name, value, states, children in order
                                (printed once the tree agrees with the ui-map)
"""
import json
import math
import re
import signal
import sys
import time

import pyatspi

ROLES = [
    (r"settings\.tracks$", "tree table"),
    (r"settings\.track\.[A-Za-z]+\.key\.", "table cell"),
    (r"settings\.track\.", "table row"),
    (r"settings\.playhead$", "slider"),
    (r"tab\.", "page tab"),
    (r"stage$|curve\.view$", "image"),
    (r"timeline$", "slider"),
    (r"picker$|wardrobe\.ring$|settings\.layers$", "list"),
    (r"picker\.row\.|wardrobe\.costume\.|settings\.layer\.\d+$", "list item"),
    (r"settings\.copies\.(count|each)$", "spin button"),
    (r"settings\.row\.easing$", "combo box"),
    (r"settings\.row\.(?!curve$|image$)", "spin button"),
    (r"prompt\.field$|image\.path$|rename\.field$", "text"),
    (r"notice$|settings\.row\.(curve|image)$", "label"),
    (r"export\.(format|size|fps)\.|settings\.anchor\.", "radio button"),
    (r"easing\.menu\.|curve\.copy\.|menu\.", "menu item"),
    (r"export\.progress$", "progress bar"),
]

# Whose tree name is not the label shown: a field is named by what it asks for (its text is its content), and
# the timeline's label in the map is its time readout.
NAMED_OTHERWISE = {"prompt.field", "image.path", "rename.field", "timeline", "settings.playhead"}
# A layer's row says where it stands ("Snowflake, layer 2 of 3, 12 copies"); a copies number and its halves are
# named by what they count, their label being the number or the sign.
NAMED_BY_PLACE = r"settings\.layer\.\d+$|settings\.copies\."



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
    # The intro's bubble, mascot and the controls it names are drawn marks, not controls.
    controls = [c for c in ui_map["controls"] if c["id"] not in ("intro.card", "intro.mascot", "intro.target")]
    ids = {c["id"] for c in controls}
    # What the window does not show may be in the tree only as a row scrolled out of view: neither showing nor
    # visible, as GTK's scrolled lists keep theirs.
    for extra in sorted(set(tree) - ids):
        states = tree[extra].getState()
        if states.contains(pyatspi.STATE_SHOWING) or states.contains(pyatspi.STATE_VISIBLE):
            problems.append(f"{extra}: in the tree, showing, but not in the ui-map")
        elif not re.match(r"settings\.|stepper\.|image\.|curve\.|picker\.row\.", extra):
            problems.append(f"{extra}: out of view in the tree, but not a row of a scrolled list")
    for control in controls:
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
        elif expected_role(cid) in ("spin button", "combo box"):
            # Named by its label alone, as GTK names one: the value is its Value, not part of its name.
            if not control["label"].startswith(node.name + " "):
                problems.append(f"{cid}: named {node.name!r}, not the label before the value {control['label']!r}")
        elif re.match(NAMED_BY_PLACE, cid) and not node.name.startswith(control["label"].rstrip("−+")):
            problems.append(f"{cid}: named {node.name!r}, not after {control['label']!r}")
        elif cid not in NAMED_OTHERWISE and not re.match(NAMED_BY_PLACE, cid) and node.name != control["label"]:
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
        if origin is None:
            continue
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


def text_of(control_id):
    node = found(control_id)
    text = node.queryText()
    selection = list(text.getSelection(0)) if text.getNSelections() > 0 else None
    print(json.dumps({"text": text.getText(0, -1), "count": text.characterCount, "caret": text.caretOffset,
                      "selection": selection}))


def answered(call):
    """What a call answered, or the error's name: a call that takes more than 5 s went unanswered."""
    start = time.time()
    try:
        result = call()
    except Exception as error:  # a refusal is an answer too
        result = "error: " + type(error).__name__
    if time.time() - start > 5:
        sys.exit(f"no answer for {time.time() - start:.1f} s: {result}")
    return result


def stale(map_path, control_id):
    """Holds the control, then acts on it once it has left the window."""
    node = found(control_id)
    print("held", flush=True)
    deadline = time.time() + 20
    while any(c["id"] == control_id for c in read_map(map_path)["controls"]):
        if time.time() > deadline:
            sys.exit(f"{control_id} never went")
        time.sleep(0.05)
    if control_id.endswith(".field"):
        print(answered(lambda: node.queryEditableText().setTextContents("Gone")))
    else:
        print(answered(lambda: node.queryAction().doAction(0)))


A11Y_BUS = []


def raw_set_value(node, value):
    """Sets Value.CurrentValue over D-Bus itself: libatspi aborts its caller when such a set is refused."""
    from gi.repository import Gio, GLib

    if not A11Y_BUS:
        session = Gio.bus_get_sync(Gio.BusType.SESSION, None)
        address = session.call_sync("org.a11y.Bus", "/org/a11y/bus", "org.a11y.Bus", "GetAddress", None,
                                     GLib.VariantType("(s)"), 0, 5000, None).unpack()[0]
        flags = Gio.DBusConnectionFlags.AUTHENTICATION_CLIENT | Gio.DBusConnectionFlags.MESSAGE_BUS_CONNECTION
        A11Y_BUS.append(Gio.DBusConnection.new_for_address_sync(address, flags, None, None))
    A11Y_BUS[0].call_sync(node.app.bus_name, node.path, "org.freedesktop.DBus.Properties", "Set",
                          GLib.Variant("(ssv)", ("org.a11y.atspi.Value", "CurrentValue", GLib.Variant("d", value))),
                          None, 0, 5000, None)
    return True


HOSTILE_INTS = [-2**31, -100, -1, 0, 1, 2, 3, 7, 63, 64, 65, 1000, 2**31 - 1]
HOSTILE_DOUBLES = [float("nan"), float("inf"), float("-inf"), 1e308, -1e308, 1e-300, 0.0, -0.0, 0.5, 2.5, 99.0]
HOSTILE_TEXTS = ["", "x", "é", "e\u0301", "👍🏽", "\u202eevil", "\x1b[31m", "a\nb", "/../..", "x" * 5000]


def fuzz(map_path, seed, count):
    """Calls every method the bridge answers, on every object, with hostile arguments; presses and focus moves
    aside (they are what a user may do). Every call must be answered, and the window must still answer after."""
    import random

    rng = random.Random(seed)
    app = application()
    calls = 0
    objects = []
    while calls < count:
        # The tree is walked again every 20 calls (a walk asks every object over the bus, and walking before each
        # call was nine tenths of the test's time), so calls that changed it are followed by calls on what is there.
        if calls % 20 == 0 or not objects:
            objects = list(nodes(app).values()) + [app]
        node = rng.choice(objects)
        try:
            interfaces = pyatspi.utils.listInterfaces(node)
        except Exception:
            objects = []  # the object went since the walk: walk again
            continue
        i = lambda: rng.choice(HOSTILE_INTS)
        t = lambda: rng.choice(HOSTILE_TEXTS)
        menu = [lambda: node.getChildAtIndex(i()), lambda: node.getIndexInParent(), lambda: node.getState(),
                lambda: node.getRelationSet(), lambda: node.getAttributes()]
        if "Component" in interfaces:
            c = node.queryComponent()
            menu += [lambda: c.getExtents(rng.choice([0, 1, 2, 7])), lambda: c.contains(i(), i(), 0),
                     lambda: c.getAccessibleAtPoint(i(), i(), rng.choice([0, 1, 2])), lambda: c.setExtents(i(), i(), i(), i(), 0),
                     lambda: c.scrollTo(rng.choice([0, 9]))]
        if "Action" in interfaces:
            a = node.queryAction()
            # Index 0 is the press a user may make; every other index is not an action.
            k = lambda: rng.choice([x for x in HOSTILE_INTS if x != 0])
            menu += [lambda: a.doAction(k()), lambda: a.getName(k()), lambda: a.getDescription(k())]
        if "Value" in interfaces:
            v = node.queryValue()

            menu += [lambda: raw_set_value(node, rng.choice(HOSTILE_DOUBLES)), lambda: v.currentValue]
        if "Text" in interfaces:
            tx = node.queryText()
            menu += [lambda: tx.getText(i(), i()), lambda: tx.getCharacterAtOffset(i()),
                     lambda: tx.getTextAtOffset(i(), rng.choice([0, 1, 2, 99])),
                     lambda: tx.getTextBeforeOffset(i(), 0), lambda: tx.getSelection(i()),
                     lambda: tx.setCaretOffset(i()), lambda: tx.setSelection(i(), i(), i()),
                     lambda: tx.getCharacterExtents(i(), 0), lambda: tx.getRangeExtents(i(), i(), 0)]
        if "EditableText" in interfaces:
            e = node.queryEditableText()
            menu += [lambda: e.insertText(i(), t(), i()), lambda: e.deleteText(i(), i()),
                     lambda: e.copyText(i(), i()), lambda: e.cutText(i(), i()), lambda: e.pasteText(i()),
                     lambda: e.setTextContents(t()), lambda: e.insertText(0, "y" * 10_000_000, -1)]
        answered(rng.choice(menu))
        calls += 1
    # The window still answers, and its tree still matches what it shows.
    if application().name != "Snowman":
        sys.exit("the window no longer answers")
    print(f"{calls} calls answered")


# The states an outline shows, in this order: what a screen reader says or acts on.
OUTLINE_STATES = ["showing", "visible", "enabled", "focusable", "focused", "selected", "checked", "editable", "modal"]


def outline_lines(node, depth=0):
    states = node.getState()
    said = [s for s in OUTLINE_STATES if states.contains(getattr(pyatspi, "STATE_" + s.upper()))]
    line = "  " * depth + f"{node.getRoleName()}: {node.name!r}"
    if "Value" in pyatspi.utils.listInterfaces(node):
        line += f" = {node.queryValue().currentValue:g}"
        # The value as shown, which Orca reads from the "valuetext" attribute.
        shown = dict(a.split(":", 1) for a in node.getAttributes() if ":" in a).get("valuetext")
        if shown:
            line += f" {shown!r}"
    line += " [" + " ".join(said) + "]"
    lines = [line]
    for child in node:
        lines += outline_lines(child, depth + 1)
    return lines


def outline(map_path):
    app = application()
    # Walked once the tree has every control the window shows (it follows the window a frame behind).
    deadline = time.time() + 10
    while mismatches(app, read_map(map_path), None) and time.time() < deadline:
        time.sleep(0.2)
    frame = next(iter(app))
    print("\n".join(outline_lines(frame)))


if __name__ == "__main__":
    if sys.argv[1] == "check":
        check(sys.argv[2], int(sys.argv[3]), int(sys.argv[4]))
    elif sys.argv[1] == "press":
        press(sys.argv[2], sys.argv[3])
    elif sys.argv[1] == "focus":
        if not found(sys.argv[3]).queryComponent().grabFocus():
            sys.exit(f"{sys.argv[3]}: GrabFocus said no")
    elif sys.argv[1] == "set":
        found(sys.argv[3]).queryValue().currentValue = float(sys.argv[4])
    elif sys.argv[1] == "type":
        if not found(sys.argv[3]).queryEditableText().setTextContents(sys.argv[4]):
            sys.exit(f"{sys.argv[3]}: SetTextContents said no")
    elif sys.argv[1] == "listen":
        listen(sys.argv[2], float(sys.argv[3]))
    elif sys.argv[1] == "has":
        has(sys.argv[2], sys.argv[3], sys.argv[4])
    elif sys.argv[1] == "text":
        text_of(sys.argv[3])
    elif sys.argv[1] == "named":
        node = found(sys.argv[3])
        print(json.dumps({"name": node.name, "role": node.getRoleName()}))
    elif sys.argv[1] == "copy":
        found(sys.argv[3]).queryEditableText()
        print(answered(lambda: found(sys.argv[3]).queryEditableText().copyText(int(sys.argv[4]), int(sys.argv[5]))))
    elif sys.argv[1] == "insert":
        what = "x" * int(sys.argv[5][1:]) if sys.argv[5].startswith("@") else sys.argv[5]
        print(answered(lambda: found(sys.argv[3]).queryEditableText().insertText(int(sys.argv[4]), what, -1)))
    elif sys.argv[1] == "delete":
        print(answered(lambda: found(sys.argv[3]).queryEditableText().deleteText(int(sys.argv[4]), int(sys.argv[5]))))
    elif sys.argv[1] == "setraw":
        print(answered(lambda: raw_set_value(found(sys.argv[3]), float(sys.argv[4]))))
    elif sys.argv[1] == "stale":
        stale(sys.argv[2], sys.argv[3])
    elif sys.argv[1] == "outline":
        outline(sys.argv[2])
    elif sys.argv[1] == "fuzz":
        fuzz(sys.argv[2], int(sys.argv[3]), int(sys.argv[4]))
    else:
        sys.exit(f"unknown command {sys.argv[1]}")
