// What happens when the engine cannot go on: a crash signal (SIGSEGV, SIGBUS, SIGILL, SIGTRAP,
// SIGABRT, SIGFPE) — under a memory limit (`ulimit -v`) that is what running out of memory looks
// like, since glibc's malloc returns NULL to code that does not check, GLib aborts when it cannot
// make a thread and the Swift runtime traps when it cannot allocate. The handler removes every
// temporary the render has made (a copy of TemporaryFiles' registry kept here, in fixed memory, so
// the handler needs no allocation and no lock), writes one line, and ends the process: exit 3
// under a memory limit, else the signal goes on to the handler that was there before (the Swift
// runtime's backtracer, or the default action): a crash stays a crash.
//
// Only async-signal-safe calls below: openat, getdents64 (by syscall), unlinkat, close, write,
// sigaction, sigprocmask, raise, _exit.
#define _GNU_SOURCE
#include "system_calls.h"

#include <dirent.h>
#include <fcntl.h>
#include <signal.h>
#include <stdatomic.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>

enum { slots = 256, path_bytes = 4096 };

// A slot is in use when its flag is set; the path is written before the flag and cleared after.
static char registered[slots][path_bytes];
static atomic_int in_use[slots];

unsigned long long tf_address_space_limit(void) {
  struct rlimit limit;
  if (getrlimit(RLIMIT_AS, &limit) != 0 || limit.rlim_cur == RLIM_INFINITY) return 0;
  return (unsigned long long)limit.rlim_cur;
}

void tf_fatal_register(const char *path) {
  size_t length = strlen(path);
  if (length >= path_bytes) return;
  for (int i = 0; i < slots; i++) {
    int expected = 0;
    // Claimed with 2 while the path is copied, 1 once it is whole.
    if (atomic_compare_exchange_strong(&in_use[i], &expected, 2)) {
      memcpy(registered[i], path, length + 1);
      atomic_store(&in_use[i], 1);
      return;
    }
  }
}

void tf_fatal_unregister(const char *path) {
  for (int i = 0; i < slots; i++) {
    if (atomic_load(&in_use[i]) == 1 && strcmp(registered[i], path) == 0) {
      atomic_store(&in_use[i], 0);
      return;
    }
  }
}

/// Removes what `name` names in the folder `dir` (a file, or a folder and all it holds); `depth`
/// stops a runaway tree.
static void remove_at(int dir, const char *name, int depth) {
  if (unlinkat(dir, name, 0) == 0 || depth > 8) return;
  int fd = openat(dir, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
  if (fd >= 0) {
    char buffer[4096];
    for (;;) {
      long n = syscall(SYS_getdents64, fd, buffer, sizeof buffer);
      if (n <= 0) break;
      for (long offset = 0; offset < n;) {
        struct dirent64 *entry = (struct dirent64 *)(buffer + offset);
        offset += entry->d_reclen;
        if (strcmp(entry->d_name, ".") == 0 || strcmp(entry->d_name, "..") == 0) continue;
        remove_at(fd, entry->d_name, depth + 1);
      }
    }
    close(fd);
  }
  unlinkat(dir, name, AT_REMOVEDIR);
}

static char limited_message[512];
static char crash_message[512];
static const int fatal_signals[] = {SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE};
static struct sigaction previous[sizeof fatal_signals / sizeof fatal_signals[0]];
static atomic_int handling;

void tf_fatal_exit(int signal) {
  // One thread does this; another that fails meanwhile waits for the exit.
  if (atomic_exchange(&handling, 1) != 0) {
    for (;;) pause();
  }
  for (int i = 0; i < slots; i++) {
    if (atomic_load(&in_use[i]) == 1) remove_at(AT_FDCWD, registered[i], 0);
  }
  int limited = tf_address_space_limit() != 0;
  const char *message = limited ? limited_message : crash_message;
  ssize_t written = write(STDERR_FILENO, message, strlen(message));
  (void)written;
  if (limited || signal == 0) _exit(3);
  // What was there before (the Swift runtime's backtracer, when it is on; else the default)
  // takes the signal from here.
  struct sigaction fallback;
  memset(&fallback, 0, sizeof fallback);
  fallback.sa_handler = SIG_DFL;
  sigemptyset(&fallback.sa_mask);
  for (size_t i = 0; i < sizeof fatal_signals / sizeof fatal_signals[0]; i++) {
    if (fatal_signals[i] == signal) fallback = previous[i];
  }
  sigaction(signal, &fallback, NULL);
  // The signal is blocked while its handler runs: unblocked, raising it ends the process by it.
  sigset_t set;
  sigemptyset(&set);
  sigaddset(&set, signal);
  sigprocmask(SIG_UNBLOCK, &set, NULL);
  raise(signal);
  _exit(128 + signal);
}

static void handle(int signal) { tf_fatal_exit(signal); }

// The main thread's stack may be what ran out; the handler runs on its own.
static char alternate_stack[64 * 1024];

void tf_install_fatal_handlers(const char *limited, const char *crash) {
  strncpy(limited_message, limited, sizeof limited_message - 1);
  strncpy(crash_message, crash, sizeof crash_message - 1);
  stack_t stack = {.ss_sp = alternate_stack, .ss_size = sizeof alternate_stack, .ss_flags = 0};
  sigaltstack(&stack, NULL);
  struct sigaction action;
  memset(&action, 0, sizeof action);
  action.sa_handler = handle;
  action.sa_flags = SA_ONSTACK;
  sigemptyset(&action.sa_mask);
  for (size_t i = 0; i < sizeof fatal_signals / sizeof fatal_signals[0]; i++) sigaction(fatal_signals[i], &action, &previous[i]);
}
