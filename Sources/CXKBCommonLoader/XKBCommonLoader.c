// Opens libxkbcommon with dlopen once, on first use, and fills the function table with dlsym.
#if defined(__linux__)
#include "CXKBCommonLoader.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

static OpenTouchXKBFunctions table;
static OpenTouchXKBLoadStatus status = OPENTOUCH_XKB_LIBRARY_NOT_FOUND;
static char detail[512];
static char library[256];
static pthread_once_t once = PTHREAD_ONCE_INIT;

static const char *const candidates[] = {"libxkbcommon.so.0", "libxkbcommon.so"};

// Opens $OPENTOUCH_XKBCOMMON_LIBRARY, or the first candidate that opens. Records the name opened,
// or on failure the name to report (the override, or the preferred candidate) and why it failed.
static void *open_library(void) {
    const char *override = getenv("OPENTOUCH_XKBCOMMON_LIBRARY");
    const char *const *names = override && *override ? &override : candidates;
    size_t count = override && *override ? 1 : sizeof candidates / sizeof candidates[0];
    for (size_t index = 0; index < count; index++) {
        void *handle = dlopen(names[index], RTLD_NOW | RTLD_LOCAL);
        if (handle) {
            snprintf(library, sizeof library, "%s", names[index]);
            return handle;
        }
        const char *message = dlerror();
        if (index == 0) snprintf(detail, sizeof detail, "%s", message ? message : "dlopen failed");
    }
    snprintf(library, sizeof library, "%s", names[0]);
    return NULL;
}

static void load(void) {
    void *handle = open_library();
    if (!handle) return;
    OpenTouchXKBFunctions loaded;
    const char *missing = NULL;
#define OPENTOUCH_XKB_RESOLVE(type, name, parameters, arguments, failure) \
    *(void **)&loaded.name = dlsym(handle, #name); \
    if (!loaded.name && !missing) missing = #name;
#define OPENTOUCH_XKB_VOID_RESOLVE(name, parameters, arguments) \
    OPENTOUCH_XKB_RESOLVE(void, name, parameters, arguments, )
    OPENTOUCH_XKB_FUNCTIONS(OPENTOUCH_XKB_RESOLVE, OPENTOUCH_XKB_VOID_RESOLVE)
    if (missing) {
        snprintf(detail, sizeof detail, "%s", missing);
        status = OPENTOUCH_XKB_SYMBOL_MISSING;
        dlclose(handle);
        return;
    }
    table = loaded;
    status = OPENTOUCH_XKB_LOAD_SUCCESS;
    detail[0] = 0;
}

OpenTouchXKBLoadStatus opentouch_xkb_load(void) {
    pthread_once(&once, load);
    return status;
}

const char *opentouch_xkb_load_detail(void) {
    pthread_once(&once, load);
    return detail;
}

const char *opentouch_xkb_library_name(void) {
    pthread_once(&once, load);
    return library;
}

const OpenTouchXKBFunctions *opentouch_xkb_functions(void) {
    pthread_once(&once, load);
    return status == OPENTOUCH_XKB_LOAD_SUCCESS ? &table : NULL;
}
#endif
