# Turns a TabFrames layout dump (`tabframes render … --format layout`) into the frames file that
# render.c reads (its header comment describes the format). Run once, before any timing:
#   jq -r --arg background FFFFFFFF -f frames.jq NAME.layout.json > frames.txt
# Only what render.c draws is accepted: rectangles without corner radius and text, at scale 1.
def hex: ltrimstr("#");
def weight: {"ultraLight": 200, "thin": 100, "light": 300, "regular": 400, "medium": 500,
             "semibold": 600, "bold": 700, "heavy": 800, "black": 900}[.]
            // error("unknown font weight \(.)");
([.frames[].elements[] | select(.kind == "text") | .text]
  | reduce .[] as $t ([]; if index([$t]) then . else . + [$t] end)) as $texts
| ([.frames[].elements[] | select(.kind == "text") | .font] | unique) as $fonts
| if ($fonts | length) != 1 then error("render.c draws one font; the dump has \($fonts)") else . end
| ($fonts[0] | split(" ")) as $words
# "FAMILY WEIGHT SIZE", then "tracking T" for the system font's tracking.
| ($words | index(["tracking"])) as $t
| (if $t then $words[:$t] else $words end) as $font
| (if $t then " \($words[$t + 1])" else "" end) as $tracking
| "size \(.width) \(.height) \(.scale)",
  "background \($background)",
  "font \($font[:-2] | join(" ")) \($font[-2] | weight) \($font[-1])\($tracking)",
  ($texts | to_entries[] | "text \(.key) \(.value)"),
  "frames \(.frames | length)",
  (.frames[] | "f", (.elements[]
    | if .scale != 1 then error("\(.id): scale \(.scale) is not drawn by render.c")
      elif .kind == "rect" then
        if .cornerRadius != 0 then error("\(.id): corner radius is not drawn by render.c")
        else "r \(.frame | map(tostring) | join(" ")) \(.fill | hex) \(.opacity)" end
      elif .kind == "text" then
        .text as $t | "t \($texts | index([$t])) \(.frame[0]) \(.frame[1]) \(.color | hex) \(.opacity)"
      else error("\(.id): kind \(.kind) is not drawn by render.c") end))
