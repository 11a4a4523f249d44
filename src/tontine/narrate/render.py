"""A told game as plain text, Markdown or HTML.

Names come from users, so HTML escapes every piece of text and Markdown escapes
its own markup characters and any HTML. The chart closes the Markdown and HTML
forms: HTML embeds it as a base64 PNG; Markdown links a PNG file written beside
the output, or embeds a data URI when there is no file to write beside.

>>> from tontine import Rules, Table, SeededShuffle
>>> from tontine.narrate import Game, tell
>>> table = Table(Rules(), ["<b>Ann</b>", "Ben", "Cat"], source=SeededShuffle(2))
>>> _ = list(table.play())
>>> page = render_html(tell(Game.from_table(table, seed=2), "en"), chart=b"PNG")
>>> wrap("Die Zusammenkunft", 12, "de")
['Die Zusam-', 'menkunft']
>>> "<b>Ann</b>" in page, "&lt;b&gt;Ann&lt;/b&gt;" in page
(False, True)
"""

from __future__ import annotations

import base64
import html
import re
from functools import cache
from typing import Any

from tontine.i18n import localizer
from tontine.narrate.story import Story

__all__ = ["FORMATS", "escape_markdown", "render", "render_html", "render_markdown", "render_text", "wrap"]

FORMATS = ("text", "markdown", "html")
WIDTH = 78

_MD_SPECIAL = re.compile(r"([\\`*_{}\[\]#+|!~])")


@cache
def _hyphenator(lang: str) -> Any:
    try:
        import pyphen  # type: ignore[import-untyped]
    except ImportError:  # the narrate extra is not installed: wrap without hyphens
        return None
    return pyphen.Pyphen(lang=lang) if pyphen.language_fallback(lang) else None


def wrap(text: str, width: int, lang: str) -> list[str]:
    """Lines of at most ``width``, hyphenated by the language's rules (pyphen) where a word would not fit.

    Only ordinary spaces break a line: a French narrow no-break space keeps its mark with its word.
    """
    hyphenate = _hyphenator(lang)
    lines: list[str] = []
    line = ""
    for word in text.split(" "):
        if not word:
            continue
        candidate = f"{line} {word}" if line else word
        if len(candidate) <= width:
            line = candidate
            continue
        room = width - len(line) - (1 if line else 0)
        # names (capitalised in English and French) are not broken; German nouns are
        # a short word ("gauche", "trèfle") is carried over whole, as a typesetter would
        breakable = (hyphenate is not None and room > 3 and sum(ch.isalpha() for ch in word) >= 8
                     and (lang == "de" or not word[:1].isupper()))
        if "-" in word.strip("-"):
            # a compound breaks at its own hyphen only, which is not repeated ("Herz-" / "Acht")
            cuts = [i + 1 for i, ch in enumerate(word) if ch == "-" and 0 < i < len(word) - 1 and i + 1 <= room]
            parts = (word[: cuts[-1]], word[cuts[-1] :]) if cuts else None
        else:
            parts = hyphenate.wrap(word, room) if breakable else None
        # a break must leave a real syllable on each side ("counter-s:" is no break)
        if parts and sum(ch.isalpha() for ch in parts[1]) >= 3 and sum(ch.isalpha() for ch in parts[0]) >= 3:
            head, word = parts
            line = f"{line} {head}" if line else head
        if line:
            lines.append(line)
        line = word
    if line:
        lines.append(line)
    return lines


def render_text(story: Story) -> str:
    """Plain text wrapped to 78 columns (hyphenated by language), headings underlined."""
    lines = [story.title, "=" * len(story.title), ""]
    for section in story.sections:
        lines += [section.heading, "-" * len(section.heading), ""]
        for paragraph in section.paragraphs:
            lines += [*wrap(paragraph.text(), WIDTH, story.lang), ""]
    return "\n".join(lines).rstrip("\n") + "\n"


def escape_markdown(text: str) -> str:
    r"""Text safe inside Markdown: markup characters backslashed, HTML as entities.

    >>> escape_markdown("Mr. *Star* <i>")
    'Mr. \\*Star\\* &lt;i&gt;'
    """
    text = html.escape(text, quote=False)
    return _MD_SPECIAL.sub(r"\\\1", text)


def render_markdown(story: Story, *, chart_link: str | None = None, chart: bytes | None = None) -> str:
    """Markdown; the chart is ``chart_link`` (a file name) or ``chart`` PNG bytes as a data URI."""
    lines = [f"# {escape_markdown(story.title)}", ""]
    for section in story.sections:
        lines += [f"## {escape_markdown(section.heading)}", ""]
        for paragraph in section.paragraphs:
            lines += [escape_markdown(paragraph.text()), ""]
    target = chart_link
    if target is None and chart is not None:
        target = "data:image/png;base64," + base64.b64encode(chart).decode("ascii")
    if target is not None:
        loc = localizer(story.lang)
        lines += [
            f"## {escape_markdown(loc('narrate-heading-chart'))}",
            "",
            f"![{escape_markdown(loc('narrate-chart-alt'))}]({target.replace(' ', '%20').replace(')', '%29')})",
            "",
            f"*{escape_markdown(loc('narrate-chart-caption'))}*",
            "",
        ]
    return "\n".join(lines).rstrip("\n") + "\n"


#: the page's colours and type, shared with the chart so that it sits in the page
PAGE = {"background": "#fbf7ee", "ink": "#2b2118", "rule": "#c9b99a", "serif": "Georgia, 'Times New Roman', serif"}

_STYLE = f"""
body {{ font-family: {PAGE['serif']}; max-width: 40em; margin: 2em auto; padding: 0 1em;
       line-height: 1.55; color: {PAGE['ink']}; background: {PAGE['background']}; }}
h1 {{ font-variant: small-caps; text-align: center; }}
h2 {{ font-variant: small-caps; border-bottom: 1px solid {PAGE['rule']}; }}
p {{ text-align: justify; hyphens: auto; -webkit-hyphens: auto; }}
p + p {{ text-indent: 1.5em; margin-top: -0.6em; }}
p.colophon {{ font-style: italic; font-size: 0.9em; text-align: center; }}
nav ol {{ list-style: none; padding: 0; text-align: center; font-variant: small-caps; }}
nav li {{ display: inline; margin: 0 0.8em; }}
a {{ color: {PAGE['ink']}; }}
figure {{ margin: 2em 0; text-align: center; }}
figure img {{ max-width: 100%; }}
figcaption {{ font-size: 0.9em; font-style: italic; }}
""".strip()


def render_html(story: Story, *, chart: bytes | None) -> str:
    """A whole HTML page in the story's language (hyphenated by the browser); every text escaped."""
    e = html.escape
    loc = localizer(story.lang)
    out = [
        "<!DOCTYPE html>",
        f'<html lang="{e(story.lang)}">',
        "<head>",
        '<meta charset="utf-8">',
        '<meta name="viewport" content="width=device-width, initial-scale=1">',
        f"<title>{e(story.title)}</title>",
        f"<style>{_STYLE}</style>",
        "</head>",
        "<body>",
        "<main>",
        "<article>",
        f"<h1>{e(story.title)}</h1>",
    ]
    headings = [(section.key, section.heading) for section in story.sections]
    if chart is not None:
        headings.append(("chart", loc("narrate-heading-chart")))
    out.append(f'<nav aria-label="{e(loc("narrate-heading-contents"))}"><ol>')
    out.extend(f'<li><a href="#{e(key)}">{e(heading)}</a></li>' for key, heading in headings)
    out.append("</ol></nav>")
    for section in story.sections:
        out.append(f'<section id="{e(section.key)}" aria-labelledby="{e(section.key)}-h">')
        out.append(f'<h2 id="{e(section.key)}-h">{e(section.heading)}</h2>')
        for paragraph in section.paragraphs:
            colophon = all(s.kind == "colophon" for s in paragraph.sentences)
            out.append(f'<p class="colophon">{e(paragraph.text())}</p>' if colophon else f"<p>{e(paragraph.text())}</p>")
        out.append("</section>")
    if chart is not None:
        data = base64.b64encode(chart).decode("ascii")
        out += [
            '<section id="chart" aria-labelledby="chart-h">',
            f'<h2 id="chart-h">{e(loc("narrate-heading-chart"))}</h2>',
            "<figure>",
            f'<img src="data:image/png;base64,{data}" alt="{e(loc("narrate-chart-alt"))}">',
            f"<figcaption>{e(loc('narrate-chart-caption'))}</figcaption>",
            "</figure>",
            "</section>",
        ]
    out += ["</article>", "</main>", "</body>", "</html>"]
    return "\n".join(out) + "\n"


def render(story: Story, fmt: str, *, chart: bytes | None = None, chart_link: str | None = None) -> str:
    """The story in format ``fmt`` (one of :data:`FORMATS`)."""
    if fmt == "text":
        return render_text(story)
    if fmt == "markdown":
        return render_markdown(story, chart_link=chart_link, chart=chart)
    if fmt == "html":
        return render_html(story, chart=chart)
    raise ValueError(f"unknown format {fmt!r}: use one of {', '.join(FORMATS)}")
