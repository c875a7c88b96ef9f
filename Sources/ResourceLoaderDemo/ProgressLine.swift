import Foundation

/// A one-line progress report such as `Loading posts… 3/10`.
///
/// On a terminal the line is rewritten in place with `\r`; when standard output is a pipe or a file, each update
/// is a line of its own, so logs stay readable.
final class ProgressLine {
    private let isTerminal: Bool
    private var isShowing = false

    init(isTerminal: Bool = isatty(STDOUT_FILENO) != 0) {
        self.isTerminal = isTerminal
    }

    /// Shows `text`, replacing the previous update on a terminal.
    func update(_ text: String) {
        if isTerminal {
            // `\r` returns to the line's start; `ESC [ K` clears what a longer previous update left behind.
            print("\r" + text + "\u{1B}[K", terminator: "")
            fflush(nil)
            isShowing = true
        } else {
            print(text)
        }
    }

    /// Ends the progress line with `text`, which stays on screen.
    func finish(_ text: String) {
        update(text)
        if isTerminal, isShowing {
            print("")
            isShowing = false
        }
    }
}
