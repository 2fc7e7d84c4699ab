#!/usr/bin/env python3
"""Decodes TabFrames' APNG and GIF with Pillow (an independent decoder) and compares them with
the PNG frames of the same render. Prints one JSON object; the Swift test asserts on it."""
import glob, json, sys
from PIL import Image, ImageSequence

folder, name, fps = sys.argv[1], sys.argv[2], int(sys.argv[3])
pngs = [Image.open(p).convert("RGBA").tobytes() for p in sorted(glob.glob(f"{folder}/{name}-frames/*.png"))]
apng = Image.open(f"{folder}/{name}.apng")
expanded, durations = [], []
for frame in ImageSequence.Iterator(apng):
    steps = frame.info["duration"] * fps / 1000
    durations.append(frame.info["duration"])
    expanded += [frame.convert("RGBA").tobytes()] * round(steps)
gif = Image.open(f"{folder}/{name}.gif")
gif_frames = [(f.info.get("duration", 0), f.convert("RGBA")) for f in ImageSequence.Iterator(gif)]
# The GIF's last frame against the last PNG frame, per channel (a palette may round colours).
last_png = Image.open(sorted(glob.glob(f"{folder}/{name}-frames/*.png"))[-1]).convert("RGBA")
worst = max(abs(a - b) for p, q in zip(last_png.getdata(), gif_frames[-1][1].getdata()) for a, b in zip(p, q))
print(json.dumps({
    "pngFrames": len(pngs),
    "apngFrames": apng.n_frames,
    "apngLoop": apng.info.get("loop"),
    "apngExpanded": len(expanded),
    "apngMismatches": sum(1 for a, b in zip(pngs, expanded) if a != b),
    "apngTotalMs": sum(durations),
    "gifFrames": len(gif_frames),
    "gifTotalMs": sum(d for d, _ in gif_frames),
    "gifMinDelayMs": min(d for d, _ in gif_frames),
    "gifLoop": gif.info.get("loop"),
    "gifLastFrameWorstChannel": worst,
}))
