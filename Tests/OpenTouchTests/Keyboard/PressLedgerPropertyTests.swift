import Foundation
import OpenTouch
import Testing

@MainActor
@Suite("Keyboard: every responder that saw a press begin sees it end or be cancelled exactly once")
struct PressLedgerPropertyTests {
    /// A focusable view that sometimes forwards presses to its superview and sometimes keeps them.
    final class Node: UIView {
        var forwards = true
        override var canBecomeFirstResponder: Bool { true }
        override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
            if forwards { super.pressesBegan(presses, with: event) }
        }
        override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
            if forwards { super.pressesEnded(presses, with: event) }
        }
    }

    @Test("random keys, first-responder changes, removals and moves keep the press ledger", .tags(.property),
          arguments: Array(UInt64(1)...UInt64(40)))
    func ledger(seed: UInt64) {
        var random = FuzzRandom(seed: seed)
        let ct = TestScene()
        var nodes: [Node] = []
        for index in 0..<6 {
            let node = Node(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            node.forwards = random.chance(0.7)
            let parent: UIView = index == 0 ? ct.rootView : (random.pick(nodes) ?? ct.rootView)
            parent.addSubview(node)
            nodes.append(node)
        }
        let recorder = ct.recorder()
        let keys: [UIKeyboardHIDUsage] = [.keyboardA, .keyboardB, .keyboardLeftShift, .keyboardReturnOrEnter, .keyboardUpArrow]
        var down: [UIKeyboardHIDUsage] = []
        for _ in 0..<60 {
            switch random.int(0...6) {
            case 0, 1:
                if let key = random.pick(keys.filter { !down.contains($0) }) { ct.driver.keyDown(key); down.append(key) }
            case 2, 3:
                if let key = random.pick(down) { ct.driver.keyUp(key); down.removeAll { $0 == key } }
            case 4:
                _ = random.pick(nodes)?.becomeFirstResponder()
            case 5:
                _ = random.pick(nodes)?.resignFirstResponder()
            default:
                if let node = random.pick(nodes) {
                    let parent: UIView = random.chance(0.3) ? ct.rootView : (random.pick(nodes.filter { !$0.isDescendant(of: node) }) ?? ct.rootView)
                    if random.chance(0.5) { node.removeFromSuperview() } else { parent.addSubview(node) }
                }
            }
            if random.chance(0.2) { ct.driver.wait(0.3) }
        }
        for key in down { ct.driver.keyUp(key) }

        var pairs: [(responder: UIResponder, press: UIPress, began: Int, closed: Int)] = []
        var problems: [String] = []
        for call in recorder.pressCalls {
            for press in call.presses {
                let index = pairs.firstIndex { $0.responder === call.responder && $0.press === press } ?? {
                    pairs.append((call.responder, press, 0, 0))
                    return pairs.count - 1
                }()
                switch call.phase {
                case .began:
                    if pairs[index].began > 0 { problems.append("began twice") }
                    pairs[index].began += 1
                case .ended, .cancelled:
                    if pairs[index].began == 0 { problems.append("\(call.phase) without began") }
                    if pairs[index].closed > 0 { problems.append("\(call.phase) after the end") }
                    pairs[index].closed += 1
                default:
                    break
                }
            }
        }
        for pair in pairs where pair.began != pair.closed {
            problems.append("\(pair.responder.typeDescription) saw a press begin \(pair.began)× and end \(pair.closed)×")
        }
        #expect(!pairs.isEmpty)
        #expect(problems.isEmpty, "seed \(seed): \(problems)")
    }
}

extension UIResponder {
    fileprivate var typeDescription: String { String(describing: type(of: self)) }
}
