#if os(Linux)
import Foundation
import Glibc
import OpenTouchEvdev
import OpenTouchLinuxInput
import Testing

@Suite("Discovery: scanning a directory of event nodes, and the messages when it goes wrong")
struct DiscoveryTests {
    @Test("a missing input directory gives the no-/dev/input message, with the container hint")
    func missingDirectory() throws {
        let directory = try makeTemporaryDirectory()
        try FileManager.default.removeItem(at: directory)
        let discovery = InputDeviceDiscovery(directory: directory.path)
        #expect(throws: LinuxInputError.noInputDirectory(path: directory.path)) { try discovery.scan() }
        let message = LinuxInputError.noInputDirectory(path: directory.path).description
        #expect(message.contains("No \(directory.path) directory"))
        #expect(message.contains("container"))
        #expect(message.contains("--device"))
    }

    @Test("this container has no /dev/input, and discovery says so",
          .enabled(if: !FileManager.default.fileExists(atPath: "/dev/input"),
                   "this machine has /dev/input, so the container message cannot be checked on it"))
    func thisContainerHasNoInputDirectory() {
        #expect(throws: LinuxInputError.noInputDirectory(path: "/dev/input")) { try InputDeviceDiscovery().touchscreens() }
    }

    @Test("a file where the directory should be is reported as no input directory")
    func fileInsteadOfDirectory() throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("input")
        try Data("x".utf8).write(to: file)
        #expect(throws: LinuxInputError.noInputDirectory(path: file.path)) {
            try InputDeviceDiscovery(directory: file.path).scan()
        }
    }

    @Test("an empty directory: no touchscreen, and the message says no event nodes were found")
    func emptyDirectory() throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let discovery = InputDeviceDiscovery(directory: directory.path)
        #expect(try discovery.scan().isEmpty)
        do {
            _ = try discovery.touchscreens()
            Issue.record("expected noTouchscreen")
        } catch {
            #expect(error == .noTouchscreen(directory: directory.path, found: []))
            #expect(error.description.contains("No input devices in \(directory.path)"))
        }
    }

    @Test("non-device files: only eventN entries are listed, in numeric order, each 'not an evdev device'",
          .enabled(if: SystemLibraries.libevdevTestsEnabled, SystemLibraries.libevdevSkipReason))
    func nonDeviceFiles() throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        for name in ["event10", "event2", "mouse0", "event", "eventX", "js0", "event02x"] {
            try Data("not a device".utf8).write(to: directory.appendingPathComponent(name))
        }
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("event3"), withIntermediateDirectories: false)
        let discovery = InputDeviceDiscovery(directory: directory.path, sysfsDirectory: directory.path + "/no-sysfs")
        let devices = try discovery.scan()
        #expect(devices.map(\.eventNumber) == [2, 3, 10])
        #expect(devices.map(\.path) == ["event2", "event3", "event10"].map { directory.path + "/" + $0 })
        for device in devices {
            #expect(device.problem == .notAnInputDevice(path: device.path, errno: ENOTTY))
            #expect(!device.isTouchscreen)
            #expect(device.summary.hasSuffix("could not be opened: not an evdev device (ENOTTY)"))
        }
        // Deterministic: the same on every scan.
        #expect(try discovery.scan() == devices)
        do {
            _ = try discovery.touchscreens()
            Issue.record("expected noTouchscreen")
        } catch {
            let lines = error.description.split(separator: "\n").map(String.init)
            #expect(lines.first == "No touchscreen among the 3 input devices in \(directory.path):")
            #expect(lines.dropFirst().map { $0.trimmingCharacters(in: .whitespaces) }
                    == ["event2", "event3", "event10"].map { "\($0): could not be opened: not an evdev device (ENOTTY)" })
        }
    }

    @Test("EACCES (simulated with an injected opener, since tests run as root): names the device, its group and the fix",
          .enabled(if: SystemLibraries.libevdevTestsEnabled, SystemLibraries.libevdevSkipReason))
    func permissionDeniedMessage() throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let node = directory.appendingPathComponent("event5")
        try Data().write(to: node)
        chmod(node.path, 0o660)
        // sysfs publishes the name of a device the user cannot open.
        let sysfs = directory.appendingPathComponent("sysfs")
        try FileManager.default.createDirectory(at: sysfs.appendingPathComponent("event5/device"), withIntermediateDirectories: true)
        try Data("Fake Touchscreen\n".utf8).write(to: sysfs.appendingPathComponent("event5/device/name"))

        let discovery = InputDeviceDiscovery(directory: directory.path, sysfsDirectory: sysfs.path,
                                             opener: .denying([node.path]))
        let devices = try discovery.scan()
        #expect(devices.count == 1)
        let device = try #require(devices.first)
        #expect(device.name == "Fake Touchscreen")
        guard case .permissionDenied(let problem)? = device.problem else {
            Issue.record("expected permissionDenied, got \(String(describing: device.problem))")
            return
        }
        #expect(problem.errno == EACCES)
        #expect(problem.mode == 0o660)
        #expect(problem.group != nil && problem.owner != nil)
        let message = problem.description
        #expect(message.contains("Permission denied opening \(node.path) (\"Fake Touchscreen\")"))
        #expect(message.contains("mode 0660"))
        #expect(message.contains("udevadm trigger"))
        // No touchscreen found: the summary line and the fix are both in the message.
        do {
            _ = try discovery.touchscreens()
            Issue.record("expected noTouchscreen")
        } catch {
            #expect(error.description.contains("event5 \"Fake Touchscreen\": could not be opened: permission denied"))
            #expect(error.description.contains("so a touchscreen may be among them"))
        }
        #expect(throws: LinuxInputError.permissionDenied(problem)) { _ = try discovery.open(path: node.path) }
    }

    @Test("the permission message for a user outside the device's group tells them to join it or add a udev rule")
    func permissionFixText() {
        let problem = DevicePermissionProblem(path: "/dev/input/event5", deviceName: "Atmel maXTouch Touchscreen",
                                              owner: "root", group: "input", mode: 0o660, processHasGroup: false,
                                              errno: EACCES)
        #expect(problem.description == """
            Permission denied opening /dev/input/event5 ("Atmel maXTouch Touchscreen"): it belongs to root:input, \
            mode 0660. Fix: add your user to the 'input' group (sudo usermod -aG input $USER, then log out and back \
            in, or run `newgrp input` in this shell), or grant access with a udev rule, for example a file \
            /etc/udev/rules.d/70-opentouch.rules containing SUBSYSTEM=="input", KERNEL=="event*", \
            ENV{ID_INPUT_TOUCHSCREEN}=="1", TAG+="uaccess" (access for the logged-in user), then run \
            sudo udevadm control --reload-rules && sudo udevadm trigger.
            """)
        #expect(LinuxInputError.permissionDenied(problem).errno == EACCES)
    }

    @Test("a real chmod 000 node gives EACCES for a non-root user",
          .enabled(if: SystemLibraries.libevdevTestsEnabled, SystemLibraries.libevdevSkipReason),
          .enabled(if: getuid() != 0,
                   "the tests run as root here, and root opens a chmod 000 file; the injected-opener test covers EACCES"))
    func chmodZeroNode() throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let node = directory.appendingPathComponent("event0")
        try Data().write(to: node)
        chmod(node.path, 0)
        let devices = try InputDeviceDiscovery(directory: directory.path).scan()
        guard case .permissionDenied(let problem)? = devices.first?.problem else {
            Issue.record("expected permissionDenied")
            return
        }
        #expect(problem.mode == 0)
    }

    @Test("a node that vanished between listing and opening is reported as gone (ENODEV)",
          .enabled(if: SystemLibraries.libevdevTestsEnabled, SystemLibraries.libevdevSkipReason))
    func vanishedNode() throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data().write(to: directory.appendingPathComponent("event1"))
        let discovery = InputDeviceDiscovery(directory: directory.path, opener: DeviceOpener { _ in -ENODEV })
        let path = directory.path + "/event1"
        #expect(try discovery.scan().first?.problem == .deviceGone(path: path, errno: ENODEV))
        #expect(LinuxInputError.deviceGone(path: path, errno: ENODEV).description.contains("unplugged"))
    }

    @Test("opening a path that does not exist says so and points at `opentouch devices`")
    func missingNode() throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.path + "/event9"
        #expect(throws: LinuxInputError.noSuchDevice(path: path)) { _ = try InputDeviceDiscovery().open(path: path) }
        #expect(LinuxInputError.noSuchDevice(path: path).description.contains("opentouch devices"))
    }
}
#endif
