// The parts of libevdev's C API that OpenTouchLinuxInput uses, declared by hand, and a loader
// that opens libevdev at run time (dlopen) the first time any of them is called. No libevdev
// headers, pkg-config file or library are needed to build; reading live devices needs the
// libevdev runtime library (Debian and Ubuntu: libevdev2). The kernel's input definitions
// (`struct input_event`, `EV_*`, `ABS_*`, `INPUT_PROP_*`) come from <linux/input.h>, which every
// Linux C toolchain has (linux-libc-dev on Debian and Ubuntu). Linux only.
#ifndef OPENTOUCH_CLIBEVDEVLOADER_H
#define OPENTOUCH_CLIBEVDEVLOADER_H

#if defined(__linux__)

#include <linux/input.h>
#include <stdarg.h>
#include <stddef.h>
#include <sys/prctl.h>

// MARK: Types

struct libevdev;
struct libevdev_uinput;

enum libevdev_read_flag {
    LIBEVDEV_READ_FLAG_SYNC = 1,
    LIBEVDEV_READ_FLAG_NORMAL = 2,
    LIBEVDEV_READ_FLAG_FORCE_SYNC = 4,
    LIBEVDEV_READ_FLAG_BLOCKING = 8
};

enum libevdev_read_status {
    LIBEVDEV_READ_STATUS_SUCCESS = 0,
    LIBEVDEV_READ_STATUS_SYNC = 1
};

enum libevdev_log_priority {
    LIBEVDEV_LOG_ERROR = 10,
    LIBEVDEV_LOG_INFO = 20,
    LIBEVDEV_LOG_DEBUG = 30
};

enum libevdev_grab_mode {
    LIBEVDEV_GRAB = 3,
    LIBEVDEV_UNGRAB = 4
};

enum libevdev_uinput_open_mode {
    LIBEVDEV_UINPUT_OPEN_MANAGED = -2
};

// libevdev's per-device message callback: a printf format and its arguments.
typedef void (*libevdev_device_log_func_t)(const struct libevdev *dev, enum libevdev_log_priority priority,
                                           void *data, const char *file, int line, const char *func,
                                           const char *format, va_list args);

// MARK: The functions

// Every libevdev function OpenTouchLinuxInput calls: X(return type, name, (parameters),
// (arguments), value returned when libevdev could not be loaded). Functions returning nothing use XV.
#define OPENTOUCH_LIBEVDEV_FUNCTIONS(X, XV) \
    X(struct libevdev *, libevdev_new, (void), (), NULL) \
    X(int, libevdev_new_from_fd, (int fd, struct libevdev **dev), (fd, dev), -38 /* -ENOSYS */) \
    XV(libevdev_free, (struct libevdev *dev), (dev)) \
    XV(libevdev_set_name, (struct libevdev *dev, const char *name), (dev, name)) \
    XV(libevdev_set_id_bustype, (struct libevdev *dev, int bustype), (dev, bustype)) \
    XV(libevdev_set_id_vendor, (struct libevdev *dev, int vendor), (dev, vendor)) \
    XV(libevdev_set_id_product, (struct libevdev *dev, int product), (dev, product)) \
    XV(libevdev_set_id_version, (struct libevdev *dev, int version), (dev, version)) \
    X(int, libevdev_enable_property, (struct libevdev *dev, unsigned int prop), (dev, prop), -1) \
    X(int, libevdev_enable_event_type, (struct libevdev *dev, unsigned int type), (dev, type), -1) \
    X(int, libevdev_enable_event_code, (struct libevdev *dev, unsigned int type, unsigned int code, \
      const void *data), (dev, type, code, data), -1) \
    X(const char *, libevdev_get_name, (const struct libevdev *dev), (dev), NULL) \
    X(int, libevdev_get_id_bustype, (const struct libevdev *dev), (dev), 0) \
    X(int, libevdev_get_id_vendor, (const struct libevdev *dev), (dev), 0) \
    X(int, libevdev_get_id_product, (const struct libevdev *dev), (dev), 0) \
    X(int, libevdev_get_id_version, (const struct libevdev *dev), (dev), 0) \
    X(int, libevdev_has_event_type, (const struct libevdev *dev, unsigned int type), (dev, type), 0) \
    X(int, libevdev_has_event_code, (const struct libevdev *dev, unsigned int type, unsigned int code), \
      (dev, type, code), 0) \
    X(const struct input_absinfo *, libevdev_get_abs_info, (const struct libevdev *dev, unsigned int code), \
      (dev, code), NULL) \
    X(int, libevdev_has_property, (const struct libevdev *dev, unsigned int prop), (dev, prop), 0) \
    X(int, libevdev_event_type_get_max, (unsigned int type), (type), -1) \
    X(const char *, libevdev_event_type_get_name, (unsigned int type), (type), NULL) \
    X(const char *, libevdev_event_code_get_name, (unsigned int type, unsigned int code), (type, code), NULL) \
    X(const char *, libevdev_property_get_name, (unsigned int prop), (prop), NULL) \
    X(int, libevdev_set_clock_id, (struct libevdev *dev, int clockid), (dev, clockid), -38) \
    X(int, libevdev_grab, (struct libevdev *dev, enum libevdev_grab_mode grab), (dev, grab), -38) \
    X(int, libevdev_next_event, (struct libevdev *dev, unsigned int flags, struct input_event *ev), \
      (dev, flags, ev), -38) \
    XV(libevdev_set_device_log_function, (struct libevdev *dev, libevdev_device_log_func_t logfunc, \
       enum libevdev_log_priority priority, void *data), (dev, logfunc, priority, data)) \
    X(int, libevdev_uinput_create_from_device, (const struct libevdev *dev, int uinput_fd, \
      struct libevdev_uinput **uinput_dev), (dev, uinput_fd, uinput_dev), -38) \
    X(const char *, libevdev_uinput_get_devnode, (struct libevdev_uinput *uinput_dev), (uinput_dev), NULL) \
    XV(libevdev_uinput_destroy, (struct libevdev_uinput *uinput_dev), (uinput_dev)) \
    X(int, libevdev_uinput_write_event, (const struct libevdev_uinput *uinput_dev, unsigned int type, \
      unsigned int code, int value), (uinput_dev, type, code, value), -38)

// The table of libevdev's functions, filled by the loader.
typedef struct OpenTouchLibevdevFunctions {
#define OPENTOUCH_LIBEVDEV_FIELD(type, name, parameters, arguments, failure) type (*name) parameters;
#define OPENTOUCH_LIBEVDEV_VOID_FIELD(name, parameters, arguments) void (*name) parameters;
    OPENTOUCH_LIBEVDEV_FUNCTIONS(OPENTOUCH_LIBEVDEV_FIELD, OPENTOUCH_LIBEVDEV_VOID_FIELD)
#undef OPENTOUCH_LIBEVDEV_FIELD
#undef OPENTOUCH_LIBEVDEV_VOID_FIELD
} OpenTouchLibevdevFunctions;

// How loading libevdev went.
typedef enum {
    OPENTOUCH_LIBEVDEV_LOAD_SUCCESS = 0,
    // No candidate library could be opened; the detail is the loader's message for the first one.
    OPENTOUCH_LIBEVDEV_LIBRARY_NOT_FOUND = 1,
    // The library opened but lacks a function; the detail is the function's name.
    OPENTOUCH_LIBEVDEV_SYMBOL_MISSING = 2
} OpenTouchLibevdevLoadStatus;

// Loads libevdev on the first call (thread-safe; later calls return the first outcome). The
// library tried is $OPENTOUCH_LIBEVDEV_LIBRARY when set, else libevdev.so.2 then libevdev.so.
OpenTouchLibevdevLoadStatus opentouch_libevdev_load(void);
// What failed (a loader message or a function name), or "" after a success.
const char *opentouch_libevdev_load_detail(void);
// The library file that was opened, or the one to report after a failure.
const char *opentouch_libevdev_library_name(void);
// The function table, loading libevdev first if needed; NULL when it cannot be loaded.
const OpenTouchLibevdevFunctions *opentouch_libevdev_functions(void);

// libevdev's functions under their own names, calling through the table. Without the library
// they return the failure value (NULL, -1, -ENOSYS, 0) instead of crashing.
#define OPENTOUCH_LIBEVDEV_SHIM(type, name, parameters, arguments, failure) \
    static inline type name parameters { \
        const OpenTouchLibevdevFunctions *table = opentouch_libevdev_functions(); \
        return table ? table->name arguments : failure; \
    }
#define OPENTOUCH_LIBEVDEV_VOID_SHIM(name, parameters, arguments) \
    static inline void name parameters { \
        const OpenTouchLibevdevFunctions *table = opentouch_libevdev_functions(); \
        if (table) table->name arguments; \
    }
OPENTOUCH_LIBEVDEV_FUNCTIONS(OPENTOUCH_LIBEVDEV_SHIM, OPENTOUCH_LIBEVDEV_VOID_SHIM)
#undef OPENTOUCH_LIBEVDEV_SHIM
#undef OPENTOUCH_LIBEVDEV_VOID_SHIM

// Names the calling thread as the kernel shows it (top -H, gdb, /proc/.../comm); Linux keeps the
// first 15 bytes. prctl is variadic, so Swift cannot call it directly. Returns 0, or -1 with errno.
static inline int opentouch_set_current_thread_name(const char *name) {
    return prctl(PR_SET_NAME, (unsigned long)name, 0UL, 0UL, 0UL);
}

#endif

#endif
