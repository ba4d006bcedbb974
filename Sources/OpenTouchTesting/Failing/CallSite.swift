import Foundation

/// Where in a test an action or a finder was called: the place its failure points at.
public struct CallSite: CustomStringConvertible, Hashable, Sendable {
    /// The file's `#fileID` (`Module/File.swift`).
    public var fileID: String
    /// The file's full path.
    public var filePath: String
    /// The line.
    public var line: Int
    /// The column.
    public var column: Int

    /// Creates a call site; the defaults are the caller's position.
    public init(fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column) {
        self.fileID = fileID
        self.filePath = filePath
        self.line = line
        self.column = column
    }

    /// `path:line`, the way compilers and test runners point at a line.
    public var description: String { "\(filePath):\(line)" }
}
