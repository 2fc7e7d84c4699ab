/*
 * The stopwatch of scripts/bench: runs one or more commands at once and reports how long they took
 * together, measured around the processes themselves.
 *
 *   timed REPORT COMMAND [ARGS…] [:: COMMAND [ARGS…]]…
 *
 * Every command is started (posix_spawn, standard output to /dev/null) and waited for; REPORT gets
 * one line:
 *
 *   WALL_US PEAK_RSS_KB CPU_US START_NS END_NS
 *
 * WALL_US is the monotonic time from just before the first start to just after the last exit;
 * PEAK_RSS_KB the largest peak resident set of the commands; CPU_US their user + system time
 * together (wait4's rusage, microseconds); START_NS and END_NS the same two moments on the wall
 * clock (CLOCK_REALTIME, nanoseconds since the epoch), to line up with TABFRAMES_TRACE's marks.
 *
 * Why not `date` and GNU time from the shell: they put three more process starts (date, time,
 * date again: 2–3 ms on the bench machine) inside every measurement, the same for every program,
 * which is not the programs' time and shrinks every ratio towards 1.
 *
 * Exit status: 0 when every command exited 0; otherwise the status of the first to end with
 * another (128 + the signal when one was killed), with REPORT still written. 2 for bad usage; 1
 * when REPORT cannot be written (found before anything runs).
 *
 * Build: cc -O2 timed.c -o timed
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <spawn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

extern char **environ;

enum { MAX_COMMANDS = 8 };

static long long now_ns(clockid_t clock) {
  struct timespec t;
  clock_gettime(clock, &t);
  return (long long)t.tv_sec * 1000000000LL + t.tv_nsec;
}

static long long microseconds(struct timeval t) { return (long long)t.tv_sec * 1000000LL + t.tv_usec; }

int main(int argc, char **argv) {
  if (argc < 3) {
    fprintf(stderr, "usage: timed REPORT COMMAND [ARGS...] [:: COMMAND [ARGS...]]...\n");
    return 2;
  }
  if (strcmp(argv[2], "::") == 0) {
    fprintf(stderr, "timed: the first command is empty\n");
    return 2;
  }
  // Split the arguments at "::" into commands, in place (each becomes a NULL-terminated argv).
  char **commands[MAX_COMMANDS];
  int count = 0;
  commands[count++] = &argv[2];
  for (int i = 2; i < argc; i++) {
    if (strcmp(argv[i], "::") != 0) continue;
    argv[i] = NULL;
    if (count == MAX_COMMANDS || i + 1 >= argc || strcmp(argv[i + 1], "::") == 0) {
      fprintf(stderr, "timed: at most %d commands, none empty\n", MAX_COMMANDS);
      return 2;
    }
    commands[count++] = &argv[i + 1];
  }

  // The report is opened first, so a bad path does not waste a run.
  FILE *report = fopen(argv[1], "w");
  if (report == NULL) {
    fprintf(stderr, "timed: cannot write %s: %s\n", argv[1], strerror(errno));
    return 1;
  }
  posix_spawn_file_actions_t actions;
  if (posix_spawn_file_actions_init(&actions) != 0 ||
      posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0) != 0) {
    fprintf(stderr, "timed: out of memory\n");
    return 1;
  }

  pid_t pids[MAX_COMMANDS];
  long long start_wall = now_ns(CLOCK_REALTIME);
  long long start = now_ns(CLOCK_MONOTONIC);
  for (int c = 0; c < count; c++) {
    int failed = posix_spawnp(&pids[c], commands[c][0], &actions, NULL, commands[c], environ);
    if (failed) {
      fprintf(stderr, "timed: cannot start %s: %s\n", commands[c][0], strerror(failed));
      for (int k = 0; k < c; k++) waitpid(pids[k], NULL, 0);
      return 127;
    }
  }
  long long peak_kb = 0, cpu_us = 0;
  int status = 0;
  for (int done = 0; done < count;) {
    int wstatus;
    struct rusage usage;
    pid_t pid = wait4(-1, &wstatus, 0, &usage);
    if (pid < 0) {
      if (errno == EINTR) continue;
      perror("timed: wait4");
      return 1;
    }
    done++;
    if (usage.ru_maxrss > peak_kb) peak_kb = usage.ru_maxrss;
    cpu_us += microseconds(usage.ru_utime) + microseconds(usage.ru_stime);
    int code = WIFEXITED(wstatus) ? WEXITSTATUS(wstatus) : 128 + WTERMSIG(wstatus);
    if (code != 0 && status == 0) status = code;
  }
  long long end = now_ns(CLOCK_MONOTONIC);
  long long end_wall = now_ns(CLOCK_REALTIME);
  posix_spawn_file_actions_destroy(&actions);

  fprintf(report, "%lld %lld %lld %lld %lld\n", (end - start) / 1000, peak_kb, cpu_us, start_wall, end_wall);
  if (fclose(report) != 0) {
    fprintf(stderr, "timed: cannot write %s\n", argv[1]);
    return 1;
  }
  return status;
}
