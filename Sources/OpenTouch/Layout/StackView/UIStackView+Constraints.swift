import Foundation

extension UIStackView {
    /// Makes the arrangement's constraints match the arranged views and the configuration:
    /// unchanged constraints stay, stale ones are deactivated first, then new ones activated.
    func updateArrangementConstraints() {
        storedArrangedSubviews.removeAll { $0.superview !== self }
        let arrangement = storedArrangedSubviews.isEmpty ? nil : makeArrangement()
        let specs = arrangement?.specs ?? []
        let refreshBaselines = baselinesNeedRefresh
        baselinesNeedRefresh = false
        var wanted = specs
        var kept: [NSLayoutConstraint] = []
        var stale: [NSLayoutConstraint] = []
        for constraint in arrangementConstraints {
            let baseline = constraint.firstAttribute == .firstBaseline || constraint.firstAttribute == .lastBaseline
                || constraint.secondAttribute == .firstBaseline || constraint.secondAttribute == .lastBaseline
            if !(refreshBaselines && baseline), let index = wanted.firstIndex(where: { $0.matches(constraint) }) {
                kept.append(constraint)
                wanted.remove(at: index)
            } else {
                stale.append(constraint)
            }
        }
        NSLayoutConstraint.deactivate(stale)
        removeUnusedGuides(distributing: arrangement?.distributingGuidesUsed ?? 0, spanner: arrangement?.usesSpanner ?? false)
        let added = wanted.map { $0.make() }
        NSLayoutConstraint.activate(added)
        arrangementConstraints = kept + added
    }

    /// The constraints the arrangement wants: along the axis (distribution), then across it
    /// (alignment).
    func makeArrangement() -> StackArrangement {
        var arrangement = StackArrangement(stack: self, arranged: storedArrangedSubviews)
        arrangement.addDistribution()
        arrangement.addAlignment()
        return arrangement
    }

    /// The `index`th guide between neighbouring views, made and added on first use.
    func distributingGuide(at index: Int) -> UILayoutGuide {
        while distributingGuides.count <= index {
            let guide = UILayoutGuide()
            guide.identifier = "UISV-distributing"
            addLayoutGuide(guide)
            distributingGuides.append(guide)
        }
        return distributingGuides[index]
    }

    /// The guide spanning the arranged views across the axis, made and added on first use.
    func spannerGuide() -> UILayoutGuide {
        if let alignmentSpanner { return alignmentSpanner }
        let guide = UILayoutGuide()
        guide.identifier = "UISV-alignment-spanner"
        addLayoutGuide(guide)
        alignmentSpanner = guide
        return guide
    }

    /// Removes the guides the arrangement no longer uses.
    func removeUnusedGuides(distributing used: Int, spanner: Bool) {
        while distributingGuides.count > used { removeLayoutGuide(distributingGuides.removeLast()) }
        if !spanner, let alignmentSpanner {
            removeLayoutGuide(alignmentSpanner)
            self.alignmentSpanner = nil
        }
    }
}
