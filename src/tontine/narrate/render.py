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
>>> wrap("Die Zusammenkunft der Gesellschaft", 12, "de")
['Die', 'Zusammenkunft', 'der', 'Gesellschaft']
>>> "<b>Ann</b>" in page, "&lt;b&gt;Ann&lt;/b&gt;" in page
(False, True)
"""

from __future__ import annotations

import base64
import html
import re
from collections.abc import Sequence

from tontine.i18n import localizer
from tontine.narrate.story import Section, Story

__all__ = ["FORMATS", "escape_markdown", "render", "render_html", "render_markdown", "render_text", "wrap"]

FORMATS = ("text", "markdown", "html")
WIDTH = 78

_MD_SPECIAL = re.compile(r"([\\`*_{}\[\]#+|!~])")


#: short titles that are never left at the end of a line, away from their name
_TITLES = frozenset({"Mr.", "Mrs.", "Dr.", "St.", "M.", "Mme", "Mlle", "Mr", "Mrs", "Dr"})


#: stands for a space inside a name while a paragraph is wrapped
_TIE = "\ue010"


def wrap(text: str, width: int, lang: str = "en", *, names: Sequence[str] = ()) -> list[str]:
    """Lines of at most ``width`` characters, broken at ordinary spaces only: no word is ever split.

    A word longer than the line stands alone on its line. A French narrow no-break space
    keeps its mark with its word, and each of ``names`` ("Miss Pocklington", "Herr Pastor Voigt")
    stays whole on one line. ``width`` 0 (or less) gives the paragraph as one line.

    >>> text = "They sat down with Mr. Hickling and Miss Pocklington."
    >>> wrap(text, 41)
    ['They sat down with Mr. Hickling and Miss', 'Pocklington.']
    >>> wrap(text, 41, names=["Miss Pocklington"])
    ['They sat down with Mr. Hickling and', 'Miss Pocklington.']
    """
    for name in sorted(names, key=len, reverse=True):
        if " " in name:
            text = text.replace(name, name.replace(" ", _TIE))
    words = [w for w in text.split(" ") if w]
    if width <= 0:
        return [" ".join(words).replace(_TIE, " ")] if words else []
    # a title keeps its name on its line ("Mr. Ormerod", "M. Aubertin", "Mme Brun")
    held: list[str] = []
    for word in words:
        if held and held[-1].rsplit(" ", 1)[-1] in _TITLES:
            held[-1] += " " + word
        else:
            held.append(word)
    words = held
    lines: list[str] = []
    line = ""
    for word in words:
        candidate = f"{line} {word}" if line else word
        if len(candidate) <= width or not line:
            line = candidate
            continue
        lines.append(line)
        line = word
    if line:
        lines.append(line)
    return [line.replace(_TIE, " ") for line in lines]


def _paragraphs(story: Story, *, colophon: bool) -> list[tuple[Section, list[str]]]:
    """Each section with the text of its paragraphs; the colophon only when asked for."""
    out = []
    for section in story.sections:
        texts = [p.text() for p in section.paragraphs
                 if colophon or not all(s.kind == "colophon" for s in p.sentences)]
        if texts:
            out.append((section, texts))
    return out


def render_text(story: Story, *, width: int = WIDTH, colophon: bool = False) -> str:
    """Plain text wrapped at spaces to ``width`` columns (0: a paragraph a line), headings underlined."""
    lines = [story.title, "=" * len(story.title), ""]
    for section, texts in _paragraphs(story, colophon=colophon):
        lines += [section.heading, "-" * len(section.heading), ""]
        for text in texts:
            lines += [*wrap(text, width, story.lang, names=_name_forms(story.players)), ""]
    return "\n".join(lines).rstrip("\n") + "\n"


def _name_forms(players: Sequence[str]) -> list[str]:
    """The players' names as the prose writes them, each to be kept on one line: the name, the German
    "Herrn …" and the French name after « du », « au » (without its article)."""
    out = []
    for name in players:
        out.append(name)
        if name.startswith("Herr "):
            out.append("Herrn " + name[5:])
        first, _, rest = name.partition(" ")
        if first in ("le", "la", "les") and rest:
            out.append(rest)
    return out


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
    for section, texts in _paragraphs(story, colophon=False):
        lines += [f"## {escape_markdown(section.heading)}", ""]
        for text in texts:
            lines += [escape_markdown(text), ""]
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
    note = story.colophon()
    if note:  # the colophon as metadata, in a comment no Markdown renderer shows
        lines += [f"<!-- {html.escape(note).replace('--', '- -')} -->", ""]
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
        *([f'<meta name="description" content="{e(story.colophon())}">'] if story.colophon() else []),
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
    for section, texts in _paragraphs(story, colophon=False):
        out.append(f'<section id="{e(section.key)}" aria-labelledby="{e(section.key)}-h">')
        out.append(f'<h2 id="{e(section.key)}-h">{e(section.heading)}</h2>')
        out.extend(f"<p>{e(text)}</p>" for text in texts)
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


def render(story: Story, fmt: str, *, chart: bytes | None = None, chart_link: str | None = None,
           width: int = WIDTH, colophon: bool = False) -> str:
    """The story in format ``fmt`` (one of :data:`FORMATS`); ``width`` and ``colophon`` are for plain text."""
    if fmt == "text":
        return render_text(story, width=width, colophon=colophon)
    if fmt == "markdown":
        return render_markdown(story, chart_link=chart_link, chart=chart)
    if fmt == "html":
        return render_html(story, chart=chart)
    raise ValueError(f"unknown format {fmt!r}: use one of {', '.join(FORMATS)}")
