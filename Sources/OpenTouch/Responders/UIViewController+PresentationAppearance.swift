/// Appearance callbacks of the controllers a presentation covers.
///
/// A presentation that hides what was on screen (``UIModalPresentationStyle/fullScreen`` or
/// ``UIModalPresentationStyle/currentContext``, whose presentation controller removes the
/// presenter's views) makes the controllers that were showing get `viewWillDisappear` as it
/// starts and `viewDidDisappear` as it ends, and `viewWillAppear`/`viewDidAppear` around its
/// dismissal: that is what makes `clearsSelectionOnViewWillAppear` clear a table's selection after
/// a detail screen closes. Sheets and over-full-screen styles leave the presenter on screen and
/// send it nothing, as on iOS 13 and later.
///
/// The order: presenting, the presenter's `viewWillDisappear`, the presented `viewWillAppear`;
/// when the transition ends, the presented `viewDidAppear`, then the presenter's
/// `viewDidDisappear`. Dismissing, the presented `viewWillDisappear`, the presenter's
/// `viewWillAppear`; at the end the presented `viewDidDisappear`, then the presenter's `viewDidAppear`.
extension UIViewController {
    /// The appeared controllers in `view`'s tree, in tree order.
    static func appearedControllers(in view: UIView) -> [UIViewController] {
        var controllers: [UIViewController] = []
        view.forEachInSubtree { view in
            if let controller = view.owningViewController, controller.isViewAppeared {
                controllers.append(controller)
            }
        }
        return controllers
    }
}
