// The main run loop's work, caught while a stage plays: the jobs the Swift concurrency runtime
// hands Dispatch (a task's next step on the main actor or elsewhere, a task's sleep) and the
// timers Foundation adds to a run loop (`Timer.scheduledTimer`). The stage runs each at its time
// on the stage's clock instead of the wall clock's (docs/SWIFTUI.md, "Scheduled work").
//
// How: this library defines `dispatch_async_f`, `dispatch_after_f` and `CFRunLoopAddTimer`,
// which the dynamic loader finds before Dispatch's and Foundation's own (the program's symbols
// come first); each passes the call on unchanged unless the thread making it is the one playing
// a stage and what it hands over is a Swift job (or a timer). The definitions are weak, so a
// program linked with the Swift libraries statically keeps the real ones: there nothing is caught
// and work runs as it always did (`tf_capture_learn` says so).
#ifndef TABFRAMES_RUN_LOOP_CAPTURE_H
#define TABFRAMES_RUN_LOOP_CAPTURE_H

typedef void (*tf_work_function)(void *);

/// What was caught.
typedef enum {
  /// A job for the main queue: a main-actor task's next step.
  tf_caught_main_job = 0,
  /// A job for another queue: a task's step off the main actor, due now.
  tf_caught_job = 1,
  /// A job due after `delay_ns`: a sleeping task waking.
  tf_caught_delayed_job = 2,
  /// A run-loop timer (a CFRunLoopTimer, Foundation's `Timer`) added to `run_loop` in `mode`.
  tf_caught_timer = 3,
} tf_caught_kind;

typedef struct {
  tf_caught_kind kind;
  void *queue;
  void *context;
  tf_work_function work;
  long long delay_ns;
  void *run_loop;
  void *timer;
  void *mode;
} tf_caught_work;

typedef void (*tf_capture_sink)(const tf_caught_work *work);

/// Learns which function the Swift runtime hands Dispatch for its jobs: between `begin` and
/// `end` the caller makes one task on a queue (`Task.detached { }`), which is passed on as usual.
/// `end` returns 1 when the function was seen (the definitions here are the ones in use), else 0.
void tf_capture_learn_begin(void);
int tf_capture_learn_end(void);

/// From `begin` to `end`, work the calling thread hands over goes to `sink` instead.
void tf_capture_begin(tf_capture_sink sink);
void tf_capture_end(void);

/// Runs caught work (a job) on the calling thread, as its queue would have.
void tf_capture_run(const tf_caught_work *work);

/// Hands caught work to where it was going, as if it had never been caught: a job to its queue
/// (a delayed one `delay_ns` from now), a timer to its run loop.
void tf_capture_release(const tf_caught_work *work, long long delay_ns);

/// The `info` of a run-loop timer's context: for Foundation's `Timer`, the `Timer` itself.
void *tf_timer_info(void *timer);

#endif
