"""A diff between two versions of a card set, written out: plain text (the terminal), Markdown (a
changelog to paste into release notes) and HTML (a report; Jinja2, autoescaped).

The HTML report shows each card's face before and after, side by side, when its caller gives them:
toolkit/sheet sits beside toolkit/render and does not draw, so ``to_html`` takes a ``Faces`` callable
(a change → its two faces as image bytes) from the layer above. Each face is embedded as a ``data:``
URI, so the report is one file a designer can mail or attach to a release (docs/spreadsheets.md).
"""

from __future__ import annotations

import base64
import re
from collections.abc import Callable
from dataclasses import dataclass

from toolkit.sheet.diff import CardChange, SetDiff


@dataclass(frozen=True)
class FaceImage:
    """A card's face as the report shows it: the image's bytes, their media type and their size in pixels."""

    data: bytes
    width: int
    height: int
    mime: str = "image/png"

    @property
    def uri(self) -> str:
        return f"data:{self.mime};base64,{base64.b64encode(self.data).decode('ascii')}"


# A change → its face before and after (None where that version has no card, or no face was drawn).
Faces = Callable[[CardChange], tuple[FaceImage | None, FaceImage | None]]

_MD_SPECIAL = re.compile(r"([\\`*_{}\[\]<>()#+!|~])")


def _md(text: str) -> str:
    """Text as Markdown shows it literally (a card named '*Sword*' stays so)."""
    return _MD_SPECIAL.sub(r"\\\1", text).replace("\n", " / ")


def _code(text: str) -> str:
    ticks = "``" if "`" in text else "`"
    pad = " " if "`" in text else ""
    return f"{ticks}{pad}{text}{pad}{ticks}"


def summary(diff: SetDiff) -> str:
    counts = [f"{len(diff.of(s))} {s}" for s in ("added", "removed", "changed")]
    return f"{diff.before} → {diff.after}: " + (", ".join(counts) if not diff.empty else "no cards changed")


def _ident(change: CardChange) -> str:
    return f'{change.kind} "{change.name}"' + (f" @{change.card_id}" if change.card_id else "")


def to_text(diff: SetDiff) -> str:
    marks = {"added": "+", "removed": "-", "changed": "~"}
    lines = [summary(diff)]
    for change in diff.changes:
        lines.append(f"{marks[change.status]} {_ident(change)} ({change.path})")
        if change.old_name:
            lines.append(f"    name: {change.old_name} → {change.name}")
        if change.old_kind:
            lines.append(f"    kind: {change.old_kind} → {change.kind}")
        for item in change.fields:
            lines.append(f"    {item.name}: {item.before or '(none)'} → {item.after or '(none)'}".replace("\n", " / "))
        lines.extend(f"    - {rule}" for rule in change.rules_removed)
        lines.extend(f"    + {rule}" for rule in change.rules_added)
        if change.status == "changed":
            for lang in sorted({*change.text_before, *change.text_after}):
                before, after = change.text_before.get(lang, ""), change.text_after.get(lang, "")
                if before != after:
                    lines.append(f"    text ({lang}) before: {before}".replace("\n", " / "))
                    lines.append(f"    text ({lang}) after:  {after}".replace("\n", " / "))
    return "\n".join(lines) + "\n"


def to_markdown(diff: SetDiff) -> str:
    lines = [f"## Card changes: {_md(diff.before)} → {_md(diff.after)}", ""]
    if diff.empty:
        lines.append("No cards changed.")
        return "\n".join(lines) + "\n"
    titles = {"added": "New cards", "removed": "Removed cards", "changed": "Changed cards"}
    for status in ("added", "removed", "changed"):
        changes = diff.of(status)
        if not changes:
            continue
        lines.extend([f"### {titles[status]} ({len(changes)})", ""])
        for change in changes:
            ident = f" {_code(change.card_id)}" if change.card_id else ""
            lines.append(f"- **{_md(change.name)}** ({_md(change.kind)}){ident}")
            if change.old_name:
                lines.append(f"  - renamed from **{_md(change.old_name)}**")
            if change.old_kind:
                lines.append(f"  - now {_md(change.kind)} (was {_md(change.old_kind)})")
            for item in change.fields:
                before = _code(item.before) if item.before else "none"
                after = _code(item.after) if item.after else "none"
                lines.append(f"  - {_md(item.name)}: {before} → {after}")
            lines.extend(f"  - removed rule: {_code(rule)}" for rule in change.rules_removed)
            lines.extend(f"  - new rule: {_code(rule)}" for rule in change.rules_added)
            texts = change.text_after if status != "removed" else change.text_before
            said = {"added": "", "removed": "was: ", "changed": "now: "}[status]
            for lang, text in sorted(texts.items()):
                if change.text_before.get(lang) != change.text_after.get(lang) or status != "changed":
                    lines.append(f"  - ({lang}) {said}{_md(text)}")
        lines.append("")
    return "\n".join(lines).rstrip("\n") + "\n"


_HTML = """<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Card changes: {{ diff.before }} → {{ diff.after }}</title>
<style>
body { font-family: system-ui, sans-serif; margin: 2em; color: #222; }
h1 { font-size: 1.4em; } h2 { font-size: 1.15em; margin-top: 1.6em; }
.card { border: 1px solid #ccc; border-radius: 6px; margin: 0.8em 0; padding: 0.6em 1em; break-inside: avoid; }
.added { border-left: 6px solid #2a2; } .removed { border-left: 6px solid #c33; }
.changed { border-left: 6px solid #d90; }
.ident { color: #666; font-size: 0.9em; }
table { border-collapse: collapse; width: 100%; margin-top: 0.4em; table-layout: fixed; }
th, td { border: 1px solid #ddd; padding: 0.3em 0.5em; text-align: left; vertical-align: top; }
th { background: #f4f4f4; } tr > th:first-child { width: 8em; }
code { background: #f6f6f6; padding: 0 0.2em; white-space: pre-wrap; }
.del { background: #fdd; } .ins { background: #dfd; } td.txt { white-space: pre-line; }
.faces { margin: 0.6em 0 0.2em; white-space: nowrap; overflow-x: auto; }
.faces figure { display: inline-block; vertical-align: middle; margin: 0; text-align: center; white-space: normal; }
.faces figcaption { color: #666; font-size: 0.85em; }
.faces img { width: 17em; max-width: 100%; height: auto; border-radius: 4px; box-shadow: 0 1px 4px #0003; }
.arrow { display: inline-block; vertical-align: middle; font-size: 2em; color: #999; margin: 0 0.4em; }
</style>
</head>
<body>
{% macro face(image, alt, caption) %}<figure><img src="{{ image.uri }}" width="{{ image.width }}" \
height="{{ image.height }}" alt="{{ alt }}"><figcaption>{{ caption }}</figcaption></figure>{% endmacro %}
<h1>Card changes: {{ diff.before }} → {{ diff.after }}</h1>
<p>{{ summary }}</p>
{% for status, title in sections %}{% set changes = diff.of(status) %}{% if changes %}
<h2>{{ title }} ({{ changes|length }})</h2>
{% for c in changes %}
<div class="card {{ status }}">
<strong>{{ c.name }}</strong> <span class="ident">{{ c.kind }}{% if c.card_id %} · @{{ c.card_id }}{% endif %}
· {{ c.path }}</span>
{% set pair = faces(c) if faces else (none, none) %}{% if pair[0] or pair[1] %}
<div class="faces">
{% if pair[0] %}{{ face(pair[0], (c.old_name or c.name) ~ ", before", "before · " ~ diff.before) }}
{% endif %}{% if pair[0] and pair[1] %}<span class="arrow">→</span>
{% endif %}{% if pair[1] %}{{ face(pair[1], c.name ~ ", after", "after · " ~ diff.after) }}
{% endif %}</div>
{% endif %}
<table>
<tr><th></th><th>before</th><th>after</th></tr>
{% if c.old_name %}<tr><th>name</th><td class="del">{{ c.old_name }}</td>
<td class="ins">{{ c.name }}</td></tr>{% endif %}
{% if c.old_kind %}<tr><th>kind</th><td class="del">{{ c.old_kind }}</td>
<td class="ins">{{ c.kind }}</td></tr>{% endif %}
{% for f in c.fields %}<tr><th>{{ f.name }}</th><td class="del"><code>{{ f.before }}</code></td>
<td class="ins"><code>{{ f.after }}</code></td></tr>{% endfor %}
{% if c.rules_removed or c.rules_added %}<tr><th>rules</th>
<td class="del">{% for r in c.rules_removed %}<code>{{ r }}</code><br>{% endfor %}</td>
<td class="ins">{% for r in c.rules_added %}<code>{{ r }}</code><br>{% endfor %}</td></tr>{% endif %}
{% if status != "changed" and c.rules %}<tr><th>rules</th>
<td>{% if status == "removed" %}{% for r in c.rules %}<code>{{ r }}</code><br>{% endfor %}{% endif %}</td>
<td>{% if status == "added" %}{% for r in c.rules %}<code>{{ r }}</code><br>{% endfor %}{% endif %}</td></tr>{% endif %}
{% for lang in (c.text_before.keys()|list + c.text_after.keys()|list)|unique|sort %}
<tr><th>text ({{ lang }})</th><td class="txt">{{ c.text_before.get(lang, "") }}</td>
<td class="txt">{{ c.text_after.get(lang, "") }}</td></tr>
{% endfor %}
</table>
</div>
{% endfor %}{% endif %}{% endfor %}
</body>
</html>
"""


def to_html(diff: SetDiff, faces: Faces | None = None) -> str:
    """The report; with ``faces``, each card's face before and after above its table."""
    from jinja2 import Environment

    env = Environment(autoescape=True, keep_trailing_newline=True)
    sections = [("added", "New cards"), ("removed", "Removed cards"), ("changed", "Changed cards")]
    return env.from_string(_HTML).render(diff=diff, summary=summary(diff), sections=sections, faces=faces)


RENDERERS = {"text": to_text, "markdown": to_markdown, "html": to_html}
