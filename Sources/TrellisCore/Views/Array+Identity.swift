// Finding an object in an array by identity with a plain loop.
//
// Not `firstIndex(where: { $0 === object })`: a closure written in main-actor code and passed to
// the standard library (compiled without strict concurrency) checks on every call that it runs
// on the main actor — about 200 instructions per element. Views and constraints are looked up
// in long arrays (a window's subviews and constraints), so the check dominated.

extension Array where Element: AnyObject {
    /// The index of the first element that is `object`, or `nil`.
    func firstIndex(ofIdentical object: Element) -> Int? {
        for index in indices where self[index] === object { return index }
        return nil
    }

    /// The index of the last element that is `object`, or `nil`.
    func lastIndex(ofIdentical object: Element) -> Int? {
        var index = endIndex
        while index > startIndex {
            index -= 1
            if self[index] === object { return index }
        }
        return nil
    }

    /// Whether `object` is an element.
    func containsIdentical(_ object: Element) -> Bool {
        firstIndex(ofIdentical: object) != nil
    }
}
