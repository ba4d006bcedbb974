import Foundation

extension UIView {
    /// The trace hub to report this view's records to, or nil when nobody observes.
    ///
    /// During a touch event it is the event's own (looked up once per event by the touch
    /// environment), so per-move records cost one load; outside events (timers, programmatic
    /// calls) it is the hub of the view's window's application.
    func activeTraceHub(during event: UIEvent?) -> TraceHub? {
        if let event { return event.tracer }
        guard let hub = window?.windowScene?.application?.traceHub, hub.isActive else { return nil }
        return hub
    }
}
