import Foundation
import OpenTouch

/// Seed 004's views with the colours their names give them.
final class Seed004WindowController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        let gray = GrayView(frame: CGRect(x: 0, y: 64, width: 375, height: 667))
        let red = RedView(frame: CGRect(x: 30, y: 30, width: 315, height: 543))
        let green = GreenView(frame: CGRect(x: 50, y: 50, width: 275, height: 503))
        let yellow = YellowView(frame: CGRect(x: 0, y: 200, width: 375, height: 300))
        let white = WhiteView(frame: CGRect(x: 70, y: -30, width: 235, height: 360))
        gray.backgroundColor = .gray
        red.backgroundColor = .red
        green.backgroundColor = .green
        yellow.backgroundColor = .yellow
        white.backgroundColor = .white
        white.layer.borderColor = UIColor.black.cgColor
        white.layer.borderWidth = 1
        view.addSubview(gray)
        gray.addSubview(red)
        gray.addSubview(green)
        gray.addSubview(yellow)
        yellow.addSubview(white)
        let name = UILabel(frame: CGRect(x: 0, y: 150, width: 235, height: 30))
        name.text = "WhiteView"
        name.textColor = .black
        name.textAlignment = .center
        white.addSubview(name)
    }
}

/// Seed 001's controller view: viewa (150 × 150, black) under viewb (100 × 100, blue), centred.
final class Seed001WindowController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        let viewa = UIView(frame: CGRect(x: 0, y: 0, width: 150, height: 150))
        viewa.center = view.center
        viewa.backgroundColor = .black
        let viewb = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        viewb.center = view.center
        viewb.backgroundColor = .blue
        view.addSubview(viewa)
        view.addSubview(viewb)
    }
}
