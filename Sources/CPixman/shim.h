#ifndef SNOWMAN_CPIXMAN_SHIM_H
#define SNOWMAN_CPIXMAN_SHIM_H

// pixman, the compositor library under cairo and the X server: the software stage's projective, filtered
// mapping of a picture and the exact coverage of its edges.
#include <pixman.h>

#endif
