#ifndef CNATIVESTACK_H
#define CNATIVESTACK_H

#include <stddef.h>
#include <stdint.h>

/// The lowest address and the size of the calling thread's stack; returns 0 on success.
int cnativestack_bounds(uintptr_t *low, size_t *size);

/// Whether the calling thread's stack may be `size` bytes or more: 0 when it is known to be
/// smaller without reading its bounds (the main thread's stack is capped by RLIMIT_STACK, and
/// reading its bounds means parsing /proc/self/maps), else 1.
int cnativestack_may_hold(size_t size);

/// Runs `body(context)` on a new thread whose stack is `size` bytes and waits for it to end;
/// returns 0 on success, or an error number when no such thread could be made (then `body`
/// has not run).
int cnativestack_run(size_t size, void (*body)(void *), void *context);

#endif
