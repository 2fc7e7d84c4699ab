// See include/run_loop_capture.h for what this is and why it stands in for three library calls.
#define _GNU_SOURCE
#include "run_loop_capture.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdint.h>
#include <time.h>

// Dispatch's main queue, as <dispatch/dispatch.h> names it (dispatch_get_main_queue() is this).
extern char _dispatch_main_q[];

typedef void (*async_f_t)(void *, void *, tf_work_function);
typedef void (*after_f_t)(uint64_t, void *, void *, tf_work_function);
typedef void (*add_timer_t)(void *, void *, void *);

// The calls these definitions stand in for, found once (the next definition after this one).
static async_f_t real_async_f(void) {
  static _Atomic(async_f_t) real;
  async_f_t f = atomic_load(&real);
  if (!f) atomic_store(&real, f = (async_f_t)dlsym(RTLD_NEXT, "dispatch_async_f"));
  return f;
}
static after_f_t real_after_f(void) {
  static _Atomic(after_f_t) real;
  after_f_t f = atomic_load(&real);
  if (!f) atomic_store(&real, f = (after_f_t)dlsym(RTLD_NEXT, "dispatch_after_f"));
  return f;
}
static add_timer_t real_add_timer(void) {
  static _Atomic(add_timer_t) real;
  add_timer_t f = atomic_load(&real);
  if (!f) atomic_store(&real, f = (add_timer_t)dlsym(RTLD_NEXT, "CFRunLoopAddTimer"));
  return f;
}

// Who catches: the thread playing a stage and where its work goes. Only that thread reads the
// sink; other threads read `catching` alone (atomically) and pass their calls on.
static _Atomic int catching;
static pthread_t catcher;
static tf_capture_sink sink;
// The function the Swift runtime hands Dispatch with each job, once learned.
static _Atomic(tf_work_function) job_function;
static _Atomic int learning;
static pthread_t learner;

static int caught_here(void) { return atomic_load(&catching) && pthread_equal(pthread_self(), catcher); }

void tf_capture_learn_begin(void) {
  learner = pthread_self();
  atomic_store(&learning, 1);
}

int tf_capture_learn_end(void) {
  atomic_store(&learning, 0);
  return atomic_load(&job_function) != 0;
}

void tf_capture_begin(tf_capture_sink s) {
  sink = s;
  catcher = pthread_self();
  atomic_store(&catching, 1);
}

void tf_capture_end(void) { atomic_store(&catching, 0); }

__attribute__((weak)) void dispatch_async_f(void *queue, void *context, tf_work_function work) {
  if (atomic_load(&learning) && pthread_equal(pthread_self(), learner) && queue != (void *)_dispatch_main_q)
    atomic_store(&job_function, work);
  if (caught_here() && work == atomic_load(&job_function)) {
    tf_caught_work w = {queue == (void *)_dispatch_main_q ? tf_caught_main_job : tf_caught_job, queue, context, work, 0, 0, 0, 0};
    sink(&w);
    return;
  }
  real_async_f()(queue, context, work);
}

static uint64_t now_ns(clockid_t clock) {
  struct timespec ts;
  clock_gettime(clock, &ts);
  return (uint64_t)ts.tv_sec * 1000000000ull + (uint64_t)ts.tv_nsec;
}

// How far ahead a dispatch_time_t is, in nanoseconds (-1: never). Dispatch's encoding: the top
// two bits set, wall time negated; bit 63 alone, the continuous clock (Linux's boot time); neither,
// the uptime clock (Linux's monotonic one).
static long long delay_of(uint64_t when) {
  if (when == ~0ull) return -1;
  if (when == 0) return 0;
  uint64_t value, now;
  if ((int64_t)when < 0) {
    if (when & (1ull << 62)) {
      value = (uint64_t) - (int64_t)when;
      now = now_ns(CLOCK_REALTIME);
    } else {
      value = when & ~(1ull << 63);
      now = now_ns(CLOCK_BOOTTIME);
    }
  } else {
    value = when;
    now = now_ns(CLOCK_MONOTONIC);
  }
  return value > now ? (long long)(value - now) : 0;
}

__attribute__((weak)) void dispatch_after_f(uint64_t when, void *queue, void *context, tf_work_function work) {
  if (caught_here() && work == atomic_load(&job_function)) {
    tf_caught_work w = {tf_caught_delayed_job, queue, context, work, delay_of(when), 0, 0, 0};
    sink(&w);
    return;
  }
  real_after_f()(when, queue, context, work);
}

__attribute__((weak)) void CFRunLoopAddTimer(void *run_loop, void *timer, void *mode) {
  if (caught_here()) {
    tf_caught_work w = {tf_caught_timer, 0, 0, 0, 0, run_loop, timer, mode};
    sink(&w);
    return;
  }
  real_add_timer()(run_loop, timer, mode);
}

void tf_capture_run(const tf_caught_work *w) {
  if (w->work) w->work(w->context);
}

void tf_capture_release(const tf_caught_work *w, long long delay_ns) {
  switch (w->kind) {
  case tf_caught_main_job:
  case tf_caught_job: real_async_f()(w->queue, w->context, w->work); break;
  case tf_caught_delayed_job:
    // Never due (a sleep "for ever"): handed on as such.
    real_after_f()(delay_ns < 0 ? ~0ull : now_ns(CLOCK_MONOTONIC) + (uint64_t)delay_ns, w->queue, w->context, w->work);
    break;
  case tf_caught_timer: real_add_timer()(w->run_loop, w->timer, w->mode); break;
  }
}

typedef struct {
  long version;
  void *info;
  const void *(*retain)(const void *);
  void (*release)(const void *);
  void *(*copy_description)(const void *);
} timer_context;

void *tf_timer_info(void *timer) {
  static void (*get_context)(void *, timer_context *);
  if (!get_context) get_context = (void (*)(void *, timer_context *))dlsym(RTLD_DEFAULT, "CFRunLoopTimerGetContext");
  timer_context c = {0};
  if (get_context) get_context(timer, &c);
  return c.info;
}
