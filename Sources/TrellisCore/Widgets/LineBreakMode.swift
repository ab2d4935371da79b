/// What a ``Label`` does with text wider than its frame.
public enum LineBreakMode: Hashable, Sendable, CaseIterable {
    /// Each line of the text (split at newlines) keeps to one row and is cut with `…` at its
    /// end when it does not fit.
    case truncatingTail
    /// Lines break at spaces and around wide characters, so the text takes as many rows as
    /// the width needs (see `wrapped(toDisplayWidth:)`); the label's height follows its width.
    case wordWrapping
}
