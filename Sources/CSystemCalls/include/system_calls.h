// Linux system calls that Swift cannot reach through Glibc: prctl is variadic, and renameat2 is
// declared only under _GNU_SOURCE. Each returns 0 or -1 with errno set, as the call does.
#ifndef TABFRAMES_SYSTEM_CALLS_H
#define TABFRAMES_SYSTEM_CALLS_H

/// Swaps two existing paths atomically (renameat2 RENAME_EXCHANGE).
int tf_rename_exchange(const char *from, const char *to);

/// Renames `from` to `to` only if `to` does not exist (renameat2 RENAME_NOREPLACE); EEXIST if it does.
int tf_rename_noreplace(const char *from, const char *to);

/// Asks the kernel to send `signal` to this process when the thread that started it exits
/// (prctl PR_SET_PDEATHSIG): the engine dies with its launcher, even a launcher killed by SIGKILL.
int tf_set_parent_death_signal(int signal);

/// The soft address-space limit (`ulimit -v`) in bytes; 0 when there is none.
unsigned long long tf_address_space_limit(void);

/// A temporary the fatal-signal handler removes (a file, or a folder with what it holds), kept
/// in fixed memory so the handler needs no allocation; `tf_fatal_unregister` forgets it.
void tf_fatal_register(const char *path);
void tf_fatal_unregister(const char *path);

/// Installs the handler for crash signals (SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE):
/// it removes every registered temporary, writes `limited` under an address-space limit (then
/// exits 3: what running out of memory there looks like) or `crash` otherwise (then the signal's
/// default action). Both are whole lines.
void tf_install_fatal_handlers(const char *limited, const char *crash);

/// What the handler does, callable from a fatal GLib error (`signal` 0: exit 3 in both cases).
void tf_fatal_exit(int signal);

#endif
