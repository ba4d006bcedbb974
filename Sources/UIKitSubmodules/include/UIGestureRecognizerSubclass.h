// Intentionally declares nothing. On iOS this header makes `state` settable and the touch methods
// overridable for recognizer subclasses; in OpenTouch they already are, through `import UIKit`.
