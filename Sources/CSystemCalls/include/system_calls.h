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

#endif
