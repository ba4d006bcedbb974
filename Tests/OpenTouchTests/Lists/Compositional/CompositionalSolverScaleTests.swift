import Foundation
import Testing
@testable import OpenTouch

/// A section of a million items answers like one of a thousand: groups are repeated
/// arithmetically, and estimated ones are found through an offset index.
@MainActor
struct CompositionalSolverScaleTests {
    typealias Support = CompositionalSolverTests

    static func grid(items: Int) -> CompositionalSolution {
        let item = NSCollectionLayoutItem(layoutSize: Support.size(.fractionalWidth(0.25), .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: Support.size(.fractionalWidth(1), .absolute(100)), subitems: [item])
        return Support.solve(NSCollectionLayoutSection(group: group), items: items)
    }

    static func seconds(_ work: () -> Void) -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        work()
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    }

    @Test func aMillionItemGridAnswersARectDeepInsideWithTheRightItems() {
        let solution = Self.grid(items: 1_000_000)
        #expect(solution.contentSize.height == 25_000_000)
        let rect = CGRect(x: 0, y: 12_345_650, width: 400, height: 100)
        let items = Support.cells(solution, in: rect).map(\.indexPath.item)
        #expect(items == Array(493_824..<493_832))
        #expect(solution.itemFrame(at: IndexPath(item: 999_999, section: 0)) == CGRect(x: 300, y: 24_999_900, width: 100, height: 100))
    }

    @Test func aRectQueryCostsAboutTheSameForAThousandAndAMillionItems() {
        let small = Self.grid(items: 1_000)
        let large = Self.grid(items: 1_000_000)
        func queries(_ solution: CompositionalSolution, depth: CGFloat) -> Double {
            Self.seconds {
                for step in 0..<200 {
                    _ = solution.elements(in: CGRect(x: 0, y: depth * CGFloat(step) / 200, width: 400, height: 800))
                }
            }
        }
        _ = queries(small, depth: 24_000)
        let smallTime = queries(small, depth: 24_000)
        let largeTime = queries(large, depth: 24_000_000)
        #expect(largeTime < smallTime * 4 + 0.005, "1,000 items: \(smallTime) s, 1,000,000 items: \(largeTime) s")
    }

    @Test func aMillionEstimatedRowsFindTheRowAtADepthAfterOneIsMeasured() {
        let item = NSCollectionLayoutItem(layoutSize: Support.size(.fractionalWidth(1), .estimated(44)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: Support.size(.fractionalWidth(1), .estimated(44)), subitems: [item])
        var solution = Support.solve(NSCollectionLayoutSection(group: group), items: 1_000_000)
        let measured1 = solution.setMeasuredSize(CGSize(width: 400, height: 100), forItemAt: IndexPath(item: 10, section: 0))
        #expect(measured1)
        #expect(solution.contentSize.height == 44_000_056)
        let rows = Support.cells(solution, in: CGRect(x: 0, y: 44 * 500_000 + 56 + 1, width: 400, height: 1)).map(\.indexPath.item)
        #expect(rows == [500_000])
    }
}
