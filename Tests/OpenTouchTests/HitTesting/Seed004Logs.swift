// Expected logs from seed 004 ("HitTestWithEvent", 2016): the first of UIKit's two hit-test
// passes of each tap, followed by the touchBegan chain, exactly as UIKit printed them
// (NSLog's date and process prefix removed). OpenTouch hit-tests once per touch.
// Comparison normalises hex addresses and drops "; layer = <CALayer: 0x…>", as OpenTouch has no layers.

enum Seed004Logs {
    static let grayViewAlone: [String] = [
        "<GrayView: 0x7ff91af0b350; frame = (0 0; 375 667); layer = <CALayer: 0x7ff91d055aa0>> - hitTest:withEvent: 接收到触摸事件",
        "<GrayView: 0x7ff91af0b350; frame = (0 0; 375 667); layer = <CALayer: 0x7ff91d055aa0>> - pointInside:withEvent: 接收到触摸事件",
    ]

    static let whiteViewMiddle: [String] = [
        "<GrayView: 0x7fb690d20d50; frame = (0 64; 375 667); layer = <CALayer: 0x7fb690d70920>> - hitTest:withEvent: 接收到触摸事件",
        "<GrayView> hitTest:withEvent: previous",
        "<GrayView: 0x7fb690d20d50; frame = (0 64; 375 667); layer = <CALayer: 0x7fb690d70920>> - pointInside:withEvent: 接收到触摸事件",
        "<GrayView> pointInside:withEvent: previous",
        "<GrayView> pointInside:withEvent: after >>>> retBOOL = 1 ",
        "<YellowView> hitTest:withEvent: previous",
        "<YellowView> pointInside:withEvent: previous",
        "<YellowView> pointInside:withEvent: after >>>> retBOOL = 1 ",
        "<WhiteView> hitTest:withEvent: previous",
        "<WhiteView> pointInside:withEvent: previous",
        "<WhiteView> pointInside:withEvent: after >>>> retBOOL = 1 ",
        "<WhiteView> hitTest:withEvent after >>>> retView =<WhiteView: 0x7fb690d18550; frame = (70 -30; 235 360); layer = <CALayer: 0x7fb690d58240>> ",
        "<YellowView> hitTest:withEvent after >>>> retView =<WhiteView: 0x7fb690d18550; frame = (70 -30; 235 360); layer = <CALayer: 0x7fb690d58240>> ",
        "<GrayView> hitTest:withEvent after >>>> retView =<WhiteView: 0x7fb690d18550; frame = (70 -30; 235 360); layer = <CALayer: 0x7fb690d58240>> ",
        "<WhiteView> touchBegan ",
        "<YellowView> touchBegan ",
        "<GrayView> touchBegan ",
    ]

    static let whiteViewOutsideYellow: [String] = [
        "<GrayView: 0x7fb690d20d50; frame = (0 64; 375 667); layer = <CALayer: 0x7fb690d70920>> - hitTest:withEvent: 接收到触摸事件",
        "<GrayView> hitTest:withEvent: previous",
        "<GrayView: 0x7fb690d20d50; frame = (0 64; 375 667); layer = <CALayer: 0x7fb690d70920>> - pointInside:withEvent: 接收到触摸事件",
        "<GrayView> pointInside:withEvent: previous",
        "<GrayView> pointInside:withEvent: after >>>> retBOOL = 1 ",
        "<YellowView> hitTest:withEvent: previous",
        "<YellowView> pointInside:withEvent: previous",
        "<YellowView> pointInside:withEvent: after >>>> retBOOL = 0 ",
        "<YellowView> hitTest:withEvent after >>>> retView =(null) ",
        "<GreenView> hitTest:withEvent: previous",
        "<GreenView> pointInside:withEvent: previous",
        "<GreenView> pointInside:withEvent: after >>>> retBOOL = 1 ",
        "<GreenView> hitTest:withEvent after >>>> retView =<GreenView: 0x7fb690d70b80; frame = (50 50; 275 503); layer = <CALayer: 0x7fb690d8e240>> ",
        "<GrayView> hitTest:withEvent after >>>> retView =<GreenView: 0x7fb690d70b80; frame = (50 50; 275 503); layer = <CALayer: 0x7fb690d8e240>> ",
        "<GreenView> touchBegan ",
        "<GrayView> touchBegan ",
    ]

    static let yellowViewOutsideWhite: [String] = [
        "<GrayView: 0x7fb690d20d50; frame = (0 64; 375 667); layer = <CALayer: 0x7fb690d70920>> - hitTest:withEvent: 接收到触摸事件",
        "<GrayView> hitTest:withEvent: previous",
        "<GrayView: 0x7fb690d20d50; frame = (0 64; 375 667); layer = <CALayer: 0x7fb690d70920>> - pointInside:withEvent: 接收到触摸事件",
        "<GrayView> pointInside:withEvent: previous",
        "<GrayView> pointInside:withEvent: after >>>> retBOOL = 1 ",
        "<YellowView> hitTest:withEvent: previous",
        "<YellowView> pointInside:withEvent: previous",
        "<YellowView> pointInside:withEvent: after >>>> retBOOL = 1 ",
        "<WhiteView> hitTest:withEvent: previous",
        "<WhiteView> pointInside:withEvent: previous",
        "<WhiteView> pointInside:withEvent: after >>>> retBOOL = 0 ",
        "<WhiteView> hitTest:withEvent after >>>> retView =(null) ",
        "<YellowView> hitTest:withEvent after >>>> retView =<YellowView: 0x7fb690d197a0; frame = (0 200; 375 300); layer = <CALayer: 0x7fb690d19910>> ",
        "<GrayView> hitTest:withEvent after >>>> retView =<YellowView: 0x7fb690d197a0; frame = (0 200; 375 300); layer = <CALayer: 0x7fb690d19910>> ",
        "<YellowView> touchBegan ",
        "<GrayView> touchBegan ",
    ]

    static let greenView: [String] = [
        "<GrayView: 0x7fb690d20d50; frame = (0 64; 375 667); layer = <CALayer: 0x7fb690d70920>> - hitTest:withEvent: 接收到触摸事件",
        "<GrayView> hitTest:withEvent: previous",
        "<GrayView: 0x7fb690d20d50; frame = (0 64; 375 667); layer = <CALayer: 0x7fb690d70920>> - pointInside:withEvent: 接收到触摸事件",
        "<GrayView> pointInside:withEvent: previous",
        "<GrayView> pointInside:withEvent: after >>>> retBOOL = 1 ",
        "<YellowView> hitTest:withEvent: previous",
        "<YellowView> pointInside:withEvent: previous",
        "<YellowView> pointInside:withEvent: after >>>> retBOOL = 0 ",
        "<YellowView> hitTest:withEvent after >>>> retView =(null) ",
        "<GreenView> hitTest:withEvent: previous",
        "<GreenView> pointInside:withEvent: previous",
        "<GreenView> pointInside:withEvent: after >>>> retBOOL = 1 ",
        "<GreenView> hitTest:withEvent after >>>> retView =<GreenView: 0x7fb690d70b80; frame = (50 50; 275 503); layer = <CALayer: 0x7fb690d8e240>> ",
        "<GrayView> hitTest:withEvent after >>>> retView =<GreenView: 0x7fb690d70b80; frame = (50 50; 275 503); layer = <CALayer: 0x7fb690d8e240>> ",
        "<GreenView> touchBegan ",
        "<GrayView> touchBegan ",
    ]

    static let redView: [String] = [
        "<GrayView: 0x7fb690d20d50; frame = (0 64; 375 667); layer = <CALayer: 0x7fb690d70920>> - hitTest:withEvent: 接收到触摸事件",
        "<GrayView> hitTest:withEvent: previous",
        "<GrayView: 0x7fb690d20d50; frame = (0 64; 375 667); layer = <CALayer: 0x7fb690d70920>> - pointInside:withEvent: 接收到触摸事件",
        "<GrayView> pointInside:withEvent: previous",
        "<GrayView> pointInside:withEvent: after >>>> retBOOL = 1 ",
        "<YellowView> hitTest:withEvent: previous",
        "<YellowView> pointInside:withEvent: previous",
        "<YellowView> pointInside:withEvent: after >>>> retBOOL = 0 ",
        "<YellowView> hitTest:withEvent after >>>> retView =(null) ",
        "<GreenView> hitTest:withEvent: previous",
        "<GreenView> pointInside:withEvent: previous",
        "<GreenView> pointInside:withEvent: after >>>> retBOOL = 0 ",
        "<GreenView> hitTest:withEvent after >>>> retView =(null) ",
        "<RedView> hitTest:withEvent: previous",
        "<RedView> pointInside:withEvent: previous",
        "<RedView> pointInside:withEvent: after >>>> retBOOL = 1 ",
        "<RedView> hitTest:withEvent after >>>> retView =<RedView: 0x7fb690d6e2b0; frame = (30 30; 315 543); layer = <CALayer: 0x7fb690d76570>> ",
        "<GrayView> hitTest:withEvent after >>>> retView =<RedView: 0x7fb690d6e2b0; frame = (30 30; 315 543); layer = <CALayer: 0x7fb690d76570>> ",
        "<RedView> touchBegan ",
        "<GrayView> touchBegan ",
    ]

    static let grayView: [String] = [
        "<GrayView: 0x7fb690d20d50; frame = (0 64; 375 667); layer = <CALayer: 0x7fb690d70920>> - hitTest:withEvent: 接收到触摸事件",
        "<GrayView> hitTest:withEvent: previous",
        "<GrayView: 0x7fb690d20d50; frame = (0 64; 375 667); layer = <CALayer: 0x7fb690d70920>> - pointInside:withEvent: 接收到触摸事件",
        "<GrayView> pointInside:withEvent: previous",
        "<GrayView> pointInside:withEvent: after >>>> retBOOL = 1 ",
        "<YellowView> hitTest:withEvent: previous",
        "<YellowView> pointInside:withEvent: previous",
        "<YellowView> pointInside:withEvent: after >>>> retBOOL = 0 ",
        "<YellowView> hitTest:withEvent after >>>> retView =(null) ",
        "<GreenView> hitTest:withEvent: previous",
        "<GreenView> pointInside:withEvent: previous",
        "<GreenView> pointInside:withEvent: after >>>> retBOOL = 0 ",
        "<GreenView> hitTest:withEvent after >>>> retView =(null) ",
        "<RedView> hitTest:withEvent: previous",
        "<RedView> pointInside:withEvent: previous",
        "<RedView> pointInside:withEvent: after >>>> retBOOL = 0 ",
        "<RedView> hitTest:withEvent after >>>> retView =(null) ",
        "<GrayView> hitTest:withEvent after >>>> retView =<GrayView: 0x7fb690d20d50; frame = (0 64; 375 667); layer = <CALayer: 0x7fb690d70920>> ",
        "<GrayView> touchBegan ",
    ]

}
