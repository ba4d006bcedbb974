import Foundation
import OpenTouch
import Testing

@MainActor
@Suite("UIDevice.current describes the Linux machine")
struct DVDeviceTests {
    @Test("Names and version are Linux's; the idiom is a phone unless a test sets it")
    func namesAndIdiom() {
        let device = UIDevice.current
        #expect(device.systemName == "Linux")
        #expect(device.model == "Linux")
        #expect(device.name == "Linux")
        let parts = device.systemVersion.split(separator: ".")
        #expect(parts.count == 3 && parts.allSatisfy { Int($0) != nil })
        #expect(device.isMultitaskingSupported)
        #expect(device.userInterfaceIdiom == .phone)
        device.userInterfaceIdiom = .pad
        #expect(UIDevice.current.userInterfaceIdiom == .pad)
        device.userInterfaceIdiom = .phone
        let machineID = (try? String(contentsOfFile: "/etc/machine-id", encoding: .utf8))?
            .trimmingCharacters(in: .whitespacesAndNewlines)
        let compact = device.identifierForVendor?.uuidString.replacingOccurrences(of: "-", with: "").lowercased()
        #expect(compact == machineID.flatMap { $0.count == 32 ? $0.lowercased() : nil })
    }

    @Test("Orientation is unknown until notifications begin, portrait while they are on; calls nest")
    func orientation() {
        let device = UIDevice.current
        #expect(device.orientation == .unknown)
        device.beginGeneratingDeviceOrientationNotifications()
        device.beginGeneratingDeviceOrientationNotifications()
        #expect(device.orientation == .portrait && device.orientation.isPortrait)
        #expect(device.isGeneratingDeviceOrientationNotifications)
        device.endGeneratingDeviceOrientationNotifications()
        #expect(device.orientation == .portrait)
        device.endGeneratingDeviceOrientationNotifications()
        device.endGeneratingDeviceOrientationNotifications()
        #expect(device.orientation == .unknown)
        #expect(!device.isGeneratingDeviceOrientationNotifications)
        #expect(UIDeviceOrientation.landscapeLeft.isLandscape && UIDeviceOrientation.faceUp.isFlat)
        #expect(!UIDeviceOrientation.faceDown.isValidInterfaceOrientation)
    }
}
