"""The canonical layout of card files: ``deckwright fmt``.

One statement per line, two-space indents, one blank line between blocks,
``key value`` with single spaces, ``, `` between clauses and ``; `` between
effects. Comments are kept: a comment on its own line stays before the line
that followed it, a comment at the end of a line stays there.
"""

from __future__ import annotations

from collections.abc import Iterator

from toolkit.lang import ast
from toolkit.lang.ast import quote as quote  # re-exported: the sheet and the scaffold quote as fmt does

INDENT = "  "


# ---------------------------------------------------------------- pieces


def format_atom(atom: ast.Atom) -> str:
    return atom.source()


def format_phrase(phrase: ast.Phrase) -> str:
    return str(phrase)


def format_condition(node: ast.Condition, parent: str = "") -> str:
    """A condition with the parentheses its tree needs; ``parent`` is the operator it is an operand of.

    An ``and`` inside an ``and`` (or an ``or`` in an ``or``) keeps its parentheses: the tree holds it
    nested, and dropping them would parse back as one flat chain, another tree with another hash.
    """
    if isinstance(node, ast.Comparison):
        if node.op is None:
            return format_phrase(node.left)
        assert node.right is not None
        return f"{format_phrase(node.left)} {node.op} {format_phrase(node.right)}"
    if isinstance(node, ast.Not):
        return "not " + format_condition(node.operand, "not")
    if isinstance(node, ast.And):
        text = " and ".join(format_condition(o, "and") for o in node.operands)
        return f"({text})" if parent in ("not", "and") else text
    text = " or ".join(format_condition(o, "or") for o in node.operands)
    return f"({text})" if parent in ("and", "not", "or") else text


def format_modifier(node: ast.Modifier) -> str:
    if isinstance(node, ast.Target):
        return f"{node.preposition} {format_phrase(node.phrase)}"
    if isinstance(node, ast.Repeat):
        return f"for each {format_phrase(node.phrase)}"
    if isinstance(node, ast.Duration):
        return f"until {format_phrase(node.phrase)}"
    return f"if {format_condition(node.condition)}"


def format_effect(node: ast.Effect | ast.Choice) -> str:
    if isinstance(node, ast.Choice):
        chooser = f" {format_phrase(node.chooser)}" if node.chooser else ""
        options = " | ".join("; ".join(format_effect(e) for e in option) for option in node.options)
        return f"choose{chooser} [{options}]"
    return " ".join([format_phrase(node.phrase), *(format_modifier(m) for m in node.modifiers)])


def format_clause(node: ast.Clause) -> str:
    if isinstance(node, ast.Guard):
        return f"if {format_condition(node.condition)}"
    return format_effect(node)


def format_statement(node: ast.Statement) -> str:
    if isinstance(node, ast.Rule):
        head = ", ".join(format_clause(c) for c in node.head)
        return f"{head}: " + "; ".join(format_effect(e) for e in node.body)
    return ", ".join(format_clause(c) for c in node.clauses)


def format_header(block: ast.Block) -> str:
    if isinstance(block, ast.TestBlock):
        return f"test {quote(block.name.value)} {{"
    card_id = f" @{block.card_id.value}" if block.card_id else ""
    return f"{block.kind.value} {quote(block.name.value)}{card_id} {{"


# ---------------------------------------------------------------- files


class _Comments:
    """Hands out a file's comments in line order as the layout reaches them."""

    def __init__(self, comments: tuple[ast.Comment, ...]) -> None:
        self._pending = sorted(comments, key=lambda c: c.line)

    def before(self, line: int | None) -> Iterator[str]:
        """Own-line comments that stand before ``line`` (None: all that are left)."""
        while self._pending and (line is None or self._pending[0].line < line):
            comment = self._pending.pop(0)
            yield _comment_text(comment)

    def leading(self, line: int) -> list[str]:
        """Top-level comments before ``line``, keeping one blank line wherever the source had some."""
        texts: list[str] = []
        previous: int | None = None
        while self._pending and self._pending[0].line < line:
            comment = self._pending.pop(0)
            if previous is not None and comment.line > previous + 1:
                texts.append("")
            texts.append(_comment_text(comment))
            previous = comment.line
        if previous is not None and previous < line - 1:
            texts.append("")
        return texts

    def trailing(self, line: int) -> str:
        if self._pending and self._pending[0].line == line and self._pending[0].trailing:
            return "  " + _comment_text(self._pending.pop(0))
        return ""


def _comment_text(comment: ast.Comment) -> str:
    return f"# {comment.text}" if comment.text else "#"


def format_file(card_file: ast.CardFile) -> str:
    comments = _Comments(card_file.comments)
    out: list[str] = []
    game_line = card_file.game.span.line
    out.extend(comments.leading(game_line))
    out.append(f"game {card_file.game.value}" + comments.trailing(game_line))
    for block in card_file.blocks:
        out.append("")
        out.extend(comments.leading(block.span.line))
        out.append(format_header(block) + comments.trailing(block.span.line))
        for statement in block.body:
            line = statement.span.line
            out.extend(INDENT + c for c in comments.before(line))
            out.append(INDENT + format_statement(statement) + comments.trailing(line))
        if block.end_line:
            out.extend(INDENT + c for c in comments.before(block.end_line))
        out.append("}" + (comments.trailing(block.end_line) if block.end_line else ""))
    rest = list(comments.before(None))
    if rest:
        out.append("")
        out.extend(rest)
    return "\n".join(out) + "\n"
