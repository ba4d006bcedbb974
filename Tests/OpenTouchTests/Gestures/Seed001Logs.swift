// Expected logs from seed 001 ("HitTest实验", 2025): what UIKit printed for a touch on viewb,
// through swizzled touch methods (only the hit-test view's own calls print) and the recognizers'
// action handlers (which log the recognizer). Compared whole, with hex addresses normalised.

enum Seed001Logs {
    static let tapCancels: [String] = [
        "Touches Began: <UIView: 0x13832cd80; frame = (165 416; 100 100); backgroundColor = UIExtendedSRGBColorSpace 0 0 1 1; layer = <CALayer: 0x1381fee40>>",
        "<UITapGestureRecognizer: 0x1383843c0; state = Ended; view = <UIView: 0x13832ca80>; target= <(action=_handleGesture:, target=<XMDashboardViewController 0x105de2fc0>)>>",
        "Touches Cancelled: <UIView: 0x13832cd80; frame = (165 416; 100 100); backgroundColor = UIExtendedSRGBColorSpace 0 0 1 1; layer = <CALayer: 0x1381fee40>>",
    ]

    static let tapCancelsWithExtraLevel: [String] = [
        "Touches Began: <UIView: 0x156329080; frame = (165 416; 100 100); backgroundColor = UIExtendedSRGBColorSpace 0 0 1 1; layer = <CALayer: 0x156309260>>",
        "<UITapGestureRecognizer: 0x156388640; state = Ended; view = <UIView: 0x156328c00>; target= <(action=_handleGesture:, target=<XMDashboardViewController 0x104cab8b0>)>>",
        "Touches Cancelled: <UIView: 0x156329080; frame = (165 416; 100 100); backgroundColor = UIExtendedSRGBColorSpace 0 0 1 1; layer = <CALayer: 0x156309260>>",
    ]

    static let tapDoesNotCancel: [String] = [
        "Touches Began: <UIView: 0x106f3cd80; frame = (165 416; 100 100); backgroundColor = UIExtendedSRGBColorSpace 0 0 1 1; layer = <CALayer: 0x106d92f00>>",
        "<UITapGestureRecognizer: 0x106f94500; state = Ended; cancelsTouchesInView = NO; view = <UIView: 0x106f3ca80>; target= <(action=_handleGesture:, target=<XMDashboardViewController 0x1063b6070>)>>",
        "Touches Ended: <UIView: 0x106f3cd80; frame = (165 416; 100 100); backgroundColor = UIExtendedSRGBColorSpace 0 0 1 1; layer = <CALayer: 0x106d92f00>>",
    ]

    static let longPressDoesNotCancel: [String] = [
        "Touches Began: <UIView: 0x152320d80; frame = (165 416; 100 100); backgroundColor = UIExtendedSRGBColorSpace 0 0 1 1; layer = <CALayer: 0x1522f8be0>>",
        "<UILongPressGestureRecognizer: 0x152398000; state = Began; cancelsTouchesInView = NO; view = <UIView: 0x152320a80>; target= <(action=_handleLong:, target=<XMDashboardViewController 0x103e71a70>)>; numberOfTapsRequired = 0; minimumPressDuration = 0.5>",
        "<UILongPressGestureRecognizer: 0x152398000; state = Changed; cancelsTouchesInView = NO; view = <UIView: 0x152320a80>; target= <(action=_handleLong:, target=<XMDashboardViewController 0x103e71a70>)>; numberOfTapsRequired = 0; minimumPressDuration = 0.5>",
        "<UILongPressGestureRecognizer: 0x152398000; state = Changed; cancelsTouchesInView = NO; view = <UIView: 0x152320a80>; target= <(action=_handleLong:, target=<XMDashboardViewController 0x103e71a70>)>; numberOfTapsRequired = 0; minimumPressDuration = 0.5>",
        "Touches Moved: <UIView: 0x152320d80; frame = (165 416; 100 100); backgroundColor = UIExtendedSRGBColorSpace 0 0 1 1; layer = <CALayer: 0x1522f8be0>>",
        "<UILongPressGestureRecognizer: 0x152398000; state = Changed; cancelsTouchesInView = NO; view = <UIView: 0x152320a80>; target= <(action=_handleLong:, target=<XMDashboardViewController 0x103e71a70>)>; numberOfTapsRequired = 0; minimumPressDuration = 0.5>",
        "Touches Moved: <UIView: 0x152320d80; frame = (165 416; 100 100); backgroundColor = UIExtendedSRGBColorSpace 0 0 1 1; layer = <CALayer: 0x1522f8be0>>",
        "<UILongPressGestureRecognizer: 0x152398000; state = Changed; cancelsTouchesInView = NO; view = <UIView: 0x152320a80>; target= <(action=_handleLong:, target=<XMDashboardViewController 0x103e71a70>)>; numberOfTapsRequired = 0; minimumPressDuration = 0.5>",
        "Touches Moved: <UIView: 0x152320d80; frame = (165 416; 100 100); backgroundColor = UIExtendedSRGBColorSpace 0 0 1 1; layer = <CALayer: 0x1522f8be0>>",
        "<UILongPressGestureRecognizer: 0x152398000; state = Ended; cancelsTouchesInView = NO; view = <UIView: 0x152320a80>; target= <(action=_handleLong:, target=<XMDashboardViewController 0x103e71a70>)>; numberOfTapsRequired = 0; minimumPressDuration = 0.5>",
        "Touches Ended: <UIView: 0x152320d80; frame = (165 416; 100 100); backgroundColor = UIExtendedSRGBColorSpace 0 0 1 1; layer = <CALayer: 0x1522f8be0>>",
    ]

    static let longPressCancels: [String] = [
        "Touches Began: <UIView: 0x1032f0d80; frame = (165 416; 100 100); backgroundColor = UIExtendedSRGBColorSpace 0 0 1 1; layer = <CALayer: 0x1032d0d40>>",
        "Touches Moved: <UIView: 0x1032f0d80; frame = (165 416; 100 100); backgroundColor = UIExtendedSRGBColorSpace 0 0 1 1; layer = <CALayer: 0x1032d0d40>>",
        "Touches Moved: <UIView: 0x1032f0d80; frame = (165 416; 100 100); backgroundColor = UIExtendedSRGBColorSpace 0 0 1 1; layer = <CALayer: 0x1032d0d40>>",
        "Touches Moved: <UIView: 0x1032f0d80; frame = (165 416; 100 100); backgroundColor = UIExtendedSRGBColorSpace 0 0 1 1; layer = <CALayer: 0x1032d0d40>>",
        "Touches Moved: <UIView: 0x1032f0d80; frame = (165 416; 100 100); backgroundColor = UIExtendedSRGBColorSpace 0 0 1 1; layer = <CALayer: 0x1032d0d40>>",
        "Touches Moved: <UIView: 0x1032f0d80; frame = (165 416; 100 100); backgroundColor = UIExtendedSRGBColorSpace 0 0 1 1; layer = <CALayer: 0x1032d0d40>>",
        "Touches Moved: <UIView: 0x1032f0d80; frame = (165 416; 100 100); backgroundColor = UIExtendedSRGBColorSpace 0 0 1 1; layer = <CALayer: 0x1032d0d40>>",
        "Touches Moved: <UIView: 0x1032f0d80; frame = (165 416; 100 100); backgroundColor = UIExtendedSRGBColorSpace 0 0 1 1; layer = <CALayer: 0x1032d0d40>>",
        "Touches Moved: <UIView: 0x1032f0d80; frame = (165 416; 100 100); backgroundColor = UIExtendedSRGBColorSpace 0 0 1 1; layer = <CALayer: 0x1032d0d40>>",
        "<UILongPressGestureRecognizer: 0x103350000; state = Began; view = <UIView: 0x1032f0a80>; target= <(action=_handleLong:, target=<XMDashboardViewController 0x102692870>)>; numberOfTapsRequired = 0; minimumPressDuration = 0.5>",
        "Touches Cancelled: <UIView: 0x1032f0d80; frame = (165 416; 100 100); backgroundColor = UIExtendedSRGBColorSpace 0 0 1 1; layer = <CALayer: 0x1032d0d40>>",
        "<UILongPressGestureRecognizer: 0x103350000; state = Changed; view = <UIView: 0x1032f0a80>; target= <(action=_handleLong:, target=<XMDashboardViewController 0x102692870>)>; numberOfTapsRequired = 0; minimumPressDuration = 0.5>",
    ]

}
