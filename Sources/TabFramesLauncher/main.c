// The `tabframes` command is this small C launcher: it starts `tabframes-engine` (the renderer,
// beside it) as a child with the same arguments, standard streams and environment, forwards
// signals to it and exits as it did. When the engine cannot start because a system library is
// missing, the dynamic loader stops it with exit 127 before any of our code runs; the launcher,
// which links none of those libraries, then names the one that is missing and the Debian package
// that provides it, and exits 3.
//
// It is C, not Swift, and spawns rather than checking every library up front, because it runs on
// every render: this way it adds under 1 ms instead of the Swift runtime's start-up and a second
// load of cairo, pango and glib (about 14 ms). SwiftPM links every executable with the Swift
// runtime and libstdc++, which this file does not use; `scripts/setup release` builds it with the
// C compiler alone (scripts/build-launcher), so the installed launcher loads only libc.
#define _GNU_SOURCE
#include <dlfcn.h>
#include <elf.h>
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <spawn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

extern char **environ;

static volatile pid_t child = 0;

static void forward(int sig) {
  if (child > 0) kill(child, sig);
}

static const int forwarded[] = {SIGINT, SIGTERM, SIGHUP, SIGQUIT};

/// The Debian package of a library the engine links, for the error message.
static const char *package_of(const char *soname) {
  static const char *known[][2] = {
      {"libcairo.so.2", "libcairo2"},         {"libpango-1.0.so.0", "libpango-1.0-0"},
      {"libpangocairo-1.0.so.0", "libpangocairo-1.0-0"}, {"libgobject-2.0.so.0", "libglib2.0-0"},
      {"libglib-2.0.so.0", "libglib2.0-0"},   {"libpng16.so.16", "libpng16-16"},
      {"libz.so.1", "zlib1g"},                {"libharfbuzz.so.0", "libharfbuzz0b"},
      {"libdeflate.so.0", "libdeflate0"},
  };
  for (size_t i = 0; i < sizeof known / sizeof known[0]; i++) {
    if (strcmp(known[i][0], soname) == 0) return known[i][1];
  }
  return NULL;
}

static void fail(const char *message) {
  fprintf(stderr, "tabframes: error: %s\n", message);
  exit(3);
}

/// Reads `size` bytes at `offset`; 0 on success.
static int read_at(int fd, void *buffer, size_t size, off_t offset) {
  return pread(fd, buffer, size, offset) == (ssize_t)size ? 0 : -1;
}

/// The engine's ELF dynamic section, read once: its entries and their string table.
struct dynamic_section {
  Elf64_Dyn *entries;
  size_t count;
  char *names;
  size_t names_size;
};

/// Reads the first SHT_DYNAMIC section of a 64-bit ELF file; 0 on success (free it with
/// `free_dynamic`).
static int read_dynamic(int fd, struct dynamic_section *out) {
  Elf64_Ehdr header;
  if (read_at(fd, &header, sizeof header, 0) != 0 || memcmp(header.e_ident, ELFMAG, SELFMAG) != 0 ||
      header.e_ident[EI_CLASS] != ELFCLASS64 || header.e_shentsize != sizeof(Elf64_Shdr)) {
    return -1;
  }
  for (int s = 0; s < header.e_shnum; s++) {
    Elf64_Shdr section, strings;
    if (read_at(fd, &section, sizeof section, header.e_shoff + (off_t)s * sizeof section) != 0) return -1;
    if (section.sh_type != SHT_DYNAMIC || section.sh_link >= header.e_shnum) continue;
    if (read_at(fd, &strings, sizeof strings, header.e_shoff + (off_t)section.sh_link * sizeof strings) != 0) return -1;
    if (strings.sh_size > (1u << 24) || section.sh_size > (1u << 24)) return -1;
    out->count = section.sh_size / sizeof(Elf64_Dyn);
    out->names_size = strings.sh_size;
    out->entries = malloc(out->count * sizeof(Elf64_Dyn) + 1);
    out->names = malloc(strings.sh_size + 1);
    if (out->entries == NULL || out->names == NULL ||
        read_at(fd, out->entries, out->count * sizeof(Elf64_Dyn), section.sh_offset) != 0 ||
        read_at(fd, out->names, strings.sh_size, strings.sh_offset) != 0) {
      free(out->entries);
      free(out->names);
      return -1;
    }
    out->names[strings.sh_size] = 0;
    return 0;
  }
  return -1;
}

static void free_dynamic(struct dynamic_section *d) {
  free(d->entries);
  free(d->names);
}

/// The string of an entry (DT_NEEDED, DT_RUNPATH, …), or NULL when it points outside the table.
static const char *dynamic_string(const struct dynamic_section *d, const Elf64_Dyn *entry) {
  return entry->d_un.d_val < d->names_size ? d->names + entry->d_un.d_val : NULL;
}

/// Whether `soname` loads from a folder of the engine's DT_RUNPATH (or DT_RPATH when it has no
/// RUNPATH, as the loader reads them); `$ORIGIN` and `${ORIGIN}` are the engine's folder. What it
/// loads is closed again.
static int found_on_runpath(const struct dynamic_section *d, const char *engine, const char *soname) {
  char origin[4096];
  snprintf(origin, sizeof origin, "%s", engine);
  char *slash = strrchr(origin, '/');
  if (slash) *slash = 0; else strcpy(origin, ".");
  int has_runpath = 0;
  for (size_t k = 0; k < d->count && d->entries[k].d_tag != DT_NULL; k++) {
    if (d->entries[k].d_tag == DT_RUNPATH) has_runpath = 1;
  }
  for (size_t k = 0; k < d->count && d->entries[k].d_tag != DT_NULL; k++) {
    if (d->entries[k].d_tag != (has_runpath ? DT_RUNPATH : DT_RPATH)) continue;
    // A colon-separated list of folders.
    const char *list = dynamic_string(d, &d->entries[k]);
    while (list && *list) {
      size_t length = strcspn(list, ":");
      char folder[4096], path[8192];
      if (length < sizeof folder) {
        memcpy(folder, list, length);
        folder[length] = 0;
        size_t token = strncmp(folder, "${ORIGIN}", 9) == 0 ? 9 : strncmp(folder, "$ORIGIN", 7) == 0 ? 7 : 0;
        // `$ORIGIN` stands for the whole first component: `$ORIGINX` is not it.
        if (token == 7 && folder[7] != 0 && folder[7] != '/') token = 0;
        if (token) {
          snprintf(path, sizeof path, "%s%s/%s", origin, folder + token, soname);
        } else {
          snprintf(path, sizeof path, "%s/%s", folder, soname);
        }
        void *handle = dlopen(path, RTLD_LAZY);
        if (handle != NULL) {
          dlclose(handle);
          return 1;
        }
      }
      list += length;
      if (*list == ':') list++;
    }
  }
  return 0;
}

/// After the engine failed to start: finds the first library in its ELF dynamic section
/// (DT_NEEDED) that cannot be loaded and names it. Returns 1 when it named one.
static int name_missing_library(const char *engine) {
  int fd = open(engine, O_RDONLY | O_CLOEXEC);
  if (fd < 0) return 0;
  struct dynamic_section d;
  int readable = read_dynamic(fd, &d) == 0;
  close(fd);
  if (!readable) return 0;
  int named = 0;
  for (size_t k = 0; k < d.count && d.entries[k].d_tag != DT_NULL && !named; k++) {
    if (d.entries[k].d_tag != DT_NEEDED) continue;
    const char *soname = dynamic_string(&d, &d.entries[k]);
    if (soname == NULL || dlopen(soname, RTLD_LAZY) != NULL) continue;
    // The loader's reason, kept before the search below asks again.
    char reason[512];
    const char *error = dlerror();
    snprintf(reason, sizeof reason, "%s", error ? error : "not found");
    // The engine's own search path finds what ours does not (a debug build's Swift runtime in
    // the toolchain): a library found there is not the missing one.
    if (found_on_runpath(&d, engine, soname)) continue;
    const char *package = package_of(soname);
    fprintf(stderr, "tabframes: error: cannot load the system library %s: %s", soname, reason);
    if (package) fprintf(stderr, " (Debian package %s; scripts/setup installs it)", package);
    fprintf(stderr, "\n");
    named = 1;
  }
  free_dynamic(&d);
  return named;
}

/// The least address space the engine starts in (TabFramesOutput's MemoryLimit.minimumBytes,
/// which says how it was measured); below it the dynamic loader fails to map the engine's
/// libraries and would be taken for a missing one.
static const unsigned long long minimum_address_space = 192ULL << 20;

int main(int argc, char **argv) {
  struct rlimit limit;
  if (getrlimit(RLIMIT_AS, &limit) == 0 && limit.rlim_cur != RLIM_INFINITY && limit.rlim_cur < minimum_address_space) {
    fprintf(stderr,
            "tabframes: error: the address-space limit (ulimit -v) is %llu MB; TabFrames needs at least %llu MB to start (its "
            "libraries, fonts and threads); raise the limit\n",
            (unsigned long long)limit.rlim_cur >> 20, minimum_address_space >> 20);
    return 3;
  }
  // The engine sits beside the launcher.
  char engine[4096];
  ssize_t length = readlink("/proc/self/exe", engine, sizeof engine - 32);
  if (length <= 0 || length >= (ssize_t)sizeof engine - 32) fail("cannot find where tabframes is installed (/proc/self/exe)");
  engine[length] = 0;
  char *slash = strrchr(engine, '/');
  strcpy(slash ? slash + 1 : engine, "tabframes-engine");

  char **arguments = calloc((size_t)argc + 1, sizeof *arguments);
  if (arguments == NULL) fail("out of memory");
  arguments[0] = engine;
  for (int i = 1; i < argc; i++) arguments[i] = argv[i];

  // A parent that ignores SIGCHLD would have the kernel reap the engine before we can ask how it
  // ended.
  signal(SIGCHLD, SIG_DFL);
  // Signals that arrive before the child exists wait (blocked) and are then forwarded; the child
  // starts with them unblocked and at their defaults. A signal we were started with ignored
  // (`nohup`, a background job) stays ignored, here and in the engine.
  sigset_t blocked, defaults, previous;
  sigemptyset(&blocked);
  sigemptyset(&defaults);
  for (size_t i = 0; i < sizeof forwarded / sizeof forwarded[0]; i++) {
    struct sigaction current;
    if (sigaction(forwarded[i], NULL, &current) == 0 && current.sa_handler == SIG_IGN) continue;
    sigaddset(&blocked, forwarded[i]);
    sigaddset(&defaults, forwarded[i]);
  }
  sigprocmask(SIG_BLOCK, &blocked, &previous);
  // Whatever mask we were started with (a parent may have blocked them), the signals we pass on
  // are unblocked in the engine and, after the spawn, here.
  sigset_t open_mask = previous;
  for (size_t i = 0; i < sizeof forwarded / sizeof forwarded[0]; i++) sigdelset(&open_mask, forwarded[i]);
  struct sigaction action;
  memset(&action, 0, sizeof action);
  action.sa_handler = forward;
  sigemptyset(&action.sa_mask);
  for (size_t i = 0; i < sizeof forwarded / sizeof forwarded[0]; i++) {
    if (sigismember(&blocked, forwarded[i])) sigaction(forwarded[i], &action, NULL);
  }

  // The engine asks the kernel to stop it when this process dies, even by SIGKILL (a CI job
  // cancelled, a killed terminal): it learns whom to follow from this variable.
  char launcher_pid[32];
  snprintf(launcher_pid, sizeof launcher_pid, "%ld", (long)getpid());
  if (setenv("TABFRAMES_LAUNCHER_PID", launcher_pid, 1) != 0) fail("out of memory");

  posix_spawnattr_t attributes;
  posix_spawnattr_init(&attributes);
  posix_spawnattr_setsigmask(&attributes, &open_mask);
  posix_spawnattr_setsigdefault(&attributes, &defaults);
  posix_spawnattr_setflags(&attributes, POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF);
  pid_t pid;
  int status = posix_spawn(&pid, engine, NULL, &attributes, arguments, environ);
  // "Text file busy": the engine is still open for writing somewhere — a build writing it, or a
  // process forked while another thread had it open (it then holds that descriptor until it
  // runs its own program). Both pass within moments: try again for up to a second.
  for (int tries = 0; status == ETXTBSY && tries < 20; tries++) {
    nanosleep(&(struct timespec){.tv_sec = 0, .tv_nsec = 50 * 1000 * 1000}, NULL);
    status = posix_spawn(&pid, engine, NULL, &attributes, arguments, environ);
  }
  posix_spawnattr_destroy(&attributes);
  if (status == ENOENT) {
    // `swift run tabframes` builds only the launcher: in a package that depends on TabFrames the
    // engine exists only once its own product has been built (see the README).
    char *end = strrchr(engine, '/');
    if (end != NULL) *end = 0;
    const char *folder = strrchr(engine, '/');
    int release = folder != NULL && strcmp(folder + 1, "release") == 0;
    fprintf(stderr,
            "tabframes: error: tabframes-engine is not built beside tabframes in %s; SwiftPM builds only the product it runs: "
            "run `swift build%s --product tabframes-engine` first, or run the engine itself with `swift run%s tabframes-engine`\n",
            engine, release ? " -c release" : "", release ? " -c release" : "");
    return 3;
  }
  if (status != 0) {
    fprintf(stderr, "tabframes: error: cannot start %s: %s\n", engine, strerror(status));
    return 3;
  }
  child = pid;
  sigprocmask(SIG_SETMASK, &open_mask, NULL);

  int result;
  while (waitpid(pid, &result, 0) < 0) {
    if (errno != EINTR) fail("lost track of tabframes-engine");
  }
  if (WIFSIGNALED(result)) {
    // Die of the same signal, so the shell sees what the engine saw.
    int sig = WTERMSIG(result);
    signal(sig, SIG_DFL);
    sigset_t only;
    sigemptyset(&only);
    sigaddset(&only, sig);
    sigprocmask(SIG_UNBLOCK, &only, NULL);
    raise(sig);
    return 128 + sig;
  }
  int code = WEXITSTATUS(result);
  // 127 is the dynamic loader's "cannot load a library"; the engine never exits with it itself.
  if (code == 127) {
    if (!name_missing_library(engine)) {
      fprintf(stderr, "tabframes: error: %s could not start (exit 127; see the loader's message above)\n", engine);
    }
    return 3;
  }
  return code;
}
