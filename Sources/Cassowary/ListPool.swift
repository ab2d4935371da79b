/// Many short lists of `Int32` (symbols or slots) kept in one shared array.
///
/// A solver keeps a short list for every variable (the constraints that mention it), and a list
/// of its own on the heap costs a header of 32 bytes, a reference of 8 and the allocator's
/// rounding on top of the entries: for a variable in three constraints, 64 bytes and an
/// allocation to hold 12. Here each list is a chunk of one array, of a power-of-two number of
/// entries (4 at least), and its place is 8 bytes; a list that outgrows its chunk moves to one
/// twice as long and leaves the old one to the next list of that size. A list that empties
/// keeps its chunk, as an array keeps its capacity.
///
/// Lists are numbered from 0 in the order they were made; their entries keep their order.
struct ListPool {
    /// Where one list is: the first entry's index in ``storage`` (-1 before its first entry),
    /// its length, and its chunk's size class (room for `4 << sizeClass` entries), the class
    /// in the top bits of the length's word so that a place takes 8 bytes, as a reference to
    /// an array of its own did.
    private struct Place {
        var start: Int32 = -1
        private var packed: UInt32 = Self.noChunk << Self.classShift

        /// Bits of ``packed`` below the size class: lists of up to 2²⁷ − 1 entries.
        private static let classShift: UInt32 = 27
        private static let countMask: UInt32 = (1 << classShift) - 1
        /// The class stored for no chunk yet.
        private static let noChunk: UInt32 = 31

        var count: Int {
            get { Int(packed & Self.countMask) }
            set {
                precondition(newValue <= Int(Self.countMask), "a pooled list of more than 2^27 entries")
                packed = (packed & ~Self.countMask) | UInt32(newValue)
            }
        }
        /// -1 for no chunk.
        var sizeClass: Int {
            get {
                let stored = packed >> Self.classShift
                return stored == Self.noChunk ? -1 : Int(stored)
            }
            set {
                let stored = newValue < 0 ? Self.noChunk : UInt32(newValue)
                packed = (packed & Self.countMask) | (stored << Self.classShift)
            }
        }
    }

    /// One read-only list, in storage order: a collection that shares the pool's array (taking
    /// one copies nothing; changing the pool while holding one copies the array once).
    struct List: RandomAccessCollection {
        fileprivate let storage: ContiguousArray<Int32>
        let startIndex: Int
        let endIndex: Int

        @inline(__always) subscript(position: Int) -> Int32 { storage[position] }
    }

    /// The smallest chunk's entries.
    private static let smallestChunk = 4

    private var places: ContiguousArray<Place> = []
    /// The entries of every list, chunks not in use, and room for new chunks past
    /// ``chunkedLength``.
    private var storage: ContiguousArray<Int32> = []
    /// The length of ``storage`` made into chunks so far.
    private var chunkedLength = 0
    /// The starts of the chunks not in use, by size class, reused last-in first-out.
    private var freeChunks: ContiguousArray<ContiguousArray<Int32>> = []

    /// Creates a pool with no lists (and no allocation).
    init() {}

    /// The number of lists.
    var count: Int { places.count }

    /// The list numbered `list`.
    @inline(__always)
    subscript(list: Int) -> List {
        let place = places[list]
        let start = Int(max(place.start, 0))
        return List(storage: storage, startIndex: start, endIndex: start + place.count)
    }

    /// Makes an empty list, numbered ``count`` before the call.
    mutating func appendList() {
        places.append(Place())
    }

    /// Drops the lists numbered `count` and above, their chunks free for other lists.
    mutating func removeLists(from count: Int) {
        while places.count > count {
            let place = places.removeLast()
            if place.sizeClass >= 0 { freeChunk(at: place.start, sizeClass: place.sizeClass) }
        }
    }

    /// Appends `element` to the list numbered `list`.
    mutating func append(_ element: Int32, to list: Int) {
        var place = places[list]
        if place.sizeClass < 0 || place.count == Self.smallestChunk << place.sizeClass {
            let sizeClass = place.sizeClass + 1
            let start = takeChunk(sizeClass: sizeClass)
            if place.sizeClass >= 0 {
                for offset in 0..<place.count {
                    storage[Int(start) + offset] = storage[Int(place.start) + offset]
                }
                freeChunk(at: place.start, sizeClass: place.sizeClass)
            }
            place.start = start
            place.sizeClass = sizeClass
        }
        storage[Int(place.start) + place.count] = element
        place.count += 1
        places[list] = place
    }

    /// Removes the last occurrence of `element` from the list numbered `list`, keeping the
    /// order of the others, and returns how many entries after it were passed over (and
    /// moved); `nil` when the list does not hold it.
    mutating func remove(_ element: Int32, from list: Int) -> Int? {
        let place = places[list]
        let start = Int(max(place.start, 0))
        var index = start + place.count - 1
        while index >= start && storage[index] != element { index -= 1 }
        guard index >= start else { return nil }
        let end = start + place.count
        for position in index..<(end - 1) { storage[position] = storage[position + 1] }
        places[list].count -= 1
        return end - 1 - index
    }

    /// The start of a free chunk of `sizeClass`, taken from the free ones or made at the end.
    private mutating func takeChunk(sizeClass sizeIndex: Int) -> Int32 {
        if sizeIndex < freeChunks.count, let start = freeChunks[sizeIndex].popLast() { return start }
        let start = Int32(chunkedLength)
        chunkedLength += Self.smallestChunk << sizeIndex
        if chunkedLength > storage.count {
            // Room for many chunks at once, half as much again: the pool is the one array for
            // all the lists, and doubling it (as an append does) left up to half of it unused.
            let room = max(chunkedLength - storage.count, storage.count / 2, 64)
            storage.reserveCapacity(storage.count + room)
            storage.append(contentsOf: repeatElement(0, count: room))
        }
        return start
    }

    /// Gives the chunk at `start` back for reuse.
    private mutating func freeChunk(at start: Int32, sizeClass sizeIndex: Int) {
        while freeChunks.count <= sizeIndex { freeChunks.append([]) }
        freeChunks[sizeIndex].append(start)
    }
}
