"""Mechanical mutants for `.ci/mutants --mechanical`: small, plausible changes made by rule, not by hand.

For each source line a change touched (from `git diff`), or each line of the files named, this module proposes the
mutants a reviewer would worry about:

    comparison    `<` becomes `>=` (negated) and `<=` (boundary), and so on for `<=`, `>`, `>=`; `==` <-> `!=`
    condition     `if C {`, `guard C else {` and `while C {` become `if !(C) {` … (a plain condition only:
                  no `let`, `var`, `case`, `#available` or condition list)
    logic         `&&` <-> `||`; `true` <-> `false`; a `!` that negates is removed
    call          a statement that is only a call (`task.cancel()`, `continuation.finish()`, `resume(…)`) is dropped
    assignment    a compound assignment (`+=`, `-=`, `*=`, `|=`, `&=`) is dropped
    min/max       `min(` <-> `max(`
    arithmetic    `+ 1` <-> `- 1`
    early return  the first line of a function that returns nothing gets `return;` before it

Everything is line-local and text-based: string literals and comments are never touched, and a mutant that does not
compile is not a mutant (the caller builds it and drops it, counting it as not viable).
"""

import fnmatch
import os
import random
import re
import subprocess

COMPARISONS = {
    "<": ["<=", ">="],
    "<=": ["<", ">"],
    ">": [">=", "<="],
    ">=": [">", "<"],
    "==": ["!="],
    "!=": ["=="],
}
# Statements that only call something and whose removal still compiles (the result is unused or Void).
CALL_STATEMENT = re.compile(r"^(?:try[?!]?\s+)?(?:await\s+)?[A-Za-z_][\w.?!]*(?:\(.*\)[\w.?!]*)*\(.*\)$")
COMPOUND_ASSIGNMENT = re.compile(r"^[A-Za-z_][\w.?!\[\]\"]*\s*(\+=|-=|\*=|\|=|&=)\s*\S")
FUNCTION_OPENING = re.compile(r"^\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|package|internal|private|fileprivate|"
                              r"static|final|override|nonisolated|mutating|@discardableResult)\s+)*func\s+[^{]*\{\s*$")
KEYWORD_STATEMENTS = ("return", "let ", "var ", "case ", "default", "throw ", "break", "continue", "defer", "}",
                      "{", "#", "@", "import ", "guard ", "if ", "while ", "for ", "switch ", "else", "do ", "do{",
                      "catch", "func ", "init", "deinit", "super.", "self.init", "precondition", "assert",
                      "fatalError", "print(")


# Long-running suites (the fuzz, the soak, the stress runs, the crash harness) are left out of the guessed filters:
# CI runs them; name them in .ci/mutants-map.txt to run them for a file.
SLOW_SUITES = re.compile(r"(Fuzz|Soak|Stress|CrashHarness)Tests$")


class Mutant:
    def __init__(self, path, line_number, kind, original, mutated):
        self.path = path
        self.line_number = line_number
        self.kind = kind
        self.original = original
        self.mutated = mutated

    def title(self):
        return f"{self.path}:{self.line_number} [{self.kind}] `{self.original.strip()}` -> `{self.mutated.strip()}`"


def code_spans(line):
    """The (start, end) spans of `line` that are code: outside string literals and comments."""
    spans, start, index, in_string = [], 0, 0, False
    while index < len(line):
        if not in_string and line.startswith("//", index):
            break
        if not in_string and line.startswith("/*", index):
            break
        character = line[index]
        if character == "\\" and in_string:
            index += 2
            continue
        if character == '"':
            if in_string:
                in_string = False
                start = index + 1
            else:
                spans.append((start, index))
                in_string = True
        index += 1
    if not in_string:
        spans.append((start, index))
    return [(a, b) for a, b in spans if b > a]


def in_code(spans, start, end):
    return any(a <= start and end <= b for a, b in spans)


def code_text(line):
    """`line` with strings and comments blanked out (same length up to the comment)."""
    spans = code_spans(line)
    end = spans[-1][1] if spans else 0
    return "".join(character if in_code(spans, position, position + 1) else " "
                   for position, character in enumerate(line[:end]))


def top_level(text):
    """Each character of `text` with its bracket depth before it; None when a bracket closes that never opened."""
    depth, walked = 0, []
    for character in text:
        if character in ")]}":
            depth -= 1
            if depth < 0:
                return None
        walked.append((character, depth))
        if character in "([{":
            depth += 1
    return walked if depth == 0 else None


def balanced(text):
    return top_level(text) is not None


def has_top_level_comma(text):
    walked = top_level(text) or []
    return any(character == "," and depth == 0 for character, depth in walked)


def condition_span(code):
    """Where the condition of an `if`, `guard` or `while` that opens on this line starts and ends: up to the first
    `{` outside brackets (for `guard`, up to its `else`), or None."""
    opening = re.match(r"^\s*(?:\}\s*else\s+)?(if|guard|while)\s+", code)
    if not opening:
        return None
    depth, index = 0, opening.end()
    while index < len(code):
        character = code[index]
        if character in "([":
            depth += 1
        elif character in ")]":
            depth -= 1
        elif depth == 0 and opening.group(1) == "guard" and re.match(r"\s+else\b", code[index:]):
            return opening.end(), index
        elif depth == 0 and character == "{" and opening.group(1) != "guard":
            end = index
            while end > opening.end() and code[end - 1] == " ":
                end -= 1
            return opening.end(), end
        index += 1
    return None


def mutants_of_line(path, number, line, previous_lines):
    """Every mechanical mutant of one source line."""
    stripped = line.strip()
    if not stripped or stripped.startswith(("//", "/*", "*", "#", "import ", "@available", "case ", "///")):
        return []
    code = code_text(line)
    spans = code_spans(line)
    found = []

    def replace_at(start, end, replacement, kind):
        found.append(Mutant(path, number, kind, line, line[:start] + replacement + line[end:]))

    # Comparisons: an operator with spaces around it (Swift requires them to be balanced), outside strings.
    for match in re.finditer(r"(?<=\s)(<=|>=|==|!=|<|>)(?=\s)", code):
        if not in_code(spans, match.start(), match.end()):
            continue
        operator = match.group(1)
        if operator in ("<", ">") and re.search(r"->\s*$", code[: match.start()]):
            continue
        for replacement in COMPARISONS[operator]:
            replace_at(match.start(), match.end(), replacement, "comparison")
    for match in re.finditer(r"(?<=\s)(&&|\|\|)(?=\s)", code):
        replace_at(match.start(), match.end(), "||" if match.group(1) == "&&" else "&&", "logic")
    for match in re.finditer(r"\b(true|false)\b", code):
        replace_at(match.start(), match.end(), "false" if match.group(1) == "true" else "true", "logic")
    for match in re.finditer(r"(?<![\w)\]!?])!(?=[A-Za-z_(])", code):
        replace_at(match.start(), match.end(), "", "negation")
    for match in re.finditer(r"\b(min|max)\(", code):
        replace_at(match.start(), match.start() + 3, "max" if match.group(1) == "min" else "min", "min/max")
    for match in re.finditer(r"(?<=\s)([+-]) 1\b", code):
        replace_at(match.start(), match.end(), ("-" if match.group(1) == "+" else "+") + " 1", "arithmetic")

    # A plain condition, negated.
    span = condition_span(code)
    if span:
        start, end = span
        text = code[start:end]
        plain = (not re.search(r"\b(let|var|case|await|try)\b|#available|#unavailable", text)
                 and not has_top_level_comma(text) and balanced(text))
        if plain:
            replace_at(start, end, f"!({line[start:end]})", "condition")

    # A statement that is only a call, or a compound assignment: dropped.
    statement = code.strip()
    indentation = line[: len(line) - len(line.lstrip())]
    if (CALL_STATEMENT.match(statement) and balanced(statement) and not statement.startswith(KEYWORD_STATEMENTS)
            and " = " not in statement and not statement.endswith("{")):
        found.append(Mutant(path, number, "call", line, indentation + "// (dropped) " + line.lstrip()))
    elif COMPOUND_ASSIGNMENT.match(statement) and balanced(statement) and not statement.endswith("{"):
        found.append(Mutant(path, number, "assignment", line, indentation + "// (dropped) " + line.lstrip()))

    # The first line of a function that returns nothing: an early return before it.
    if previous_lines and FUNCTION_OPENING.match(code_text(previous_lines[-1])) and "->" not in previous_lines[-1]:
        if statement and not statement.startswith(("}", "#")):
            found.append(Mutant(path, number, "early return", line, indentation + "return; " + line.lstrip()))
    return found


def changed_lines(root, base, paths):
    """{path: set of line numbers} of the lines `git diff BASE` adds or changes under Sources/ (committed or not)."""
    command = ["git", "diff", "--unified=0", "--no-color", base, "--"] + (paths or ["Sources"])
    output = subprocess.run(command, cwd=root, check=True, capture_output=True, text=True).stdout
    changed, current = {}, None
    for line in output.splitlines():
        if line.startswith("+++ "):
            name = line[4:]
            current = name[2:] if name.startswith("b/") else None
            if current and not (current.startswith("Sources/") and current.endswith(".swift")):
                current = None
        elif line.startswith("@@") and current:
            match = re.search(r"\+(\d+)(?:,(\d+))?", line)
            start, count = int(match.group(1)), int(match.group(2) or "1")
            changed.setdefault(current, set()).update(range(start, start + count))
    return changed


def whole_files(root, paths):
    chosen = {}
    for path in paths:
        full = os.path.join(root, path)
        if os.path.isfile(full) and path.endswith(".swift"):
            with open(full, encoding="utf-8") as handle:
                chosen[path] = set(range(1, handle.read().count("\n") + 2))
    return chosen


def generate(root, lines_by_file):
    """Every mechanical mutant of the chosen lines, in file and line order."""
    mutants = []
    for path in sorted(lines_by_file):
        with open(os.path.join(root, path), encoding="utf-8") as handle:
            lines = handle.read().split("\n")
        in_block_comment = False
        for number, line in enumerate(lines, 1):
            stripped = line.strip()
            if in_block_comment:
                in_block_comment = "*/" not in stripped
                continue
            if stripped.startswith("/*") and "*/" not in stripped:
                in_block_comment = True
                continue
            if number in lines_by_file[path]:
                mutants.extend(mutants_of_line(path, number, line, lines[max(0, number - 2): number - 1]))
    return mutants


def sample(mutants, size, seed):
    """A random sample of at most `size` mutants, spread over the lines (at most one per line first)."""
    generator = random.Random(seed)
    by_line = {}
    for mutant in mutants:
        by_line.setdefault((mutant.path, mutant.line_number), []).append(mutant)
    for group in by_line.values():
        generator.shuffle(group)
    keys = sorted(by_line)
    generator.shuffle(keys)
    chosen, round_number = [], 0
    while len(chosen) < min(size, len(mutants)):
        for key in keys:
            group = by_line[key]
            if round_number < len(group) and len(chosen) < size:
                chosen.append(group[round_number])
        round_number += 1
    return sorted(chosen, key=lambda mutant: (mutant.path, mutant.line_number, mutant.kind))


def read_test_map(path):
    """`.ci/mutants-map.txt`: lines `GLOB  FILTER` mapping source files to a `swift test --filter` regex."""
    rules = []
    if os.path.isfile(path):
        with open(path, encoding="utf-8") as handle:
            for line in handle:
                line = line.strip()
                if line and not line.startswith("#"):
                    glob, _, test_filter = line.partition(" ")
                    rules.append((glob, test_filter.strip()))
    return rules


def test_filter_for(root, path, rules):
    """The test filter a source file maps to: the first rule of the map whose glob matches; else, for `Type+Concern`,
    the suites of the test files that name the type and whose file name holds the concern (`PagedList+Query.swift`
    -> `PagedListQueryTests`); else the suites of every test file that names the type; long suites (SLOW_SUITES) left
    out."""
    for glob, test_filter in rules:
        if fnmatch.fnmatch(path, glob):
            return test_filter
    type_name, _, concern = os.path.basename(path)[: -len(".swift")].partition("+")
    word = re.compile(r"\b" + re.escape(type_name) + r"\b")
    naming, by_concern = set(), set()
    for directory, _, files in os.walk(os.path.join(root, "Tests")):
        for name in files:
            if not name.endswith(".swift"):
                continue
            with open(os.path.join(directory, name), encoding="utf-8", errors="replace") as handle:
                text = handle.read()
            if word.search(text):
                suites = {match.group(1) for match in re.finditer(
                    r"^\s*(?:final\s+)?(?:struct|class)\s+(\w+Tests)\b", text, re.MULTILINE)}
                suites = {suite for suite in suites if not SLOW_SUITES.search(suite)}
                naming |= suites
                if concern and concern.lower()[: max(4, len(concern) - 3)] in name.lower():
                    by_concern |= suites
    suites = by_concern or naming
    if not suites:
        return None
    return r"\.(" + "|".join(sorted(suites)) + r")/"


def self_test():
    """The rules on lines whose mutants are known; returns the problems (empty when every rule holds)."""
    cases = {
        "        if count < limit {": {"if count <= limit {", "if count >= limit {", "if !(count < limit) {"},
        "        guard isOpen else { return }": {"guard !(isOpen) else { return }"},
        "        task.cancel()": {"// (dropped) task.cancel()"},
        "        try await continuation.finish()": {"// (dropped) try await continuation.finish()"},
        "        total += page.count": {"// (dropped) total += page.count"},
        "        let size = min(a, b) + 1": {"let size = max(a, b) + 1", "let size = min(a, b) - 1"},
        "        if a && !b {": {"if a || !b {", "if a && b {", "if !(a && !b) {"},
        '        let text = "a < b, call()" // x == y': set(),
        "        if let index = items.firstIndex(where: { $0 == x }) {": {
            "if let index = items.firstIndex(where: { $0 != x }) {"},
        "        if let value, value > 0 {": {"if let value, value >= 0 {", "if let value, value <= 0 {"},
        "        let array: Array<Int> = []": set(),
        "        func f() -> Bool { true }": {"func f() -> Bool { false }"},
    }
    problems = []
    for line, expected in cases.items():
        made = {mutant.mutated.strip() for mutant in mutants_of_line("T.swift", 1, line, [])}
        if made != expected:
            problems.append(f"{line.strip()!r}: made {sorted(made)}, expected {sorted(expected)}")
    early = mutants_of_line("T.swift", 2, "        state.reset()", ["    func clear() {"])
    if not any(mutant.kind == "early return" for mutant in early):
        problems.append("no early return on the first line of a function that returns nothing")
    if any(mutant.kind == "early return" for mutant in
           mutants_of_line("T.swift", 2, "        state.reset()", ["    func clear() -> Int {"])):
        problems.append("an early return in a function that returns a value")
    return problems
