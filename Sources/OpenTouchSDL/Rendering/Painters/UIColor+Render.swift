import OpenTouch

extension UIColor {
    /// The colour as the renderer draws it for `view` (resolved for its traits).
    @MainActor
    func render(for view: UIView) -> RenderColor {
        RenderColor(self, for: view)
    }
}
