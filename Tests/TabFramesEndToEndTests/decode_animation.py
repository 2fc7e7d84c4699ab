#!/usr/bin/env python3
"""Decodes TabFrames' APNG and GIF and compares them with the PNG frames of the same render.
Prints one JSON object; the Swift test asserts on it.

The GIF is decoded by Pillow. The APNG by the decoder below, written from the APNG specification
with Python's zlib and Pillow's compositing: Debian's Pillow 9.4 ignores the transparent colour
(tRNS) of an RGB APNG when it blends a frame OVER the one before (fixed in Pillow 9.5, pull
request 7018), and TabFrames' opaque APNGs use exactly that. Chromium's own decoder checks the
same files in browser_check.py."""
import glob, json, struct, sys, zlib
from PIL import Image, ImageChops, ImageSequence


def decode_apng(path):
    """(frames as RGBA images, delays in ms, plays) of an APNG, composited as the specification
    says: each frame's rectangle disposed (NONE, BACKGROUND, PREVIOUS) and blended (SOURCE, OVER)."""
    data = open(path, "rb").read()
    assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
    at, chunks = 8, []
    while at < len(data):
        length, kind = struct.unpack(">I4s", data[at:at + 8])
        body = data[at + 8:at + 8 + length]
        assert zlib.crc32(kind + body) == struct.unpack(">I", data[at + 8 + length:at + 12 + length])[0], f"{kind} CRC"
        chunks.append((kind.decode(), body))
        at += 12 + length
    width, height, depth, colour, _, _, interlace = struct.unpack(">IIBBBBB", chunks[0][1])
    assert chunks[0][0] == "IHDR" and depth == 8 and colour in (2, 6) and interlace == 0, "TabFrames writes 8-bit RGB(A)"
    channels = 3 if colour == 2 else 4
    key = None
    plays = None
    controls = []  # (fcTL fields, compressed data)
    for kind, body in chunks:
        if kind == "tRNS":
            assert colour == 2 and len(body) == 6, "tRNS of an RGB image: one colour"
            key = struct.unpack(">HHH", body)
        elif kind == "acTL":
            plays = struct.unpack(">II", body)[1]
        elif kind == "fcTL":
            controls.append([struct.unpack(">IIIIIHHBB", body), b""])
        elif kind == "IDAT" and controls:
            controls[-1][1] += body
        elif kind == "fdAT":
            controls[-1][1] += body[4:]
    canvas = Image.new("RGBA", (width, height), (0, 0, 0, 0))
    frames, delays = [], []
    for (_, w, h, x, y, num, den, dispose, blend), compressed in controls:
        raw = zlib.decompress(compressed)
        stride = w * channels + 1
        assert len(raw) == stride * h
        assert all(raw[r * stride] == 0 for r in range(h)), "TabFrames writes filter None only"
        pixels = b"".join(raw[r * stride + 1:(r + 1) * stride] for r in range(h))
        region = Image.frombytes("RGB" if channels == 3 else "RGBA", (w, h), pixels)
        if channels == 3:
            # The transparent colour: alpha 0 where a pixel is exactly the key, else 255.
            mask = Image.new("L", (w, h), 255)
            if key is not None:
                d = ImageChops.difference(region, Image.new("RGB", (w, h), tuple(v & 0xFF for v in key)))
                mask = ImageChops.lighter(ImageChops.lighter(d.getchannel(0), d.getchannel(1)), d.getchannel(2))
                mask = mask.point(lambda v: 255 if v else 0)
            region = region.convert("RGBA")
            region.putalpha(mask)
        before = canvas.copy()
        if blend == 0:  # SOURCE: the rectangle replaced, alpha and all
            canvas.paste(region, (x, y))
        else:  # OVER: exact for alpha 0 and 255, the only ones checked here
            alphas = set(region.getchannel("A").getdata())
            assert alphas <= {0, 255}, "OVER with partial alpha is not checked exactly here"
            canvas.paste(region, (x, y), region.getchannel("A"))
        frames.append(canvas.copy())
        delays.append(1000 * num / (den or 100))
        if dispose == 1:
            canvas.paste(Image.new("RGBA", (w, h), (0, 0, 0, 0)), (x, y))
        elif dispose == 2:
            canvas = before
    return frames, delays, plays


folder, name, fps = sys.argv[1], sys.argv[2], int(sys.argv[3])
pngs = [Image.open(p).convert("RGBA").tobytes() for p in sorted(glob.glob(f"{folder}/{name}-frames/*.png"))]
apng_frames, durations, apng_plays = decode_apng(f"{folder}/{name}.apng")
expanded = []
for frame, delay in zip(apng_frames, durations):
    expanded += [frame.tobytes()] * round(delay * fps / 1000)
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
    "apngFrames": len(apng_frames),
    "apngLoop": apng_plays,
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
