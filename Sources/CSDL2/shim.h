#ifndef SNOWMAN_CSDL2_SHIM_H
#define SNOWMAN_CSDL2_SHIM_H

#include <SDL.h>
#include <SDL_image.h>
#include <SDL_ttf.h>

// Replaces SDL_WINDOWPOS_CENTERED: Swift cannot import the macro ("structure not supported").
static inline int CSDL2_WINDOWPOS_CENTERED(void) { return SDL_WINDOWPOS_CENTERED; }

#endif
