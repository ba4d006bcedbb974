// Seed 004 ("HitTestWithEvent", a blog post whose logs are dated 2016-09-04): the post's code
// blocks that hold UIKit's log (NSLog output, with its date and process prefix), copied verbatim
// and in the post's order, for the tests that compare OpenTouch's output with them. The post
// states no licence; only its log output (what UIKit printed) is quoted here, as a record of
// UIKit's behaviour. Do not edit: fix OpenTouch instead.

extension SeedLogs {
    /// The post's log code blocks, verbatim: the lone GrayView first, then the six taps.
    static let seed004CodeBlocks: [String] = [
        #"""
        2016-09-04 23:14:22.876 UICodes[23948:388135] <GrayView: 0x7ff91af0b350; frame = (0 0; 375 667); layer = <CALayer: 0x7ff91d055aa0>> - hitTest:withEvent: 接收到触摸事件
        2016-09-04 23:14:22.877 UICodes[23948:388135] <GrayView: 0x7ff91af0b350; frame = (0 0; 375 667); layer = <CALayer: 0x7ff91d055aa0>> - pointInside:withEvent: 接收到触摸事件
        2016-09-04 23:14:22.877 UICodes[23948:388135] <GrayView: 0x7ff91af0b350; frame = (0 0; 375 667); layer = <CALayer: 0x7ff91d055aa0>> - hitTest:withEvent: 接收到触摸事件
        2016-09-04 23:14:22.878 UICodes[23948:388135] <GrayView: 0x7ff91af0b350; frame = (0 0; 375 667); layer = <CALayer: 0x7ff91d055aa0>> - pointInside:withEvent: 接收到触摸事件
        """#,
        #"""
        2016-09-04 23:53:52.044 UICodes[26224:436600] <GrayView: 0x7fb690d20d50; frame = (0 64; 375 667); layer = <CALayer: 0x7fb690d70920>> - hitTest:withEvent: 接收到触摸事件
        2016-09-04 23:53:52.044 UICodes[26224:436600] <GrayView> hitTest:withEvent: previous
        2016-09-04 23:53:52.045 UICodes[26224:436600] <GrayView: 0x7fb690d20d50; frame = (0 64; 375 667); layer = <CALayer: 0x7fb690d70920>> - pointInside:withEvent: 接收到触摸事件
        2016-09-04 23:53:52.045 UICodes[26224:436600] <GrayView> pointInside:withEvent: previous
        2016-09-04 23:53:52.045 UICodes[26224:436600] <GrayView> pointInside:withEvent: after >>>> retBOOL = 1 
        2016-09-04 23:53:52.045 UICodes[26224:436600] <YellowView> hitTest:withEvent: previous
        2016-09-04 23:53:52.045 UICodes[26224:436600] <YellowView> pointInside:withEvent: previous
        2016-09-04 23:53:52.045 UICodes[26224:436600] <YellowView> pointInside:withEvent: after >>>> retBOOL = 1 
        2016-09-04 23:53:52.045 UICodes[26224:436600] <WhiteView> hitTest:withEvent: previous
        2016-09-04 23:53:52.046 UICodes[26224:436600] <WhiteView> pointInside:withEvent: previous
        2016-09-04 23:53:52.046 UICodes[26224:436600] <WhiteView> pointInside:withEvent: after >>>> retBOOL = 1 
        2016-09-04 23:53:52.046 UICodes[26224:436600] <WhiteView> hitTest:withEvent after >>>> retView =<WhiteView: 0x7fb690d18550; frame = (70 -30; 235 360); layer = <CALayer: 0x7fb690d58240>> 
        2016-09-04 23:53:52.046 UICodes[26224:436600] <YellowView> hitTest:withEvent after >>>> retView =<WhiteView: 0x7fb690d18550; frame = (70 -30; 235 360); layer = <CALayer: 0x7fb690d58240>> 
        2016-09-04 23:53:52.047 UICodes[26224:436600] <GrayView> hitTest:withEvent after >>>> retView =<WhiteView: 0x7fb690d18550; frame = (70 -30; 235 360); layer = <CALayer: 0x7fb690d58240>> 
        2016-09-04 23:53:52.047 UICodes[26224:436600] <GrayView: 0x7fb690d20d50; frame = (0 64; 375 667); layer = <CALayer: 0x7fb690d70920>> - hitTest:withEvent: 接收到触摸事件
        2016-09-04 23:53:52.047 UICodes[26224:436600] <GrayView> hitTest:withEvent: previous
        2016-09-04 23:53:52.047 UICodes[26224:436600] <GrayView: 0x7fb690d20d50; frame = (0 64; 375 667); layer = <CALayer: 0x7fb690d70920>> - pointInside:withEvent: 接收到触摸事件
        2016-09-04 23:53:52.047 UICodes[26224:436600] <GrayView> pointInside:withEvent: previous
        2016-09-04 23:53:52.047 UICodes[26224:436600] <GrayView> pointInside:withEvent: after >>>> retBOOL = 1 
        2016-09-04 23:53:52.048 UICodes[26224:436600] <YellowView> hitTest:withEvent: previous
        2016-09-04 23:53:52.048 UICodes[26224:436600] <YellowView> pointInside:withEvent: previous
        2016-09-04 23:53:52.048 UICodes[26224:436600] <YellowView> pointInside:withEvent: after >>>> retBOOL = 1 
        2016-09-04 23:53:52.048 UICodes[26224:436600] <WhiteView> hitTest:withEvent: previous
        2016-09-04 23:53:52.048 UICodes[26224:436600] <WhiteView> pointInside:withEvent: previous
        2016-09-04 23:53:52.048 UICodes[26224:436600] <WhiteView> pointInside:withEvent: after >>>> retBOOL = 1 
        2016-09-04 23:53:52.048 UICodes[26224:436600] <WhiteView> hitTest:withEvent after >>>> retView =<WhiteView: 0x7fb690d18550; frame = (70 -30; 235 360); layer = <CALayer: 0x7fb690d58240>> 
        2016-09-04 23:53:52.048 UICodes[26224:436600] <YellowView> hitTest:withEvent after >>>> retView =<WhiteView: 0x7fb690d18550; frame = (70 -30; 235 360); layer = <CALayer: 0x7fb690d58240>> 
        2016-09-04 23:53:52.049 UICodes[26224:436600] <GrayView> hitTest:withEvent after >>>> retView =<WhiteView: 0x7fb690d18550; frame = (70 -30; 235 360); layer = <CALayer: 0x7fb690d58240>> 
        2016-09-04 23:53:52.050 UICodes[26224:436600] <WhiteView> touchBegan 
        2016-09-04 23:53:52.050 UICodes[26224:436600] <YellowView> touchBegan 
        2016-09-04 23:53:52.050 UICodes[26224:436600] <GrayView> touchBegan 
        """#,
        #"""
        2016-09-04 23:55:38.279 UICodes[26224:436600] <GrayView: 0x7fb690d20d50; frame = (0 64; 375 667); layer = <CALayer: 0x7fb690d70920>> - hitTest:withEvent: 接收到触摸事件
        2016-09-04 23:55:38.279 UICodes[26224:436600] <GrayView> hitTest:withEvent: previous
        2016-09-04 23:55:38.279 UICodes[26224:436600] <GrayView: 0x7fb690d20d50; frame = (0 64; 375 667); layer = <CALayer: 0x7fb690d70920>> - pointInside:withEvent: 接收到触摸事件
        2016-09-04 23:55:38.279 UICodes[26224:436600] <GrayView> pointInside:withEvent: previous
        2016-09-04 23:55:38.280 UICodes[26224:436600] <GrayView> pointInside:withEvent: after >>>> retBOOL = 1 
        2016-09-04 23:55:38.280 UICodes[26224:436600] <YellowView> hitTest:withEvent: previous
        2016-09-04 23:55:38.280 UICodes[26224:436600] <YellowView> pointInside:withEvent: previous
        2016-09-04 23:55:38.280 UICodes[26224:436600] <YellowView> pointInside:withEvent: after >>>> retBOOL = 0 
        2016-09-04 23:55:38.280 UICodes[26224:436600] <YellowView> hitTest:withEvent after >>>> retView =(null) 
        2016-09-04 23:55:38.280 UICodes[26224:436600] <GreenView> hitTest:withEvent: previous
        2016-09-04 23:55:38.280 UICodes[26224:436600] <GreenView> pointInside:withEvent: previous
        2016-09-04 23:55:38.280 UICodes[26224:436600] <GreenView> pointInside:withEvent: after >>>> retBOOL = 1 
        2016-09-04 23:55:38.281 UICodes[26224:436600] <GreenView> hitTest:withEvent after >>>> retView =<GreenView: 0x7fb690d70b80; frame = (50 50; 275 503); layer = <CALayer: 0x7fb690d8e240>> 
        2016-09-04 23:55:38.281 UICodes[26224:436600] <GrayView> hitTest:withEvent after >>>> retView =<GreenView: 0x7fb690d70b80; frame = (50 50; 275 503); layer = <CALayer: 0x7fb690d8e240>> 
        2016-09-04 23:55:38.281 UICodes[26224:436600] <GrayView: 0x7fb690d20d50; frame = (0 64; 375 667); layer = <CALayer: 0x7fb690d70920>> - hitTest:withEvent: 接收到触摸事件
        2016-09-04 23:55:38.281 UICodes[26224:436600] <GrayView> hitTest:withEvent: previous
        2016-09-04 23:55:38.282 UICodes[26224:436600] <GrayView: 0x7fb690d20d50; frame = (0 64; 375 667); layer = <CALayer: 0x7fb690d70920>> - pointInside:withEvent: 接收到触摸事件
        2016-09-04 23:55:38.282 UICodes[26224:436600] <GrayView> pointInside:withEvent: previous
        2016-09-04 23:55:38.282 UICodes[26224:436600] <GrayView> pointInside:withEvent: after >>>> retBOOL = 1 
        2016-09-04 23:55:38.282 UICodes[26224:436600] <YellowView> hitTest:withEvent: previous
        2016-09-04 23:55:38.282 UICodes[26224:436600] <YellowView> pointInside:withEvent: previous
        2016-09-04 23:55:38.282 UICodes[26224:436600] <YellowView> pointInside:withEvent: after >>>> retBOOL = 0 
        2016-09-04 23:55:38.282 UICodes[26224:436600] <YellowView> hitTest:withEvent after >>>> retView =(null) 
        2016-09-04 23:55:38.282 UICodes[26224:436600] <GreenView> hitTest:withEvent: previous
        2016-09-04 23:55:38.282 UICodes[26224:436600] <GreenView> pointInside:withEvent: previous
        2016-09-04 23:55:38.282 UICodes[26224:436600] <GreenView> pointInside:withEvent: after >>>> retBOOL = 1 
        2016-09-04 23:55:38.283 UICodes[26224:436600] <GreenView> hitTest:withEvent after >>>> retView =<GreenView: 0x7fb690d70b80; frame = (50 50; 275 503); layer = <CALayer: 0x7fb690d8e240>> 
        2016-09-04 23:55:38.283 UICodes[26224:436600] <GrayView> hitTest:withEvent after >>>> retView =<GreenView: 0x7fb690d70b80; frame = (50 50; 275 503); layer = <CALayer: 0x7fb690d8e240>> 
        2016-09-04 23:55:38.284 UICodes[26224:436600] <GreenView> touchBegan 
        2016-09-04 23:55:38.284 UICodes[26224:436600] <GrayView> touchBegan 
        """#,
        #"""
        2016-09-04 23:58:08.414 UICodes[26224:436600] <GrayView: 0x7fb690d20d50; frame = (0 64; 375 667); layer = <CALayer: 0x7fb690d70920>> - hitTest:withEvent: 接收到触摸事件
        2016-09-04 23:58:08.414 UICodes[26224:436600] <GrayView> hitTest:withEvent: previous
        2016-09-04 23:58:08.415 UICodes[26224:436600] <GrayView: 0x7fb690d20d50; frame = (0 64; 375 667); layer = <CALayer: 0x7fb690d70920>> - pointInside:withEvent: 接收到触摸事件
        2016-09-04 23:58:08.415 UICodes[26224:436600] <GrayView> pointInside:withEvent: previous
        2016-09-04 23:58:08.415 UICodes[26224:436600] <GrayView> pointInside:withEvent: after >>>> retBOOL = 1 
        2016-09-04 23:58:08.415 UICodes[26224:436600] <YellowView> hitTest:withEvent: previous
        2016-09-04 23:58:08.415 UICodes[26224:436600] <YellowView> pointInside:withEvent: previous
        2016-09-04 23:58:08.416 UICodes[26224:436600] <YellowView> pointInside:withEvent: after >>>> retBOOL = 1 
        2016-09-04 23:58:08.416 UICodes[26224:436600] <WhiteView> hitTest:withEvent: previous
        2016-09-04 23:58:08.416 UICodes[26224:436600] <WhiteView> pointInside:withEvent: previous
        2016-09-04 23:58:08.416 UICodes[26224:436600] <WhiteView> pointInside:withEvent: after >>>> retBOOL = 0 
        2016-09-04 23:58:08.416 UICodes[26224:436600] <WhiteView> hitTest:withEvent after >>>> retView =(null) 
        2016-09-04 23:58:08.416 UICodes[26224:436600] <YellowView> hitTest:withEvent after >>>> retView =<YellowView: 0x7fb690d197a0; frame = (0 200; 375 300); layer = <CALayer: 0x7fb690d19910>> 
        2016-09-04 23:58:08.417 UICodes[26224:436600] <GrayView> hitTest:withEvent after >>>> retView =<YellowView: 0x7fb690d197a0; frame = (0 200; 375 300); layer = <CALayer: 0x7fb690d19910>> 
        2016-09-04 23:58:08.417 UICodes[26224:436600] <GrayView: 0x7fb690d20d50; frame = (0 64; 375 667); layer = <CALayer: 0x7fb690d70920>> - hitTest:withEvent: 接收到触摸事件
        2016-09-04 23:58:08.417 UICodes[26224:436600] <GrayView> hitTest:withEvent: previous
        2016-09-04 23:58:08.417 UICodes[26224:436600] <GrayView: 0x7fb690d20d50; frame = (0 64; 375 667); layer = <CALayer: 0x7fb690d70920>> - pointInside:withEvent: 接收到触摸事件
        2016-09-04 23:58:08.417 UICodes[26224:436600] <GrayView> pointInside:withEvent: previous
        2016-09-04 23:58:08.417 UICodes[26224:436600] <GrayView> pointInside:withEvent: after >>>> retBOOL = 1 
        2016-09-04 23:58:08.418 UICodes[26224:436600] <YellowView> hitTest:withEvent: previous
        2016-09-04 23:58:08.418 UICodes[26224:436600] <YellowView> pointInside:withEvent: previous
        2016-09-04 23:58:08.418 UICodes[26224:436600] <YellowView> pointInside:withEvent: after >>>> retBOOL = 1 
        2016-09-04 23:58:08.418 UICodes[26224:436600] <WhiteView> hitTest:withEvent: previous
        2016-09-04 23:58:08.418 UICodes[26224:436600] <WhiteView> pointInside:withEvent: previous
        2016-09-04 23:58:08.418 UICodes[26224:436600] <WhiteView> pointInside:withEvent: after >>>> retBOOL = 0 
        2016-09-04 23:58:08.418 UICodes[26224:436600] <WhiteView> hitTest:withEvent after >>>> retView =(null) 
        2016-09-04 23:58:08.419 UICodes[26224:436600] <YellowView> hitTest:withEvent after >>>> retView =<YellowView: 0x7fb690d197a0; frame = (0 200; 375 300); layer = <CALayer: 0x7fb690d19910>> 
        2016-09-04 23:58:08.419 UICodes[26224:436600] <GrayView> hitTest:withEvent after >>>> retView =<YellowView: 0x7fb690d197a0; frame = (0 200; 375 300); layer = <CALayer: 0x7fb690d19910>> 
        2016-09-04 23:58:08.420 UICodes[26224:436600] <YellowView> touchBegan 
        2016-09-04 23:58:08.420 UICodes[26224:436600] <GrayView> touchBegan 
        """#,
        #"""
        2016-09-05 00:00:32.265 UICodes[26224:436600] <GrayView: 0x7fb690d20d50; frame = (0 64; 375 667); layer = <CALayer: 0x7fb690d70920>> - hitTest:withEvent: 接收到触摸事件
        2016-09-05 00:00:32.266 UICodes[26224:436600] <GrayView> hitTest:withEvent: previous
        2016-09-05 00:00:32.266 UICodes[26224:436600] <GrayView: 0x7fb690d20d50; frame = (0 64; 375 667); layer = <CALayer: 0x7fb690d70920>> - pointInside:withEvent: 接收到触摸事件
        2016-09-05 00:00:32.266 UICodes[26224:436600] <GrayView> pointInside:withEvent: previous
        2016-09-05 00:00:32.266 UICodes[26224:436600] <GrayView> pointInside:withEvent: after >>>> retBOOL = 1 
        2016-09-05 00:00:32.266 UICodes[26224:436600] <YellowView> hitTest:withEvent: previous
        2016-09-05 00:00:32.266 UICodes[26224:436600] <YellowView> pointInside:withEvent: previous
        2016-09-05 00:00:32.266 UICodes[26224:436600] <YellowView> pointInside:withEvent: after >>>> retBOOL = 0 
        2016-09-05 00:00:32.267 UICodes[26224:436600] <YellowView> hitTest:withEvent after >>>> retView =(null) 
        2016-09-05 00:00:32.267 UICodes[26224:436600] <GreenView> hitTest:withEvent: previous
        2016-09-05 00:00:32.267 UICodes[26224:436600] <GreenView> pointInside:withEvent: previous
        2016-09-05 00:00:32.267 UICodes[26224:436600] <GreenView> pointInside:withEvent: after >>>> retBOOL = 1 
        2016-09-05 00:00:32.267 UICodes[26224:436600] <GreenView> hitTest:withEvent after >>>> retView =<GreenView: 0x7fb690d70b80; frame = (50 50; 275 503); layer = <CALayer: 0x7fb690d8e240>> 
        2016-09-05 00:00:32.267 UICodes[26224:436600] <GrayView> hitTest:withEvent after >>>> retView =<GreenView: 0x7fb690d70b80; frame = (50 50; 275 503); layer = <CALayer: 0x7fb690d8e240>> 
        2016-09-05 00:00:32.268 UICodes[26224:436600] <GrayView: 0x7fb690d20d50; frame = (0 64; 375 667); layer = <CALayer: 0x7fb690d70920>> - hitTest:withEvent: 接收到触摸事件
        2016-09-05 00:00:32.268 UICodes[26224:436600] <GrayView> hitTest:withEvent: previous
        2016-09-05 00:00:32.268 UICodes[26224:436600] <GrayView: 0x7fb690d20d50; frame = (0 64; 375 667); layer = <CALayer: 0x7fb690d70920>> - pointInside:withEvent: 接收到触摸事件
        2016-09-05 00:00:32.268 UICodes[26224:436600] <GrayView> pointInside:withEvent: previous
        2016-09-05 00:00:32.268 UICodes[26224:436600] <GrayView> pointInside:withEvent: after >>>> retBOOL = 1 
        2016-09-05 00:00:32.268 UICodes[26224:436600] <YellowView> hitTest:withEvent: previous
        2016-09-05 00:00:32.268 UICodes[26224:436600] <YellowView> pointInside:withEvent: previous
        2016-09-05 00:00:32.269 UICodes[26224:436600] <YellowView> pointInside:withEvent: after >>>> retBOOL = 0 
        2016-09-05 00:00:32.269 UICodes[26224:436600] <YellowView> hitTest:withEvent after >>>> retView =(null) 
        2016-09-05 00:00:32.269 UICodes[26224:436600] <GreenView> hitTest:withEvent: previous
        2016-09-05 00:00:32.269 UICodes[26224:436600] <GreenView> pointInside:withEvent: previous
        2016-09-05 00:00:32.269 UICodes[26224:436600] <GreenView> pointInside:withEvent: after >>>> retBOOL = 1 
        2016-09-05 00:00:32.269 UICodes[26224:436600] <GreenView> hitTest:withEvent after >>>> retView =<GreenView: 0x7fb690d70b80; frame = (50 50; 275 503); layer = <CALayer: 0x7fb690d8e240>> 
        2016-09-05 00:00:32.269 UICodes[26224:436600] <GrayView> hitTest:withEvent after >>>> retView =<GreenView: 0x7fb690d70b80; frame = (50 50; 275 503); layer = <CALayer: 0x7fb690d8e240>> 
        2016-09-05 00:00:32.270 UICodes[26224:436600] <GreenView> touchBegan 
        2016-09-05 00:00:32.270 UICodes[26224:436600] <GrayView> touchBegan 
        """#,
        #"""
        2016-09-05 00:01:46.251 UICodes[26224:436600] <GrayView: 0x7fb690d20d50; frame = (0 64; 375 667); layer = <CALayer: 0x7fb690d70920>> - hitTest:withEvent: 接收到触摸事件
        2016-09-05 00:01:46.251 UICodes[26224:436600] <GrayView> hitTest:withEvent: previous
        2016-09-05 00:01:46.252 UICodes[26224:436600] <GrayView: 0x7fb690d20d50; frame = (0 64; 375 667); layer = <CALayer: 0x7fb690d70920>> - pointInside:withEvent: 接收到触摸事件
        2016-09-05 00:01:46.252 UICodes[26224:436600] <GrayView> pointInside:withEvent: previous
        2016-09-05 00:01:46.252 UICodes[26224:436600] <GrayView> pointInside:withEvent: after >>>> retBOOL = 1 
        2016-09-05 00:01:46.252 UICodes[26224:436600] <YellowView> hitTest:withEvent: previous
        2016-09-05 00:01:46.253 UICodes[26224:436600] <YellowView> pointInside:withEvent: previous
        2016-09-05 00:01:46.253 UICodes[26224:436600] <YellowView> pointInside:withEvent: after >>>> retBOOL = 0 
        2016-09-05 00:01:46.253 UICodes[26224:436600] <YellowView> hitTest:withEvent after >>>> retView =(null) 
        2016-09-05 00:01:46.253 UICodes[26224:436600] <GreenView> hitTest:withEvent: previous
        2016-09-05 00:01:46.253 UICodes[26224:436600] <GreenView> pointInside:withEvent: previous
        2016-09-05 00:01:46.253 UICodes[26224:436600] <GreenView> pointInside:withEvent: after >>>> retBOOL = 0 
        2016-09-05 00:01:46.253 UICodes[26224:436600] <GreenView> hitTest:withEvent after >>>> retView =(null) 
        2016-09-05 00:01:46.254 UICodes[26224:436600] <RedView> hitTest:withEvent: previous
        2016-09-05 00:01:46.254 UICodes[26224:436600] <RedView> pointInside:withEvent: previous
        2016-09-05 00:01:46.254 UICodes[26224:436600] <RedView> pointInside:withEvent: after >>>> retBOOL = 1 
        2016-09-05 00:01:46.254 UICodes[26224:436600] <RedView> hitTest:withEvent after >>>> retView =<RedView: 0x7fb690d6e2b0; frame = (30 30; 315 543); layer = <CALayer: 0x7fb690d76570>> 
        2016-09-05 00:01:46.254 UICodes[26224:436600] <GrayView> hitTest:withEvent after >>>> retView =<RedView: 0x7fb690d6e2b0; frame = (30 30; 315 543); layer = <CALayer: 0x7fb690d76570>> 
        2016-09-05 00:01:46.255 UICodes[26224:436600] <GrayView: 0x7fb690d20d50; frame = (0 64; 375 667); layer = <CALayer: 0x7fb690d70920>> - hitTest:withEvent: 接收到触摸事件
        2016-09-05 00:01:46.255 UICodes[26224:436600] <GrayView> hitTest:withEvent: previous
        2016-09-05 00:01:46.255 UICodes[26224:436600] <GrayView: 0x7fb690d20d50; frame = (0 64; 375 667); layer = <CALayer: 0x7fb690d70920>> - pointInside:withEvent: 接收到触摸事件
        2016-09-05 00:01:46.255 UICodes[26224:436600] <GrayView> pointInside:withEvent: previous
        2016-09-05 00:01:46.255 UICodes[26224:436600] <GrayView> pointInside:withEvent: after >>>> retBOOL = 1 
        2016-09-05 00:01:46.255 UICodes[26224:436600] <YellowView> hitTest:withEvent: previous
        2016-09-05 00:01:46.256 UICodes[26224:436600] <YellowView> pointInside:withEvent: previous
        2016-09-05 00:01:46.256 UICodes[26224:436600] <YellowView> pointInside:withEvent: after >>>> retBOOL = 0 
        2016-09-05 00:01:46.256 UICodes[26224:436600] <YellowView> hitTest:withEvent after >>>> retView =(null) 
        2016-09-05 00:01:46.256 UICodes[26224:436600] <GreenView> hitTest:withEvent: previous
        2016-09-05 00:01:46.256 UICodes[26224:436600] <GreenView> pointInside:withEvent: previous
        2016-09-05 00:01:46.256 UICodes[26224:436600] <GreenView> pointInside:withEvent: after >>>> retBOOL = 0 
        2016-09-05 00:01:46.256 UICodes[26224:436600] <GreenView> hitTest:withEvent after >>>> retView =(null) 
        2016-09-05 00:01:46.256 UICodes[26224:436600] <RedView> hitTest:withEvent: previous
        2016-09-05 00:01:46.257 UICodes[26224:436600] <RedView> pointInside:withEvent: previous
        2016-09-05 00:01:46.257 UICodes[26224:436600] <RedView> pointInside:withEvent: after >>>> retBOOL = 1 
        2016-09-05 00:01:46.257 UICodes[26224:436600] <RedView> hitTest:withEvent after >>>> retView =<RedView: 0x7fb690d6e2b0; frame = (30 30; 315 543); layer = <CALayer: 0x7fb690d76570>> 
        2016-09-05 00:01:46.257 UICodes[26224:436600] <GrayView> hitTest:withEvent after >>>> retView =<RedView: 0x7fb690d6e2b0; frame = (30 30; 315 543); layer = <CALayer: 0x7fb690d76570>> 
        2016-09-05 00:01:46.258 UICodes[26224:436600] <RedView> touchBegan 
        2016-09-05 00:01:46.258 UICodes[26224:436600] <GrayView> touchBegan 
        """#,
        #"""
        2016-09-05 00:02:52.549 UICodes[26224:436600] <GrayView: 0x7fb690d20d50; frame = (0 64; 375 667); layer = <CALayer: 0x7fb690d70920>> - hitTest:withEvent: 接收到触摸事件
        2016-09-05 00:02:52.549 UICodes[26224:436600] <GrayView> hitTest:withEvent: previous
        2016-09-05 00:02:52.549 UICodes[26224:436600] <GrayView: 0x7fb690d20d50; frame = (0 64; 375 667); layer = <CALayer: 0x7fb690d70920>> - pointInside:withEvent: 接收到触摸事件
        2016-09-05 00:02:52.549 UICodes[26224:436600] <GrayView> pointInside:withEvent: previous
        2016-09-05 00:02:52.550 UICodes[26224:436600] <GrayView> pointInside:withEvent: after >>>> retBOOL = 1 
        2016-09-05 00:02:52.550 UICodes[26224:436600] <YellowView> hitTest:withEvent: previous
        2016-09-05 00:02:52.550 UICodes[26224:436600] <YellowView> pointInside:withEvent: previous
        2016-09-05 00:02:52.550 UICodes[26224:436600] <YellowView> pointInside:withEvent: after >>>> retBOOL = 0 
        2016-09-05 00:02:52.551 UICodes[26224:436600] <YellowView> hitTest:withEvent after >>>> retView =(null) 
        2016-09-05 00:02:52.551 UICodes[26224:436600] <GreenView> hitTest:withEvent: previous
        2016-09-05 00:02:52.551 UICodes[26224:436600] <GreenView> pointInside:withEvent: previous
        2016-09-05 00:02:52.551 UICodes[26224:436600] <GreenView> pointInside:withEvent: after >>>> retBOOL = 0 
        2016-09-05 00:02:52.551 UICodes[26224:436600] <GreenView> hitTest:withEvent after >>>> retView =(null) 
        2016-09-05 00:02:52.551 UICodes[26224:436600] <RedView> hitTest:withEvent: previous
        2016-09-05 00:02:52.551 UICodes[26224:436600] <RedView> pointInside:withEvent: previous
        2016-09-05 00:02:52.552 UICodes[26224:436600] <RedView> pointInside:withEvent: after >>>> retBOOL = 0 
        2016-09-05 00:02:52.552 UICodes[26224:436600] <RedView> hitTest:withEvent after >>>> retView =(null) 
        2016-09-05 00:02:52.552 UICodes[26224:436600] <GrayView> hitTest:withEvent after >>>> retView =<GrayView: 0x7fb690d20d50; frame = (0 64; 375 667); layer = <CALayer: 0x7fb690d70920>> 
        2016-09-05 00:02:52.552 UICodes[26224:436600] <GrayView: 0x7fb690d20d50; frame = (0 64; 375 667); layer = <CALayer: 0x7fb690d70920>> - hitTest:withEvent: 接收到触摸事件
        2016-09-05 00:02:52.553 UICodes[26224:436600] <GrayView> hitTest:withEvent: previous
        2016-09-05 00:02:52.553 UICodes[26224:436600] <GrayView: 0x7fb690d20d50; frame = (0 64; 375 667); layer = <CALayer: 0x7fb690d70920>> - pointInside:withEvent: 接收到触摸事件
        2016-09-05 00:02:52.553 UICodes[26224:436600] <GrayView> pointInside:withEvent: previous
        2016-09-05 00:02:52.553 UICodes[26224:436600] <GrayView> pointInside:withEvent: after >>>> retBOOL = 1 
        2016-09-05 00:02:52.553 UICodes[26224:436600] <YellowView> hitTest:withEvent: previous
        2016-09-05 00:02:52.554 UICodes[26224:436600] <YellowView> pointInside:withEvent: previous
        2016-09-05 00:02:52.554 UICodes[26224:436600] <YellowView> pointInside:withEvent: after >>>> retBOOL = 0 
        2016-09-05 00:02:52.554 UICodes[26224:436600] <YellowView> hitTest:withEvent after >>>> retView =(null) 
        2016-09-05 00:02:52.554 UICodes[26224:436600] <GreenView> hitTest:withEvent: previous
        2016-09-05 00:02:52.554 UICodes[26224:436600] <GreenView> pointInside:withEvent: previous
        2016-09-05 00:02:52.554 UICodes[26224:436600] <GreenView> pointInside:withEvent: after >>>> retBOOL = 0 
        2016-09-05 00:02:52.554 UICodes[26224:436600] <GreenView> hitTest:withEvent after >>>> retView =(null) 
        2016-09-05 00:02:52.554 UICodes[26224:436600] <RedView> hitTest:withEvent: previous
        2016-09-05 00:02:52.555 UICodes[26224:436600] <RedView> pointInside:withEvent: previous
        2016-09-05 00:02:52.555 UICodes[26224:436600] <RedView> pointInside:withEvent: after >>>> retBOOL = 0 
        2016-09-05 00:02:52.555 UICodes[26224:436600] <RedView> hitTest:withEvent after >>>> retView =(null) 
        2016-09-05 00:02:52.555 UICodes[26224:436600] <GrayView> hitTest:withEvent after >>>> retView =<GrayView: 0x7fb690d20d50; frame = (0 64; 375 667); layer = <CALayer: 0x7fb690d70920>> 
        2016-09-05 00:02:52.556 UICodes[26224:436600] <GrayView> touchBegan 
        """#,
    ]
}
