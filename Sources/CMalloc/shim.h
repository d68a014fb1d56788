#ifndef SNOWMAN_CMALLOC_SHIM_H
#define SNOWMAN_CMALLOC_SHIM_H

/* glibc's malloc_trim: memory an export freed on its threads goes back to the system when it ends. */
#include <malloc.h>

#endif
