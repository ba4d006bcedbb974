import Foundation
import OpenTouch
import OpenTouchSDL
import Testing

/// The scene renderer, into a software surface: no display needed, deterministic pixels.
@MainActor
@Suite("Rendering the layer tree into a software surface", .serialized,
       .enabled(if: WindowTestEnvironment.sdlTestsEnabled, WindowTestEnvironment.sdlSkipReason))
struct RenderingTests {
    @Test("a view's background colour fills its frame, and nothing else")
    func backgroundFillsFrame() throws {
        let f = try RenderFixture()
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        view.backgroundColor = .red
        f.root.addSubview(view)
        f.render()
        #expect(f.pixel(10, 20) == .redPixel)
        #expect(f.pixel(39, 59) == .redPixel)
        #expect(f.pixel(40, 30) == .white)
        #expect(f.pixel(20, 60) == .white)
        #expect(f.pixel(9, 20) == .white)
    }

    @Test("translucent colours and view alpha blend over what is below; alpha multiplies down the tree")
    func alphaBlends() throws {
        let f = try RenderFixture()
        let translucent = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        translucent.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 0.5)
        let faded = UIView(frame: CGRect(x: 50, y: 0, width: 50, height: 50))
        faded.backgroundColor = .blue
        faded.alpha = 0.5
        let child = UIView(frame: CGRect(x: 0, y: 25, width: 50, height: 25))
        child.backgroundColor = .green
        child.alpha = 0.5
        faded.addSubview(child)
        f.root.addSubview(translucent)
        f.root.addSubview(faded)
        f.render()
        #expect(f.pixel(25, 25).isClose(to: .rgb(255, 128, 128), tolerance: 2))
        #expect(f.pixel(75, 10).isClose(to: .rgb(128, 128, 255), tolerance: 2))
        // The child at 0.5 × 0.5 over the parent's blend.
        #expect(f.pixel(75, 40).isClose(to: .rgb(96, 159, 191), tolerance: 3))
    }

    @Test("hidden views, their subviews and views with alpha 0 are not drawn")
    func hiddenViews() throws {
        let f = try RenderFixture()
        let hidden = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        hidden.backgroundColor = .red
        hidden.isHidden = true
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        child.backgroundColor = .green
        hidden.addSubview(child)
        let transparent = UIView(frame: CGRect(x: 50, y: 0, width: 50, height: 50))
        transparent.backgroundColor = .blue
        transparent.alpha = 0
        f.root.addSubview(hidden)
        f.root.addSubview(transparent)
        f.render()
        #expect(f.pixel(5, 5) == .white)
        #expect(f.pixel(25, 25) == .white)
        #expect(f.pixel(75, 25) == .white)
    }

    @Test("borders are drawn inside the bounds, over the subviews, in the border colour")
    func borders() throws {
        let f = try RenderFixture()
        let view = UIView(frame: CGRect(x: 10, y: 10, width: 80, height: 80))
        view.backgroundColor = .white
        view.layer.borderWidth = 4
        view.layer.borderColor = UIColor.black.cgColor
        let child = UIView(frame: view.bounds)
        child.backgroundColor = .green
        view.addSubview(child)
        f.root.addSubview(view)
        f.render()
        #expect(f.pixel(11, 50) == .black)
        #expect(f.pixel(13, 50) == .black)
        #expect(f.pixel(15, 50) == .greenPixel)
        #expect(f.pixel(9, 50) == .white)
        #expect(f.pixel(88, 88) == .black)
    }

    @Test("a corner radius rounds the background; masked corners stay square")
    func cornerRadius() throws {
        let f = try RenderFixture()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.backgroundColor = .red
        view.layer.cornerRadius = 30
        view.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner]
        f.root.addSubview(view)
        f.render()
        #expect(f.pixel(2, 2) == .white)          // top left: rounded
        #expect(f.pixel(97, 2) == .white)         // top right: rounded
        #expect(f.pixel(2, 97) == .white)         // bottom left: rounded
        #expect(f.pixel(98, 98) == .redPixel)          // bottom right: not in the mask
        #expect(f.pixel(10, 10) == .redPixel)          // inside the arc
        #expect(f.pixel(50, 50) == .redPixel)
    }

    @Test("clipsToBounds clips subviews to the bounds; without it they spill out")
    func clipping() throws {
        let f = try RenderFixture()
        let clipped = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        clipped.clipsToBounds = true
        let spill = UIView(frame: CGRect(x: 0, y: 60, width: 40, height: 40))
        for parent in [clipped, spill] {
            let child = UIView(frame: CGRect(x: 20, y: 20, width: 40, height: 40))
            child.backgroundColor = .blue
            parent.addSubview(child)
            f.root.addSubview(parent)
        }
        f.render()
        #expect(f.pixel(30, 30) == .bluePixel)
        #expect(f.pixel(45, 30) == .white)         // outside the clipped parent
        #expect(f.pixel(45, 90) == .bluePixel)          // the unclipped child spills
    }

    @Test("transforms move, scale and turn views about their centre")
    func transforms() throws {
        let f = try RenderFixture()
        let moved = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        moved.backgroundColor = .red
        moved.transform = CGAffineTransform(translationX: 20, y: 0)
        let scaled = UIView(frame: CGRect(x: 40, y: 40, width: 10, height: 10))
        scaled.backgroundColor = .green
        scaled.transform = CGAffineTransform(scaleX: 3, y: 3)
        let turned = UIView(frame: CGRect(x: 70, y: 70, width: 20, height: 20))
        turned.backgroundColor = .blue
        turned.transform = CGAffineTransform(rotationAngle: .pi / 4)
        for view in [moved, scaled, turned] { f.root.addSubview(view) }
        f.render()
        #expect(f.pixel(5, 5) == .white)
        #expect(f.pixel(25, 5) == .redPixel)
        #expect(f.pixel(36, 36) == .greenPixel)          // the 30-point square centred on (45, 45)
        #expect(f.pixel(59, 59) == .greenPixel)
        #expect(f.pixel(71, 71) == .white)          // a corner of the frame, off the diamond
        #expect(f.pixel(80, 67) == .bluePixel)           // the diamond's top point reaches y ≈ 65.9
        #expect(f.pixel(80, 80) == .bluePixel)
    }

    @Test("a scroll view's bounds origin (its content offset) moves the content")
    func scrollOffset() throws {
        let f = try RenderFixture()
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scroll.contentSize = CGSize(width: 100, height: 400)
        let band = UIView(frame: CGRect(x: 0, y: 150, width: 100, height: 20))
        band.backgroundColor = .red
        scroll.addSubview(band)
        f.root.addSubview(scroll)
        f.render()
        #expect(f.pixel(50, 60) == .white)
        scroll.contentOffset = CGPoint(x: 0, y: 100)
        f.render()
        #expect(f.pixel(50, 55) == .redPixel)
        #expect(f.pixel(50, 45) == .white)
    }

    @Test("a button with a background darkens while highlighted; a selected system button shows a tinted plate")
    func buttonStates() throws {
        let f = try RenderFixture()
        let button = UIButton(type: .custom)
        button.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
        button.backgroundColor = .blue
        let toggle = UIButton(type: .system)
        toggle.frame = CGRect(x: 0, y: 50, width: 100, height: 40)
        f.root.addSubview(button)
        f.root.addSubview(toggle)
        f.render()
        #expect(f.pixel(5, 5) == .bluePixel)
        #expect(f.pixel(5, 70) == .white)
        button.isHighlighted = true
        toggle.isSelected = true
        f.render()
        #expect(f.pixel(5, 5).isClose(to: .rgb(0, 0, 191), tolerance: 2))
        #expect(f.pixel(50, 70).isClose(to: .rgb(0, 122, 255), tolerance: 2))   // the tint, systemBlue
    }

    @Test("a button's title is drawn in its current title colour, dimmed while a system button is highlighted")
    func buttonTitle() throws {
        let f = try RenderFixture(width: 200)
        let button = UIButton(type: .custom)
        button.frame = CGRect(x: 0, y: 0, width: 200, height: 40)
        button.backgroundColor = .white
        button.setTitle("HELLO", for: .normal)
        button.setTitleColor(.red, for: .normal)
        button.setTitleColor(.green, for: .highlighted)
        f.root.addSubview(button)
        f.render()
        let normal = Self.colours(in: f, x: 0..<200, y: 0..<40)
        #expect(normal.contains(.redPixel))
        #expect(!normal.contains(.greenPixel))
        button.isHighlighted = true
        f.render()
        let highlighted = Self.colours(in: f, x: 0..<200, y: 0..<40)
        let greenTitle = highlighted.contains { (pixel: PixelColor) in pixel.green > 150 && pixel.red < 100 }
        #expect(greenTitle)
    }

    @Test("a slider's thumb sits where its value puts it, between the minimum and maximum track colours")
    func slider() throws {
        let f = try RenderFixture(width: 200)
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
        slider.minimumTrackTintColor = .red
        slider.maximumTrackTintColor = .blue
        slider.thumbTintColor = .green
        f.root.addSubview(slider)
        for value: Float in [0, 0.5, 1] {
            slider.value = value
            f.render()
            let thumb = slider.thumbRect(forBounds: slider.bounds, trackRect: slider.trackRect(forBounds: slider.bounds),
                                         value: value)
            #expect(f.pixel(Int(thumb.midX), 8) == .greenPixel, "thumb at \(value)")
            if value > 0 { #expect(f.pixel(Int(thumb.minX) - 3, 17) == .redPixel) }
            if value < 1 { #expect(f.pixel(Int(thumb.maxX) + 3, 17) == .bluePixel) }
        }
    }

    @Test("a switch shows its on tint when on, light grey when off, and its knob on the matching side")
    func switchStates() throws {
        let f = try RenderFixture()
        let control = UISwitch(frame: CGRect(x: 0, y: 0, width: 51, height: 31))
        control.onTintColor = .red
        f.root.addSubview(control)
        f.render()
        #expect(f.pixel(44, 15).isClose(to: .rgb(229, 229, 234), tolerance: 2))   // off: systemGray5 right of the knob
        #expect(f.pixel(15, 15) == .white)                                          // the knob on the left
        control.isOn = true
        f.render()
        #expect(f.pixel(8, 15) == .redPixel)
        #expect(f.pixel(36, 15) == .white)
    }

    @Test("a disc marks each touch: the indicator fill blended over the scene")
    func touchOverlay() throws {
        let f = try RenderFixture()
        f.render(touches: [CGPoint(x: 30, y: 30), CGPoint(x: 70, y: 70)])
        let style = TouchIndicatorStyle.standard
        let a = Double(style.fill.alpha) / 255
        func over(_ component: UInt8) -> Int {
            let value: Double = Double(component) * a + 255 * (1 - a)
            return Int(value.rounded())
        }
        let expected = PixelColor.rgb(over(style.fill.red), over(style.fill.green), over(style.fill.blue))
        #expect(f.pixel(30, 30).isClose(to: expected, tolerance: 2))
        #expect(f.pixel(70, 70).isClose(to: expected, tolerance: 2))
        #expect(f.pixel(95, 5) == .white)
    }

    @Test("an animation is drawn at its presentation value, not the model's")
    func animationPresentation() throws {
        let f = try RenderFixture()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        view.backgroundColor = .red
        f.root.addSubview(view)
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: { view.center.x = 90 })
        f.clock.advance(by: 0.5)
        f.render()
        // Halfway from x 10 to 90: centred on x 50.
        #expect(f.pixel(50, 10) == .redPixel)
        #expect(f.pixel(85, 10) == .white)
        f.clock.advance(by: 0.6)
        f.render()
        #expect(f.pixel(85, 10) == .redPixel)
        #expect(f.pixel(50, 10) == .white)
    }

    @Test("a label's text is drawn in its text colour, centred, at twice the pixels at scale 2")
    func labelText() throws {
        for scale in [1.0, 2.0] {
            let f = try RenderFixture(width: 120, height: 40, scale: scale)
            let label = UILabel(frame: CGRect(x: 0, y: 0, width: 120, height: 40))
            label.text = "Hello"
            label.textColor = .blue
            label.textAlignment = .center
            f.root.addSubview(label)
            f.render()
            let width = Int(120 * scale), height = Int(40 * scale)
            var inked: [(Int, Int)] = []
            for y in 0..<height { for x in 0..<width where f.pixel(x, y) != .white { inked.append((x, y)) } }
            #expect(!inked.isEmpty)
            #expect(inked.allSatisfy { f.pixel($0.0, $0.1) == .bluePixel })
            let xs = inked.map(\.0), ys = inked.map(\.1)
            let centreX = Double(xs.min()! + xs.max()!) / 2, centreY = Double(ys.min()! + ys.max()!) / 2
            #expect(abs(centreX - Double(width) / 2) <= 2 * scale)
            #expect(abs(centreY - Double(height) / 2) <= 3 * scale)
        }
    }

    @Test("a gradient layer shades from its first colour to its last; a shape layer fills its path")
    func layerContent() throws {
        let f = try RenderFixture()
        let gradient = CAGradientLayer()
        gradient.frame = CGRect(x: 0, y: 0, width: 50, height: 100)
        gradient.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
        f.root.layer.addSublayer(gradient)
        let shape = CAShapeLayer()
        shape.frame = CGRect(x: 50, y: 0, width: 50, height: 100)
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 50, y: 0))
        path.addLine(to: CGPoint(x: 0, y: 100))
        path.closeSubpath()
        shape.path = path
        shape.fillColor = UIColor.green.cgColor
        f.root.layer.addSublayer(shape)
        f.render()
        #expect(f.pixel(25, 1).isClose(to: .rgb(252, 0, 3), tolerance: 4))
        #expect(f.pixel(25, 98).isClose(to: .rgb(3, 0, 252), tolerance: 4))
        #expect(f.pixel(25, 50).isClose(to: .rgb(128, 0, 128), tolerance: 4))
        #expect(f.pixel(55, 10) == .greenPixel)
        #expect(f.pixel(95, 90) == .white)
    }

    @Test("sublayers with a higher zPosition are drawn in front of later siblings")
    func zPosition() throws {
        let f = try RenderFixture()
        let back = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        back.backgroundColor = .red
        back.layer.zPosition = 1
        let front = UIView(frame: CGRect(x: 25, y: 25, width: 50, height: 50))
        front.backgroundColor = .blue
        f.root.addSubview(back)
        f.root.addSubview(front)
        f.render()
        #expect(f.pixel(40, 40) == .redPixel)
    }

    private static func colours(in f: RenderFixture, x: Range<Int>, y: Range<Int>) -> Set<PixelColor> {
        var result = Set<PixelColor>()
        for row in y { for column in x { result.insert(f.pixel(column, row)) } }
        return result
    }
}
