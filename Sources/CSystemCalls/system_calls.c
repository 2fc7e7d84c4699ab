#define _GNU_SOURCE
#include "system_calls.h"

#include <fcntl.h>
#include <stdio.h>
#include <sys/prctl.h>

int tf_rename_exchange(const char *from, const char *to) { return renameat2(AT_FDCWD, from, AT_FDCWD, to, RENAME_EXCHANGE); }

int tf_rename_noreplace(const char *from, const char *to) { return renameat2(AT_FDCWD, from, AT_FDCWD, to, RENAME_NOREPLACE); }

int tf_set_parent_death_signal(int signal) { return prctl(PR_SET_PDEATHSIG, (unsigned long)signal, 0UL, 0UL, 0UL); }
