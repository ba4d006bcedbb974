import Foundation
import OpenTouch
import Testing

/// Back-pointers (superview, a root view's controller, a window's scene, a scene's application)
/// are not weak references; their owners clear them. These tests release owners first and check
/// nothing dangles.
@MainActor
@Suite("Ownership: back-pointers never outlive their owners")
struct OwnershipTests {
    @Test("a subview kept alive after its superview is released has no superview")
    func subviewOutlivesSuperview() {
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        weak var weakParent: UIView?
        do {
            let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            parent.addSubview(child)
            weakParent = parent
            #expect(child.superview === parent)
        }
        #expect(weakParent == nil)
        #expect(child.superview == nil)
        #expect(child.next == nil)
    }

    @Test("a root view kept alive after its controller is released forwards to its superview, not the controller")
    func rootViewOutlivesController() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        var view: UIView?
        weak var weakController: UIViewController?
        do {
            let controller = UIViewController()
            view = controller.view
            container.addSubview(view!)
            weakController = controller
            #expect(view!.next === controller)
        }
        #expect(weakController == nil)
        #expect(view!.next === container)
    }

    @Test("a window kept alive after its application and scene are released has no scene and no next responder")
    func windowOutlivesApplication() {
        var window: UIWindow?
        weak var weakApplication: UIApplication?
        weak var weakScene: UIWindowScene?
        do {
            let application = UIApplication(clock: VirtualClock())
            let scene = UIWindowScene(application: application)
            window = UIWindow(windowScene: scene)
            window!.makeKeyAndVisible()
            weakApplication = application
            weakScene = scene
            #expect(window!.next === scene)
            #expect(scene.next === application)
        }
        #expect(weakApplication == nil)
        #expect(weakScene == nil)
        #expect(window!.windowScene == nil)
        #expect(window!.next == nil)
        #expect(!window!.isKeyWindow)
    }

    @Test("the software keyboard and its window go with their application")
    func softwareKeyboardGoesWithApplication() {
        weak var weakApplication: UIApplication?
        weak var weakKeyboardWindow: UIWindow?
        do {
            let application = UIApplication(clock: VirtualClock())
            let scene = UIWindowScene(application: application)
            let window = UIWindow(windowScene: scene)
            window.rootViewController = UIViewController()
            window.makeKeyAndVisible()
            let field = UITextField(frame: CGRect(x: 10, y: 40, width: 200, height: 34))
            window.rootViewController!.view.addSubview(field)
            #expect(field.becomeFirstResponder())
            weakKeyboardWindow = scene.windows.first { $0 !== window }
            #expect(weakKeyboardWindow != nil, "editing a field brings up the keyboard's window")
            field.resignFirstResponder()
            window.isHidden = true
            weakApplication = application
        }
        #expect(weakApplication == nil)
        #expect(weakKeyboardWindow == nil, "nothing process-wide keeps the keyboard (and its window) alive")
    }

    @Test("a scene kept alive after its application is released has no application")
    func sceneOutlivesApplication() {
        var scene: UIWindowScene?
        do {
            let application = UIApplication(clock: VirtualClock())
            scene = UIWindowScene(application: application)
        }
        #expect(scene!.application == nil)
    }

    @Test("removing the key window from its scene clears the scene's key window")
    func keyWindowLeavingSceneIsCleared() {
        let application = UIApplication(clock: VirtualClock())
        let scene = UIWindowScene(application: application)
        let window = UIWindow(windowScene: scene)
        window.makeKeyAndVisible()
        #expect(scene.keyWindow === window)
        window.windowScene = nil
        #expect(scene.keyWindow == nil)
        #expect(scene.windows.isEmpty)
    }

    @Test("an application with automatic delivery can be released; a late wake-up does nothing")
    func applicationWithAutomaticDeliveryIsReleased() {
        weak var weakApplication: UIApplication?
        do {
            let application = UIApplication(clock: VirtualClock())
            application.startAutomaticEventDelivery()
            weakApplication = application
        }
        #expect(weakApplication == nil)
    }
}
