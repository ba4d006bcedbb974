extension SDLWindowHost {
    /// Which of SDL's renderers draws the window.
    public enum RendererKind: String, Sendable, CaseIterable {
        /// SDL's software renderer: works everywhere, Xvfb and remote displays included. The default.
        case software
        /// A GPU renderer (OpenGL, OpenGL ES, Vulkan, as SDL finds), vsynced when ``Options/vsync`` is set.
        case accelerated
        /// Whatever SDL prefers, falling back to software.
        case automatic
    }
}
