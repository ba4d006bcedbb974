import Foundation
import OpenTouch
import Testing

// Public timing types: names, control points and UIKit's timing parameters.

private func controlPoints(of function: CAMediaTimingFunction) -> [[Float]] {
    var values: [Float] = [0, 0]
    return (0..<4).map { index in
        function.getControlPoint(at: index, values: &values)
        return values
    }
}

@Suite("Timing names")
struct TimingNameTests {
    @Test("timing function names carry Core Animation's strings")
    func functionNames() {
        #expect(CAMediaTimingFunctionName.linear.rawValue == "linear")
        #expect(CAMediaTimingFunctionName.easeIn.rawValue == "easeIn")
        #expect(CAMediaTimingFunctionName.easeOut.rawValue == "easeOut")
        #expect(CAMediaTimingFunctionName.easeInEaseOut.rawValue == "easeInEaseOut")
        #expect(CAMediaTimingFunctionName.default.rawValue == "default")
        #expect(CAMediaTimingFunctionName("easeIn") == .easeIn)
        #expect(CAMediaTimingFunctionName(rawValue: "linear") == .linear)
    }

    @Test("fill modes, calculation modes and rotation modes carry Core Animation's strings")
    func modeNames() {
        #expect([CAMediaTimingFillMode.forwards, .backwards, .both, .removed].map(\.rawValue)
            == ["forwards", "backwards", "both", "removed"])
        #expect([CAAnimationCalculationMode.linear, .discrete, .paced, .cubic, .cubicPaced].map(\.rawValue)
            == ["linear", "discrete", "paced", "cubic", "cubicPaced"])
        #expect([CAAnimationRotationMode.rotateAuto, .rotateAutoReverse].map(\.rawValue) == ["auto", "autoReverse"])
        #expect(CAMediaTimingFillMode("both") == .both)
    }

    @Test("transition types and subtypes carry Core Animation's strings")
    func transitionNames() {
        #expect([CATransitionType.fade, .moveIn, .push, .reveal].map(\.rawValue) == ["fade", "moveIn", "push", "reveal"])
        #expect([CATransitionSubtype.fromRight, .fromLeft, .fromTop, .fromBottom].map(\.rawValue)
            == ["fromRight", "fromLeft", "fromTop", "fromBottom"])
        #expect(CATransitionSubtype(rawValue: "fromTop") == CATransitionSubtype("fromTop"))
    }

    @Test("UIKit's animation curves and timing curve types have UIKit's raw values")
    func uikitRawValues() {
        #expect([UIView.AnimationCurve.easeInOut, .easeIn, .easeOut, .linear].map(\.rawValue) == [0, 1, 2, 3])
        #expect([UITimingCurveType.builtin, .cubic, .spring, .composed].map(\.rawValue) == [0, 1, 2, 3])
        #expect(UIView.AnimationCurve(rawValue: 3) == .linear)
    }
}

@Suite("CAMediaTimingFunction")
struct CAMediaTimingFunctionTests {
    @Test("the named functions have Apple's documented control points", arguments: [
        (CAMediaTimingFunctionName.linear, [Float(0), 0, 1, 1]),
        (.easeIn, [0.42, 0, 1, 1]),
        (.easeOut, [0, 0, 0.58, 1]),
        (.easeInEaseOut, [0.42, 0, 0.58, 1]),
        (.default, [0.25, 0.1, 0.25, 1]),
    ])
    func namedControlPoints(name: CAMediaTimingFunctionName, inner: [Float]) {
        let points = controlPoints(of: CAMediaTimingFunction(name: name))
        #expect(points == [[0, 0], [inner[0], inner[1]], [inner[2], inner[3]], [1, 1]])
    }

    @Test("custom control points read back, and an index outside 0...3 writes nothing")
    func customControlPoints() {
        let function = CAMediaTimingFunction(controlPoints: 0.1, 0.2, 0.3, 0.4)
        #expect(controlPoints(of: function) == [[0, 0], [0.1, 0.2], [0.3, 0.4], [1, 1]])
        var values: [Float] = [7, 8]
        function.getControlPoint(at: 4, values: &values)
        function.getControlPoint(at: -1, values: &values)
        #expect(values == [7, 8])
    }

    @Test("x coordinates are clamped to 0...1 and non-finite values replaced by the linear curve's")
    func hostileControlPoints() {
        let clamped = CAMediaTimingFunction(controlPoints: -1, 2, 5, -3)
        #expect(controlPoints(of: clamped)[1...2] == [[0, 2], [1, -3]])
        let nan = CAMediaTimingFunction(controlPoints: .nan, .infinity, .nan, -.infinity)
        #expect(controlPoints(of: nan)[1...2] == [[0, 0], [1, 1]])
    }

    @Test("functions are equal when their control points are, whatever their names")
    func equality() {
        let named = CAMediaTimingFunction(name: .easeInEaseOut)
        let custom = CAMediaTimingFunction(controlPoints: 0.42, 0, 0.58, 1)
        #expect(named == custom)
        #expect(named.hashValue == custom.hashValue)
        #expect(named != CAMediaTimingFunction(name: .easeIn))
        #expect(Set([named, custom, CAMediaTimingFunction(name: .linear)]).count == 2)
    }

    @Test("the description names a named function and lists a custom one's control points")
    func descriptions() {
        #expect(CAMediaTimingFunction(name: .easeOut).description == "easeOut")
        #expect(CAMediaTimingFunction(controlPoints: 0.5, 0, 0.5, 1).description.contains("0.5"))
        #expect(CAMediaTimingFunction(name: CAMediaTimingFunctionName("unknown")).description == "default")
    }
}

@Suite("UIKit timing parameters")
struct UIKitTimingParametersTests {
    @Test("default cubic parameters are the built-in ease-in-ease-out curve with zero control points")
    func defaultCubic() {
        let parameters = UICubicTimingParameters()
        #expect(parameters.animationCurve == .easeInOut)
        #expect(parameters.timingCurveType == .builtin)
        #expect(parameters.controlPoint1 == .zero && parameters.controlPoint2 == .zero)
        #expect(parameters.cubicTimingParameters === parameters)
        #expect(parameters.springTimingParameters == nil)
    }

    @Test("cubic parameters from an animation curve keep the curve; from control points they are custom")
    func cubicKinds() {
        #expect(UICubicTimingParameters(animationCurve: .linear).animationCurve == .linear)
        let custom = UICubicTimingParameters(
            controlPoint1: CGPoint(x: 0.2, y: 0.1), controlPoint2: CGPoint(x: 0.3, y: 1))
        #expect(custom.timingCurveType == .cubic)
        #expect(custom.controlPoint1 == CGPoint(x: 0.2, y: 0.1))
        #expect(custom.controlPoint2 == CGPoint(x: 0.3, y: 1))
    }

    @Test("spring parameters are spring providers that keep their initial velocity")
    func springProvider() {
        let spring = UISpringTimingParameters(dampingRatio: 0.5, initialVelocity: CGVector(dx: 2, dy: -1))
        #expect(spring.timingCurveType == .spring)
        #expect(spring.springTimingParameters === spring)
        #expect(spring.cubicTimingParameters == nil)
        #expect(spring.initialVelocity == CGVector(dx: 2, dy: -1))
        #expect(UISpringTimingParameters().initialVelocity == .zero)
        #expect(UISpringTimingParameters(dampingRatio: 1).initialVelocity == .zero)
        #expect(UISpringTimingParameters(duration: 0.5, bounce: 0.2).initialVelocity == .zero)
        let physical = UISpringTimingParameters(
            mass: 1, stiffness: 100, damping: 10, initialVelocity: CGVector(dx: 0, dy: 3))
        #expect(physical.initialVelocity.dy == 3)
    }

    @Test("timing parameters can be used off the main actor")
    func sendable() async {
        let parameters: any UITimingCurveProvider = await Task.detached { UISpringTimingParameters() }.value
        #expect(parameters.timingCurveType == .spring)
        let curve: UIView.AnimationCurve = await Task.detached { .easeOut }.value
        #expect(curve == .easeOut)
    }
}
