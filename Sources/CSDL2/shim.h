// The SDL2 headers OpenTouchSDL uses. SDL_test_font.h declares the 8x8 bitmap font that ships
// with libsdl2-dev (in libSDL2_test.a); OpenTouchSDL reads its glyphs once to draw text.
#include <SDL2/SDL.h>
#include <SDL2/SDL_test_font.h>
