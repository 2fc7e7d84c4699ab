/*
 * The hand-written C reference for scripts/bench: draws the frames of a display list with cairo and
 * pangocairo, the fastest plain way a user would write it, single-threaded.
 *
 *   render png   FRAMES.txt OUTDIR   one PNG per frame, OUTDIR/0000.png…, cairo_surface_write_to_png
 *   render strip FRAMES.txt OUT.png  every frame on one tall surface, one cairo_surface_write_to_png
 *   render svg   FRAMES.txt OUTDIR   one SVG per frame through cairo's SVG surface (glyphs as paths)
 *   render compare A.png B.png…      pairs of PNGs: how many pixels differ, and by how much at most
 *
 * FRAMES.txt is what scripts/bench makes from a TabFrames layout dump before any timing starts, so
 * both programs draw the same display list (same rectangles, same colours, same text origins):
 *
 *   size W H SCALE            points and pixels per point
 *   background RRGGBBAA
 *   font FAMILY WEIGHT SIZE [TRACKING]   one font for every text (absolute size and letter
 *                             spacing in points; the system font's tracking, as TabFrames sets it)
 *   text K STRING…            the K-th text, shaped once into a PangoLayout and reused
 *   frames N
 *   f                         starts a frame; then, in drawing order:
 *   r X Y W H RRGGBBAA OPACITY   a filled rectangle
 *   t K X Y RRGGBBAA OPACITY     text K with its layout's top-left at X, Y
 *
 * Text is set up as TabFrames sets it up: a context of its own font map (not updated from the
 * cairo transform, so shaping happens at 1 unit = 1 point), hint style NONE, hint metrics OFF,
 * antialias GRAY, glyph positions not rounded. Opaque frames go on CAIRO_FORMAT_RGB24 surfaces,
 * which cairo writes as 8-bit RGB, as TabFrames does; translucent ones on ARGB32 (written RGBA).
 *
 * Build: cc -O2 render.c -o render $(pkg-config --cflags --libs pangocairo cairo-svg) -lm
 */
#include <cairo-svg.h>
#include <cairo.h>
#include <math.h>
#include <pango/pangocairo.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { MAX_TEXTS = 64 };

typedef struct {
  char kind; /* 'r' or 't' */
  int text;
  double x, y, w, h;
  double r, g, b, a;
} Item;

typedef struct {
  double width, height, scale;
  double bg[4];
  char family[128];
  int weight;
  double tracking;
  double size;
  char *texts[MAX_TEXTS];
  int text_count;
  int frame_count;
  int *first; /* first[i]..first[i+1] are frame i's items */
  Item *items;
  int item_count, item_capacity;
} Scene;

static void die(const char *what, const char *detail) {
  fprintf(stderr, "render: %s%s%s\n", what, detail ? ": " : "", detail ? detail : "");
  exit(1);
}

static void parse_color(const char *hex, double alpha, double out[4]) {
  unsigned r, g, b, a;
  if (strlen(hex) != 8 || sscanf(hex, "%2x%2x%2x%2x", &r, &g, &b, &a) != 4) die("bad colour", hex);
  out[0] = r / 255.0;
  out[1] = g / 255.0;
  out[2] = b / 255.0;
  out[3] = a / 255.0 * alpha;
}

static Item *push(Scene *s) {
  if (s->item_count == s->item_capacity) {
    s->item_capacity = s->item_capacity ? s->item_capacity * 2 : 1024;
    s->items = realloc(s->items, sizeof(Item) * (size_t)s->item_capacity);
    if (!s->items) die("out of memory", NULL);
  }
  return &s->items[s->item_count++];
}

static void load(Scene *s, const char *path) {
  FILE *f = fopen(path, "r");
  if (!f) die("cannot open", path);
  memset(s, 0, sizeof *s);
  char line[4096], hex[16];
  int frame = -1;
  while (fgets(line, sizeof line, f)) {
    line[strcspn(line, "\n")] = 0;
    double c[4];
    Item *it;
    int k, n;
    switch (line[0]) {
    case 's':
      if (sscanf(line, "size %lf %lf %lf", &s->width, &s->height, &s->scale) != 3) die("bad line", line);
      break;
    case 'b':
      if (sscanf(line, "background %15s", hex) != 1) die("bad line", line);
      parse_color(hex, 1, s->bg);
      break;
    case 't':
      if (strncmp(line, "text ", 5) == 0) {
        if (sscanf(line, "text %d %n", &k, &n) != 1 || k != s->text_count || k >= MAX_TEXTS) die("bad line", line);
        s->texts[s->text_count++] = strdup(line + n);
        break;
      }
      it = push(s);
      it->kind = 't';
      if (sscanf(line, "t %d %lf %lf %15s %lf", &it->text, &it->x, &it->y, hex, &c[3]) != 5 || it->text >= s->text_count)
        die("bad line", line);
      parse_color(hex, c[3], c);
      it->r = c[0], it->g = c[1], it->b = c[2], it->a = c[3];
      break;
    case 'r':
      it = push(s);
      it->kind = 'r';
      if (sscanf(line, "r %lf %lf %lf %lf %15s %lf", &it->x, &it->y, &it->w, &it->h, hex, &c[3]) != 6) die("bad line", line);
      parse_color(hex, c[3], c);
      it->r = c[0], it->g = c[1], it->b = c[2], it->a = c[3];
      break;
    case 'f':
      if (strncmp(line, "font ", 5) == 0) {
        s->tracking = 0;
        if (sscanf(line, "font %127s %d %lf %lf", s->family, &s->weight, &s->size, &s->tracking) < 3) die("bad line", line);
      } else if (strncmp(line, "frames ", 7) == 0) {
        if (sscanf(line, "frames %d", &s->frame_count) != 1 || s->frame_count < 1) die("bad line", line);
        s->first = calloc((size_t)s->frame_count + 1, sizeof(int));
      } else if (strcmp(line, "f") == 0) {
        if (!s->first || ++frame >= s->frame_count) die("more frames than announced", NULL);
        s->first[frame] = s->item_count;
      } else {
        die("bad line", line);
      }
      break;
    case 0:
      break;
    default:
      die("bad line", line);
    }
  }
  fclose(f);
  if (frame + 1 != s->frame_count) die("fewer frames than announced", path);
  s->first[s->frame_count] = s->item_count;
  if (s->width <= 0 || s->scale <= 0 || !s->family[0]) die("missing size or font", path);
}

/* One Pango context and one layout per text, made once and reused for every frame. */
typedef struct {
  PangoFontMap *map;
  PangoContext *context;
  PangoLayout *layouts[MAX_TEXTS];
} Text;

static void text_init(Text *t, const Scene *s) {
  t->map = pango_cairo_font_map_new();
  t->context = pango_font_map_create_context(t->map);
  cairo_font_options_t *o = cairo_font_options_create();
  cairo_font_options_set_hint_style(o, CAIRO_HINT_STYLE_NONE);
  cairo_font_options_set_hint_metrics(o, CAIRO_HINT_METRICS_OFF);
  cairo_font_options_set_antialias(o, CAIRO_ANTIALIAS_GRAY);
  pango_cairo_context_set_font_options(t->context, o);
  cairo_font_options_destroy(o);
  pango_context_set_round_glyph_positions(t->context, FALSE);
  PangoFontDescription *d = pango_font_description_new();
  pango_font_description_set_family(d, s->family);
  pango_font_description_set_weight(d, (PangoWeight)s->weight);
  pango_font_description_set_absolute_size(d, s->size * PANGO_SCALE);
  for (int k = 0; k < s->text_count; k++) {
    t->layouts[k] = pango_layout_new(t->context);
    pango_layout_set_font_description(t->layouts[k], d);
    pango_layout_set_text(t->layouts[k], s->texts[k], -1);
    if (s->tracking != 0) {
      PangoAttrList *a = pango_attr_list_new();
      pango_attr_list_insert(a, pango_attr_letter_spacing_new((int)lround(s->tracking * PANGO_SCALE)));
      pango_layout_set_attributes(t->layouts[k], a);
      pango_attr_list_unref(a);
    }
  }
  pango_font_description_free(d);
}

static void text_free(Text *t, const Scene *s) {
  for (int k = 0; k < s->text_count; k++) g_object_unref(t->layouts[k]);
  g_object_unref(t->context);
  g_object_unref(t->map);
}

/* Draws frame i in user units of points, the current transform mapping points to the output. */
static void draw_frame(cairo_t *cr, const Scene *s, const Text *t, int i) {
  cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE);
  cairo_set_source_rgba(cr, s->bg[0], s->bg[1], s->bg[2], s->bg[3]);
  cairo_rectangle(cr, 0, 0, s->width, s->height);
  cairo_fill(cr);
  cairo_set_operator(cr, CAIRO_OPERATOR_OVER);
  for (int j = s->first[i]; j < s->first[i + 1]; j++) {
    const Item *it = &s->items[j];
    if (it->a <= 0) continue;
    cairo_set_source_rgba(cr, it->r, it->g, it->b, it->a);
    if (it->kind == 'r') {
      cairo_rectangle(cr, it->x, it->y, it->w, it->h);
      cairo_fill(cr);
    } else {
      cairo_move_to(cr, it->x, it->y);
      pango_cairo_show_layout(cr, t->layouts[it->text]);
    }
  }
}

static int pixels(double points, double scale) { return (int)(points * scale + 0.999999); }

static cairo_format_t format_for(const Scene *s) { return s->bg[3] >= 1 ? CAIRO_FORMAT_RGB24 : CAIRO_FORMAT_ARGB32; }

static void check(cairo_status_t status, const char *what) {
  if (status != CAIRO_STATUS_SUCCESS) die(what, cairo_status_to_string(status));
}

static void render_png(const Scene *s, const char *dir) {
  Text t;
  text_init(&t, s);
  int w = pixels(s->width, s->scale), h = pixels(s->height, s->scale);
  cairo_surface_t *surface = cairo_image_surface_create(format_for(s), w, h);
  cairo_t *cr = cairo_create(surface);
  cairo_scale(cr, s->scale, s->scale);
  char path[4096];
  for (int i = 0; i < s->frame_count; i++) {
    draw_frame(cr, s, &t, i);
    snprintf(path, sizeof path, "%s/%04d.png", dir, i);
    check(cairo_surface_write_to_png(surface, path), path);
  }
  check(cairo_status(cr), "drawing");
  cairo_destroy(cr);
  cairo_surface_destroy(surface);
  text_free(&t, s);
}

static void render_strip(const Scene *s, const char *out) {
  Text t;
  text_init(&t, s);
  int w = pixels(s->width, s->scale), h = pixels(s->height, s->scale);
  cairo_surface_t *surface = cairo_image_surface_create(format_for(s), w, h * s->frame_count);
  check(cairo_surface_status(surface), "creating the strip surface");
  cairo_t *cr = cairo_create(surface);
  for (int i = 0; i < s->frame_count; i++) {
    cairo_save(cr);
    cairo_translate(cr, 0, (double)h * i);
    cairo_rectangle(cr, 0, 0, w, h); /* each frame stays in its own band */
    cairo_clip(cr);
    cairo_scale(cr, s->scale, s->scale);
    draw_frame(cr, s, &t, i);
    cairo_restore(cr);
  }
  check(cairo_status(cr), "drawing");
  check(cairo_surface_write_to_png(surface, out), out);
  cairo_destroy(cr);
  cairo_surface_destroy(surface);
  text_free(&t, s);
}

static void render_svg(const Scene *s, const char *dir) {
  Text t;
  text_init(&t, s);
  char path[4096];
  for (int i = 0; i < s->frame_count; i++) {
    snprintf(path, sizeof path, "%s/%04d.svg", dir, i);
    /* Sized in points like TabFrames' viewBox; cairo writes width/height in pt. */
    cairo_surface_t *surface = cairo_svg_surface_create(path, s->width, s->height);
    cairo_t *cr = cairo_create(surface);
    draw_frame(cr, s, &t, i);
    check(cairo_status(cr), path);
    cairo_destroy(cr);
    cairo_surface_finish(surface);
    check(cairo_surface_status(surface), path);
    cairo_surface_destroy(surface);
  }
  text_free(&t, s);
}

/* Compares pairs of PNGs channel by channel (alpha ignored for RGB24 images). */
static int compare(int count, char **paths) {
  long long differing = 0, total = 0;
  int worst = 0, mismatched_sizes = 0;
  for (int p = 0; p + 1 < count; p += 2) {
    cairo_surface_t *a = cairo_image_surface_create_from_png(paths[p]);
    cairo_surface_t *b = cairo_image_surface_create_from_png(paths[p + 1]);
    check(cairo_surface_status(a), paths[p]);
    check(cairo_surface_status(b), paths[p + 1]);
    int w = cairo_image_surface_get_width(a), h = cairo_image_surface_get_height(a);
    if (w != cairo_image_surface_get_width(b) || h != cairo_image_surface_get_height(b)) {
      mismatched_sizes++;
    } else {
      int sa = cairo_image_surface_get_stride(a), sb = cairo_image_surface_get_stride(b);
      unsigned char *da = cairo_image_surface_get_data(a), *db = cairo_image_surface_get_data(b);
      unsigned mask = (cairo_image_surface_get_format(a) == CAIRO_FORMAT_RGB24 || cairo_image_surface_get_format(b) == CAIRO_FORMAT_RGB24)
                        ? 0x00FFFFFFu
                        : 0xFFFFFFFFu;
      for (int y = 0; y < h; y++) {
        const unsigned *ra = (const unsigned *)(da + (size_t)y * sa), *rb = (const unsigned *)(db + (size_t)y * sb);
        for (int x = 0; x < w; x++) {
          unsigned pa = ra[x] & mask, pb = rb[x] & mask;
          total++;
          if (pa == pb) continue;
          differing++;
          for (int shift = 0; shift < 32; shift += 8) {
            int d = abs((int)((pa >> shift) & 0xFF) - (int)((pb >> shift) & 0xFF));
            if (d > worst) worst = d;
          }
        }
      }
    }
    cairo_surface_destroy(a);
    cairo_surface_destroy(b);
  }
  printf("pairs %d pixels %lld differing %lld max_channel_difference %d size_mismatches %d\n", count / 2, total, differing, worst,
         mismatched_sizes);
  return mismatched_sizes ? 1 : 0;
}

int main(int argc, char **argv) {
  if (argc >= 4 && strcmp(argv[1], "compare") == 0 && (argc - 2) % 2 == 0) return compare(argc - 2, argv + 2);
  if (argc != 4) {
    fprintf(stderr, "usage: render png|strip|svg FRAMES.txt OUT  |  render compare A.png B.png...\n");
    return 2;
  }
  Scene s;
  load(&s, argv[2]);
  if (strcmp(argv[1], "png") == 0) {
    render_png(&s, argv[3]);
  } else if (strcmp(argv[1], "strip") == 0) {
    render_strip(&s, argv[3]);
  } else if (strcmp(argv[1], "svg") == 0) {
    render_svg(&s, argv[3]);
  } else {
    die("unknown mode", argv[1]);
  }
  return 0;
}
