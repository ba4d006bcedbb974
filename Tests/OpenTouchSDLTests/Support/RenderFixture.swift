import Foundation
import OpenTouch
import OpenTouchSDL

/// A scene on a virtual clock with one window filling a `width` × `height` point screen, and a
/// software surface to render it into.
@MainActor
final class RenderFixture {
    let clock = VirtualClock()
    let application: UIApplication
    let scene: UIWindowScene
    let window: UIWindow
    let root: UIView
    let offscreen: OffscreenRenderer

    init(width: CGFloat = 100, height: CGFloat = 100, scale: Double = 1) throws {
        application = UIApplication(clock: clock)
        scene = UIWindowScene(application: application, screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: width, height: height)))
        window = UIWindow(windowScene: scene)
        window.backgroundColor = .white
        window.rootViewController = UIViewController()
        window.makeKeyAndVisible()
        root = window.rootViewController!.view
        root.backgroundColor = .white
        offscreen = try OffscreenRenderer(screen: scene.screen, scale: scale)
    }

    /// Lays out and renders; returns the pixel reader.
    @discardableResult
    func render(touches: [CGPoint] = []) -> OffscreenRenderer {
        window.layoutIfNeeded()
        offscreen.render(scene, touches: touches)
        return offscreen
    }

    func pixel(_ x: Int, _ y: Int) -> PixelColor {
        offscreen.pixel(x: x, y: y)
    }
}

extension PixelColor {
    static func rgb(_ r: Int, _ g: Int, _ b: Int) -> PixelColor {
        PixelColor(red: UInt8(r), green: UInt8(g), blue: UInt8(b))
    }

    static let white = rgb(255, 255, 255)
    static let black = rgb(0, 0, 0)
    static let redPixel = rgb(255, 0, 0)
    static let greenPixel = rgb(0, 255, 0)
    static let bluePixel = rgb(0, 0, 255)
}
