import Foundation
import OpenTouch
import Testing

@MainActor private var rtBadgeKey: UInt8 = 0
@MainActor private var rtHandlerKey: UInt8 = 0

/// A value apps hang on a view: a badge, a closure box.
private final class RTBadge {
    let text: String
    init(_ text: String) { self.text = text }
}

/// A plain Swift class that is not OpenTouch's: associations live in the side table.
private final class RTModel: @unchecked Sendable {}

/// A value whose release sets another association, as a value cleaning up after itself might.
private final class RTReentrantValue {
    let other: RTModel
    init(_ other: RTModel) { self.other = other }
    deinit { objc_setAssociatedObject(other, &rtSharedKey, "released", .OBJC_ASSOCIATION_RETAIN) }
}

nonisolated(unsafe) private var rtSharedKey: UInt8 = 0

/// The category-style extension apps write to add a stored property to a view.
@MainActor
extension UIView {
    fileprivate var rtBadge: RTBadge? {
        get { objc_getAssociatedObject(self, &rtBadgeKey) as? RTBadge }
        set { objc_setAssociatedObject(self, &rtBadgeKey, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC) }
    }
}

@MainActor
@Suite("Associated objects: objc_setAssociatedObject and friends")
struct RTAssociatedObjectTests {
    @Test("A view keeps its badge under its key, and a second key is separate")
    func storeAndRead() {
        let scene = TestScene()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        scene.rootView.addSubview(view)
        #expect(view.rtBadge == nil)
        view.rtBadge = RTBadge("3")
        objc_setAssociatedObject(view, &rtHandlerKey, "tap", .OBJC_ASSOCIATION_COPY_NONATOMIC)
        #expect(view.rtBadge?.text == "3")
        #expect(objc_getAssociatedObject(view, &rtHandlerKey) as? String == "tap")
        #expect(objc_getAssociatedObject(scene.rootView, &rtHandlerKey) == nil)
        view.rtBadge = nil
        #expect(view.rtBadge == nil)
        #expect(objc_getAssociatedObject(view, &rtHandlerKey) as? String == "tap")
    }

    @Test("The value is released when the view is deallocated")
    func releasedWithView() {
        weak var badge: RTBadge?
        do {
            let view = UIView()
            let made = RTBadge("1")
            badge = made
            view.rtBadge = made
        }
        #expect(badge == nil)
    }

    @Test("Replacing and removing release the old values; ASSIGN does not retain")
    func replaceRemoveAssign() {
        let view = UIView()
        weak var first: RTBadge?
        weak var second: RTBadge?
        do {
            let made = RTBadge("a")
            first = made
            view.rtBadge = made
            view.rtBadge = RTBadge("b")
            second = view.rtBadge
        }
        #expect(first == nil)
        #expect(second?.text == "b")
        objc_removeAssociatedObjects(view)
        #expect(second == nil)
        do {
            let held = RTBadge("weak")
            objc_setAssociatedObject(view, &rtBadgeKey, held, .OBJC_ASSOCIATION_ASSIGN)
            #expect((objc_getAssociatedObject(view, &rtBadgeKey) as? RTBadge) === held)
        }
        #expect(objc_getAssociatedObject(view, &rtBadgeKey) == nil)
    }

    @Test("A gesture recognizer and any Swift class hold values; the latter's go at the next call after it dies")
    func otherOwners() {
        let recognizer = UITapGestureRecognizer()
        objc_setAssociatedObject(recognizer, &rtHandlerKey, 42, .OBJC_ASSOCIATION_RETAIN)
        #expect(objc_getAssociatedObject(recognizer, &rtHandlerKey) as? Int == 42)
        weak var badge: RTBadge?
        do {
            let model = RTModel()
            let made = RTBadge("model")
            badge = made
            objc_setAssociatedObject(model, &rtBadgeKey, made, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
            #expect((objc_getAssociatedObject(model, &rtBadgeKey) as? RTBadge)?.text == "model")
        }
        let fresh = RTModel()
        #expect(objc_getAssociatedObject(fresh, &rtBadgeKey) == nil)
        #expect(badge == nil)
    }

    @Test("A value type owner is reported and keeps nothing")
    func valueOwner() {
        let scene = TestScene()
        let recorder = scene.recorder()
        objc_setAssociatedObject(CGPoint.zero, &rtBadgeKey, RTBadge("x"), .OBJC_ASSOCIATION_RETAIN)
        #expect(objc_getAssociatedObject(CGPoint.zero, &rtBadgeKey) == nil)
        #expect(recorder.diagnostics.map(\.kind) == [.unsupportedCall, .unsupportedCall])
    }

    @Test("Threads setting and reading associations at once, and a value whose release sets another, neither crash nor deadlock")
    func concurrencyAndReentrancy() {
        let owners = (0..<8).map { _ in RTModel() }
        DispatchQueue.concurrentPerform(iterations: 400) { index in
            let owner = owners[index % owners.count]
            objc_setAssociatedObject(owner, &rtSharedKey, index, .OBJC_ASSOCIATION_RETAIN)
            _ = objc_getAssociatedObject(owner, &rtSharedKey)
            if index % 50 == 0 { objc_removeAssociatedObjects(owner) }
        }
        for owner in owners { objc_removeAssociatedObjects(owner) }
        #expect(owners.allSatisfy { objc_getAssociatedObject($0, &rtSharedKey) == nil })
        let other = RTModel()
        let view = UIView()
        objc_setAssociatedObject(view, &rtSharedKey, RTReentrantValue(other), .OBJC_ASSOCIATION_RETAIN)
        objc_setAssociatedObject(view, &rtSharedKey, nil, .OBJC_ASSOCIATION_RETAIN)
        #expect(objc_getAssociatedObject(other, &rtSharedKey) as? String == "released")
    }
}
