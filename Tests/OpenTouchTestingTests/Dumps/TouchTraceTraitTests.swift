import Foundation
import OpenTouchTesting
import Testing

@MainActor
@Suite("The touchTrace trait: failures at the call site")
struct TouchTraceTraitTests {
    @Test("A failure thrown out of a test with the trait is recorded at the action's line, as the action and its reason")
    func failureRecordedAtCallSite() async throws {
        let test = try #require(Test.current)
        let site = CallSite(fileID: "OpenTouchTestingTests/Feed.swift", filePath: "/tmp/Feed.swift", line: 42, column: 9)
        let failure = TouchTestFailure(action: "tap(identifier \"like-2\")", reason: "aimed at …", callSite: site)
        try await withKnownIssue {
            try await TouchTraceTrait.touchTrace.provideScope(for: test, testCase: Test.Case.current) {
                throw failure
            }
        } matching: { issue in
            issue.sourceLocation?.line == 42 && issue.sourceLocation?.fileID == site.fileID
                && issue.error.map(String.init(describing:)) == "tap(identifier \"like-2\"): aimed at …"
        }
    }

    @Test("Expecting the thrown failure directly")
    func expectThrows() {
        let scene = TestingScene()
        #expect(throws: TouchTestFailure.self) { try scene.driver.doubleTap(.identifier("nowhere")) }
    }
}
