import Foundation

/// Key-value coding as Core Animation layers offer it: the animatable properties and their
/// components by key path (`"position.x"`, `"transform.rotation.z"`…), and any other key as
/// extra storage.
extension CALayer {
    /// The value of `key`: a property's model value, or what ``setValue(_:forKey:)`` stored.
    public func value(forKey key: String) -> Any? {
        value(forKeyPath: key)
    }

    /// Sets `key`: a property (without its implicit animation when actions are disabled), or
    /// extra storage for any other key.
    public func setValue(_ value: Any?, forKey key: String) {
        setValue(value, forKeyPath: key)
    }

    /// The value at `keyPath`: a property or one of its components, or stored extra values.
    public func value(forKeyPath keyPath: String) -> Any? {
        if let path = AnimationKeyPath(keyPath), let whole = path.property.value(of: self) {
            return path.extract(from: whole)?.anyValue
        }
        if let simple = simpleValue(forKey: keyPath) { return simple }
        return customValues.last { $0.key == keyPath }?.value
    }

    /// Sets the value at `keyPath`; values of the wrong type are ignored.
    public func setValue(_ value: Any?, forKeyPath keyPath: String) {
        if let path = AnimationKeyPath(keyPath), let whole = path.property.value(of: self) {
            guard let part = AnimatableValue(any: value, kind: path.kind) else { return }
            let updated = path.inject(part, into: whole, additive: false)
            modelWillChange(path.property)
            CATransaction.withActionsDisabled { path.property.set(updated, on: self) }
            return
        }
        if setSimpleValue(value, forKey: keyPath) { return }
        customValues.removeAll { $0.key == keyPath }
        customValues.append((keyPath, value))
    }

    private func simpleValue(forKey key: String) -> Any? {
        switch key {
        case "name": name
        case "hidden", "isHidden": isHidden
        case "masksToBounds": masksToBounds
        case "frame": frame
        default: nil
        }
    }

    private func setSimpleValue(_ value: Any?, forKey key: String) -> Bool {
        switch key {
        case "name": name = value as? String
        case "hidden", "isHidden": isHidden = (value as? Bool) ?? false
        case "masksToBounds": masksToBounds = (value as? Bool) ?? false
        case "frame": if let rect = value as? CGRect { frame = rect }
        default: return false
        }
        return true
    }
}
