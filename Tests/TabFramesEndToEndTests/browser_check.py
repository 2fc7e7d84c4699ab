#!/usr/bin/env python3
"""TabFrames' animated outputs in a real browser: headless Chromium, driven over its DevTools pipe
(file descriptors 3 and 4, so no websocket library is needed). Prints one JSON document; the Swift
tests assert on it.

  browser_check.py apng BROWSER FOLDER NAME FPS
      Chromium's own APNG decoder (WebCodecs' ImageDecoder) decodes NAME.apng; every frame, repeated
      for its delay, must be the PNG frame of that time, byte for byte (SHA-256 of the RGBA pixels).

  browser_check.py seek BROWSER SVG FRAMES FPS [SVG FRAMES FPS ...]
      Every animated SVG is seeked to the middle of every frame, k + 0.5 frames, with SMIL's
      setCurrentTime on a paused inline copy (an SVG that loops: once more a whole loop later), and
      screenshot; each picture is compared with its PNG frame and with the frames just before and
      after it. Copies are laid out on a few large pages, one screenshot each.
"""
import base64, hashlib, json, os, re, subprocess, sys, tempfile
from PIL import Image, ImageChops


class Browser:
    def __init__(self, path):
        to_browser, commands = os.pipe()
        replies, from_browser = os.pipe()

        def wire():
            # Copies first: either end may itself be 3 or 4.
            read, write = os.dup(to_browser), os.dup(from_browser)
            os.dup2(read, 3)
            os.dup2(write, 4)

        self.process = subprocess.Popen(
            [path, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--remote-debugging-pipe",
             "--force-device-scale-factor=1", "about:blank"],
            pass_fds=(3, 4), preexec_fn=wire, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        os.close(to_browser)
        os.close(from_browser)
        self.commands, self.replies = commands, replies
        self.next_id, self.pending, self.events = 0, b"", []
        target = self.call("Target.createTarget", {"url": "about:blank"})["targetId"]
        self.session = self.call("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
        self.call("Page.enable", session=True)

    def message(self):
        while b"\0" not in self.pending:
            chunk = os.read(self.replies, 1 << 20)
            if not chunk:
                raise RuntimeError("the browser closed its pipe")
            self.pending += chunk
        line, self.pending = self.pending.split(b"\0", 1)
        return json.loads(line)

    def call(self, method, params=None, session=False):
        self.next_id += 1
        request = {"id": self.next_id, "method": method, "params": params or {}}
        if session:
            request["sessionId"] = self.session
        data = json.dumps(request).encode() + b"\0"
        while data:
            data = data[os.write(self.commands, data):]
        while True:
            m = self.message()
            if m.get("id") == self.next_id:
                if "error" in m:
                    raise RuntimeError(f"{method}: {m['error']}")
                return m["result"]
            self.events.append(m.get("method"))

    def open(self, url):
        self.events = []
        self.call("Page.navigate", {"url": url}, session=True)
        while "Page.loadEventFired" not in self.events:
            self.events.append(self.message().get("method"))

    def evaluate(self, expression):
        r = self.call("Runtime.evaluate", {"expression": expression, "awaitPromise": True, "returnByValue": True}, session=True)
        if "exceptionDetails" in r:
            raise RuntimeError(json.dumps(r["exceptionDetails"]))
        return r["result"]["value"]

    def screenshot(self, width, height):
        self.call("Emulation.setDeviceMetricsOverride", {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": False},
                  session=True)
        shot = self.call("Page.captureScreenshot", {"format": "png", "optimizeForSpeed": True, "clip": {"x": 0, "y": 0, "width": width, "height": height, "scale": 1}},
                         session=True)
        path = tempfile.mktemp(suffix=".png")
        with open(path, "wb") as out:
            out.write(base64.b64decode(shot["data"]))
        image = Image.open(path).convert("RGB")
        os.remove(path)
        return image

    def close(self):
        try:
            self.call("Browser.close")
        except RuntimeError:
            pass
        self.process.wait()


def png_frames(folder):
    names = sorted(n for n in os.listdir(folder) if n.endswith(".png"))
    return [Image.open(os.path.join(folder, n)) for n in names]


def check_apng(browser, folder, name, fps):
    work = tempfile.mkdtemp(prefix="tabframes-apng-")
    page = os.path.join(work, "decode.html")
    with open(page, "w") as out:
        out.write("<!doctype html><title>decode</title>\n")
    browser.open("file://" + page)
    data = base64.b64encode(open(os.path.join(folder, name + ".apng"), "rb").read()).decode()
    frames = browser.evaluate("""(async () => {
      const bytes = Uint8Array.from(atob('%s'), c => c.charCodeAt(0));
      const decoder = new ImageDecoder({data: bytes, type: 'image/png'});
      await decoder.tracks.ready;
      const count = decoder.tracks.selectedTrack.frameCount;
      const out = [];
      for (let i = 0; i < count; i++) {
        const {image} = await decoder.decode({frameIndex: i});
        const canvas = new OffscreenCanvas(image.displayWidth, image.displayHeight);
        const context = canvas.getContext('2d', {willReadFrequently: true});
        context.drawImage(image, 0, 0);
        const pixels = context.getImageData(0, 0, canvas.width, canvas.height).data;
        const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', pixels));
        out.push([Array.from(digest, b => b.toString(16).padStart(2, '0')).join(''), image.duration / 1000]);
        image.close();
      }
      return out;
    })()""" % data)
    os.remove(page)
    os.rmdir(work)
    expected = [hashlib.sha256(f.convert("RGBA").tobytes()).hexdigest() for f in png_frames(os.path.join(folder, name + "-frames"))]
    expanded = []
    for digest, ms in frames:
        expanded += [digest] * round(ms * fps / 1000)
    return {"frames": len(frames), "pngFrames": len(expected), "expanded": len(expanded),
            "mismatches": sum(1 for a, b in zip(expanded, expected) if a != b), "totalMs": sum(ms for _, ms in frames)}


def block_share(a, b, tolerance=24):
    """Share of 3 x 3 blocks whose average differs by more than `tolerance` in a channel, given
    the two pictures' blocks (`Image.reduce(3)`)."""
    d = ImageChops.difference(a, b)
    worst = ImageChops.lighter(ImageChops.lighter(d.getchannel(0), d.getchannel(1)), d.getchannel(2))
    return sum(worst.histogram()[tolerance + 1:]) / max(1, worst.width * worst.height)


def check_seek(browser, jobs, page_side=4096):
    cells, pngs, blocks, digests = [], [], [], []
    for j, (svg_path, frames, fps) in enumerate(jobs):
        svg = re.sub(r"^<\?xml[^>]*>\s*", "", open(svg_path, encoding="utf-8").read())
        pngs.append([f.convert("RGB") for f in png_frames(frames)])
        blocks.append([f.reduce(3) for f in pngs[j]])
        digests.append([hashlib.sha256(f.tobytes()).digest() for f in pngs[j]])
        loops = 'repeatCount="indefinite"' in svg
        for k in range(len(pngs[j])):
            cells.append((j, k, (k + 0.5) / fps, svg))
            if loops:
                cells.append((j, k, (len(pngs[j]) + k + 0.5) / fps, svg))
    # Shelf packing, left to right and top to bottom, pages at most page_side square.
    pages, page, x, y, row = [], [], 0, 0, 0
    for cell in cells:
        w, h = pngs[cell[0]][0].size
        if x + w > page_side:
            x, y, row = 0, y + row, 0
        if y + h > page_side and page:
            pages.append(page)
            page, x, y, row = [], 0, 0, 0
        page.append((cell, x, y))
        x, row = x + w, max(row, h)
    if page:
        pages.append(page)
    results = [{"frames": len(p), "seeks": sum(1 for c in cells if c[0] == j), "worst": 0.0, "worstTime": 0.0, "wrong": []}
               for j, p in enumerate(pngs)]
    work = tempfile.mkdtemp(prefix="tabframes-seek-")
    for p, page in enumerate(pages):
        copies = []
        for n, ((j, k, t, svg), x, y) in enumerate(page):
            # Ids made unique per copy (the writer's outline ids are o0, o1, …).
            copy = svg.replace('id="o', f'id="c{n}-o').replace('href="#o', f'href="#c{n}-o')
            copies.append(copy.replace("<svg ", f'<svg data-t="{t!r}" style="position:absolute;left:{x}px;top:{y}px" ', 1))
        html = os.path.join(work, f"page{p}.html")
        with open(html, "w", encoding="utf-8") as out:
            out.write('<!doctype html><html><body style="margin:0">\n' + "\n".join(copies) +
                      '\n<script>for (const s of document.querySelectorAll("svg[data-t]")) '
                      # A nested <svg> (a clip viewport) keeps a timeline of its own in Chromium's
                      # inline SVG: it is paused and seeked with its document.
                      "{ for (const n of [s, ...s.querySelectorAll('svg')]) { n.pauseAnimations(); n.setCurrentTime(+s.dataset.t); } }"
                      "</script></body></html>\n")
        browser.open("file://" + html)
        width = max(x + pngs[j][0].width for (j, _, _, _), x, _ in page)
        height = max(y + pngs[j][0].height for (j, _, _, _), _, y in page)
        shot = browser.screenshot(width, height)
        for (j, k, t, _), x, y in page:
            frames = pngs[j]
            seen = shot.crop((x, y, x + frames[k].width, y + frames[k].height)).reduce(3)
            share = block_share(seen, blocks[j][k])
            r = results[j]
            if share > r["worst"]:
                r["worst"], r["worstTime"] = share, t
            for other in (k - 1, k + 1):
                if 0 <= other < len(frames) and digests[j][other] != digests[j][k]:
                    if block_share(seen, blocks[j][other]) + 0.002 < share:
                        r["wrong"].append({"time": t, "frame": k, "closer": other})
        os.remove(html)
    os.rmdir(work)
    return results


def main():
    mode, path = sys.argv[1], sys.argv[2]
    browser = Browser(path)
    try:
        if mode == "apng":
            folder, name, fps = sys.argv[3], sys.argv[4], int(sys.argv[5])
            print(json.dumps(check_apng(browser, folder, name, fps)))
        else:
            args = sys.argv[3:]
            print(json.dumps(check_seek(browser, [(args[i], args[i + 1], int(args[i + 2])) for i in range(0, len(args), 3)])))
    finally:
        browser.close()


main()
