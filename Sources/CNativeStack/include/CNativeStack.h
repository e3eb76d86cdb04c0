#ifndef CNATIVESTACK_H
#define CNATIVESTACK_H

#include <stddef.h>
#include <stdint.h>

/// The lowest address and the size of the calling thread's stack; returns 0 on success.
int cnativestack_bounds(uintptr_t *low, size_t *size);

/// Runs `body(context)` on a new thread whose stack is `size` bytes and waits for it to end;
/// returns 0 on success, or an error number when no such thread could be made (then `body`
/// has not run).
int cnativestack_run(size_t size, void (*body)(void *), void *context);

#endif
