// The engine, its `TouchDriver` included, comes with the testing library.
@_exported import OpenTouch
