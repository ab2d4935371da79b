import Foundation
import Observation

/// One thing to do.
struct TodoItem: Identifiable, Equatable {
    /// Stays the same while the item lives, whatever its title or state.
    let id: Int
    /// What to do.
    var title: String
    /// Whether it is done.
    var isDone = false
}

/// Which items the list shows.
enum TodoFilter: String, CaseIterable {
    case all = "All"
    case active = "Active"
    case done = "Done"

    /// Whether an item passes the filter.
    func includes(_ item: TodoItem) -> Bool {
        switch self {
        case .all: true
        case .active: !item.isDone
        case .done: item.isDone
        }
    }

    /// The next filter, after the last the first (what Ctrl-F steps through).
    var next: TodoFilter {
        let all = Self.allCases
        return all[(all.firstIndex(of: self)! + 1) % all.count]
    }
}

/// The app's state: the items and the filter. Views follow it through `observe` and `bind`,
/// so changing it is all an action does.
@Observable
@MainActor
final class TodoList {
    /// Every item, oldest first.
    private(set) var items: [TodoItem] = []
    /// Which items ``shown`` holds.
    var filter = TodoFilter.all
    private var nextID = 1

    /// A list holding an item for each of `titles`, none done.
    init(titles: [String] = []) {
        for title in titles { add(title) }
    }

    /// The items the filter lets through, oldest first.
    var shown: [TodoItem] { items.filter(filter.includes) }
    /// How many items are not done.
    var activeCount: Int { items.count { !$0.isDone } }
    /// How many items are done.
    var doneCount: Int { items.count - activeCount }

    /// Adds an item titled `title` without its surrounding blanks; a blank title adds nothing.
    ///
    /// - Returns: The new item, or `nil` when the title was blank.
    @discardableResult
    func add(_ title: String) -> TodoItem? {
        let trimmed = title.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { return nil }
        let item = TodoItem(id: nextID, title: trimmed)
        nextID += 1
        items.append(item)
        return item
    }

    /// Marks the item with `id` done or not done.
    func setDone(_ isDone: Bool, id: Int) {
        guard let index = items.firstIndex(where: { $0.id == id }), items[index].isDone != isDone else {
            return
        }
        items[index].isDone = isDone
    }

    /// Turns the item with `id` from done to not done or back.
    func toggle(id: Int) {
        guard let item = items.first(where: { $0.id == id }) else { return }
        setDone(!item.isDone, id: id)
    }

    /// Removes the item with `id`.
    func remove(id: Int) {
        items.removeAll { $0.id == id }
    }
}
