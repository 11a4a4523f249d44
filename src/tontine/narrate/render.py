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
>>> "<b>Ann</b>" in page, "&lt;b&gt;Ann&lt;/b&gt;" in page
(False, True)
"""

from __future__ import annotations

import base64
import html
import re
import textwrap

from tontine.narrate.story import Story

__all__ = ["FORMATS", "escape_markdown", "render", "render_html", "render_markdown", "render_text"]

FORMATS = ("text", "markdown", "html")
WIDTH = 78

_MD_SPECIAL = re.compile(r"([\\`*_{}\[\]#+|!~])")


def render_text(story: Story) -> str:
    """Plain text wrapped to 78 columns, headings underlined."""
    lines = [story.title, "=" * len(story.title), ""]
    for section in story.sections:
        lines += [section.heading, "-" * len(section.heading), ""]
        for paragraph in section.paragraphs:
            lines += [*textwrap.wrap(paragraph.text(), WIDTH, break_on_hyphens=False), ""]
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
        words = story.catalogue
        lines += [
            f"## {escape_markdown(words.headings['chart'])}",
            "",
            f"![{escape_markdown(words.chart['alt'])}]({target.replace(' ', '%20').replace(')', '%29')})",
            "",
        ]
    return "\n".join(lines).rstrip("\n") + "\n"


_STYLE = """
body { font-family: Georgia, 'Times New Roman', serif; max-width: 46em; margin: 2em auto; padding: 0 1em;
       line-height: 1.55; color: #2b2118; background: #fbf7ee; }
h1 { font-variant: small-caps; text-align: center; }
h2 { font-variant: small-caps; border-bottom: 1px solid #c9b99a; }
p { text-align: justify; }
figure { margin: 2em 0; text-align: center; }
figure img { max-width: 100%; }
""".strip()


def render_html(story: Story, *, chart: bytes | None) -> str:
    """A whole HTML page; every piece of text escaped; the chart as a base64 PNG."""
    e = html.escape
    out = [
        "<!DOCTYPE html>",
        f'<html lang="{e(story.lang)}">',
        "<head>",
        '<meta charset="utf-8">',
        f"<title>{e(story.title)}</title>",
        f"<style>{_STYLE}</style>",
        "</head>",
        "<body>",
        "<article>",
        f"<h1>{e(story.title)}</h1>",
    ]
    for section in story.sections:
        out.append(f'<section class="{e(section.key)}">')
        out.append(f"<h2>{e(section.heading)}</h2>")
        out.extend(f"<p>{e(paragraph.text())}</p>" for paragraph in section.paragraphs)
        out.append("</section>")
    if chart is not None:
        data = base64.b64encode(chart).decode("ascii")
        words = story.catalogue
        out += [
            '<section class="chart">',
            f"<h2>{e(words.headings['chart'])}</h2>",
            "<figure>",
            f'<img src="data:image/png;base64,{data}" alt="{e(words.chart["alt"])}">',
            f"<figcaption>{e(words.chart['title'])}</figcaption>",
            "</figure>",
            "</section>",
        ]
    out += ["</article>", "</body>", "</html>"]
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
