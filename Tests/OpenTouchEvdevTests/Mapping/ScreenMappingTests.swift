import Foundation
import Testing
import OpenTouchEvdev

@Suite("Screen mapping")
struct ScreenMappingTests {
    let xAxis = EvdevAbsInfo(minimum: 0, maximum: 799)
    let yAxis = EvdevAbsInfo(minimum: 0, maximum: 479)

    @Test("the range's max - min + 1 values tile the screen length (libinput's convention)")
    func libinputFormula() {
        let mapping = EvdevScreenMapping(width: 400, height: 240)
        #expect(mapping.point(x: 0, y: 0, xAxis: xAxis, yAxis: yAxis) == CGPoint(x: 0, y: 0))
        #expect(mapping.point(x: 400, y: 240, xAxis: xAxis, yAxis: yAxis) == CGPoint(x: 200, y: 120))
        let corner = mapping.point(x: 799, y: 479, xAxis: xAxis, yAxis: yAxis)
        #expect(corner.x == CGFloat(799) * 400 / 800)
        #expect(corner.y == CGFloat(479) * 240 / 480)
    }

    @Test("a range that does not start at 0 is offset by its minimum")
    func offsetRange() {
        let axis = EvdevAbsInfo(minimum: -100, maximum: 99)
        #expect(EvdevScreenMapping.scale(-100, on: axis, length: 200) == 0)
        #expect(EvdevScreenMapping.scale(0, on: axis, length: 200) == 100)
    }

    @Test("values outside the range are clamped to its ends")
    func clamping() {
        let mapping = EvdevScreenMapping(width: 800, height: 480)
        #expect(mapping.point(x: -50, y: 5000, xAxis: xAxis, yAxis: yAxis) == CGPoint(x: 0, y: 479))
        #expect(mapping.point(x: .max, y: .min, xAxis: xAxis, yAxis: yAxis) == CGPoint(x: 799, y: 0))
    }

    @Test("each quarter turn sends the device's top-left corner to the next screen corner clockwise",
          arguments: [
              (EvdevScreenMapping.Rotation.none, CGPoint(x: 0, y: 0)),
              (.clockwise90, CGPoint(x: 479, y: 0)),
              (.clockwise180, CGPoint(x: 799, y: 479)),
              (.clockwise270, CGPoint(x: 0, y: 799)),
          ])
    func rotationCorners(rotation: EvdevScreenMapping.Rotation, expected: CGPoint) {
        let size = rotation == .clockwise90 || rotation == .clockwise270
            ? CGSize(width: 480, height: 800) : CGSize(width: 800, height: 480)
        let mapping = EvdevScreenMapping(size: size, rotation: rotation)
        #expect(mapping.point(x: 0, y: 0, xAxis: xAxis, yAxis: yAxis) == expected)
    }

    @Test("a quarter turn clockwise runs the device's X axis down the screen")
    func clockwise90Axes() {
        let mapping = EvdevScreenMapping(size: CGSize(width: 480, height: 800), rotation: .clockwise90)
        // Device top-right (799, 0) lands bottom-right; device bottom-left (0, 479) lands top-left.
        #expect(mapping.point(x: 799, y: 0, xAxis: xAxis, yAxis: yAxis) == CGPoint(x: 479, y: 799))
        #expect(mapping.point(x: 0, y: 479, xAxis: xAxis, yAxis: yAxis) == CGPoint(x: 0, y: 0))
    }

    @Test("flips mirror along the screen's axes after rotation")
    func flips() {
        var mapping = EvdevScreenMapping(width: 800, height: 480)
        mapping.flipsHorizontally = true
        #expect(mapping.point(x: 0, y: 0, xAxis: xAxis, yAxis: yAxis) == CGPoint(x: 799, y: 0))
        mapping.flipsVertically = true
        #expect(mapping.point(x: 0, y: 0, xAxis: xAxis, yAxis: yAxis) == CGPoint(x: 799, y: 479))
        mapping = EvdevScreenMapping(size: CGSize(width: 480, height: 800), rotation: .clockwise90,
                                     flipsHorizontally: true)
        // Rotated top-left goes to top-right; flipping horizontally brings it back to top-left.
        #expect(mapping.point(x: 0, y: 0, xAxis: xAxis, yAxis: yAxis) == CGPoint(x: 0, y: 0))
    }

    @Test("180° equals flipping both ways")
    func halfTurnIsDoubleFlip() {
        let turned = EvdevScreenMapping(size: CGSize(width: 800, height: 480), rotation: .clockwise180)
        let flipped = EvdevScreenMapping(size: CGSize(width: 800, height: 480),
                                         flipsHorizontally: true, flipsVertically: true)
        for (x, y) in [(0, 0), (123, 456), (799, 479), (400, 1)] as [(Int32, Int32)] {
            #expect(turned.point(x: x, y: y, xAxis: xAxis, yAxis: yAxis)
                    == flipped.point(x: x, y: y, xAxis: xAxis, yAxis: yAxis))
        }
    }

    @Test("rotations from degrees accept multiples of 90 only")
    func rotationFromDegrees() {
        #expect(EvdevScreenMapping.Rotation(degrees: 90) == .clockwise90)
        #expect(EvdevScreenMapping.Rotation(degrees: -90) == .clockwise270)
        #expect(EvdevScreenMapping.Rotation(degrees: 450) == .clockwise90)
        #expect(EvdevScreenMapping.Rotation(degrees: 45) == nil)
    }

    @Test("degenerate axes and screens map to 0 instead of dividing by zero")
    func degenerate() {
        let inverted = EvdevAbsInfo(minimum: 10, maximum: 0)
        #expect(EvdevScreenMapping.scale(5, on: inverted, length: 100) == 0)
        let single = EvdevAbsInfo(minimum: 7, maximum: 7)
        #expect(EvdevScreenMapping.scale(7, on: single, length: 100) == 0)
        let nonsense = EvdevScreenMapping(size: CGSize(width: CGFloat.nan, height: -5))
        #expect(nonsense.point(x: 400, y: 200, xAxis: xAxis, yAxis: yAxis) == .zero)
    }

    @Test("points per unit follow the device X axis, which runs vertically after a quarter turn")
    func pointsPerUnit() {
        #expect(EvdevScreenMapping(width: 400, height: 100).pointsPerUnit(xAxis: xAxis) == 0.5)
        let turned = EvdevScreenMapping(size: CGSize(width: 100, height: 1600), rotation: .clockwise90)
        #expect(turned.pointsPerUnit(xAxis: xAxis) == 2)
    }
}
