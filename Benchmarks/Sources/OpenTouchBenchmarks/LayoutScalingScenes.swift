import Foundation
import OpenTouch

/// The scaling shapes through `NSLayoutConstraint`, each the same system as its
/// ``SolverScenes`` counterpart (and the anchor's): `count / 4` views of 4 constraints.
@MainActor
struct ConstraintShape {
    enum Kind: String, CaseIterable {
        /// Views left to right, each after the previous one (``ConstraintChain``).
        case chain
        /// Views in a column, each below the previous one, inset from both sides of the root.
        case stack
        /// Views each placed against the root only.
        case siblings
    }

    let root: UIView
    let views: [UIView]
    let constraints: [NSLayoutConstraint]

    init(_ kind: Kind, constraintCount count: Int) {
        if kind == .chain {
            let chain = ConstraintChain(constraintCount: count)
            (root, views, constraints) = (chain.root, chain.views, chain.constraints)
            return
        }
        root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 1_000_000))
        var views: [UIView] = [], constraints: [NSLayoutConstraint] = []
        var previous = root.topAnchor
        for index in 0..<(count / 4) {
            let view = UIView()
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
            if kind == .stack {
                constraints += [
                    view.topAnchor.constraint(equalTo: previous, constant: 4),
                    view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
                    view.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
                    view.heightAnchor.constraint(equalToConstant: 20),
                ]
                previous = view.bottomAnchor
            } else {
                constraints += [
                    view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: CGFloat(index % 30 * 12)),
                    view.topAnchor.constraint(equalTo: root.topAnchor, constant: CGFloat(index / 30 * 12)),
                    view.widthAnchor.constraint(equalToConstant: 10),
                    view.heightAnchor.constraint(equalToConstant: 10),
                ]
            }
            views.append(view)
        }
        self.views = views
        self.constraints = constraints
    }

    /// Activates every constraint and lays the root out: the first pass.
    func layOut() -> Int {
        NSLayoutConstraint.activate(constraints)
        root.layoutIfNeeded()
        return Int(views.last?.frame.maxX ?? 0)
    }
}
