import TrellisCore

/// What the seeds demo's examples promise, checked on frames in window coordinates — from the
/// views in a headless test, or from a `TRELLIS_LAYOUT_LOG` pass in an end-to-end test.
///
/// Each check restates the example's code as a relation between frames (centres are compared
/// doubled, so a half cell of rounding is allowed where a centre falls between cells).
enum SeedsLayoutChecks {
    /// The examples that do not hold, described; empty when all hold.
    ///
    /// - Parameter frame: The frame of the view with an identifier (`bamboo.view`, …).
    static func failures(_ frame: (String) -> Rect?) -> [String] {
        var failures: [String] = []
        func check(_ condition: Bool, _ what: @autoclosure () -> String) {
            if !condition { failures.append(what()) }
        }
        func near(_ a: Int, _ b: Int, within tolerance: Int = 1) -> Bool { abs(a - b) <= tolerance }
        func rects(_ ids: [String]) -> [Rect]? {
            let found = ids.compactMap(frame)
            return found.count == ids.count ? found : nil
        }

        // Bamboo.
        if let r = rects(["bamboo.stage", "bamboo.view2", "bamboo.view", "bamboo.tag", "bamboo.view3"]),
            let row = rects(["bamboo.a", "bamboo.b", "bamboo.c"])
        {
            let (stage, view2, view, tag, view3) = (r[0], r[1], r[2], r[3], r[4])
            check(
                view2 == Rect(x: stage.minX, y: stage.minY, width: stage.width, height: 1),
                "bamboo: view2.bb.fillTop().height(1) gave \(view2) in \(stage)")
            check(
                view.size == Size(width: 12, height: 3) && view.minY == view2.maxY
                    && near(view.minX * 2 + view.width, stage.minX * 2 + stage.width),
                "bamboo: view.bb.centerX().below(view2).size(12×3) gave \(view) in \(stage)")
            let tagFits = view.maxX + 1 + 4 <= stage.maxX
            check(
                tag.size == Size(width: 4, height: 1) && tag.minY == view.minY
                    && (tagFits ? tag.minX == view.maxX + 1 : tag.maxX == stage.maxX),
                "bamboo: tag.bb.left(view.rightAnchor + 1 ~ 500)…right(<=0) gave \(tag) beside \(view)")
            let gaps = [
                row[0].minX - stage.minX, row[1].minX - row[0].maxX, row[2].minX - row[1].maxX,
                stage.maxX - row[2].maxX,
            ]
            check(
                row.allSatisfy { $0.size == Size(width: 4, height: 1) && $0.minY == view.maxY + 1 }
                    && (gaps.max()! - gaps.min()! <= 1),
                "bamboo: [a, b, c] …distributeXEqualSpacing(inset: .equal) gave \(row), gaps \(gaps)")
            check(
                view3 == Rect(x: stage.minX, y: stage.maxY - 1, width: stage.width, height: 1),
                "bamboo: view3.bb.fillBottom().height(1) gave \(view3) in \(stage)")
        } else {
            failures.append("bamboo: views missing")
        }

        // TFLayoutConstraintsFactory.
        if let r = rects(["factory.stage", "factory.top", "factory.view"]),
            let row = rects(["factory.v1", "factory.s1", "factory.v2", "factory.s2", "factory.v3"]),
            let column = rects(["factory.c1", "factory.t1", "factory.c2", "factory.t2", "factory.c3"])
        {
            let (stage, top, view) = (r[0], r[1], r[2])
            check(
                top == Rect(x: stage.minX + 2, y: stage.minY, width: stage.width - 4, height: 1),
                "factory: edges (top 0, left 2, right 2) and height 1 gave \(top) in \(stage)")
            check(
                view.size == Size(width: 8, height: 3)
                    && near(view.minX * 2 + view.width, stage.minX * 2 + stage.width)
                    && near(view.minY * 2 + view.height, stage.minY * 2 + stage.height - 2),
                "factory: centring with offset (y: -1) and size 8×3 gave \(view) in \(stage)")
            let views = [row[0], row[2], row[4]]
            check(
                row[0].minX == stage.minX + 1 && row[4].maxX == stage.maxX - 1
                    && zip(row, row.dropFirst()).allSatisfy { $0.maxX == $1.minX }
                    && views.map(\.width).max()! - views.map(\.width).min()! <= 1
                    && row[1].width == 2 && row[3].width == 2
                    && row.allSatisfy { $0.maxY == stage.maxY - 1 && $0.height == 1 },
                "factory: horizontalAlignmentConstraints(margins: 1) gave \(row) in \(stage)")
            let cells = [column[0], column[2], column[4]]
            check(
                column[0].minY == stage.minY + 2 && column[4].maxY == stage.maxY - 2
                    && zip(column, column.dropFirst()).allSatisfy { $0.maxY == $1.minY }
                    && cells.map(\.height).max()! - cells.map(\.height).min()! <= 1
                    && column[1].height == 1 && column[3].height == 1
                    && column.allSatisfy { $0.maxX == stage.maxX && $0.width == 2 },
                "factory: verticalAlignmentConstraints(margins: 2) gave \(column) in \(stage)")
        } else {
            failures.append("factory: views missing")
        }

        // JBNSLayoutConstraint.
        if let r = rects(["strings.stage", "strings.view2", "strings.view1", "strings.tag"]),
            let row = rects(["strings.a", "strings.b", "strings.c"])
        {
            let (stage, view2, view1, tag) = (r[0], r[1], r[2], r[3])
            check(
                view2 == Rect(x: stage.minX, y: stage.minY, width: 10, height: 1),
                "strings: \"H:|[view2(10)]; V:|[view2(1)]\" gave \(view2) in \(stage)")
            check(
                view1.size == Size(width: 12, height: 3)
                    && near(view1.minX * 2 + view1.width, stage.minX * 2 + stage.width)
                    && near(view1.minY * 2 + view1.height, stage.minY * 2 + stage.height),
                "strings: view1.center == |; width 12; height == view2.height + metric1 gave \(view1)")
            let tagFits = view1.maxX + 1 + 6 <= stage.maxX
            check(
                tag.minX == view1.maxX + 1 && tag.minY == view1.minY && tag.height == 1
                    && (tagFits ? tag.width == 6 : tag.maxX == stage.maxX),
                "strings: tag.width == view1.width * 0.5 @ 750, tag.right <= |.right gave \(tag)")
            check(
                row[0].minX == stage.minX + 1 && row[2].maxX == stage.maxX - 1
                    && row[1].minX == row[0].maxX + 1 && row[2].minX == row[1].maxX + 1
                    && row.map(\.width).max()! - row.map(\.width).min()! <= 1
                    && row.allSatisfy { $0.maxY == stage.maxY && $0.height == 1 },
                "strings: \"H:|-[a]-[b(==a)]-[c(==a)]-|\" and \"V:[a(1)]|\" gave \(row) in \(stage)")
        } else {
            failures.append("strings: views missing")
        }
        return failures
    }
}
