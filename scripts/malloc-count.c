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

void *malloc(size_t n) { allocations++; return __libc_malloc(n); }
void *calloc(size_t a, size_t b) { allocations++; return __libc_calloc(a, b); }
void *realloc(void *p, size_t n) { allocations++; return __libc_realloc(p, n); }
void *memalign(size_t a, size_t n) { allocations++; return __libc_memalign(a, n); }
void *aligned_alloc(size_t a, size_t n) { allocations++; return __libc_memalign(a, n); }
int posix_memalign(void **out, size_t a, size_t n) {
  allocations++;
  void *p = __libc_memalign(a, n);
  if (!p) return 12; /* ENOMEM */
  *out = p;
  return 0;
}

unsigned long long snowman_malloc_count(void) { return allocations; }
