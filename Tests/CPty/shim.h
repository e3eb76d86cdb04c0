/* What the end-to-end tests need from libc that Swift's Glibc module hides (it is compiled
   without _XOPEN_SOURCE / _GNU_SOURCE): pseudo-terminal functions, POSIX_SPAWN_SETSID, and
   the variadic ioctl. */
#ifndef CPTY_SHIM_H
#define CPTY_SHIM_H

#include <fcntl.h>
#include <spawn.h>
#include <stdlib.h>
#include <sys/ioctl.h>
#include <termios.h>

int posix_openpt(int flags);
int grantpt(int fd);
int unlockpt(int fd);
char *ptsname(int fd);

/* glibc's POSIX_SPAWN_SETSID (only defined under _GNU_SOURCE). */
static inline short cpty_spawn_setsid(void) { return 0x80; }

/* Sets the window size of the terminal on fd. */
static inline int cpty_set_window_size(int fd, unsigned short rows, unsigned short columns) {
  struct winsize size = {rows, columns, 0, 0};
  return ioctl(fd, TIOCSWINSZ, &size);
}

#endif
