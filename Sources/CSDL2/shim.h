#ifndef SNOWMAN_CSDL2_SHIM_H
#define SNOWMAN_CSDL2_SHIM_H

#include "../CLoader/loader.h"

#include <SDL2/SDL.h>
#include <SDL2/SDL_image.h>
#include <SDL2/SDL_ttf.h>

// Replaces SDL_WINDOWPOS_CENTERED: Swift cannot import the macro ("structure not supported").
static inline int CSDL2_WINDOWPOS_CENTERED(void) { return SDL_WINDOWPOS_CENTERED; }

/* SDL 2, SDL_image and SDL_ttf are not linked but opened the first time they are called (see ../CLoader/loader.h):
 * with their dependencies they were 53 of the 75 libraries the binary loaded at exec (PulseAudio and its codecs, X11,
 * Wayland, TIFF, JPEG, HarfBuzz), most of what a windowless command such as `presets list` took (16.8 ms against
 * 9.8 ms without them); the window opens SDL on a thread of its own while its command line is read.
 * These are the functions Snowman calls; Swift calls them through `sdl`, `sdlImage` and `sdlTTF` (SnowmanView's
 * SDLLibraries.swift). */
#define SNOWMAN_SDL_FUNCTIONS(X)                                                                                   \
  X(SDL_ComposeCustomBlendMode) X(SDL_ConvertSurfaceFormat) X(SDL_CreateRGBSurfaceWithFormat)                     \
  X(SDL_CreateRGBSurfaceWithFormatFrom) X(SDL_CreateRenderer) X(SDL_CreateSoftwareRenderer) X(SDL_CreateTexture)  \
  X(SDL_CreateTextureFromSurface) X(SDL_CreateWindow) X(SDL_Delay) X(SDL_DestroyRenderer) X(SDL_DestroyTexture)   \
  X(SDL_DestroyWindow) X(SDL_DisableScreenSaver) X(SDL_EnableScreenSaver) X(SDL_FreeSurface)                      \
  X(SDL_GetClipboardText) X(SDL_GetCurrentVideoDriver) X(SDL_GetError) X(SDL_GetPerformanceCounter)               \
  X(SDL_GetPerformanceFrequency) X(SDL_GetRenderTarget) X(SDL_GetRendererInfo) X(SDL_GetRendererOutputSize)       \
  X(SDL_GetTicks64) X(SDL_GetWindowDisplayMode) X(SDL_GetWindowFlags) X(SDL_GetWindowID) X(SDL_GetWindowPosition) \
  X(SDL_GetWindowSize) X(SDL_GetWindowSurface) X(SDL_GetWindowTitle) X(SDL_Init) X(SDL_PollEvent)                 \
  X(SDL_PushEvent) X(SDL_Quit) X(SDL_RWFromConstMem) X(SDL_RWclose) X(SDL_RegisterEvents) X(SDL_RenderClear)      \
  X(SDL_RenderCopyF) X(SDL_RenderFillRectF) X(SDL_RenderFlush) X(SDL_RenderGeometry) X(SDL_RenderPresent)         \
  X(SDL_RenderReadPixels) X(SDL_RenderSetClipRect) X(SDL_ResetHint) X(SDL_SetClipboardText) X(SDL_SetHint)        \
  X(SDL_SetRenderDrawBlendMode) X(SDL_SetRenderDrawColor) X(SDL_SetRenderTarget) X(SDL_SetTextInputRect)          \
  X(SDL_SetTextureAlphaMod) X(SDL_SetTextureBlendMode) X(SDL_SetTextureColorMod) X(SDL_SetTextureScaleMode)       \
  X(SDL_SetWindowIcon) X(SDL_SetWindowMinimumSize) X(SDL_SetWindowTitle) X(SDL_StartTextInput)                    \
  X(SDL_StopTextInput) X(SDL_UpdateWindowSurfaceRects) X(SDL_WaitEventTimeout) X(SDL_free) X(SDL_strdup)
SNOWMAN_LOADER_TABLE(snowman_sdl, SNOWMAN_SDL_FUNCTIONS, "libSDL2-2.0.so.0")

#define SNOWMAN_SDL_IMAGE_FUNCTIONS(X) \
  X(IMG_Load) X(IMG_LoadSizedSVG_RW) X(IMG_Load_RW) X(IMG_SavePNG)
SNOWMAN_LOADER_TABLE(snowman_sdl_image, SNOWMAN_SDL_IMAGE_FUNCTIONS, "libSDL2_image-2.0.so.0")

#define SNOWMAN_SDL_TTF_FUNCTIONS(X) \
  X(TTF_CloseFont) X(TTF_FontHeight) X(TTF_Init) X(TTF_OpenFontRW) X(TTF_Quit) X(TTF_RenderUTF8_Blended)        \
  X(TTF_SizeUTF8)
SNOWMAN_LOADER_TABLE(snowman_sdl_ttf, SNOWMAN_SDL_TTF_FUNCTIONS, "libSDL2_ttf-2.0.so.0")

#endif
