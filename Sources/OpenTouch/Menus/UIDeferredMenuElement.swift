import Foundation

/// A menu element whose real elements are provided later: the menu shows a loading row until the
/// provider calls its completion with the elements, which then take the row's place.
///
/// The provider runs when a menu showing the element appears. The elements it delivers are
/// kept and shown at once by later menus, unless the element was made with ``uncached(_:)``.
@preconcurrency @MainActor
public final class UIDeferredMenuElement: UIMenuElement {
    /// The completion a provider calls with the elements.
    public typealias Completion = @MainActor ([UIMenuElement]) -> Void
    /// The closure that provides the elements.
    public typealias ElementProvider = @MainActor (@escaping Completion) -> Void

    /// The provider, called each time the elements are needed and not cached.
    let provider: ElementProvider
    /// Whether the provided elements are kept for later menus.
    let isCached: Bool
    /// The elements delivered, when cached.
    private(set) var resolved: [UIMenuElement]?
    /// Callbacks of menus waiting for the elements.
    private var waiting: [Completion] = []

    /// Creates a deferred element whose elements, once provided, are kept.
    public init(_ elementProvider: @escaping ElementProvider) {
        provider = elementProvider
        isCached = true
        super.init(title: "")
    }

    private init(uncachedProvider: @escaping ElementProvider) {
        provider = uncachedProvider
        isCached = false
        super.init(title: "")
    }

    /// Creates a deferred element whose provider runs each time a menu shows it.
    public static func uncached(_ elementProvider: @escaping ElementProvider) -> UIDeferredMenuElement {
        UIDeferredMenuElement(uncachedProvider: elementProvider)
    }

    /// The elements when they are known now (cached, or delivered by the provider before it
    /// returned); otherwise `delivered` is called when the provider's completion runs. A
    /// completion called a second time is ignored.
    func elements(whenReady delivered: @escaping Completion) -> [UIMenuElement]? {
        if let resolved { return resolved }
        let delivery = Delivery()
        waiting.append { elements in
            if delivery.returned { delivered(elements) } else { delivery.elements = elements }
        }
        if waiting.count == 1 { request() }
        delivery.returned = true
        return delivery.elements
    }

    /// Whether ``elements(whenReady:)`` has returned, and what was delivered before it did.
    private final class Delivery {
        var returned = false
        var elements: [UIMenuElement]?
    }

    private func request() {
        let answer = Delivery()
        provider { [weak self] elements in
            guard let self, !answer.returned else { return }
            answer.returned = true
            if self.isCached { self.resolved = elements }
            let callbacks = self.waiting
            self.waiting = []
            for callback in callbacks { callback(elements) }
        }
    }
}
