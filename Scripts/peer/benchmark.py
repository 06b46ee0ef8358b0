"""Side-by-side benchmark: mockup against headless Chromium on the same transition.

The transition is the push from the "Most E-Mailed" list to the article in
Fixtures/scenes/nyt-bars.yaml (step 2), which nyt-push.html reproduces with CSS
transitions. Both sides write one PNG file per frame at device scale 2 and 30
frames a second.

- mockup: `mockup animate Fixtures/scenes/nyt-bars.yaml --format frames`, the
  whole process (startup, every step of the scene, PNG files), best wall time
  of --runs, divided by the number of PNG files it wrote.
- Chromium (the system's, driven by Playwright over the DevTools protocol):
  launched once, the page loaded once per run (neither is timed: this favours
  the browser), then timed from the class toggle that starts the push to the
  last screenshot file written, best of --runs, divided by the frame count
  (the same as mockup's push step).

Virtual time. The page's clock never runs on its own: the DevTools protocol's
Emulation.setVirtualTimePolicy pauses it before the push starts, and before
each frame after the first it is advanced by exactly 1/30 s (policy "advance"
with that budget, waiting for Emulation.virtualTimeBudgetExpired). Two things
needed more than that, found by trying:

- Screenshots hang (Page.captureScreenshot never returns, after a few frames)
  while virtual time is paused, unless Chromium runs with
  --run-all-compositor-stages-before-draw, which makes every screenshot draw a
  complete frame on demand. The benchmark launches Chromium with it.
- CSS transitions do not follow virtual time: the document timeline takes its
  time from the compositor's frames, which tick in 60 Hz steps of their own,
  and in trials each 33.3 ms of virtual time moved the transitions by 50 to
  100 ms (on this page the push was over by the fourth frame).
  So every transition is paused when the push starts (document.getAnimations())
  and before each screenshot set to the frame's time, k/30 s (at most the
  transition's 0.35 s, as mockup's last frame). The page's virtual clock reads
  the same time: the script checks performance.now() against it every frame.

Run from the repo root, after Scripts/peer/setup.sh:
    .build/peer-venv/bin/python Scripts/peer/benchmark.py [--runs 5] [--min-ratio R] [--keep DIR]
"""

import argparse
import asyncio
import math
import os
import re
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
HERE = Path(__file__).resolve().parent
PAGE = HERE / "nyt-push.html"
REQUIREMENTS = HERE / "requirements.txt"
VENV = REPO / ".build" / "peer-venv"
SCENE = "Fixtures/scenes/nyt-bars.yaml"
SCENE_NAME = "nyt-bars"
PUSH_STEP = 2  # steps: 0 the initial state, 1 selectRow, 2 push: article
FPS = 30
PUSH_MS = 350.0  # the page's push, as mockup's classic push: 0.35 s
TRANSITIONS = 12  # the CSS transitions the page's push starts
SCALE = 2
VIEWPORT = {"width": 320, "height": 480}
CHROMIUM = ["/usr/lib/chromium/chromium", "/usr/bin/chromium"]  # the real binary first, then Debian's wrapper
CHROMIUM_ARGS = ["--run-all-compositor-stages-before-draw"]

# Starts the push, pauses every transition it started and notes the virtual clock.
TRIGGER = """() => {
    document.documentElement.classList.add('pushed');
    window.pushTransitions = document.getAnimations();
    for (const a of window.pushTransitions) a.pause();
    window.pushStart = performance.now();
    return window.pushTransitions.length;
}"""
# Sets every transition to `t` milliseconds and reads the virtual clock.
SEEK = """(t) => {
    for (const a of window.pushTransitions) a.currentTime = t;
    return performance.now() - window.pushStart;
}"""


def fail(message):
    print(f"benchmark.py: {message}", file=sys.stderr)
    sys.exit(2)


def pinned_playwright():
    """The version requirements.txt pins."""
    match = re.search(r"^playwright==(\S+)", REQUIREMENTS.read_text(), re.M)
    return match.group(1) if match else None


def check_playwright():
    """The installed Playwright's version; exits with advice when it is missing or not the pinned one."""
    from importlib import metadata
    setup = f"run Scripts/peer/setup.sh, then {os.path.relpath(VENV, Path.cwd())}/bin/python {os.path.relpath(__file__, Path.cwd())}"
    try:
        version = metadata.version("playwright")
    except metadata.PackageNotFoundError:
        fail(f"Playwright is not installed for {sys.executable}: {setup}")
    if version != pinned_playwright():
        fail(f"Playwright {version} is installed, requirements.txt pins {pinned_playwright()}: {setup}")
    return version


def find_chromium(given):
    candidates = [given] if given else CHROMIUM
    for path in candidates:
        if os.path.isfile(path) and os.access(path, os.X_OK):
            return path
    fail(f"Chromium not found at {' or '.join(candidates)}: apt-get install chromium (Playwright's own browsers are not used)")


def png_size(path):
    with open(path, "rb") as f:
        header = f.read(24)
    return int.from_bytes(header[16:20], "big"), int.from_bytes(header[20:24], "big")


def time_mockup(mockup, runs):
    """Best wall time of `mockup animate ... --format frames` over `runs`, the PNG files it
    wrote and how many of them are the push step's."""
    best, files, push_frames = math.inf, 0, 0
    for _ in range(runs):
        with tempfile.TemporaryDirectory(prefix="peer-mockup-") as out:
            command = [mockup, "animate", SCENE, "--format", "frames", "-o", out, "--quiet"]
            start = time.perf_counter()
            result = subprocess.run(command, cwd=REPO, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
            elapsed = time.perf_counter() - start
            if result.returncode != 0:
                fail(f"{' '.join(command)} failed ({result.returncode}):\n{result.stderr}")
            pngs = sorted(Path(out).rglob("*.png"))
            push = sorted((Path(out) / SCENE_NAME / f"{PUSH_STEP:02}").glob("*.png"))
            if not push:
                fail(f"mockup wrote no frames for step {PUSH_STEP} of {SCENE}")
            if png_size(push[0]) != (VIEWPORT["width"] * SCALE, VIEWPORT["height"] * SCALE):
                fail(f"mockup's frames are {png_size(push[0])}, not {SCALE}x of {VIEWPORT}")
            best, files, push_frames = min(best, elapsed), len(pngs), len(push)
    return best, files, push_frames


async def advance_virtual_time(cdp, ms):
    """Lets the page's virtual clock run `ms` milliseconds, then pauses it again."""
    expired = asyncio.get_running_loop().create_future()
    cdp.once("Emulation.virtualTimeBudgetExpired", lambda _: expired.done() or expired.set_result(None))
    await cdp.send("Emulation.setVirtualTimePolicy", {"policy": "advance", "budget": ms})
    await asyncio.wait_for(expired, timeout=30)


async def step_push(context, frames, out):
    """Loads the page, then steps its push frame by frame in virtual time, one screenshot
    a frame into `out`. Returns the seconds from the trigger to the last file written."""
    page = await context.new_page()
    await page.goto(PAGE.as_uri())
    await page.evaluate("document.fonts.ready.then(() => true)")
    cdp = await context.new_cdp_session(page)
    await cdp.send("Emulation.setVirtualTimePolicy", {"policy": "pause"})
    frame_ms = 1000.0 / FPS
    clock = []

    start = time.perf_counter()
    started = await page.evaluate(TRIGGER)
    for k in range(frames):
        if k:
            await advance_virtual_time(cdp, frame_ms)
        clock.append(await page.evaluate(SEEK, min(k * frame_ms, PUSH_MS)))
        await page.screenshot(path=str(out / f"{k:03}.png"))
    elapsed = time.perf_counter() - start

    await cdp.detach()
    await page.close()
    if started != TRANSITIONS:
        fail(f"the push started {started} transitions in {PAGE.name}, not {TRANSITIONS}")
    for k, ms in enumerate(clock):
        if abs(ms - k * frame_ms) > 0.5:
            fail(f"frame {k}: the page's virtual clock read {ms:.2f} ms, not {k * frame_ms:.2f}")
    return elapsed


async def time_chromium(executable, frames, runs, keep):
    """Chromium's version and its best time stepping the push over `runs`."""
    from playwright.async_api import async_playwright

    async with async_playwright() as playwright:
        try:
            browser = await playwright.chromium.launch(executable_path=executable, headless=True, args=CHROMIUM_ARGS)
        except Exception as error:  # Playwright reports a failed launch as a plain Error
            fail(f"could not launch {executable}: {str(error).splitlines()[0]}")
        try:
            context = await browser.new_context(viewport=VIEWPORT, device_scale_factor=SCALE)
            best = math.inf
            for _ in range(runs):
                with tempfile.TemporaryDirectory(prefix="peer-chromium-") as temp:
                    out = Path(keep) if keep else Path(temp)
                    out.mkdir(parents=True, exist_ok=True)
                    for old in out.glob("[0-9][0-9][0-9].png"):
                        old.unlink()
                    best = min(best, await step_push(context, frames, out))
                    written = sorted(out.glob("[0-9][0-9][0-9].png"))
                    size = png_size(written[0]) if written else None
                    if len(written) != frames or size != (VIEWPORT["width"] * SCALE, VIEWPORT["height"] * SCALE):
                        fail(f"Chromium wrote {len(written)} frames of {size}, not {frames} of {SCALE}x {VIEWPORT}")
            return browser.version, best
        finally:
            await browser.close()


def main():
    parser = argparse.ArgumentParser(description="mockup against headless Chromium on nyt-bars' push, ms a frame.")
    parser.add_argument("--mockup", default=str(REPO / ".build" / "release" / "mockup"),
                        help="the mockup binary (default: .build/release/mockup)")
    parser.add_argument("--runs", type=int, default=5, help="runs of each side, the best counts (default: %(default)s)")
    parser.add_argument("--min-ratio", type=float, help="exit 1 when chromium / mockup is below this")
    parser.add_argument("--keep", metavar="DIR", help="write Chromium's frames to DIR (NNN.png) instead of a temp folder")
    parser.add_argument("--chromium", metavar="PATH", help=f"the Chromium binary (default: the first of {', '.join(CHROMIUM)})")
    args = parser.parse_args()
    if args.runs < 1:
        parser.error("--runs must be at least 1")

    playwright_version = check_playwright()
    chromium = find_chromium(args.chromium)
    mockup = Path(args.mockup).resolve()
    if not (mockup.is_file() and os.access(mockup, os.X_OK)):
        fail(f"no mockup binary at {args.mockup}: build one with `swift build -c release`")

    mockup_s, mockup_files, frames = time_mockup(str(mockup), args.runs)
    expected = math.ceil(PUSH_MS * FPS / 1000 - 1e-9) + 1
    if frames != expected:
        fail(f"mockup's push has {frames} frames; {PAGE.name}'s lasts {PUSH_MS:g} ms ({expected} frames at {FPS} fps)")
    version, chromium_s = asyncio.run(time_chromium(chromium, frames, args.runs, args.keep))

    chromium_ms = chromium_s * 1000 / frames
    mockup_ms = mockup_s * 1000 / mockup_files
    ratio = chromium_ms / mockup_ms
    print(f"chromium  {version} via playwright {playwright_version}: nyt push, {frames} frames at {SCALE}x: "
          f"{chromium_ms:5.1f} ms a frame (stepping and screenshots; launch and page load excluded)")
    print(f"mockup    animate --format frames {SCENE_NAME}: {mockup_files} frames at {SCALE}x: "
          f"{mockup_ms:5.1f} ms a frame (whole process)")
    print(f"ratio     {ratio:.1f} (chromium / mockup)")
    if args.min_ratio is not None and ratio < args.min_ratio:
        sys.exit(1)


if __name__ == "__main__":
    main()
