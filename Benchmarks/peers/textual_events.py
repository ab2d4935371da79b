#!/usr/bin/env python3
"""textual_events.py [--events 2000] [--seed 13] [--cap-seconds 60] [--json OUT]:
Textual's side of the events workload (Benchmarks/WIDGETS.md).

Headless (App.run_test, 120x40), one app holding one of Textual's counterparts of every
Trellis widget in the workload's window (Sources/trellis-bench/EveryWidgetWindow.swift):

  a bordered "Controls" column: Label, Button (pushes a modal dialog with an OK button; Escape
  closes it too), Checkbox, RadioSet of three, Input, ProgressBar (40 of 100), and a Static
  where Trellis has a spinner (neither animates: Trellis's clock does not run in the workload);
  beside it a TabbedContent (an OptionList of 1,000 rows, a DataTable of 1,000 x 3, a TextArea
  of 200 lines) and a VerticalScroll of 60 Labels, side by side (Textual has no split view);
  a Footer for the status bar. Cursors do not blink (no timers), as in Trellis.

The stream is the one Trellis's side sends, from the same SplitMix64 generator and seed, drawn
in the same order: half keys, a quarter clicks (a press and a release at one random cell, two
events), wheel turns at a random cell and resizes between 80x24 and 160x50. Each event goes in
the way Textual's driver hands it over (App.post_message: App.on_event turns a press and a
release on one widget into a Click, as with a real terminal; a resize as Pilot.resize_terminal
posts it). Then the script drives Textual at full speed (as textual_widgets.py does: the
resize timer's and the screen's update timer's callbacks run as soon as they have work) until
nothing is pending: no message in the app's, the screen's or any widget's queue, no layout,
repaint or resize to do. An event's time runs from before it is posted to the end of the last
frame it caused (Screen._compositor_refresh, the update encoded as terminal bytes as in
textual_widgets.py), or to the moment nothing is pending when it caused none.

Both sides report a fingerprint of the stream they sent (FNV-1a over a text of each event), and
trellis-bench checks that they are equal. Checks: after every resize the screen has the new size; every kind of event led to a frame at
least once. A failed check is listed under "checks_failed" and makes the exit status 1.
Prints (or writes to OUT) one JSON object.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import statistics
import sys
import time

import textual
from textual import events
from textual.app import App, ComposeResult
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.geometry import Size
from textual.screen import ModalScreen
from textual.widgets import (
    Button,
    Checkbox,
    DataTable,
    Footer,
    Input,
    Label,
    OptionList,
    ProgressBar,
    RadioButton,
    RadioSet,
    Static,
    TabbedContent,
    TabPane,
    TextArea,
)

SIZE = (120, 40)
MASK = (1 << 64) - 1
# The kinds of event and their shares out of 100, in the order Trellis's side draws them.
KINDS = [("key", 50), ("click", 25), ("wheel", 15), ("resize", 10)]
# Trellis's keys in the same order, by Textual's names (key, character).
KEYS = [
    ("tab", None), ("shift+tab", None), ("enter", None), ("escape", None), ("backspace", None),
    ("up", None), ("down", None), ("left", None), ("right", None), ("home", None), ("end", None),
    ("pageup", None), ("pagedown", None), ("space", " "),
] + [(letter, letter) for letter in "abcxyz"]


class SplitMix64:
    """The generator of Trellis's side (Sources/trellis-bench/FormatFuzzer.swift)."""

    def __init__(self, seed: int) -> None:
        self.state = seed & MASK

    def next(self) -> int:
        self.state = (self.state + 0x9E3779B97F4A7C15) & MASK
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
        return z ^ (z >> 31)

    def below(self, bound: int) -> int:
        return self.next() % bound


def random_events(random: SplitMix64, size: tuple[int, int]) -> tuple[str, list]:
    """The next events, drawn as Trellis's side draws them: (kind, [event description])."""
    pick = random.below(100)
    kind = "key"
    for name, share in KINDS:
        if pick < share:
            kind = name
            break
        pick -= share
    x, y = random.below(size[0]), random.below(size[1])
    if kind == "key":
        return kind, [("key", KEYS[random.below(len(KEYS))])]
    if kind == "click":
        return kind, [("down", (x, y)), ("up", (x, y))]
    if kind == "wheel":
        return kind, [("wheel", (x, y, random.below(2) == 0))]
    return kind, [("resize", (80 + random.below(81), 24 + random.below(27)))]


class Dialog(ModalScreen):
    BINDINGS = [("escape", "dismiss", "Close")]
    DEFAULT_CSS = "Dialog { align: center middle; } #box { width: 40; height: auto; border: solid white; }"

    def compose(self) -> ComposeResult:
        with Vertical(id="box"):
            yield Label("Opened by the button")
            yield Button("OK", id="ok")

    def on_button_pressed(self, event: Button.Pressed) -> None:
        self.dismiss()


class EveryWidget(App):
    CSS = """
    #controls { width: 30; border: solid white; border-title-align: left; }
    #controls > * { margin-bottom: 1; }
    #tabs { width: 50; }
    """

    def __init__(self) -> None:
        super().__init__()
        self.dialogs_opened = 0

    def compose(self) -> ComposeResult:
        with Horizontal():
            with Vertical(id="controls") as controls:
                controls.border_title = "Controls"
                yield Label("Every widget once")
                yield Button("Open dialog", id="open")
                yield Checkbox("A checkbox")
                with RadioSet():
                    yield RadioButton("one", value=True)
                    yield RadioButton("two")
                    yield RadioButton("three")
                yield Input(placeholder="type here")
                yield ProgressBar(total=100, show_eta=False)
                yield Static("working")
            with TabbedContent(id="tabs"):
                with TabPane("List"):
                    yield OptionList(*[f"list row {i}" for i in range(1000)])
                with TabPane("Table"):
                    yield DataTable()
                with TabPane("Text"):
                    yield TextArea(
                        "\n".join(f"line {i} of a text view that wraps when narrow" for i in range(200))
                    )
            with VerticalScroll():
                for i in range(60):
                    yield Label(f"scrolled label {i}")
        yield Footer()

    def on_mount(self) -> None:
        table = self.query_one(DataTable)
        table.add_columns("#", "name", "size")
        table.add_rows((str(row), f"item {row}", f"{row * 37 % 1000} kB") for row in range(1000))
        self.query_one(ProgressBar).update(progress=40)
        self.query_one(Input).cursor_blink = False
        self.query_one(TextArea).cursor_blink = False

    def on_button_pressed(self, event: Button.Pressed) -> None:
        if event.button.id == "open":
            self.dialogs_opened += 1
            self.push_screen(Dialog())


def pending(app: App) -> bool:
    """Whether the app still has work for the event: messages, layout, repaint or a resize."""
    screen = app.screen
    if app._resize_timer is not None or app._resize_event is not None:
        return True
    if (
        screen._layout_required
        or screen._scroll_required
        or screen._repaint_required
        or screen._dirty_widgets
        or screen._compositor._dirty_regions
    ):
        return True
    if app._message_queue.qsize() or screen._message_queue.qsize():
        return True
    return any(widget._message_queue.qsize() for widget in screen.walk_children())


class Frames:
    """Counts the compositor refreshes of every screen and notes when the last one ended,
    encoding each update into terminal bytes as App._display would outside headless mode."""

    def __init__(self, app: App) -> None:
        self.count = 0
        self.last_end = 0.0
        original_display = app._display

        def display(screen, renderable):
            from textual._compositor import CompositorUpdate

            if renderable is not None and isinstance(renderable, CompositorUpdate):
                renderable.render_segments(app.console)
            original_display(screen, renderable)
            self.count += 1
            self.last_end = time.perf_counter()

        app._display = display


async def settle(app: App, deadline: float) -> float:
    """Drives the app at full speed until nothing is pending; returns when that was seen."""
    while True:
        await asyncio.sleep(0)
        if app._resize_timer is not None:
            app._check_resize()
        screen = app.screen
        if (
            screen._layout_required
            or screen._dirty_widgets
            or screen._repaint_required
            or screen._scroll_required
        ):
            screen._on_timer_update()
        if not pending(app):
            return time.perf_counter()
        if time.perf_counter() > deadline:
            raise TimeoutError


class Fingerprint:
    """FNV-1a (64 bits) over a text of each event sent, computed as Trellis's side computes it
    (EventStreamFingerprint in Sources/trellis-bench/EventsBenchmark.swift)."""

    def __init__(self) -> None:
        self.value = 0xCBF29CE484222325

    def add(self, description) -> None:
        what, value = description
        if what == "key":
            text = f"k{KEYS.index(value)};"
        elif what in ("down", "up"):
            text = f"{what[0]}{value[0]},{value[1]};"
        elif what == "wheel":
            text = f"w{value[0]},{value[1]},{1 if value[2] else 0};"
        else:
            text = f"r{value[0]},{value[1]};"
        for byte in text.encode():
            self.value = ((self.value ^ byte) * 0x100000001B3) & MASK

    @property
    def hex(self) -> str:
        return f"{self.value:016x}"


def make_event(description):
    what, value = description
    if what == "key":
        key, character = value
        return events.Key(key, character)
    if what in ("down", "up"):
        x, y = value
        kind = events.MouseDown if what == "down" else events.MouseUp
        return kind(None, x, y, 0, 0, 1, False, False, False, screen_x=x, screen_y=y)
    if what == "wheel":
        x, y, up = value
        kind = events.MouseScrollUp if up else events.MouseScrollDown
        return kind(None, x, y, 0, 0, 0, False, False, False, screen_x=x, screen_y=y)
    raise ValueError(what)


async def run(count: int, seed: int, cap_s: float) -> dict:
    app = EveryWidget()
    failures: list[str] = []
    samples: list[float] = []
    frames_by_kind = {name: 0 for name, _ in KINDS}
    random = SplitMix64(seed)
    fingerprint = Fingerprint()
    over_cap = False
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        frames = Frames(app)
        size = SIZE
        while len(samples) < count and not over_cap:
            kind, descriptions = random_events(random, size)
            for description in descriptions[: count - len(samples)]:
                fingerprint.add(description)
                before = frames.count
                start = time.perf_counter()
                if description[0] == "resize":
                    size = description[1]
                    app._driver._size = Size(*size)
                    app.post_message(events.Resize(Size(*size), Size(*size)))
                else:
                    app.post_message(make_event(description))
                try:
                    idle = await settle(app, start + cap_s)
                except TimeoutError:
                    over_cap = True
                    break
                drew = frames.count > before
                samples.append(((frames.last_end if drew else idle) - start) * 1e6)
                if drew:
                    frames_by_kind[kind] += 1
                if description[0] == "resize" and tuple(app.screen.size) != size:
                    failures.append(f"after a resize to {size} the screen is {tuple(app.screen.size)}")
        dialogs = app.dialogs_opened
    for name, drew in frames_by_kind.items():
        if drew == 0 and not over_cap:
            failures.append(f"no {name} event led to a frame")
    mean = statistics.fmean(samples) if samples else float("nan")
    result = {
        "events": len(samples),
        "seed": seed,
        "median_us": round(statistics.median(samples), 3) if samples else None,
        "mean_us": round(mean, 3),
        "events_per_s": round(1e6 / mean, 1) if samples else None,
        "frames_by_kind": frames_by_kind,
        "dialogs_opened": dialogs,
        "stream_fingerprint": fingerprint.hex,
        "checks_failed": failures,
        "meta": {
            "toolkit": f"textual {textual.__version__}",
            "python": sys.version.split()[0],
            "size": f"{SIZE[0]}x{SIZE[1]}",
        },
    }
    if over_cap:
        result["over_cap"] = f"one event took over {cap_s:g} s"
    return result


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description="Textual's side of the events workload")
    parser.add_argument("--events", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=13)
    parser.add_argument("--cap-seconds", type=float, default=60.0, help="time cap of one event")
    parser.add_argument("--json", metavar="OUT", help="write the JSON here instead of stdout")
    options = parser.parse_args()
    output = asyncio.run(run(options.events, options.seed, options.cap_seconds))
    text = json.dumps(output, indent=1)
    if options.json:
        with open(options.json, "w") as file:
            file.write(text + "\n")
    else:
        print(text)
    for failure in output["checks_failed"]:
        print(f"CHECK FAILED {failure}", file=sys.stderr)
    sys.exit(1 if output["checks_failed"] else 0)
