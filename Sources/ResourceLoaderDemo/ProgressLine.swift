import Foundation

/// A one-line progress report such as `Loading posts… 3/10`.
///
/// On a terminal the line is rewritten in place with `\r`; when standard output is a pipe or a file, each update
/// is a line of its own, so logs stay readable. Safe to update from any task.
final class ProgressLine: Sendable {
    private let isTerminal: Bool
    private let isShowing = Protected(false)

    init(isTerminal: Bool = isatty(STDOUT_FILENO) != 0) {
        self.isTerminal = isTerminal
    }

    /// Shows `text`, replacing the previous update on a terminal.
    func update(_ text: String) {
        isShowing.withLock { isShowing in
            if isTerminal {
                // `\r` returns to the line's start; `ESC [ K` clears what a longer previous update left behind.
                print("\r" + text + "\u{1B}[K", terminator: "")
                fflush(nil)
                isShowing = true
            } else {
                print(text)
            }
        }
    }

    /// Shows `text` on a terminal only, where the next update or ``clear()`` replaces it; a log gets nothing, so
    /// what it records does not depend on timing.
    func updateTransient(_ text: String) {
        guard isTerminal else { return }
        update(text)
    }

    /// Erases a line shown on a terminal, so that what is printed next starts on a clean line.
    func clear() {
        isShowing.withLock { isShowing in
            guard isTerminal, isShowing else { return }
            print("\r\u{1B}[K", terminator: "")
            fflush(nil)
            isShowing = false
        }
    }

    /// Ends the progress line with `text`, which stays on screen.
    func finish(_ text: String) {
        update(text)
        isShowing.withLock { isShowing in
            if isTerminal, isShowing {
                print("")
                isShowing = false
            }
        }
    }
}
