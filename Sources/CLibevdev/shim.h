// The C API OpenTouchLinuxInput uses: libevdev (device description, event reading, SYN_DROPPED
// synchronisation), libevdev-uinput (virtual devices) and the kernel's input definitions
// (`struct input_event`, `EV_*`, `ABS_*`, `INPUT_PROP_*`). Linux only; the include path comes
// from `pkg-config libevdev` (package libevdev-dev on Debian and Ubuntu).
#ifndef OPENTOUCH_CLIBEVDEV_SHIM_H
#define OPENTOUCH_CLIBEVDEV_SHIM_H

#include <linux/input.h>
#include <libevdev/libevdev.h>
#include <libevdev/libevdev-uinput.h>

#endif
