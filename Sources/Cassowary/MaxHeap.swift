/// A binary max-heap: the largest element comes out first.
struct MaxHeap<Element: Comparable> {
    private var items = ContiguousArray<Element>()

    /// An empty heap with room for `capacity` elements.
    init(capacity: Int = 0) { items.reserveCapacity(capacity) }

    /// Adds `item`.
    mutating func push(_ item: Element) {
        items.append(item)
        var child = items.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            if items[parent] >= items[child] { break }
            items.swapAt(parent, child)
            child = parent
        }
    }

    /// Takes out the largest element; nil when the heap is empty.
    mutating func popLargest() -> Element? {
        guard let top = items.first else { return nil }
        let last = items.removeLast()
        if items.isEmpty { return top }
        items[0] = last
        var parent = 0
        while true {
            let left = 2 * parent + 1
            if left >= items.count { break }
            let right = left + 1
            let larger = right < items.count && items[right] > items[left] ? right : left
            if items[parent] >= items[larger] { break }
            items.swapAt(parent, larger)
            parent = larger
        }
        return top
    }
}
