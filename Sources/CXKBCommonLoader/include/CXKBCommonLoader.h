// The parts of libxkbcommon's C API that OpenTouchXKB uses, declared by hand, and a loader that
// opens libxkbcommon at run time (dlopen) the first time any of them is called. No xkbcommon
// headers, pkg-config file or library are needed to build; turning key codes into characters
// with an XKB keymap needs the runtime library (Debian and Ubuntu: libxkbcommon0, with the
// keymap data in xkb-data and the compose tables in libx11-data). Linux only.
#ifndef OPENTOUCH_CXKBCOMMONLOADER_H
#define OPENTOUCH_CXKBCOMMONLOADER_H

#if defined(__linux__)

#include <stddef.h>
#include <stdint.h>

// MARK: Types

struct xkb_context;
struct xkb_keymap;
struct xkb_state;
struct xkb_compose_table;
struct xkb_compose_state;

typedef uint32_t xkb_keycode_t;
typedef uint32_t xkb_keysym_t;
typedef uint32_t xkb_layout_index_t;
typedef uint32_t xkb_level_index_t;

// The names of a keymap's parts, as XKB's rules take them (NULL or "" for the default).
struct xkb_rule_names {
    const char *rules;
    const char *model;
    const char *layout;
    const char *variant;
    const char *options;
};

enum xkb_context_flags {
    XKB_CONTEXT_NO_FLAGS = 0,
    XKB_CONTEXT_NO_DEFAULT_INCLUDES = (1 << 0),
    XKB_CONTEXT_NO_ENVIRONMENT_NAMES = (1 << 1)
};

enum xkb_log_level {
    XKB_LOG_LEVEL_CRITICAL = 10,
    XKB_LOG_LEVEL_ERROR = 20,
    XKB_LOG_LEVEL_WARNING = 30,
    XKB_LOG_LEVEL_INFO = 40,
    XKB_LOG_LEVEL_DEBUG = 50
};

enum xkb_keymap_compile_flags {
    XKB_KEYMAP_COMPILE_NO_FLAGS = 0
};

enum xkb_key_direction {
    XKB_KEY_UP = 0,
    XKB_KEY_DOWN = 1
};

enum xkb_state_component {
    XKB_STATE_MODS_DEPRESSED = (1 << 0),
    XKB_STATE_MODS_LATCHED = (1 << 1),
    XKB_STATE_MODS_LOCKED = (1 << 2),
    XKB_STATE_MODS_EFFECTIVE = (1 << 3),
    XKB_STATE_LAYOUT_DEPRESSED = (1 << 4),
    XKB_STATE_LAYOUT_LATCHED = (1 << 5),
    XKB_STATE_LAYOUT_LOCKED = (1 << 6),
    XKB_STATE_LAYOUT_EFFECTIVE = (1 << 7),
    XKB_STATE_LEDS = (1 << 8)
};

enum xkb_compose_compile_flags {
    XKB_COMPOSE_COMPILE_NO_FLAGS = 0
};

enum xkb_compose_state_flags {
    XKB_COMPOSE_STATE_NO_FLAGS = 0
};

enum xkb_compose_status {
    XKB_COMPOSE_NOTHING = 0,
    XKB_COMPOSE_COMPOSING = 1,
    XKB_COMPOSE_COMPOSED = 2,
    XKB_COMPOSE_CANCELLED = 3
};

enum xkb_compose_feed_result {
    XKB_COMPOSE_FEED_IGNORED = 0,
    XKB_COMPOSE_FEED_ACCEPTED = 1
};

// MARK: The functions

// Every libxkbcommon function OpenTouchXKB calls: X(return type, name, (parameters), (arguments),
// value returned when libxkbcommon could not be loaded). Functions returning nothing use XV.
#define OPENTOUCH_XKB_FUNCTIONS(X, XV) \
    X(struct xkb_context *, xkb_context_new, (enum xkb_context_flags flags), (flags), NULL) \
    XV(xkb_context_unref, (struct xkb_context *context), (context)) \
    XV(xkb_context_set_log_level, (struct xkb_context *context, enum xkb_log_level level), (context, level)) \
    X(struct xkb_keymap *, xkb_keymap_new_from_names, (struct xkb_context *context, \
      const struct xkb_rule_names *names, enum xkb_keymap_compile_flags flags), (context, names, flags), NULL) \
    XV(xkb_keymap_unref, (struct xkb_keymap *keymap), (keymap)) \
    X(int, xkb_keymap_key_repeats, (struct xkb_keymap *keymap, xkb_keycode_t key), (keymap, key), 0) \
    X(xkb_keycode_t, xkb_keymap_min_keycode, (struct xkb_keymap *keymap), (keymap), 0) \
    X(xkb_keycode_t, xkb_keymap_max_keycode, (struct xkb_keymap *keymap), (keymap), 0) \
    X(xkb_layout_index_t, xkb_keymap_num_layouts, (struct xkb_keymap *keymap), (keymap), 0) \
    X(int, xkb_keymap_key_get_syms_by_level, (struct xkb_keymap *keymap, xkb_keycode_t key, \
      xkb_layout_index_t layout, xkb_level_index_t level, const xkb_keysym_t **syms_out), \
      (keymap, key, layout, level, syms_out), 0) \
    X(struct xkb_state *, xkb_state_new, (struct xkb_keymap *keymap), (keymap), NULL) \
    XV(xkb_state_unref, (struct xkb_state *state), (state)) \
    X(enum xkb_state_component, xkb_state_update_key, (struct xkb_state *state, xkb_keycode_t key, \
      enum xkb_key_direction direction), (state, key, direction), 0) \
    X(int, xkb_state_key_get_utf8, (struct xkb_state *state, xkb_keycode_t key, char *buffer, size_t size), \
      (state, key, buffer, size), -1) \
    X(xkb_keysym_t, xkb_state_key_get_one_sym, (struct xkb_state *state, xkb_keycode_t key), (state, key), 0) \
    X(xkb_layout_index_t, xkb_state_key_get_layout, (struct xkb_state *state, xkb_keycode_t key), (state, key), 0) \
    X(int, xkb_state_mod_name_is_active, (struct xkb_state *state, const char *name, \
      enum xkb_state_component type), (state, name, type), -1) \
    X(int, xkb_keysym_to_utf8, (xkb_keysym_t keysym, char *buffer, size_t size), (keysym, buffer, size), -1) \
    X(struct xkb_compose_table *, xkb_compose_table_new_from_locale, (struct xkb_context *context, \
      const char *locale, enum xkb_compose_compile_flags flags), (context, locale, flags), NULL) \
    XV(xkb_compose_table_unref, (struct xkb_compose_table *compose_table), (compose_table)) \
    X(struct xkb_compose_state *, xkb_compose_state_new, (struct xkb_compose_table *compose_table, \
      enum xkb_compose_state_flags flags), (compose_table, flags), NULL) \
    XV(xkb_compose_state_unref, (struct xkb_compose_state *state), (state)) \
    X(enum xkb_compose_feed_result, xkb_compose_state_feed, (struct xkb_compose_state *state, \
      xkb_keysym_t keysym), (state, keysym), XKB_COMPOSE_FEED_IGNORED) \
    XV(xkb_compose_state_reset, (struct xkb_compose_state *state), (state)) \
    X(enum xkb_compose_status, xkb_compose_state_get_status, (struct xkb_compose_state *state), \
      (state), XKB_COMPOSE_NOTHING) \
    X(int, xkb_compose_state_get_utf8, (struct xkb_compose_state *state, char *buffer, size_t size), \
      (state, buffer, size), -1)

// The table of libxkbcommon's functions, filled by the loader.
typedef struct OpenTouchXKBFunctions {
#define OPENTOUCH_XKB_FIELD(type, name, parameters, arguments, failure) type (*name) parameters;
#define OPENTOUCH_XKB_VOID_FIELD(name, parameters, arguments) void (*name) parameters;
    OPENTOUCH_XKB_FUNCTIONS(OPENTOUCH_XKB_FIELD, OPENTOUCH_XKB_VOID_FIELD)
#undef OPENTOUCH_XKB_FIELD
#undef OPENTOUCH_XKB_VOID_FIELD
} OpenTouchXKBFunctions;

// How loading libxkbcommon went.
typedef enum {
    OPENTOUCH_XKB_LOAD_SUCCESS = 0,
    // No candidate library could be opened; the detail is the loader's message for the first one.
    OPENTOUCH_XKB_LIBRARY_NOT_FOUND = 1,
    // The library opened but lacks a function; the detail is the function's name.
    OPENTOUCH_XKB_SYMBOL_MISSING = 2
} OpenTouchXKBLoadStatus;

// Loads libxkbcommon on the first call (thread-safe; later calls return the first outcome). The
// library tried is $OPENTOUCH_XKBCOMMON_LIBRARY when set, else libxkbcommon.so.0 then
// libxkbcommon.so.
OpenTouchXKBLoadStatus opentouch_xkb_load(void);
// What failed (a loader message or a function name), or "" after a success.
const char *opentouch_xkb_load_detail(void);
// The library file that was opened, or the one to report after a failure.
const char *opentouch_xkb_library_name(void);
// The function table, loading libxkbcommon first if needed; NULL when it cannot be loaded.
const OpenTouchXKBFunctions *opentouch_xkb_functions(void);

// libxkbcommon's functions under their own names, calling through the table. Without the
// library they return the failure value (NULL, -1, 0) instead of crashing.
#define OPENTOUCH_XKB_SHIM(type, name, parameters, arguments, failure) \
    static inline type name parameters { \
        const OpenTouchXKBFunctions *table = opentouch_xkb_functions(); \
        return table ? table->name arguments : failure; \
    }
#define OPENTOUCH_XKB_VOID_SHIM(name, parameters, arguments) \
    static inline void name parameters { \
        const OpenTouchXKBFunctions *table = opentouch_xkb_functions(); \
        if (table) table->name arguments; \
    }
OPENTOUCH_XKB_FUNCTIONS(OPENTOUCH_XKB_SHIM, OPENTOUCH_XKB_VOID_SHIM)
#undef OPENTOUCH_XKB_SHIM
#undef OPENTOUCH_XKB_VOID_SHIM

#endif

#endif
