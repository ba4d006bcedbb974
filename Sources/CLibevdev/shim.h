// The C API OpenTouchLinuxInput uses: libevdev (device description, event reading, SYN_DROPPED
// synchronisation), libevdev-uinput (virtual devices) and the kernel's input definitions
// (`struct input_event`, `EV_*`, `ABS_*`, `INPUT_PROP_*`), and a thread-naming helper. Linux only; the include path comes
// from `pkg-config libevdev` (package libevdev-dev on Debian and Ubuntu).
#ifndef OPENTOUCH_CLIBEVDEV_SHIM_H
#define OPENTOUCH_CLIBEVDEV_SHIM_H

#include <linux/input.h>
#include <sys/prctl.h>
#include <libevdev/libevdev.h>
#include <libevdev/libevdev-uinput.h>

// Names the calling thread as the kernel shows it (top -H, gdb, /proc/.../comm); Linux keeps the
// first 15 bytes. prctl is variadic, so Swift cannot call it directly. Returns 0, or -1 with errno.
static inline int opentouch_set_current_thread_name(const char *name) {
    return prctl(PR_SET_NAME, (unsigned long)name, 0UL, 0UL, 0UL);
}

#endif
