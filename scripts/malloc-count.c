// Counts heap allocations for `make bench`: preloaded into the bench, it exports snowman_malloc_count().
// Every entry point forwards to glibc's own allocator, so behaviour is unchanged.
#define _GNU_SOURCE
#include <stdatomic.h>
#include <stddef.h>

extern void *__libc_malloc(size_t);
extern void *__libc_calloc(size_t, size_t);
extern void *__libc_realloc(void *, size_t);
extern void *__libc_memalign(size_t, size_t);

static _Atomic unsigned long long allocations;
static void tally(void *caller);
#define COUNT() (allocations++, tally(__builtin_return_address(0)))

void *malloc(size_t n) { COUNT(); return __libc_malloc(n); }
void *calloc(size_t a, size_t b) { COUNT(); return __libc_calloc(a, b); }
void *realloc(void *p, size_t n) { COUNT(); return __libc_realloc(p, n); }
void *memalign(size_t a, size_t n) { COUNT(); return __libc_memalign(a, n); }
void *aligned_alloc(size_t a, size_t n) { COUNT(); return __libc_memalign(a, n); }
int posix_memalign(void **out, size_t a, size_t n) {
  COUNT();
  void *p = __libc_memalign(a, n);
  if (!p) return 12; /* ENOMEM */
  *out = p;
  return 0;
}

unsigned long long snowman_malloc_count(void) { return allocations; }

// With SNOWMAN_MALLOC_TRACE set, the callers of allocations made while armed are tallied and printed at
// exit, named by dladdr: where a frame still allocates.
#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
static _Atomic int armed;
static void *callers[4096];
static unsigned counts[4096];
static int ncallers;
void snowman_malloc_arm(int on) { armed = on; }
static void tally(void *caller) {
  if (!armed) return;
  armed = 0;
  int i;
  for (i = 0; i < ncallers && callers[i] != caller; i++) {}
  if (i == ncallers && ncallers < 4096) { callers[ncallers++] = caller; }
  if (i < 4096) counts[i]++;
  armed = 1;
}
__attribute__((destructor)) static void report(void) {
  if (!getenv("SNOWMAN_MALLOC_TRACE")) return;
  armed = 0;
  for (int i = 0; i < ncallers; i++) {
    Dl_info info;
    if (dladdr(callers[i], &info) && info.dli_sname)
      fprintf(stderr, "%6u %s %s\n", counts[i], info.dli_fname, info.dli_sname);
    else
      fprintf(stderr, "%6u +0x%lx %s\n", counts[i], (unsigned long)((char *)callers[i] - (char *)info.dli_fbase), info.dli_fname ? info.dli_fname : "?");
  }
}
