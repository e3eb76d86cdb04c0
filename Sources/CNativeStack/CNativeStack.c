// pthread_getattr_np is a GNU extension that Swift's Glibc module does not expose.
#define _GNU_SOURCE
#include "CNativeStack.h"

#include <pthread.h>
#include <sys/resource.h>
#include <unistd.h>

// A thread's stack never moves, and reading it can be costly (for the main thread glibc parses
// /proc/self/maps): each thread reads its bounds once.
static __thread uintptr_t cached_low;
static __thread size_t cached_size;

static int cnativestack_read_bounds(uintptr_t *low, size_t *size);

int cnativestack_bounds(uintptr_t *low, size_t *size) {
  if (cached_size == 0) {
    uintptr_t found_low = 0;
    size_t found_size = 0;
    if (cnativestack_read_bounds(&found_low, &found_size) != 0) return -1;
    cached_low = found_low;
    cached_size = found_size;
  }
  *low = cached_low;
  *size = cached_size;
  return 0;
}

int cnativestack_may_hold(size_t size) {
#if defined(__linux__)
  if (cached_size == 0 && getpid() == gettid()) {
    struct rlimit limit;
    if (getrlimit(RLIMIT_STACK, &limit) == 0 && limit.rlim_cur != RLIM_INFINITY &&
        limit.rlim_cur < size)
      return 0;
  }
#endif
  return 1;
}

static int cnativestack_read_bounds(uintptr_t *low, size_t *size) {
#if defined(__APPLE__)
  pthread_t self = pthread_self();
  size_t total = pthread_get_stacksize_np(self);
  *low = (uintptr_t)pthread_get_stackaddr_np(self) - total;
  *size = total;
  return 0;
#else
  pthread_attr_t attributes;
  if (pthread_getattr_np(pthread_self(), &attributes) != 0) return -1;
  void *base = NULL;
  size_t total = 0;
  int result = pthread_attr_getstack(&attributes, &base, &total);
  pthread_attr_destroy(&attributes);
  if (result != 0) return -1;
  *low = (uintptr_t)base;
  *size = total;
  return 0;
#endif
}

struct cnativestack_job {
  void (*body)(void *);
  void *context;
};

static void *cnativestack_start(void *argument) {
  struct cnativestack_job *job = argument;
  job->body(job->context);
  return NULL;
}

int cnativestack_run(size_t size, void (*body)(void *), void *context) {
  pthread_attr_t attributes;
  int result = pthread_attr_init(&attributes);
  if (result != 0) return result;
  result = pthread_attr_setstacksize(&attributes, size);
  if (result != 0) {
    pthread_attr_destroy(&attributes);
    return result;
  }
  struct cnativestack_job job = {body, context};
  pthread_t thread;
  result = pthread_create(&thread, &attributes, cnativestack_start, &job);
  pthread_attr_destroy(&attributes);
  if (result != 0) return result;
  return pthread_join(thread, NULL);
}
