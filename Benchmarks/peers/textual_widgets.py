#!/usr/bin/env python3
"""textual_widgets.py [N ...] [--runs 3] [--cap-seconds 60] [--json OUT] [--pilot]:
Textual's side of the stack workload (Benchmarks/WIDGETS.md).

Headless (App.run_test, 120x40), for each N (default 100 1000 10000), `--runs` fresh apps (3 by
default), and the median of them. One app runs the jobs in this order, each timed from just
before it creates its first object up to the end of the first frame that shows what it did:

  attach_first_frame_ms  build N Static("row i") in a Vertical, mount it: the frame whose layout
                         holds all N rows
  hide_ms, show_ms       the middle label's display = False: the frame whose layout lost its
                         row; then display = True: the frame that has it again
  hide_show_ms           hide_ms + show_ms
  append_ms              mount Static("row N") at the end of the Vertical: the frame whose layout
                         holds N + 1 rows
  remove_first_ms        remove the first Static: the frame whose layout holds N rows again,
                         "row 1" on top
  resize_ms              120x40 -> 100x30 -> 120x40: for each size the frame laid out at it
                         (the two summed)

After every job (untimed) the screen is rendered as text and checked: line y reads
"row k" for the k-th label still shown (after hide the rows below the middle move up one, after
remove-first every row moves up one, after a resize the screen has the new size) and the
Vertical's virtual height is the number of rows shown. A failed check is listed under
"checks_failed" and makes the exit status 1.

What "frame" means here (the same work Trellis's side must do):
the end of Screen._compositor_refresh, i.e. after Textual re-arranged the layout (reflow of the
whole tree), rendered the lines of the widgets on screen into strips (the 40 visible rows; rows
below the screen are laid out but never rendered, as in Trellis, which draws only views that
intersect the screen) and turned the update into terminal bytes. In headless mode Textual skips
that last step (App._display returns early), so this script does it itself with
CompositorUpdate.render_segments(console), which is what App._display would write.

Textual paints from a 60 Hz timer (Screen._update_timer) once the app is idle, delays a resize
by a 1/120 s timer (App._resize_timer), and Pilot.pause() costs far more than the work it waits
for: it queues a callback on every widget and waits for all N message queues
(Pilot._wait_for_screen), then sleeps >= 20 ms (wait_for_idle). None of that is Textual doing
the job, so the timed numbers drive Textual as fast as it can go: after each operation the
script only yields to the event loop (asyncio.sleep(0)) so the app's own tasks run their
messages; whenever a resize is waiting for its timer it calls App._check_resize() (the timer's
callback) at once, and whenever the screen has a layout or repaint pending it calls
Screen._on_timer_update() (the 60 Hz timer's callback) at once. The frame that counts is the
first whose layout satisfies the job. Between jobs (untimed) the app settles with
pilot.pause(). With --pilot, "pilot_*_ms" also report the time until `await pilot.pause()`
returns the usual test-harness way (harness overhead included).

Time cap: a job still running after --cap-seconds is abandoned, reported as over the cap, and
the rest of that size is not run. A size is skipped without running when, at the size before
it, some job took so long that growing only in proportion to N would already pass the cap.

Prints (or writes to OUT) one JSON object:
{"sizes": {"100": {...}, "1000": {...}, ...}, "meta": {...}}.
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
from textual.app import App
from textual.containers import Vertical
from textual.geometry import Size
from textual.widgets import Static

SIZE = (120, 40)
SMALL = (100, 30)
JOBS = ["attach_first_frame_ms", "hide_ms", "show_ms", "append_ms", "remove_first_ms", "resize_ms"]


class OverCap(Exception):
    """A job ran past the time cap."""

    def __init__(self, job: str) -> None:
        super().__init__(job)
        self.job = job


class FrameProbe:
    """Records the end time of every compositor refresh of the app's screen, encoding each
    update into terminal bytes the way App._display would outside headless mode."""

    def __init__(self, app: App) -> None:
        self.app = app
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
            if self.satisfied_at is None and self.predicate is not None and self.predicate():
                self.satisfied_at = now

        app._display = display
        screen._compositor_refresh = refresh

    def expect(self, predicate) -> None:
        self.predicate = predicate
        self.satisfied_at = None


async def drive_until(app: App, probe: FrameProbe, predicate, deadline: float, job: str) -> float:
    """Lets the app's tasks run (asyncio.sleep(0), no waiting) and runs the resize timer's and
    the update timer's callbacks as soon as they have something to do, until a frame satisfied
    the predicate; returns that frame's time."""
    probe.expect(predicate)
    screen = app.screen
    while probe.satisfied_at is None:
        await asyncio.sleep(0)
        if app._resize_timer is not None:
            app._check_resize()
        if (
            screen._layout_required
            or screen._dirty_widgets
            or screen._repaint_required
            or screen._scroll_required
        ):
            screen._on_timer_update()
        if time.perf_counter() > deadline:
            raise OverCap(job)
    return probe.satisfied_at


def visible_text(app: App) -> list[str]:
    """The screen as text, from a full compositor render (untimed)."""
    update = app.screen._compositor.render_update(full=True)
    return ["".join(segment.text for strip in line for segment in strip) for line in update.strips]


def check_screen(app: App, box: Vertical, rows: list[str], size: tuple[int, int]) -> str | None:
    """None when the screen shows `rows` from the top at `size` and the Vertical lays out all of
    them, else what is wrong."""
    width, height = size
    if tuple(app.screen.size) != size:
        return f"screen is {tuple(app.screen.size)}, not {size}"
    if box.virtual_size.height != len(rows):
        return f"{box.virtual_size.height} rows laid out, not {len(rows)}"
    if box.size.width != width:
        return f"the rows are {box.size.width} wide, not {width}"
    lines = visible_text(app)
    if len(lines) != height:
        return f"{len(lines)} lines on screen, not {height}"
    for y in range(min(height, len(rows))):
        if lines[y].rstrip() != rows[y]:
            return f"line {y} reads {lines[y].rstrip()!r}, not {rows[y]!r}"
    return None


class Empty(App):
    pass


async def one_run(n: int, cap_s: float, failures: list[str], pilot_reference: bool) -> dict:
    """One fresh app through every job; the times in ms, or up to the job over the cap."""
    app = Empty()
    result: dict = {}
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        probe = FrameProbe(app)
        box: dict[str, Vertical] = {}
        rows = [f"row {i}" for i in range(n)]

        def laid_out(count: int, size: tuple[int, int] = SIZE):
            return lambda: (
                "v" in box
                and tuple(app.screen.size) == size
                and box["v"].size.width == size[0]
                and box["v"].virtual_size.height == count
            )

        def check(job: str, size: tuple[int, int] = SIZE) -> None:
            problem = check_screen(app, box["v"], rows, size)
            if problem is not None:
                failures.append(f"N={n} {job}: {problem}")

        async def timed(job: str, action, predicate) -> float:
            start = time.perf_counter()
            deadline = start + cap_s
            try:
                await asyncio.wait_for(action(), timeout=cap_s)
            except asyncio.TimeoutError:
                raise OverCap(job) from None
            return (await drive_until(app, probe, predicate, deadline, job) - start) * 1e3

        try:
            # (1) attach + first frame
            statics: list[Static] = []

            async def attach() -> None:
                statics.extend(Static(f"row {i}") for i in range(n))
                box["v"] = Vertical(*statics)
                await app.mount(box["v"])

            result["attach_first_frame_ms"] = await timed("attach_first_frame_ms", attach, laid_out(n))
            check("attach")
            await pilot.pause()  # untimed: let the messages the frame left behind drain

            # (2) hide, then show, the middle label, a frame after each
            middle = statics[n // 2]

            async def hide() -> None:
                middle.display = False

            async def show() -> None:
                middle.display = True

            result["hide_ms"] = await timed("hide_ms", hide, laid_out(n - 1))
            rows.pop(n // 2)
            check("hide")
            await pilot.pause()
            result["show_ms"] = await timed("show_ms", show, laid_out(n))
            rows.insert(n // 2, f"row {n // 2}")
            check("show")
            result["hide_show_ms"] = result["hide_ms"] + result["show_ms"]
            await pilot.pause()

            # (3) append one label
            async def append() -> None:
                await box["v"].mount(Static(f"row {n}"))

            result["append_ms"] = await timed("append_ms", append, laid_out(n + 1))
            rows.append(f"row {n}")
            check("append")
            await pilot.pause()

            # (4) remove the first label
            async def remove_first() -> None:
                await statics[0].remove()

            result["remove_first_ms"] = await timed("remove_first_ms", remove_first, laid_out(n))
            rows.pop(0)
            check("remove first")
            await pilot.pause()

            # (5) resize 120x40 -> 100x30 -> 120x40, a frame after each
            total = 0.0
            for size in (SMALL, SIZE):

                async def resize(size=size) -> None:
                    # pilot.resize_terminal without its trailing pause()
                    app._driver._size = Size(*size)
                    app.post_message(events.Resize(Size(*size), Size(*size)))

                total += await timed("resize_ms", resize, laid_out(n, size))
                check(f"resize to {size[0]}x{size[1]}", size)
                await pilot.pause()
            result["resize_ms"] = total
            result["bytes_written"] = probe.bytes_written

            if pilot_reference:
                # The same hide/show timed the test-harness way (await pilot.pause()).
                start = time.perf_counter()
                middle.display = False
                await pilot.pause()
                middle.display = True
                await pilot.pause()
                result["pilot_hide_show_ms"] = (time.perf_counter() - start) * 1e3
        except OverCap as over:
            result["over_cap"] = over.job
    if pilot_reference and "over_cap" not in result:
        app = Empty()
        async with app.run_test(size=SIZE) as pilot:
            await pilot.pause()
            start = time.perf_counter()
            await app.mount(Vertical(*[Static(f"row {i}") for i in range(n)]))
            await pilot.pause()
            result["pilot_attach_first_frame_ms"] = (time.perf_counter() - start) * 1e3
    return result


def median_of(runs: list[dict]) -> dict:
    keys = [key for key in runs[0] if key != "over_cap"]
    out = {key: round(statistics.median(run[key] for run in runs), 3) for key in keys}
    out["runs"] = len(runs)
    return out


def predicted_over_cap(previous: tuple[int, dict] | None, n: int, cap_s: float) -> str | None:
    """Why size n cannot finish within the cap, judged from the size before it (no job grows
    more slowly than N), or None."""
    if previous is None:
        return None
    before, medians = previous
    if "over_cap" in medians:
        return f"a job was over the cap at N={before}"
    for job in JOBS:
        if job in medians and medians[job] / 1e3 * n / before > cap_s:
            return f"{job} took {medians[job] / 1e3:.1f} s at N={before}; x{n / before:g} passes the cap"
    return None


async def main(sizes: list[int], runs: int, cap_s: float, pilot_reference: bool) -> tuple[dict, list[str]]:
    report: dict = {}
    failures: list[str] = []
    previous: tuple[int, dict] | None = None
    for n in sizes:
        reason = predicted_over_cap(previous, n, cap_s)
        if reason is not None:
            report[str(n)] = {"skipped": reason}
            previous = (n, {"over_cap": "skipped"})
            continue
        done: list[dict] = []
        entry: dict = {}
        for _ in range(runs):
            result = await one_run(n, cap_s, failures, pilot_reference)
            if "over_cap" in result:
                entry = {"over_cap": result["over_cap"], "cap_s": cap_s}
                entry.update({key: round(value, 3) for key, value in result.items() if key in JOBS})
                break
            done.append(result)
        if done and not entry:
            entry = median_of(done)
        report[str(n)] = entry
        previous = (n, entry)
    meta = {
        "toolkit": f"textual {textual.__version__}",
        "python": sys.version.split()[0],
        "size": f"{SIZE[0]}x{SIZE[1]}",
        "statistic": f"median of {runs} fresh apps",
        "cap_s": cap_s,
        "frame": "end of Screen._compositor_refresh (reflow + render of visible lines + "
        "render_segments to terminal bytes), run as soon as a layout or repaint is pending "
        "(no 60 Hz tick, no 1/120 s resize delay, no pilot.pause sleeps)",
    }
    return {"sizes": report, "meta": meta, "checks_failed": failures}, failures


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description="Textual's side of the stack workload")
    parser.add_argument("sizes", nargs="*", type=int, default=[100, 1000, 10000])
    parser.add_argument("--runs", type=int, default=3, help="fresh apps per size (median)")
    parser.add_argument("--cap-seconds", type=float, default=60.0, help="time cap of one job")
    parser.add_argument("--json", metavar="OUT", help="write the JSON here instead of stdout")
    parser.add_argument("--pilot", action="store_true", help="also time the pilot.pause() way")
    options = parser.parse_args()
    output, failed = asyncio.run(main(options.sizes, options.runs, options.cap_seconds, options.pilot))
    text = json.dumps(output, indent=1)
    if options.json:
        with open(options.json, "w") as file:
            file.write(text + "\n")
    else:
        print(text)
    for failure in failed:
        print(f"CHECK FAILED {failure}", file=sys.stderr)
    sys.exit(1 if failed else 0)
