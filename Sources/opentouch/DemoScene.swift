import Foundation
import OpenTouch

// The seeds' controllers (seed 004's views, ported from its code, are in Seed004Views.swift).
final class HitTestViewController: UIViewController {}
// Seed 001's controller and app are in Seed001Dashboard.swift.

/// A seed's scene in its own application, with a virtual clock and a driver.
@MainActor
struct DemoScene {
    /// The scenes the command can build.
    enum Kind: String, CaseIterable, Sendable {
        /// Seed 004: GrayView(0 64; 375 667) ⊃ RedView, GreenView, YellowView ⊃ WhiteView.
        case seed004
        /// Seed 001: a 430×932 controller view ⊃ viewa (150×150) and viewb (100×100), centred.
        case seed001
        /// A list (a vertical scroll view) with a button: four fingers, and who gets each.
        case list
    }

    let kind: Kind
    let application: UIApplication
    let driver: TouchDriver
    /// The views the seed itself logs.
    let seedViews: [UIView]
    /// The seed's taps, in window points.
    let taps: [(name: String, point: CGPoint)]
    /// Where seed 004's ported views write their own lines.
    let seedLog = Seed004Log()

    init(kind: Kind) {
        self.kind = kind
        application = UIApplication(clock: VirtualClock())
        driver = TouchDriver(application: application)
        switch kind {
        case .seed004:
            (seedViews, taps) = DemoScene.buildSeed004(in: application, log: seedLog)
        case .seed001:
            (seedViews, taps) = DemoScene.buildSeed001(in: application)
        case .list:
            (seedViews, taps) = ([], [])
        }
    }

    /// Taps once at `point` and returns the formatted trace of that tap's touch-down.
    func tap(at point: CGPoint, style: TraceFormatter.Style, seedViewsOnly: Bool) -> [String] {
        let recorder = TraceRecorder(application: application)
        driver.tap(at: point)
        recorder.stop()
        let seedViews = self.seedViews
        let formatter = TraceFormatter(style: style) { responder in
            !seedViewsOnly || seedViews.contains { $0 === responder }
        }
        let downRecords = recorder.records.filter { record in
            if case .touches(let phase, _, _, _) = record { return phase == .began || style != .hitTestLog }
            return true
        }
        return formatter.lines(for: downRecords)
    }

    private static func window(in application: UIApplication, size: CGSize,
                               controller: UIViewController) -> UIWindow {
        let screen = UIScreen(bounds: CGRect(origin: .zero, size: size))
        let scene = UIWindowScene(application: application, screen: screen)
        let window = UIWindow(windowScene: scene)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        return window
    }

    /// Taps once at `point` and returns what seed 004's own views logged (its `NSLog` lines).
    func seedLogOfTap(at point: CGPoint) -> [String] {
        seedLog.removeAll()
        driver.tap(at: point)
        return seedLog.lines
    }

    private static func buildSeed004(in application: UIApplication, log: Seed004Log) -> ([UIView], [(name: String, point: CGPoint)]) {
        let controller = HitTestViewController()
        _ = window(in: application, size: CGSize(width: 375, height: 667), controller: controller)
        let gray = GrayView(frame: CGRect(x: 0, y: 64, width: 375, height: 667))
        let red = RedView(frame: CGRect(x: 30, y: 30, width: 315, height: 543))
        let green = GreenView(frame: CGRect(x: 50, y: 50, width: 275, height: 503))
        let yellow = YellowView(frame: CGRect(x: 0, y: 200, width: 375, height: 300))
        let white = WhiteView(frame: CGRect(x: 70, y: -30, width: 235, height: 360))
        controller.view.addSubview(gray)
        gray.addSubview(red)
        gray.addSubview(green)
        gray.addSubview(yellow)
        yellow.addSubview(white)
        for view in [gray, red, green, yellow, white] as [BaseView] { view.log = log }
        return ([gray, red, green, yellow, white], [
            ("the middle of WhiteView", CGPoint(x: 187.5, y: 414)),
            ("WhiteView where it sticks out of YellowView", CGPoint(x: 187.5, y: 250)),
            ("YellowView outside WhiteView", CGPoint(x: 30, y: 414)),
            ("GreenView", CGPoint(x: 187.5, y: 164)),
            ("RedView", CGPoint(x: 40, y: 164)),
            ("GrayView", CGPoint(x: 10, y: 74)),
        ])
    }

    private static func buildSeed001(in application: UIApplication) -> ([UIView], [(name: String, point: CGPoint)]) {
        let controller = XMDashboardViewController()
        Seed001App.launch(controller, in: application)
        return ([controller.view, controller.viewa, controller.viewb], [
            ("viewb", CGPoint(x: 215, y: 466)),
            ("viewa outside viewb", CGPoint(x: 150, y: 400)),
            ("the controller's view, below the navigation bar", CGPoint(x: 20, y: 200)),
        ])
    }
}
