#!/usr/bin/env python3
"""textual_widgets.py [N ...]: Textual's side of the widget workloads (Benchmarks/WIDGETS.md).

Headless (App.run_test, 120x40), for each N (default 100 1000, then 5000 when one run of it
takes under a minute), three fresh apps, and the median of the three:

  attach_first_frame_ms  build N Static("row i") in a Vertical, mount it, up to the first frame
                         whose layout holds all N rows
  hide_ms, show_ms       the middle label's display = False, up to the first frame whose layout
                         lost its row; then display = True, up to the frame that has it again
  hide_show_ms           hide_ms + show_ms (one hide and one show, each with its frame)
  append_ms              mount one more Static at the end of the N-row Vertical, up to the first
                         frame whose layout holds N + 1 rows

What "frame" means here (the same work Trellis's side must do):
the end of Screen._compositor_refresh, i.e. after Textual re-arranged the layout (reflow of the
whole tree), rendered the lines of the widgets on screen into strips (the 40 visible rows; rows
below the screen are laid out but never rendered, as in Trellis, which draws only views that
intersect the screen) and turned the update into terminal bytes. In headless mode Textual skips
that last step (App._display returns early), so this script does it itself with
CompositorUpdate.render_segments(console), which is what App._display would write.

Textual paints from a 60 Hz timer (Screen._update_timer) once the app is idle, and Pilot.pause()
costs far more than the work it waits for: it queues a callback on every widget and waits for
all N message queues (Pilot._wait_for_screen), then sleeps >= 20 ms (wait_for_idle). None of that
is Textual doing the job, so the timed numbers drive Textual as fast as it can go: after each
operation the script only yields to the event loop (asyncio.sleep(0)) so the app's own tasks run
their messages, and whenever the screen has a layout or repaint pending it calls
Screen._on_timer_update(), the timer's own callback, at once instead of at the next 60 Hz tick.
The frame that counts is the first whose layout satisfies the operation (probed by the
Vertical's virtual height: N rows of one cell). Between operations (untimed) the app settles
with pilot.pause(). "pilot_*_ms" report, for reference, the time until `await pilot.pause()`
returns the usual test-harness way (harness overhead included), which is how an earlier
measurement was taken.

Prints one JSON object: {"100": {...}, "1000": {...}, "5000": {...}, "meta": {...}}.
"""

from __future__ import annotations

import asyncio
import json
import statistics
import sys
import time

import textual
from textual.app import App
from textual.containers import Vertical
from textual.widgets import Static

SIZE = (120, 40)
RUNS = 3
BIG_N_BUDGET_S = 60.0


class FrameProbe:
    """Records the end time of every compositor refresh of the app's screen, encoding each
    update into terminal bytes the way App._display would outside headless mode."""

    def __init__(self, app: App) -> None:
        self.app = app
        self.frames: list[float] = []
        self.bytes_written = 0
        self.predicate = None
        self.satisfied_at: float | None = None
        screen = app.screen
        original_refresh = screen._compositor_refresh
        original_display = app._display

        def display(display_screen, renderable):
            from textual._compositor import CompositorUpdate

            if renderable is not None and isinstance(renderable, CompositorUpdate):
                self.bytes_written += len(renderable.render_segments(app.console))
            original_display(display_screen, renderable)

        def refresh() -> None:
            original_refresh()
            now = time.perf_counter()
            self.frames.append(now)
            if self.satisfied_at is None and self.predicate is not None and self.predicate():
                self.satisfied_at = now

        app._display = display
        screen._compositor_refresh = refresh

    def expect(self, predicate) -> None:
        self.predicate = predicate
        self.satisfied_at = None


async def drive_until(app: App, probe: FrameProbe, predicate, limit_s: float = 120.0) -> float:
    """Lets the app's tasks run (asyncio.sleep(0), no waiting) and, whenever the screen has a
    layout or repaint pending, runs the update timer's callback at once instead of waiting for
    the 60 Hz tick, until a frame satisfied the predicate; returns that frame's time."""
    probe.expect(predicate)
    screen = app.screen
    deadline = time.perf_counter() + limit_s
    while probe.satisfied_at is None:
        await asyncio.sleep(0)
        if (
            screen._layout_required
            or screen._dirty_widgets
            or screen._repaint_required
            or screen._scroll_required
        ):
            screen._on_timer_update()
        if time.perf_counter() > deadline:
            raise TimeoutError("no frame satisfied the operation")
    return probe.satisfied_at


def visible_text(app: App) -> list[str]:
    """The screen as text, from a full compositor render (after the timings)."""
    update = app.screen._compositor.render_update(full=True)
    return ["".join(segment.text for strip in line for segment in strip) for line in update.strips]


class Empty(App):
    pass


async def one_run(n: int) -> dict[str, float]:
    app = Empty()
    result: dict[str, float] = {}
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        probe = FrameProbe(app)
        box: dict[str, Vertical] = {}

        def rows(count: int):
            return lambda: "v" in box and box["v"].virtual_size.height == count

        # (1) attach + first frame
        start = time.perf_counter()
        statics = [Static(f"row {i}") for i in range(n)]
        box["v"] = Vertical(*statics)
        await app.mount(box["v"])
        result["attach_first_frame_ms"] = (await drive_until(app, probe, rows(n)) - start) * 1e3
        lines = visible_text(app)
        assert lines[0].startswith("row 0") and lines[SIZE[1] - 1].startswith(f"row {SIZE[1] - 1}"), lines[:3]
        await pilot.pause()  # untimed: let the messages the frame left behind drain

        # (2) hide then show the middle label, a frame after each
        middle = statics[n // 2]
        start = time.perf_counter()
        middle.display = False
        hidden = await drive_until(app, probe, rows(n - 1))
        result["hide_ms"] = (hidden - start) * 1e3
        await pilot.pause()
        start = time.perf_counter()
        middle.display = True
        shown = await drive_until(app, probe, rows(n))
        result["show_ms"] = (shown - start) * 1e3
        result["hide_show_ms"] = result["hide_ms"] + result["show_ms"]
        await pilot.pause()

        # (3) append one label
        start = time.perf_counter()
        await box["v"].mount(Static(f"row {n}"))
        result["append_ms"] = (await drive_until(app, probe, rows(n + 1)) - start) * 1e3
        await pilot.pause()

        # For reference: the same hide/show timed the test-harness way (await pilot.pause()).
        start = time.perf_counter()
        middle.display = False
        await pilot.pause()
        middle.display = True
        await pilot.pause()
        result["pilot_hide_show_ms"] = (time.perf_counter() - start) * 1e3
        assert box["v"].virtual_size.height == n + 1
        result["bytes_written"] = probe.bytes_written
    # the mount-to-pause way, on a fresh app
    app = Empty()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        start = time.perf_counter()
        await app.mount(Vertical(*[Static(f"row {i}") for i in range(n)]))
        await pilot.pause()
        result["pilot_attach_first_frame_ms"] = (time.perf_counter() - start) * 1e3
    return result


def median_of(runs: list[dict[str, float]]) -> dict[str, float]:
    keys = runs[0].keys()
    out = {key: round(statistics.median(run[key] for run in runs), 3) for key in keys}
    out["runs"] = len(runs)
    return out


async def main(sizes: list[int], try_big: bool) -> dict:
    report: dict = {}
    for n in sizes:
        report[str(n)] = median_of([await one_run(n) for _ in range(RUNS)])
    if try_big:
        # 5,000 rows only when one run of them finishes within a minute
        n = 5000
        try:
            runs = [await asyncio.wait_for(one_run(n), timeout=BIG_N_BUDGET_S)]
        except asyncio.TimeoutError:
            runs = []
        if runs:
            runs += [await one_run(n) for _ in range(RUNS - 1)]
            report[str(n)] = median_of(runs)
        else:
            report[str(n)] = {"skipped": f"one run took over {BIG_N_BUDGET_S:.0f} s"}
    report["meta"] = {
        "toolkit": f"textual {textual.__version__}",
        "python": sys.version.split()[0],
        "size": f"{SIZE[0]}x{SIZE[1]}",
        "statistic": f"median of {RUNS} fresh apps",
        "frame": "end of Screen._compositor_refresh (reflow + render of visible lines + "
        "render_segments to terminal bytes), run as soon as a layout or repaint is pending "
        "(no 60 Hz tick, no pilot.pause sleeps)",
    }
    return report


if __name__ == "__main__":
    arguments = [int(a) for a in sys.argv[1:]]
    sizes = arguments or [100, 1000]
    print(json.dumps(asyncio.run(main(sizes, try_big=not arguments)), indent=1))
