#ifndef CNATIVESTACK_H
#define CNATIVESTACK_H

#include <stddef.h>
#include <stdint.h>

/// The lowest address and the size of the calling thread's stack; returns 0 on success.
int cnativestack_bounds(uintptr_t *low, size_t *size);

#endif
