// Opens libevdev with dlopen once, on first use, and fills the function table with dlsym.
#if defined(__linux__)
#include "CLibevdevLoader.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

static OpenTouchLibevdevFunctions table;
static OpenTouchLibevdevLoadStatus status = OPENTOUCH_LIBEVDEV_LIBRARY_NOT_FOUND;
static char detail[512];
static char library[256];
static pthread_once_t once = PTHREAD_ONCE_INIT;

static const char *const candidates[] = {"libevdev.so.2", "libevdev.so"};

// Opens $OPENTOUCH_LIBEVDEV_LIBRARY, or the first candidate that opens. Records the name opened,
// or on failure the name to report (the override, or the preferred candidate) and why it failed.
static void *open_library(void) {
    const char *override = getenv("OPENTOUCH_LIBEVDEV_LIBRARY");
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
    OpenTouchLibevdevFunctions loaded;
    const char *missing = NULL;
#define OPENTOUCH_LIBEVDEV_RESOLVE(type, name, parameters, arguments, failure) \
    *(void **)&loaded.name = dlsym(handle, #name); \
    if (!loaded.name && !missing) missing = #name;
#define OPENTOUCH_LIBEVDEV_VOID_RESOLVE(name, parameters, arguments) \
    OPENTOUCH_LIBEVDEV_RESOLVE(void, name, parameters, arguments, )
    OPENTOUCH_LIBEVDEV_FUNCTIONS(OPENTOUCH_LIBEVDEV_RESOLVE, OPENTOUCH_LIBEVDEV_VOID_RESOLVE)
    if (missing) {
        snprintf(detail, sizeof detail, "%s", missing);
        status = OPENTOUCH_LIBEVDEV_SYMBOL_MISSING;
        dlclose(handle);
        return;
    }
    table = loaded;
    status = OPENTOUCH_LIBEVDEV_LOAD_SUCCESS;
    detail[0] = 0;
}

OpenTouchLibevdevLoadStatus opentouch_libevdev_load(void) {
    pthread_once(&once, load);
    return status;
}

const char *opentouch_libevdev_load_detail(void) {
    pthread_once(&once, load);
    return detail;
}

const char *opentouch_libevdev_library_name(void) {
    pthread_once(&once, load);
    return library;
}

const OpenTouchLibevdevFunctions *opentouch_libevdev_functions(void) {
    pthread_once(&once, load);
    return status == OPENTOUCH_LIBEVDEV_LOAD_SUCCESS ? &table : NULL;
}
#endif
