/// The constraints the engine makes for a view: from its frame and autoresizing mask, and from
/// its intrinsic content size.
struct GeneratedConstraints {
    var autoresizing: [LayoutConstraint] = []
    /// The superview the autoresizing constraints were made for.
    var autoresizingSuperview: ObjectIdentifier?
    /// Hugging and compression resistance: width ≤, width ≥, height ≤, height ≥.
    var contentSize = ContentSizeConstraints()
    /// The intrinsic size the content-size constraints hold (width, height; -1 for none).
    var appliedIntrinsicSize = Size(width: -1, height: -1)
    /// The width the height-for-width height was last computed for.
    var heightForWidthInput: Int?

    var all: [LayoutConstraint] { autoresizing + contentSize.all }

    /// Whether nothing was generated (the state of a new view).
    var isEmpty: Bool {
        autoresizing.isEmpty && autoresizingSuperview == nil && contentSize.isEmpty
            && appliedIntrinsicSize == Size(width: -1, height: -1) && heightForWidthInput == nil
    }
}

/// The four content-size constraints of a view, stored inline (an array of four would be a heap
/// allocation per view).
struct ContentSizeConstraints {
    private var widthAtMost: LayoutConstraint?
    private var widthAtLeast: LayoutConstraint?
    private var heightAtMost: LayoutConstraint?
    private var heightAtLeast: LayoutConstraint?

    /// 0: width ≤, 1: width ≥, 2: height ≤, 3: height ≥.
    subscript(index: Int) -> LayoutConstraint? {
        get {
            switch index {
            case 0: widthAtMost
            case 1: widthAtLeast
            case 2: heightAtMost
            default: heightAtLeast
            }
        }
        set {
            switch index {
            case 0: widthAtMost = newValue
            case 1: widthAtLeast = newValue
            case 2: heightAtMost = newValue
            default: heightAtLeast = newValue
            }
        }
    }

    /// Whether there are none (without making ``all``).
    var isEmpty: Bool {
        widthAtMost == nil && widthAtLeast == nil && heightAtMost == nil && heightAtLeast == nil
    }

    /// The constraints that exist, in index order.
    var all: [LayoutConstraint] {
        var result: [LayoutConstraint] = []
        for index in 0..<4 { if let constraint = self[index] { result.append(constraint) } }
        return result
    }
}

/// A view's generated constraints on the heap, made when it first has any.
final class GeneratedConstraintsBox {
    /// Unchecked: the one long access is `TermView.generated`'s modify, which lasts for the
    /// single statement that changes the value, and no statement that changes it reads it too
    /// (the check cost about 60 instructions on each of a label's fifteen looks).
    @exclusivity(unchecked) var value: GeneratedConstraints

    init(_ value: GeneratedConstraints) {
        self.value = value
    }
}

extension TermView {
    /// The constraints the engine generated for this view (autoresizing, content size).
    ///
    /// Read and changed in place in the box: a getter and a setter copied the whole value (its
    /// eight references retained and released) for each content-size constraint looked at.
    /// A view without a box gets one when a change leaves something generated.
    ///
    /// A coroutine accessor whose state across its `yield` does not fit its caller's small
    /// fixed buffer allocates it on the heap. The change keeps only a reference and a flag
    /// there (it held an empty value of its own, about 80 bytes, and allocated on every
    /// change); the read yields the whole value, which does not fit, so the engine's frequent
    /// reads go through ``generatedContentSize(_:)`` instead (together, 21 allocations a label
    /// while a stack of labels attached).
    var generated: GeneratedConstraints {
        _read {
            if let generatedBox {
                yield generatedBox.value
            } else {
                yield GeneratedConstraints.none
            }
        }
        _modify {
            let isNew = generatedBox == nil
            let box = generatedBox ?? GeneratedConstraintsBox(GeneratedConstraints.none)
            yield &box.value
            if isNew && !box.value.isEmpty { generatedBox = box }
        }
    }
}

extension TermView {
    /// The generated content-size constraint at `index` (0: width ≤, 1: width ≥, 2: height ≤,
    /// 3: height ≥), read in place: one reference loaded, where reading it through
    /// ``generated`` yields the whole value from a frame on the heap.
    func generatedContentSize(_ index: Int) -> LayoutConstraint? {
        generatedBox?.value.contentSize[index]
    }
}

extension GeneratedConstraints {
    /// Nothing generated: what a view without a box reads.
    static let none = GeneratedConstraints()
}
