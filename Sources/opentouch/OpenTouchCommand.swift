import ArgumentParser

/// `opentouch`: the demo of the seeds' scenes (the default subcommand, so `opentouch --scene
/// list` is `opentouch demo --scene list`), `opentouch replay` for recorded sessions,
/// `opentouch window` for a scene in a real window, and `devices`/`record` for live touchscreens.
@main
struct OpenTouchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "opentouch",
        abstract: "Show UIKit's touch handling at work: on the seeds' scenes, or on a recorded session.",
        discussion: """
            With no subcommand, runs `demo`: builds seed 004's scene, taps the six places the seed \
            taps, and prints the hit-test trace and the touchBegan chain of each. `replay FILE` \
            replays a recorded touch session and prints its touches and the gestures a standard \
            set of recognizers made of it. `window [SCENE]` opens a demo scene in a window (SDL2) \
            to touch with a mouse or a touchscreen. `devices` lists the Linux input devices and which \
            are touchscreens; `record` records a live touchscreen session in evemu's format. `run \
            SCENE` plays a scene file (YAML or JSON) and prints its log; `lint SCENE` finds touch \
            conflicts in one without running it.
            """,
        subcommands: [DemoCommand.self, ReplayCommand.self, WindowCommand.self, DevicesCommand.self, RecordCommand.self,
                      RunCommand.self, LintCommand.self],
        defaultSubcommand: DemoCommand.self
    )
}
