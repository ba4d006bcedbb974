// Seed 001 ("HitTest实验", a blog post dated 2025-07-30): the post's code blocks that hold
// UIKit's log, copied verbatim and in the post's order, for the tests that compare OpenTouch's
// output with them. The post states no licence; only its log output (what UIKit printed on a
// device) is quoted here, as a record of UIKit's behaviour. Do not edit: fix OpenTouch instead.

extension SeedLogs {
    /// The post's log code blocks, verbatim. The last holds two experiments' logs, separated by
    /// one line of prose, as in the post.
    static let seed001CodeBlocks: [String] = [
        #"""
        HitTest: UIWindow
        NextResponder: UIWindowScene
        HitTest: UITransitionView
        NextResponder: UIWindow
        HitTest: UIDropShadowView
        NextResponder: UITransitionView
        HitTest: UILayoutContainerView
        NextResponder: UINavigationController
        HitTest: UINavigationTransitionView
        NextResponder: UILayoutContainerView
        HitTest: UIViewControllerWrapperView
        NextResponder: UINavigationTransitionView
        HitTest: UIView
        NextResponder: XMDashboardViewController
        HitTest: UIView
        NextResponder: UIView
        HitTest: UIWindow
        NextResponder: UIWindowScene
        HitTest: UITransitionView
        NextResponder: UIWindow
        HitTest: UIDropShadowView
        NextResponder: UITransitionView
        HitTest: UILayoutContainerView
        NextResponder: UINavigationController
        HitTest: UINavigationTransitionView
        NextResponder: UILayoutContainerView
        HitTest: UIViewControllerWrapperView
        NextResponder: UINavigationTransitionView
        HitTest: UIView
        NextResponder: XMDashboardViewController
        HitTest: UIView
        NextResponder: UIView
        Touches Began: <UIView: 0x103714d80; frame = (165 416; 100 100); backgroundColor = UIExtendedSRGBColorSpace 0 0 1 1; layer = <CALayer: 0x10358eb80>>
        Touches Ended: <UIView: 0x103714d80; frame = (165 416; 100 100); backgroundColor = UIExtendedSRGBColorSpace 0 0 1 1; layer = <CALayer: 0x10358eb80>>
        """#,
        #"""
        HitTest: UIWindow
        NextResponder: UIWindowScene
        HitTest: UITransitionView
        NextResponder: UIWindow
        HitTest: UIDropShadowView
        NextResponder: UITransitionView
        HitTest: UILayoutContainerView
        NextResponder: UINavigationController
        HitTest: UINavigationTransitionView
        NextResponder: UILayoutContainerView
        HitTest: UIViewControllerWrapperView
        NextResponder: UINavigationTransitionView
        HitTest: UIView
        NextResponder: XMDashboardViewController
        HitTest: UIView
        NextResponder: UIView
        HitTest: UIWindow
        NextResponder: UIWindowScene
        HitTest: UITransitionView
        NextResponder: UIWindow
        HitTest: UIDropShadowView
        NextResponder: UITransitionView
        HitTest: UILayoutContainerView
        NextResponder: UINavigationController
        HitTest: UINavigationTransitionView
        NextResponder: UILayoutContainerView
        HitTest: UIViewControllerWrapperView
        NextResponder: UINavigationTransitionView
        HitTest: UIView
        NextResponder: XMDashboardViewController
        HitTest: UIView
        NextResponder: UIView
        Touches Began: <UIView: 0x104f1cd80; frame = (165 416; 100 100); backgroundColor = UIExtendedSRGBColorSpace 0 0 1 1; layer = <CALayer: 0x104ef10c0>>
        Touches Ended: <UIView: 0x104f1cd80; frame = (165 416; 100 100); backgroundColor = UIExtendedSRGBColorSpace 0 0 1 1; layer = <CALayer: 0x104ef10c0>>
        """#,
        #"""
        Touches Began: <UIView: 0x13832cd80; frame = (165 416; 100 100); backgroundColor = UIExtendedSRGBColorSpace 0 0 1 1; layer = <CALayer: 0x1381fee40>>
        <UITapGestureRecognizer: 0x1383843c0; state = Ended; view = <UIView: 0x13832ca80>; target= <(action=_handleGesture:, target=<XMDashboardViewController 0x105de2fc0>)>>
        Touches Cancelled: <UIView: 0x13832cd80; frame = (165 416; 100 100); backgroundColor = UIExtendedSRGBColorSpace 0 0 1 1; layer = <CALayer: 0x1381fee40>>
        """#,
        #"""
        HitTest: UINavigationTransitionView
        NextResponder: UILayoutContainerView
        HitTest: UIViewControllerWrapperView
        NextResponder: UINavigationTransitionView
        HitTest: UIView
        NextResponder: XMDashboardViewController
        HitTest: UIView
        NextResponder: UIView
        HitTest: UIView
        NextResponder: UIView
        Touches Began: <UIView: 0x156329080; frame = (165 416; 100 100); backgroundColor = UIExtendedSRGBColorSpace 0 0 1 1; layer = <CALayer: 0x156309260>>
        <UITapGestureRecognizer: 0x156388640; state = Ended; view = <UIView: 0x156328c00>; target= <(action=_handleGesture:, target=<XMDashboardViewController 0x104cab8b0>)>>
        Touches Cancelled: <UIView: 0x156329080; frame = (165 416; 100 100); backgroundColor = UIExtendedSRGBColorSpace 0 0 1 1; layer = <CALayer: 0x156309260>>
        """#,
        #"""
        Touches Began: <UIView: 0x106f3cd80; frame = (165 416; 100 100); backgroundColor = UIExtendedSRGBColorSpace 0 0 1 1; layer = <CALayer: 0x106d92f00>>
        <UITapGestureRecognizer: 0x106f94500; state = Ended; cancelsTouchesInView = NO; view = <UIView: 0x106f3ca80>; target= <(action=_handleGesture:, target=<XMDashboardViewController 0x1063b6070>)>>
        Touches Ended: <UIView: 0x106f3cd80; frame = (165 416; 100 100); backgroundColor = UIExtendedSRGBColorSpace 0 0 1 1; layer = <CALayer: 0x106d92f00>>
        """#,
        #"""
        Touches Began: <UIView: 0x152320d80; frame = (165 416; 100 100); backgroundColor = UIExtendedSRGBColorSpace 0 0 1 1; layer = <CALayer: 0x1522f8be0>>
        <UILongPressGestureRecognizer: 0x152398000; state = Began; cancelsTouchesInView = NO; view = <UIView: 0x152320a80>; target= <(action=_handleLong:, target=<XMDashboardViewController 0x103e71a70>)>; numberOfTapsRequired = 0; minimumPressDuration = 0.5>
        <UILongPressGestureRecognizer: 0x152398000; state = Changed; cancelsTouchesInView = NO; view = <UIView: 0x152320a80>; target= <(action=_handleLong:, target=<XMDashboardViewController 0x103e71a70>)>; numberOfTapsRequired = 0; minimumPressDuration = 0.5>
        <UILongPressGestureRecognizer: 0x152398000; state = Changed; cancelsTouchesInView = NO; view = <UIView: 0x152320a80>; target= <(action=_handleLong:, target=<XMDashboardViewController 0x103e71a70>)>; numberOfTapsRequired = 0; minimumPressDuration = 0.5>
        Touches Moved: <UIView: 0x152320d80; frame = (165 416; 100 100); backgroundColor = UIExtendedSRGBColorSpace 0 0 1 1; layer = <CALayer: 0x1522f8be0>>
        <UILongPressGestureRecognizer: 0x152398000; state = Changed; cancelsTouchesInView = NO; view = <UIView: 0x152320a80>; target= <(action=_handleLong:, target=<XMDashboardViewController 0x103e71a70>)>; numberOfTapsRequired = 0; minimumPressDuration = 0.5>
        Touches Moved: <UIView: 0x152320d80; frame = (165 416; 100 100); backgroundColor = UIExtendedSRGBColorSpace 0 0 1 1; layer = <CALayer: 0x1522f8be0>>
        <UILongPressGestureRecognizer: 0x152398000; state = Changed; cancelsTouchesInView = NO; view = <UIView: 0x152320a80>; target= <(action=_handleLong:, target=<XMDashboardViewController 0x103e71a70>)>; numberOfTapsRequired = 0; minimumPressDuration = 0.5>
        Touches Moved: <UIView: 0x152320d80; frame = (165 416; 100 100); backgroundColor = UIExtendedSRGBColorSpace 0 0 1 1; layer = <CALayer: 0x1522f8be0>>
        <UILongPressGestureRecognizer: 0x152398000; state = Ended; cancelsTouchesInView = NO; view = <UIView: 0x152320a80>; target= <(action=_handleLong:, target=<XMDashboardViewController 0x103e71a70>)>; numberOfTapsRequired = 0; minimumPressDuration = 0.5>
        Touches Ended: <UIView: 0x152320d80; frame = (165 416; 100 100); backgroundColor = UIExtendedSRGBColorSpace 0 0 1 1; layer = <CALayer: 0x1522f8be0>>
        设置cancelsTouchesInView == YES，实验结果如下
        Touches Began: <UIView: 0x1032f0d80; frame = (165 416; 100 100); backgroundColor = UIExtendedSRGBColorSpace 0 0 1 1; layer = <CALayer: 0x1032d0d40>>
        Touches Moved: <UIView: 0x1032f0d80; frame = (165 416; 100 100); backgroundColor = UIExtendedSRGBColorSpace 0 0 1 1; layer = <CALayer: 0x1032d0d40>>
        Touches Moved: <UIView: 0x1032f0d80; frame = (165 416; 100 100); backgroundColor = UIExtendedSRGBColorSpace 0 0 1 1; layer = <CALayer: 0x1032d0d40>>
        Touches Moved: <UIView: 0x1032f0d80; frame = (165 416; 100 100); backgroundColor = UIExtendedSRGBColorSpace 0 0 1 1; layer = <CALayer: 0x1032d0d40>>
        Touches Moved: <UIView: 0x1032f0d80; frame = (165 416; 100 100); backgroundColor = UIExtendedSRGBColorSpace 0 0 1 1; layer = <CALayer: 0x1032d0d40>>
        Touches Moved: <UIView: 0x1032f0d80; frame = (165 416; 100 100); backgroundColor = UIExtendedSRGBColorSpace 0 0 1 1; layer = <CALayer: 0x1032d0d40>>
        Touches Moved: <UIView: 0x1032f0d80; frame = (165 416; 100 100); backgroundColor = UIExtendedSRGBColorSpace 0 0 1 1; layer = <CALayer: 0x1032d0d40>>
        Touches Moved: <UIView: 0x1032f0d80; frame = (165 416; 100 100); backgroundColor = UIExtendedSRGBColorSpace 0 0 1 1; layer = <CALayer: 0x1032d0d40>>
        Touches Moved: <UIView: 0x1032f0d80; frame = (165 416; 100 100); backgroundColor = UIExtendedSRGBColorSpace 0 0 1 1; layer = <CALayer: 0x1032d0d40>>
        <UILongPressGestureRecognizer: 0x103350000; state = Began; view = <UIView: 0x1032f0a80>; target= <(action=_handleLong:, target=<XMDashboardViewController 0x102692870>)>; numberOfTapsRequired = 0; minimumPressDuration = 0.5>
        Touches Cancelled: <UIView: 0x1032f0d80; frame = (165 416; 100 100); backgroundColor = UIExtendedSRGBColorSpace 0 0 1 1; layer = <CALayer: 0x1032d0d40>>
        <UILongPressGestureRecognizer: 0x103350000; state = Changed; view = <UIView: 0x1032f0a80>; target= <(action=_handleLong:, target=<XMDashboardViewController 0x102692870>)>; numberOfTapsRequired = 0; minimumPressDuration = 0.5>
        """#,
    ]
}
