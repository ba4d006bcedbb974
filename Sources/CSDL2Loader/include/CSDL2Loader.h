// The parts of SDL2's C API that OpenTouchSDL uses, declared by hand, and a loader that opens the
// SDL2 library at run time (dlopen) the first time any of them is called. No SDL2 headers,
// pkg-config file or library are needed to build; only running a window or a software surface
// needs the SDL2 runtime library (Debian and Ubuntu: libsdl2-2.0-0; macOS: brew install sdl2).
//
// SDL2 keeps its ABI stable across 2.x releases: the types below follow that ABI field for
// field (SDL_Event is a 56-byte union; every member struct used is laid out as in SDL 2.24+).
// OpenTouchSDLTests compares their sizes and offsets with the real headers where those exist.
#ifndef OPENTOUCH_CSDL2LOADER_H
#define OPENTOUCH_CSDL2LOADER_H

#include <stddef.h>
#include <stdint.h>

typedef uint8_t Uint8;
typedef uint16_t Uint16;
typedef int32_t Sint32;
typedef uint32_t Uint32;
typedef int64_t Sint64;
typedef uint64_t Uint64;

typedef enum { SDL_FALSE = 0, SDL_TRUE = 1 } SDL_bool;

// MARK: Opaque handles

typedef struct SDL_Window SDL_Window;
typedef struct SDL_Renderer SDL_Renderer;
typedef struct SDL_Texture SDL_Texture;
typedef struct SDL_RWops SDL_RWops;
typedef struct SDL_PixelFormat SDL_PixelFormat;
typedef struct SDL_BlitMap SDL_BlitMap;

// MARK: Geometry and colour

typedef struct SDL_Rect { int x, y, w, h; } SDL_Rect;
typedef struct SDL_FRect { float x, y, w, h; } SDL_FRect;
typedef struct SDL_FPoint { float x, y; } SDL_FPoint;
typedef struct SDL_Color { Uint8 r, g, b, a; } SDL_Color;
typedef struct SDL_Vertex {
    SDL_FPoint position;
    SDL_Color color;
    SDL_FPoint tex_coord;
} SDL_Vertex;

// MARK: Surfaces and renderers

typedef struct SDL_Surface {
    Uint32 flags;
    SDL_PixelFormat *format;
    int w, h;
    int pitch;
    void *pixels;
    void *userdata;
    int locked;
    void *list_blitmap;
    SDL_Rect clip_rect;
    SDL_BlitMap *map;
    int refcount;
} SDL_Surface;

typedef struct SDL_RendererInfo {
    const char *name;
    Uint32 flags;
    Uint32 num_texture_formats;
    Uint32 texture_formats[16];
    int max_texture_width;
    int max_texture_height;
} SDL_RendererInfo;

typedef enum {
    SDL_RENDERER_SOFTWARE = 0x1,
    SDL_RENDERER_ACCELERATED = 0x2,
    SDL_RENDERER_PRESENTVSYNC = 0x4,
    SDL_RENDERER_TARGETTEXTURE = 0x8
} SDL_RendererFlags;

typedef enum {
    SDL_BLENDMODE_NONE = 0x0,
    SDL_BLENDMODE_BLEND = 0x1
} SDL_BlendMode;

// Packed 32-bit, order ARGB, layout 8888, 32 bits, 4 bytes per pixel.
typedef enum { SDL_PIXELFORMAT_ARGB8888 = 0x16362004 } SDL_PixelFormatEnum;

// MARK: Windows

typedef enum {
    SDL_WINDOW_SHOWN = 0x4,
    SDL_WINDOW_HIDDEN = 0x8,
    SDL_WINDOW_ALLOW_HIGHDPI = 0x2000
} SDL_WindowFlags;

#define SDL_WINDOWPOS_CENTERED_MASK 0x2FFF0000u

typedef enum {
    SDL_WINDOWEVENT_NONE,
    SDL_WINDOWEVENT_SHOWN,
    SDL_WINDOWEVENT_HIDDEN,
    SDL_WINDOWEVENT_EXPOSED,
    SDL_WINDOWEVENT_MOVED,
    SDL_WINDOWEVENT_RESIZED,
    SDL_WINDOWEVENT_SIZE_CHANGED,
    SDL_WINDOWEVENT_MINIMIZED,
    SDL_WINDOWEVENT_MAXIMIZED,
    SDL_WINDOWEVENT_RESTORED,
    SDL_WINDOWEVENT_ENTER,
    SDL_WINDOWEVENT_LEAVE,
    SDL_WINDOWEVENT_FOCUS_GAINED,
    SDL_WINDOWEVENT_FOCUS_LOST,
    SDL_WINDOWEVENT_CLOSE
} SDL_WindowEventID;

// MARK: Events

typedef enum {
    SDL_QUIT = 0x100,
    SDL_WINDOWEVENT = 0x200,
    SDL_KEYDOWN = 0x300,
    SDL_KEYUP,
    SDL_TEXTEDITING,
    SDL_TEXTINPUT,
    SDL_MOUSEMOTION = 0x400,
    SDL_MOUSEBUTTONDOWN,
    SDL_MOUSEBUTTONUP,
    SDL_FINGERDOWN = 0x700,
    SDL_FINGERUP,
    SDL_FINGERMOTION
} SDL_EventType;

#define SDL_BUTTON_LEFT 1
#define SDL_BUTTON_MIDDLE 2
#define SDL_BUTTON_RIGHT 3
#define SDL_TOUCH_MOUSEID 0xFFFFFFFFu

typedef Sint64 SDL_TouchID;
typedef Sint64 SDL_FingerID;

typedef struct SDL_CommonEvent { Uint32 type; Uint32 timestamp; } SDL_CommonEvent;

typedef struct SDL_QuitEvent { Uint32 type; Uint32 timestamp; } SDL_QuitEvent;

typedef struct SDL_WindowEvent {
    Uint32 type;
    Uint32 timestamp;
    Uint32 windowID;
    Uint8 event;
    Uint8 padding1, padding2, padding3;
    Sint32 data1, data2;
} SDL_WindowEvent;

// A key: its scancode (SDL's scancodes are USB HID keyboard usages), the layout's key code, and
// the modifier state (KMOD_*).
typedef struct SDL_Keysym {
    int scancode;
    Sint32 sym;
    Uint16 mod;
    Uint32 unused;
} SDL_Keysym;

typedef struct SDL_KeyboardEvent {
    Uint32 type;
    Uint32 timestamp;
    Uint32 windowID;
    Uint8 state;
    Uint8 repeat;
    Uint8 padding2, padding3;
    SDL_Keysym keysym;
} SDL_KeyboardEvent;

#define SDL_TEXTINPUTEVENT_TEXT_SIZE 32

// Text the platform's input method typed (UTF-8, NUL-terminated), sent while text input is on.
typedef struct SDL_TextInputEvent {
    Uint32 type;
    Uint32 timestamp;
    Uint32 windowID;
    char text[SDL_TEXTINPUTEVENT_TEXT_SIZE];
} SDL_TextInputEvent;

typedef struct SDL_MouseMotionEvent {
    Uint32 type;
    Uint32 timestamp;
    Uint32 windowID;
    Uint32 which;
    Uint32 state;
    Sint32 x, y, xrel, yrel;
} SDL_MouseMotionEvent;

typedef struct SDL_MouseButtonEvent {
    Uint32 type;
    Uint32 timestamp;
    Uint32 windowID;
    Uint32 which;
    Uint8 button, state, clicks, padding1;
    Sint32 x, y;
} SDL_MouseButtonEvent;

typedef struct SDL_TouchFingerEvent {
    Uint32 type;
    Uint32 timestamp;
    SDL_TouchID touchId;
    SDL_FingerID fingerId;
    float x, y, dx, dy, pressure;
    Uint32 windowID;
} SDL_TouchFingerEvent;

// SDL's event union: 56 bytes on every platform with pointers of 8 bytes or fewer.
typedef union SDL_Event {
    Uint32 type;
    SDL_CommonEvent common;
    SDL_WindowEvent window;
    SDL_KeyboardEvent key;
    SDL_TextInputEvent text;
    SDL_MouseMotionEvent motion;
    SDL_MouseButtonEvent button;
    SDL_TouchFingerEvent tfinger;
    SDL_QuitEvent quit;
    Uint8 padding[sizeof(void *) <= 8 ? 56 : sizeof(void *) == 16 ? 64 : 3 * sizeof(void *)];
} SDL_Event;

// MARK: Initialisation and hints

#define SDL_INIT_VIDEO 0x00000020u

#define SDL_HINT_FRAMEBUFFER_ACCELERATION "SDL_FRAMEBUFFER_ACCELERATION"
#define SDL_HINT_MOUSE_FOCUS_CLICKTHROUGH "SDL_MOUSE_FOCUS_CLICKTHROUGH"
#define SDL_HINT_NO_SIGNAL_HANDLERS "SDL_NO_SIGNAL_HANDLERS"
#define SDL_HINT_VIDEO_ALLOW_SCREENSAVER "SDL_VIDEO_ALLOW_SCREENSAVER"
#define SDL_HINT_VIDEO_X11_NET_WM_BYPASS_COMPOSITOR "SDL_VIDEO_X11_NET_WM_BYPASS_COMPOSITOR"
#define SDL_HINT_VIDEODRIVER "SDL_VIDEODRIVER"

// MARK: The functions

// Every SDL function OpenTouchSDL calls: X(return type, name, (parameters), (arguments), value
// returned when SDL2 could not be loaded). Functions returning nothing use XV.
#define OPENTOUCH_SDL_FUNCTIONS(X, XV) \
    X(int, SDL_InitSubSystem, (Uint32 flags), (flags), -1) \
    XV(SDL_QuitSubSystem, (Uint32 flags), (flags)) \
    X(const char *, SDL_GetError, (void), (), "the SDL2 library is not loaded") \
    X(const char *, SDL_GetCurrentVideoDriver, (void), (), NULL) \
    X(SDL_bool, SDL_SetHint, (const char *name, const char *value), (name, value), SDL_FALSE) \
    X(SDL_bool, SDL_ResetHint, (const char *name), (name), SDL_FALSE) \
    X(SDL_Window *, SDL_CreateWindow, (const char *title, int x, int y, int w, int h, Uint32 flags), \
      (title, x, y, w, h, flags), NULL) \
    XV(SDL_DestroyWindow, (SDL_Window *window), (window)) \
    X(Uint32, SDL_GetWindowID, (SDL_Window *window), (window), 0) \
    XV(SDL_GetWindowSize, (SDL_Window *window, int *w, int *h), (window, w, h)) \
    X(SDL_Renderer *, SDL_CreateRenderer, (SDL_Window *window, int index, Uint32 flags), \
      (window, index, flags), NULL) \
    X(SDL_Renderer *, SDL_CreateSoftwareRenderer, (SDL_Surface *surface), (surface), NULL) \
    XV(SDL_DestroyRenderer, (SDL_Renderer *renderer), (renderer)) \
    X(int, SDL_GetRendererInfo, (SDL_Renderer *renderer, SDL_RendererInfo *info), (renderer, info), -1) \
    X(int, SDL_GetRendererOutputSize, (SDL_Renderer *renderer, int *w, int *h), (renderer, w, h), -1) \
    X(int, SDL_SetRenderDrawColor, (SDL_Renderer *renderer, Uint8 r, Uint8 g, Uint8 b, Uint8 a), \
      (renderer, r, g, b, a), -1) \
    X(int, SDL_SetRenderDrawBlendMode, (SDL_Renderer *renderer, SDL_BlendMode mode), (renderer, mode), -1) \
    X(int, SDL_RenderClear, (SDL_Renderer *renderer), (renderer), -1) \
    XV(SDL_RenderPresent, (SDL_Renderer *renderer), (renderer)) \
    X(int, SDL_RenderSetClipRect, (SDL_Renderer *renderer, const SDL_Rect *rect), (renderer, rect), -1) \
    X(int, SDL_RenderFillRectF, (SDL_Renderer *renderer, const SDL_FRect *rect), (renderer, rect), -1) \
    X(int, SDL_RenderFillRectsF, (SDL_Renderer *renderer, const SDL_FRect *rects, int count), \
      (renderer, rects, count), -1) \
    X(int, SDL_RenderGeometry, (SDL_Renderer *renderer, SDL_Texture *texture, const SDL_Vertex *vertices, \
      int num_vertices, const int *indices, int num_indices), \
      (renderer, texture, vertices, num_vertices, indices, num_indices), -1) \
    X(int, SDL_RenderReadPixels, (SDL_Renderer *renderer, const SDL_Rect *rect, Uint32 format, void *pixels, \
      int pitch), (renderer, rect, format, pixels, pitch), -1) \
    X(SDL_Surface *, SDL_CreateRGBSurfaceWithFormat, (Uint32 flags, int width, int height, int depth, \
      Uint32 format), (flags, width, height, depth, format), NULL) \
    X(SDL_Surface *, SDL_CreateRGBSurfaceWithFormatFrom, (void *pixels, int width, int height, int depth, \
      int pitch, Uint32 format), (pixels, width, height, depth, pitch, format), NULL) \
    XV(SDL_FreeSurface, (SDL_Surface *surface), (surface)) \
    X(int, SDL_LockSurface, (SDL_Surface *surface), (surface), -1) \
    XV(SDL_UnlockSurface, (SDL_Surface *surface), (surface)) \
    X(SDL_RWops *, SDL_RWFromFile, (const char *file, const char *mode), (file, mode), NULL) \
    X(int, SDL_SaveBMP_RW, (SDL_Surface *surface, SDL_RWops *dst, int freedst), (surface, dst, freedst), -1) \
    X(int, SDL_PollEvent, (SDL_Event *event), (event), 0) \
    X(int, SDL_WaitEventTimeout, (SDL_Event *event, int timeout), (event, timeout), 0) \
    X(int, SDL_PushEvent, (SDL_Event *event), (event), -1) \
    X(Uint64, SDL_GetTicks64, (void), (), 0) \
    XV(SDL_Delay, (Uint32 ms), (ms))

// The table of SDL2's functions, filled by the loader.
typedef struct OpenTouchSDLFunctions {
#define OPENTOUCH_SDL_FIELD(type, name, parameters, arguments, failure) type (*name) parameters;
#define OPENTOUCH_SDL_VOID_FIELD(name, parameters, arguments) void (*name) parameters;
    OPENTOUCH_SDL_FUNCTIONS(OPENTOUCH_SDL_FIELD, OPENTOUCH_SDL_VOID_FIELD)
#undef OPENTOUCH_SDL_FIELD
#undef OPENTOUCH_SDL_VOID_FIELD
} OpenTouchSDLFunctions;

// How loading SDL2 went.
typedef enum {
    OPENTOUCH_SDL_LOAD_SUCCESS = 0,
    // No candidate library could be opened; the detail is the loader's message for the first one.
    OPENTOUCH_SDL_LIBRARY_NOT_FOUND = 1,
    // The library opened but lacks a function; the detail is the function's name.
    OPENTOUCH_SDL_SYMBOL_MISSING = 2
} OpenTouchSDLLoadStatus;

// Loads SDL2 on the first call (thread-safe; later calls return the first outcome). The library
// tried is $OPENTOUCH_SDL2_LIBRARY when set, else libSDL2-2.0.so.0 then libSDL2.so (macOS:
// libSDL2-2.0.0.dylib then libSDL2.dylib).
OpenTouchSDLLoadStatus opentouch_sdl_load(void);
// What failed (a loader message or a function name), or "" after a success.
const char *opentouch_sdl_load_detail(void);
// The library file that was opened, or the one to report after a failure.
const char *opentouch_sdl_library_name(void);
// The function table, loading SDL2 first if needed; NULL when it cannot be loaded.
const OpenTouchSDLFunctions *opentouch_sdl_functions(void);

// SDL's functions under their own names, calling through the table. Without the library they
// return the failure value (NULL, -1, 0) instead of crashing.
#define OPENTOUCH_SDL_SHIM(type, name, parameters, arguments, failure) \
    static inline type name parameters { \
        const OpenTouchSDLFunctions *table = opentouch_sdl_functions(); \
        return table ? table->name arguments : failure; \
    }
#define OPENTOUCH_SDL_VOID_SHIM(name, parameters, arguments) \
    static inline void name parameters { \
        const OpenTouchSDLFunctions *table = opentouch_sdl_functions(); \
        if (table) table->name arguments; \
    }
OPENTOUCH_SDL_FUNCTIONS(OPENTOUCH_SDL_SHIM, OPENTOUCH_SDL_VOID_SHIM)
#undef OPENTOUCH_SDL_SHIM
#undef OPENTOUCH_SDL_VOID_SHIM

#endif
