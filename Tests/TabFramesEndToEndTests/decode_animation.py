#!/usr/bin/env python3
"""Decodes TabFrames' APNG and GIF with Pillow (an independent decoder) and compares them with
the PNG frames of the same render. Prints one JSON object; the Swift test asserts on it."""
import glob, json, sys
from PIL import Image, ImageChops, ImageSequence

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
# Every GIF frame against the PNG frames of its start time (it may stand for the frame just after a
# dropped one): the share of pixels off by more than the palette allows, and alpha mismatches.
png_images = [Image.open(p).convert("RGBA") for p in sorted(glob.glob(f"{folder}/{name}-frames/*.png"))]


def mismatch(a, b):
    """(share of pixels differing beyond the palette's rounding, count of alpha mismatches),
    with Pillow's C operations: a pixel differs when both are opaque and a channel is off by > 32."""
    opaque_a = a.getchannel("A").point(lambda v: 255 if v >= 128 else 0)
    opaque_b = b.getchannel("A").point(lambda v: 255 if v >= 128 else 0)
    alpha = ImageChops.difference(opaque_a, opaque_b).histogram()[255]
    diff = ImageChops.difference(a.convert("RGB"), b.convert("RGB"))
    worst = ImageChops.lighter(ImageChops.lighter(diff.getchannel(0), diff.getchannel(1)), diff.getchannel(2))
    off = ImageChops.multiply(worst.point(lambda v: 255 if v > 32 else 0), ImageChops.multiply(opaque_a, opaque_b))
    return (off.histogram()[255] + alpha) / (a.width * a.height), alpha


start, worst_share, alpha_mismatches = 0, 0.0, 0
for delay, frame in gif_frames:
    first = round(start * fps / 1000)
    best = min(mismatch(frame, png_images[i]) for i in range(max(0, first - 1), min(len(png_images), first + 3)))
    worst_share = max(worst_share, best[0])
    alpha_mismatches += best[1]
    start += delay
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
    "gifWorstFrameShare": worst_share,
    "gifAlphaMismatches": alpha_mismatches,
}))
