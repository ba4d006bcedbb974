import Foundation
import OpenTouch
import Testing

/// A vertical list a user would build: a 375 × 600 scroll view "list" (content 375 × 2000) of
/// 100-point rows "cell0"…, each with a 100 × 50 button "button0"… at x 250…350, y 25…75.
/// `events` gets the control events, the delegate's drag calls and cell selections; `ledger`
/// gets every touch method of the cells, buttons and list, and of "screen", a full-screen view
/// between the controller's view and the list (the top of the chain the ledger sees).
@MainActor
struct ITListScene {
    static let rowHeight: CGFloat = 100
    static let buttonFrame = CGRect(x: 250, y: 25, width: 100, height: 50)
    /// The centre of button0 and a point of cell0 away from its button, in window points.
    static let onButton = CGPoint(x: 300, y: 50)
    static let onCell = CGPoint(x: 100, y: 50)

    let scene: TestScene
    let events: TimedLog
    let ledger: TimedLog
    let screen: UIView
    let list: UIScrollView
    let delegate: ITDelegate
    let cells: [UIView]
    let buttons: [UIButton]

    /// `tableLike` makes the list an ``ITTableLikeScrollView`` (touchesShouldCancel always true).
    init(tableLike: Bool = false, rows: Int = 6) {
        scene = TestScene()
        events = TimedLog(clock: scene.clock)
        ledger = TimedLog(clock: scene.clock)
        let frame = CGRect(x: 0, y: 0, width: 375, height: 600)
        let app = scene.app
        list = ledger.logTouches(of: tableLike ? ITTableLikeScrollView(frame: frame) : UIScrollView(frame: frame),
                                 as: "list", in: app)
        list.contentSize = CGSize(width: 375, height: 2000)
        delegate = ITDelegate("list", log: events)
        list.delegate = delegate
        var cells: [UIView] = [], buttons: [UIButton] = []
        for row in 0..<rows {
            let cellFrame = CGRect(x: 0, y: CGFloat(row) * Self.rowHeight, width: 375, height: Self.rowHeight)
            let cell = ledger.logTouches(of: UIView(frame: cellFrame), as: "cell\(row)", in: app)
            let button = itLogged(UIButton(frame: Self.buttonFrame), as: "button\(row)", ledger: ledger, events: events, in: app)
            cell.addSubview(button)
            list.addSubview(cell)
            cells.append(cell)
            buttons.append(button)
        }
        self.cells = cells
        self.buttons = buttons
        screen = ledger.logTouches(of: UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667)), as: "screen", in: app)
        screen.addSubview(list)
        scene.rootView.addSubview(screen)
    }

    var driver: TouchDriver { scene.driver }

    /// Gives every cell a single-tap recognizer that logs `cellN selected @t` (cell selection).
    func addSelectionTaps() {
        for cell in cells {
            let tap = UITapGestureRecognizer()
            let events = self.events, name = cell.accessibilityIdentifier ?? ""
            tap.addTarget(handler: { recognizer in
                if recognizer.state == .ended { events.add("\(name) selected") }
            })
            cell.addGestureRecognizer(tap)
        }
    }
}

/// A feed a user would build: the vertical list "list" (375 × 600, content 2000 tall) holding at
/// y = 100…300 a horizontal paging carousel "carousel" (375 × 200, three pages "page0"…"page2"),
/// in a full-screen "screen" view like ``ITListScene``'s.
@MainActor
struct ITCarouselScene {
    static let carouselFrame = CGRect(x: 0, y: 100, width: 375, height: 200)
    static let pageCount = 3

    let scene: TestScene
    let events: TimedLog
    let ledger: TimedLog
    let screen: UIView
    let list: UIScrollView
    let carousel: UIScrollView
    let listDelegate: ITDelegate
    let carouselDelegate: ITDelegate
    let pages: [UIView]

    /// `listTableLike` and `carouselTableLike` make the list or the carousel an ``ITTableLikeScrollView``.
    init(listTableLike: Bool = false, carouselTableLike: Bool = false) {
        scene = TestScene()
        events = TimedLog(clock: scene.clock)
        ledger = TimedLog(clock: scene.clock)
        let frame = CGRect(x: 0, y: 0, width: 375, height: 600)
        let app = scene.app
        list = ledger.logTouches(of: listTableLike ? ITTableLikeScrollView(frame: frame) : UIScrollView(frame: frame),
                                 as: "list", in: app)
        list.contentSize = CGSize(width: 375, height: 2000)
        let carouselView = carouselTableLike ? ITTableLikeScrollView(frame: Self.carouselFrame) : UIScrollView(frame: Self.carouselFrame)
        carousel = ledger.logTouches(of: carouselView, as: "carousel", in: app)
        carousel.contentSize = CGSize(width: 375 * CGFloat(Self.pageCount), height: 200)
        carousel.isPagingEnabled = true
        listDelegate = ITDelegate("list", log: events)
        carouselDelegate = ITDelegate("carousel", log: events)
        list.delegate = listDelegate
        carousel.delegate = carouselDelegate
        var pages: [UIView] = []
        for index in 0..<Self.pageCount {
            let pageFrame = CGRect(x: CGFloat(index) * 375, y: 0, width: 375, height: 200)
            let page = ledger.logTouches(of: UIView(frame: pageFrame), as: "page\(index)", in: app)
            carousel.addSubview(page)
            pages.append(page)
        }
        self.pages = pages
        list.addSubview(carousel)
        screen = ledger.logTouches(of: UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667)), as: "screen", in: app)
        screen.addSubview(list)
        scene.rootView.addSubview(screen)
    }

    var driver: TouchDriver { scene.driver }

    /// Lets the carousel's paging snap finish.
    func settle() { driver.wait(2) }
}
