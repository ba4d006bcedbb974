import ArgumentParser
import OpenTouch

@main
struct OpenTouchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "opentouch")
    mutating func run() throws {}
}
