#!/usr/bin/env python3
"""Textual 'grid N' resize benchmark.  The workload is defined in Benchmarks/GRID_RESIZE.md.

Usage
  python textual_ref.py N [--layout fill|fixed3] [--steps 20] [--warmup 4]
                            [--no-serialize] [--json OUT] [--verbose]
        headless run via App.run_test(); prints startup + per-resize medians.

  python textual_ref.py N --tmux [--layout ...] [--steps 20] [--json OUT]
        real terminal: runs the app in a detached tmux session (200x60) and
        resizes it with `tmux resize-window`; the app logs timestamps.

  (--tmux-app LOG is the internal app side of --tmux.)

All times are from time.perf_counter() / time.monotonic() (the same
CLOCK_MONOTONIC on Linux, so they are comparable across processes) and
time.process_time() (CPU of the whole process, all threads).
"""
from __future__ import annotations

import os
import sys

# Deterministic output encoding: 24-bit colour, regardless of $TERM/$COLORTERM.
os.environ.setdefault("TEXTUAL_COLOR_SYSTEM", "truecolor")

import argparse
import asyncio
import json
import signal
import statistics
import subprocess
import time
import zlib

T_IMPORT0 = time.perf_counter()
from textual import events  # noqa: E402
from textual._compositor import CompositorUpdate, LayoutUpdate  # noqa: E402
from textual.app import App, ComposeResult  # noqa: E402
from textual.containers import Container  # noqa: E402
from textual.geometry import Size  # noqa: E402
from textual.screen import Screen  # noqa: E402
from textual.widgets import Static  # noqa: E402
import textual  # noqa: E402
from importlib.metadata import version as _pkg_version  # noqa: E402

T_IMPORT1 = time.perf_counter()
TEXTUAL_VERSION = _pkg_version("textual")
COLS = 10

# Terminal sizes (width, height)
START = (200, 60)
SCENARIOS = {
    "A": [(160, 50), (200, 60)],  # alternate 200x60 <-> 160x50
    "B": [(120, 40), (200, 60)],  # alternate 200x60 <-> 120x40
}


def css_for(n: int, layout: str) -> str:
    rows = -(-n // COLS)
    if layout == "fill":
        grid_h, row_h = "100%", "1fr"
    elif layout == "fixed3":
        grid_h, row_h = "auto", "3"
    else:
        raise SystemExit(f"unknown layout {layout!r}")
    return f"""
    Screen {{
        layout: vertical;
        overflow: hidden hidden;
        background: #000000;
        padding: 0;
    }}
    #grid {{
        layout: grid;
        grid-size: {COLS} {rows};
        grid-columns: 1fr;
        grid-rows: {row_h};
        grid-gutter: 0 1;       /* 0 lines between rows, 1 column between columns */
        width: 100%;
        height: {grid_h};
        overflow: hidden hidden;
        padding: 0;
        margin: 0;
        border: none;
        background: #000000;
    }}
    .cell {{
        width: 100%;
        height: 100%;
        border: solid #ffffff;
        padding: 0;
        margin: 0;
        background: #000000;
        color: #ffffff;
        text-wrap: nowrap;
        text-overflow: clip;
    }}
    """


class Recorder:
    """Collects timestamps of every frame handed to the driver."""

    def __init__(self) -> None:
        self.displays: list[tuple] = []  # (perf, cpu, kind, region, nbytes, crc32)
        self.layout_s = 0.0  # time inside Screen._refresh_layout (incl. nested paint)
        self.reflow_s = 0.0  # time inside Compositor.reflow (arrange all widgets)
        self.paint_s = 0.0  # time inside Screen._compositor_refresh (render + serialise)
        self.layout_calls = 0
        self.paint_calls = 0
        self.first_complete: tuple | None = None
        self.bytes = 0


class BenchScreen(Screen):
    def __init__(self, rec: Recorder, **kw) -> None:
        super().__init__(**kw)
        self._rec = rec
        comp = self._compositor
        orig_reflow = comp.reflow

        def reflow(parent, size):
            t = time.perf_counter()
            try:
                return orig_reflow(parent, size)
            finally:
                rec.reflow_s += time.perf_counter() - t

        comp.reflow = reflow

    def _refresh_layout(self, size=None, scroll=False):  # type: ignore[override]
        t = time.perf_counter()
        try:
            return super()._refresh_layout(size, scroll)
        finally:
            self._rec.layout_s += time.perf_counter() - t
            self._rec.layout_calls += 1

    def _compositor_refresh(self):  # type: ignore[override]
        t = time.perf_counter()
        try:
            return super()._compositor_refresh()
        finally:
            self._rec.paint_s += time.perf_counter() - t
            self._rec.paint_calls += 1


class GridApp(App):
    def __init__(self, n: int, layout: str, rec: Recorder, serialize: bool = True,
                 on_frame=None) -> None:
        self.CSS = css_for(n, layout)
        super().__init__()
        self.n = n
        self.rec = rec
        self.serialize = serialize
        self.cells: list[Static] = []
        self.on_frame = on_frame
        self.resize_events: list[tuple] = []  # (perf, cpu, size) per App Resize event
        self.mount_hook = None

    def on_mount(self) -> None:
        if self.mount_hook is not None:
            self.mount_hook()

    def get_default_screen(self) -> Screen:
        return BenchScreen(self.rec, id="_default")

    def compose(self) -> ComposeResult:
        self.cells = [
            Static(f"item {i}", classes="cell", markup=False) for i in range(self.n)
        ]
        yield Container(*self.cells, id="grid")

    async def _on_resize(self, event: events.Resize) -> None:
        self.resize_events.append((time.perf_counter(), time.process_time(), tuple(event.size)))
        await super()._on_resize(event)

    def _display(self, screen, renderable) -> None:  # type: ignore[override]
        nbytes = 0
        crc = None
        if (
            renderable is not None
            and self.serialize
            and self.is_headless
            and not self._batch_count
            and isinstance(renderable, CompositorUpdate)
        ):
            # The headless driver skips serialisation; do what the real driver
            # path does (ANSI sequence for the update, utf-8 encode) and drop it.
            data = renderable.render_segments(self.console).encode("utf-8")
            nbytes = len(data)
            crc = zlib.crc32(data)
        super()._display(screen, renderable)
        if renderable is None:
            return
        rec = self.rec
        kind = type(renderable).__name__
        region = getattr(renderable, "region", None)
        rec.bytes += nbytes
        entry = (time.perf_counter(), time.process_time(), kind,
                 tuple(region) if region is not None else None, nbytes, crc)
        rec.displays.append(entry)
        if rec.first_complete is None and self.cells and isinstance(renderable, LayoutUpdate):
            comp = screen._compositor
            if self.cells[-1] in comp.widgets and self.cells[0] in comp.widgets:
                rec.first_complete = entry
        if self.on_frame is not None:
            self.on_frame(entry)


# ----------------------------------------------------------------------------
# helpers


def pending_work(app: GridApp) -> bool:
    scr = app.screen
    if app._resize_timer is not None or app._resize_event is not None:
        return True
    if (scr._layout_required or scr._scroll_required or scr._repaint_required
            or scr._dirty_widgets or scr._compositor._dirty_regions):
        return True
    if app._message_queue.qsize() or scr._message_queue.qsize():
        return True
    for w in scr.walk_children():
        if w._message_queue.qsize():
            return True
    return False


async def idle_wait(min_s: float = 0.03, chunk: float = 0.01, max_s: float = 60.0) -> None:
    """Sleep until the process stops using CPU (no messages posted, nothing forced)."""
    start = time.monotonic()
    while True:
        c = time.process_time()
        await asyncio.sleep(chunk)
        el = time.monotonic() - start
        if el >= max_s:
            return
        if el >= min_s and time.process_time() - c < chunk * 0.1:
            return


async def settle(app: GridApp) -> None:
    """Return when the resize has been fully processed: no pending timers/layout/
    dirty widgets, empty message queues, and no new frame for >= 30 ms."""
    while True:
        await idle_wait()
        n = len(app.rec.displays)
        if pending_work(app):
            continue
        await asyncio.sleep(0.03)
        if len(app.rec.displays) == n and not pending_work(app):
            return


def grid_geometry(app: GridApp) -> dict:
    """Regions of the cells, for the correctness check."""
    cells = app.cells
    row0 = [c.region for c in cells[:COLS]]
    col0 = [c.region for c in cells[::COLS]]
    widths = [r.width for r in row0]
    heights = [r.height for r in col0]
    return {
        "cell0": tuple(cells[0].region),
        "cell11": tuple(cells[min(11, len(cells) - 1)].region),
        "last": tuple(cells[-1].region),
        "row0_span": row0[-1].right - row0[0].x,  # should equal terminal width
        "widths": sorted(set(widths)),
        "heights": sorted(set(heights)),
        "col0_height_sum": sum(heights),
        "visible_cells": sum(1 for c in cells if c in app.screen._compositor.visible_widgets),
    }


def med(xs):
    return statistics.median(xs) if xs else float("nan")


def summarize(vals):
    if not vals:
        return {}
    return {
        "median": med(vals), "min": min(vals), "max": max(vals),
        "p90": sorted(vals)[int(0.9 * (len(vals) - 1))], "n": len(vals),
    }


# ----------------------------------------------------------------------------
# headless benchmark


async def headless(args) -> dict:
    rec = Recorder()
    t_start = time.perf_counter()
    c_start = time.process_time()
    app = GridApp(args.n, args.layout, rec, serialize=not args.no_serialize)
    out: dict = {"textual": TEXTUAL_VERSION, "n": args.n, "layout": args.layout,
                 "serialize": not args.no_serialize, "mode": "headless",
                 "python": sys.version.split()[0],
                 "import_s": T_IMPORT1 - T_IMPORT0}
    async with app.run_test(size=START) as pilot:  # noqa: F841 (pilot not needed)
        await settle(app)
        fc = rec.first_complete
        assert fc is not None, "no complete frame seen"
        out["startup_first_frame_s"] = fc[0] - t_start
        out["startup_first_frame_cpu_s"] = fc[1] - c_start
        out["startup_frames"] = len(rec.displays)
        out["startup_settled_last_frame_s"] = rec.displays[-1][0] - t_start
        g0 = grid_geometry(app)
        out["geometry_start"] = g0
        assert app.screen.size == Size(*START)
        assert g0["row0_span"] == START[0], g0
        if args.verbose:
            print(f"# start {START}: {g0}")

        cur = START
        out["scenarios"] = {}
        for name, seq in SCENARIOS.items():
            if args.only and name not in args.only:
                continue
            lat, lat1, cpu, cpu1, rfl, pnt, nfr, nbytes, ndistinct = ([] for _ in range(9))
            total = args.warmup + args.steps
            for step in range(total):
                w, h = seq[step % 2]
                before = grid_geometry(app) if args.verbose and step < 2 else None
                nd = len(rec.displays)
                rfl0, pnt0 = rec.reflow_s, rec.paint_s
                t0 = time.perf_counter()
                c0 = time.process_time()
                # == pilot.resize_terminal(w, h) without its trailing pause(),
                # which would force a screen update and add >= 20 ms sleeps.
                app._driver._size = Size(w, h)
                app.post_message(events.Resize(Size(w, h), Size(w, h)))
                await settle(app)
                frames = rec.displays[nd:]
                assert frames, f"no frame after resize to {w}x{h}"
                assert app.screen.size == Size(w, h), app.screen.size
                full = [f for f in frames if f[2] == "LayoutUpdate" and f[3] == (0, 0, w, h)]
                assert full, f"no full-screen frame for {w}x{h}: {frames}"
                g = grid_geometry(app)
                assert g["row0_span"] == w, (w, g)
                if args.layout == "fill" and -(-args.n // COLS) <= h:
                    assert g["col0_height_sum"] == h, (h, g)
                if before is not None:
                    print(f"# {name} step {step} {cur}->{(w, h)}: cell0 {before['cell0']} -> "
                          f"{g['cell0']}; cell11 {before['cell11']} -> {g['cell11']}; "
                          f"last {before['last']} -> {g['last']}; widths {g['widths']} "
                          f"heights {g['heights']} visible {g['visible_cells']} "
                          f"frames {[(f[2], f[3], f[4], f[5]) for f in frames]}")
                cur = (w, h)
                if step >= args.warmup:
                    lat.append(frames[-1][0] - t0)
                    cpu.append(frames[-1][1] - c0)
                    lat1.append(full[0][0] - t0)
                    cpu1.append(full[0][1] - c0)
                    rfl.append(rec.reflow_s - rfl0)
                    pnt.append(rec.paint_s - pnt0)
                    nfr.append(len(frames))
                    nbytes.append(sum(f[4] for f in frames))
                    # does the first full frame already equal the final one?
                    ndistinct.append(len({f[5] for f in frames[frames.index(full[0]):]}))
            # leave the terminal at 200x60 for the next scenario
            if cur != START:
                app._driver._size = Size(*START)
                app.post_message(events.Resize(Size(*START), Size(*START)))
                await settle(app)
                cur = START
            out["scenarios"][name] = {
                "sizes": [START] + seq[:1],
                "latency_s": summarize(lat), "cpu_s": summarize(cpu),
                "first_frame_latency_s": summarize(lat1), "first_frame_cpu_s": summarize(cpu1),
                "reflow_s": summarize(rfl), "paint_s": summarize(pnt),
                "frames_per_resize": summarize(nfr), "bytes_per_resize": summarize(nbytes),
                "distinct_frames_from_first_full": summarize(ndistinct),
                "raw_latency_s": lat, "raw_first_frame_latency_s": lat1,
            }
    return out


# ----------------------------------------------------------------------------
# real terminal (tmux) mode: app side


def tmux_app(args) -> None:
    log = open(args.tmux_app, "a", buffering=1)
    rec = Recorder()
    t_proc = float(os.environ.get("BENCH_T_SPAWN", "nan"))
    t_start = time.perf_counter()
    flushes: list[tuple[float, int]] = []
    sigwinch: list[float] = []

    # Timestamp every flush of Textual's output thread (bytes actually written
    # to the pty).  Same loop as textual.drivers._writer_thread.WriterThread.run.
    from textual.drivers import _writer_thread as wt

    def run(self) -> None:
        write, flush, get, qsize = self._file.write, self._file.flush, self._queue.get, self._queue.qsize
        pending = 0
        while True:
            text = get()
            if text is None:
                break
            write(text)
            pending += len(text)
            if qsize() == 0:
                flush()
                flushes.append((time.perf_counter(), pending))
                pending = 0
        flush()

    wt.WriterThread.run = run

    def emit(**kw):
        log.write(json.dumps(kw) + "\n")

    app = GridApp(args.n, args.layout, rec, serialize=False)
    app._disable_tooltips = True
    app._disable_notifications = True

    async def monitor():
        # install SIGWINCH timestamping on top of the driver's handler
        while app._driver is None or signal.getsignal(signal.SIGWINCH) in (None, signal.SIG_DFL):
            await asyncio.sleep(0.01)
        prev = signal.getsignal(signal.SIGWINCH)

        def on_winch(signum, frame):
            sigwinch.append(time.perf_counter())
            prev(signum, frame)

        signal.signal(signal.SIGWINCH, on_winch)
        await settle(app)
        fc = rec.first_complete
        emit(ev="ready", size=list(app.size), t_spawn=t_proc, t_start=t_start,
             import_s=T_IMPORT1 - T_IMPORT0,
             first_frame=fc[0] if fc else None, last_frame=rec.displays[-1][0],
             last_flush=flushes[-1][0] if flushes else None,
             in_band_resize=app._driver._in_band_window_resize,
             geometry=grid_geometry(app), textual=TEXTUAL_VERSION)
        seen_resizes = len(app.resize_events)
        seen_winch = len(sigwinch)
        while True:
            await asyncio.sleep(0.005)
            if len(app.resize_events) == seen_resizes:
                continue
            nd = len(rec.displays)
            nf = len(flushes)
            lay0, pnt0 = rec.layout_s, rec.paint_s
            await settle(app)
            # all resize events that arrived in this burst
            evs = app.resize_events[seen_resizes:]
            wins = sigwinch[seen_winch:]
            seen_resizes, seen_winch = len(app.resize_events), len(sigwinch)
            frames = [d for d in rec.displays[nd:]]
            fl = flushes[nf:]
            emit(ev="settled", size=list(app.size), resize_events=evs, sigwinch=wins,
                 frames=[(f[0], f[2], f[3]) for f in frames],
                 last_frame_cpu=frames[-1][1] if frames else None, cpu_at_event=evs[0][1],
                 flushes=fl, layout_s=rec.layout_s - lay0, paint_s=rec.paint_s - pnt0,
                 geometry=grid_geometry(app))

    tasks = []
    app.mount_hook = lambda: tasks.append(asyncio.ensure_future(monitor()))
    try:
        app.run()
    finally:
        log.close()


# ----------------------------------------------------------------------------
# real terminal (tmux) mode: controller


def tmux(cmd: list[str], **kw) -> subprocess.CompletedProcess:
    return subprocess.run(["tmux", *cmd], check=True, capture_output=True, text=True, **kw)


def read_events(path: str, pos: int) -> tuple[list[dict], int]:
    with open(path) as f:
        f.seek(pos)
        data = f.read()
    lines = data.split("\n")
    complete, rest = lines[:-1], lines[-1]
    return [json.loads(x) for x in complete if x], pos + len(data) - len(rest)


def wait_event(path, pos, ev, timeout=120.0):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        evs, pos = read_events(path, pos)
        for e in evs:
            if e["ev"] == ev:
                return e, pos
        time.sleep(0.005)
    raise TimeoutError(f"no {ev} event within {timeout}s")


def check_pane(sess: str, w: int, h: int, n: int) -> dict:
    txt = tmux(["capture-pane", "-p", "-t", sess]).stdout.split("\n")
    rows = [r for r in txt]
    while rows and rows[-1] == "":
        rows.pop()
    r0 = rows[0] if rows else ""
    return {"rows": len(rows), "row0_len": len(r0), "row0_corners": r0.count("┌"),
            "row0_right": r0[-1:] if r0 else "", "item0": "item 0" in "\n".join(rows[:4]),
            "ok": len(r0) == w and r0.count("┌") == COLS and r0.endswith("┐")}


def tmux_controller(args) -> dict:
    here = os.path.dirname(os.path.abspath(__file__))
    sess = f"tbench_{args.n}_{args.layout}_{os.getpid()}"
    logp = os.path.join(here, f".tmux_{sess}.jsonl")
    open(logp, "w").close()
    out: dict = {"textual": TEXTUAL_VERSION, "n": args.n, "layout": args.layout,
                 "mode": "tmux", "session": sess}
    t_spawn = time.perf_counter()
    env_cmd = (f"cd {here} && BENCH_T_SPAWN={t_spawn!r} TEXTUAL_COLOR_SYSTEM=truecolor "
               f"exec {sys.executable} {os.path.abspath(__file__)} {args.n} "
               f"--layout {args.layout} --tmux-app {logp}")
    tmux(["new-session", "-d", "-s", sess, "-x", str(START[0]), "-y", str(START[1]), env_cmd])
    try:
        ready, pos = wait_event(logp, 0, "ready", timeout=300)
        out["startup_spawn_to_first_frame_s"] = ready["first_frame"] - t_spawn
        out["startup_spawn_to_last_flush_s"] = (ready["last_flush"] or float("nan")) - t_spawn
        out["startup_in_app_first_frame_s"] = ready["first_frame"] - ready["t_start"]
        out["import_s"] = ready["import_s"]
        out["in_band_resize"] = ready["in_band_resize"]
        out["geometry_start"] = ready["geometry"]
        out["pane_start"] = check_pane(sess, *START, args.n)
        time.sleep(0.2)
        out["scenarios"] = {}
        cur = START
        for name, seq in SCENARIOS.items():
            if args.only and name not in args.only:
                continue
            tot, tot1, cmd_s, app_s, app_frame_s, app1_s, cpu, nfr = ([] for _ in range(8))
            bad = 0
            for step in range(args.warmup + args.steps):
                w, h = seq[step % 2]
                t0 = time.perf_counter()
                tmux(["resize-window", "-t", sess, "-x", str(w), "-y", str(h)])
                t1 = time.perf_counter()
                e, pos = wait_event(logp, pos, "settled")
                while e["size"] != [w, h]:  # (should not happen)
                    e, pos = wait_event(logp, pos, "settled")
                time.sleep(0.02)
                pane = check_pane(sess, w, h, args.n)
                if not pane["ok"]:
                    bad += 1
                if args.verbose and step < 2:
                    print(f"# tmux {name} step {step} {cur}->{(w, h)} pane={pane} "
                          f"cell0={e['geometry']['cell0']} frames={[(f[1], f[2]) for f in e['frames']]} "
                          f"sigwinch={len(e['sigwinch'])} resize_events={len(e['resize_events'])}")
                cur = (w, h)
                if step < args.warmup:
                    continue
                t_evt = e["sigwinch"][0] if e["sigwinch"] else e["resize_events"][0][0]
                last_flush = e["flushes"][-1][0] if e["flushes"] else e["frames"][-1][0]
                full = [f for f in e["frames"] if f[1] == "LayoutUpdate" and f[2] == [0, 0, w, h]]
                assert full, e["frames"]
                # first flush of the pty writer at/after the first full frame
                first_flush = next((fl[0] for fl in e["flushes"] if fl[0] >= full[0][0]), full[0][0])
                tot.append(last_flush - t0)
                tot1.append(first_flush - t0)
                app1_s.append(first_flush - t_evt)
                cmd_s.append(t1 - t0)
                app_s.append(last_flush - t_evt)
                app_frame_s.append(e["frames"][-1][0] - t_evt)
                cpu.append((e["last_frame_cpu"] or 0) - e["cpu_at_event"])
                nfr.append(len(e["frames"]))
            if cur != START:
                tmux(["resize-window", "-t", sess, "-x", str(START[0]), "-y", str(START[1])])
                e, pos = wait_event(logp, pos, "settled")
                cur = START
            out["scenarios"][name] = {
                "total_cmd_to_flush_s": summarize(tot),
                "total_cmd_to_first_frame_flush_s": summarize(tot1),
                "app_signal_to_first_frame_flush_s": summarize(app1_s),
                "cpu_s": summarize(cpu),
                "tmux_cmd_s": summarize(cmd_s),
                "app_signal_to_flush_s": summarize(app_s),
                "app_signal_to_frame_s": summarize(app_frame_s),
                "frames_per_resize": summarize(nfr),
                "bad_panes": bad,
            }
    finally:
        try:
            tmux(["kill-session", "-t", sess])
        except subprocess.CalledProcessError:
            pass
        try:
            os.unlink(logp)
        except OSError:
            pass
    return out


# ----------------------------------------------------------------------------


def report(out: dict) -> None:
    ms = lambda x: f"{1000 * x:8.2f}"  # noqa: E731
    print(f"textual {out['textual']}  N={out['n']}  layout={out['layout']}  mode={out['mode']}")
    if out["mode"] == "headless":
        print(f"  startup: first complete frame {ms(out['startup_first_frame_s'])} ms "
              f"(cpu {ms(out['startup_first_frame_cpu_s'])} ms; import textual {ms(out['import_s'])} ms)")
        for name, s in out["scenarios"].items():
            print(f"  resize {name} {s['sizes'][0]}<->{s['sizes'][1]} (medians of {s['latency_s']['n']}):"
                  f" settled {ms(s['latency_s']['median'])} ms (cpu {ms(s['cpu_s']['median'])})"
                  f" first-frame {ms(s['first_frame_latency_s']['median'])} ms (cpu {ms(s['first_frame_cpu_s']['median'])})"
                  f" reflow {ms(s['reflow_s']['median'])} paint {ms(s['paint_s']['median'])}"
                  f" [settled min {ms(s['latency_s']['min'])} max {ms(s['latency_s']['max'])}]"
                  f" frames {s['frames_per_resize']['median']:.0f} bytes {s['bytes_per_resize']['median']:.0f}"
                  f" distinct {s['distinct_frames_from_first_full']['max']}")
    else:
        print(f"  startup: spawn->first frame {ms(out['startup_spawn_to_first_frame_s'])} ms  "
              f"in-app {ms(out['startup_in_app_first_frame_s'])} ms  in_band={out['in_band_resize']}")
        for name, s in out["scenarios"].items():
            print(f"  resize {name} (medians of {s['tmux_cmd_s']['n']}): cmd->last flush "
                  f"{ms(s['total_cmd_to_flush_s']['median'])} ms  cmd->first full frame flushed "
                  f"{ms(s['total_cmd_to_first_frame_flush_s']['median'])} ms  tmux cmd {ms(s['tmux_cmd_s']['median'])} ms"
                  f"  SIGWINCH->last flush {ms(s['app_signal_to_flush_s']['median'])} ms  SIGWINCH->first frame flushed "
                  f"{ms(s['app_signal_to_first_frame_flush_s']['median'])} ms  cpu {ms(s['cpu_s']['median'])} ms"
                  f"  frames {s['frames_per_resize']['median']:.0f}  bad panes {s['bad_panes']}")


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("n", type=int, help="number of cells (multiple of 10)")
    p.add_argument("--layout", choices=["fill", "fixed3"], default="fill")
    p.add_argument("--steps", type=int, default=20, help="measured resizes per scenario")
    p.add_argument("--warmup", type=int, default=4, help="unmeasured resizes per scenario")
    p.add_argument("--only", default="", help="scenarios to run, e.g. 'A' (default: AB)")
    p.add_argument("--no-serialize", action="store_true",
                   help="headless: skip building the ANSI byte stream (Textual's default headless behaviour)")
    p.add_argument("--json", help="write results as JSON to this file")
    p.add_argument("--verbose", action="store_true", help="print regions before/after the first resizes")
    p.add_argument("--tmux", action="store_true", help="real terminal run under tmux")
    p.add_argument("--tmux-app", help=argparse.SUPPRESS)
    args = p.parse_args()
    if args.n % COLS:
        p.error("N must be a multiple of 10")
    if args.tmux_app:
        tmux_app(args)
        return
    load0 = os.getloadavg()
    out = tmux_controller(args) if args.tmux else asyncio.run(headless(args))
    out["loadavg_before_after"] = [load0, os.getloadavg()]
    out["argv"] = sys.argv[1:]
    report(out)
    if args.json:
        with open(args.json, "w") as f:
            json.dump(out, f, indent=1)


if __name__ == "__main__":
    main()
