"""Every format renders: text, Markdown, HTML (which parses and carries the chart), and the chart is an image."""

from __future__ import annotations

import base64
import html
import io
import re
import struct
import xml.etree.ElementTree as ET
from html.parser import HTMLParser
from typing import Any

import pytest

from tontine import FirstDealer, Rules, SeededShuffle, Table
from tontine.i18n import languages as available_languages
from tontine.narrate import Game, tell
from tontine.narrate.chart import chart_png, chart_svg
from tontine.narrate.render import escape_markdown, render, render_html, render_markdown, render_text

PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"
EVIL = "<script>alert(1)</script>"


class Page(HTMLParser):
    """Collects tags, image sources and text; fails on unbalanced section tags."""

    def __init__(self) -> None:
        super().__init__()
        self.stack: list[str] = []
        self.tags: list[str] = []
        self.images: list[dict[str, str | None]] = []
        self.text: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.tags.append(tag)
        if tag == "img":
            self.images.append(dict(attrs))
        elif tag not in ("meta", "br"):
            self.stack.append(tag)

    def handle_endtag(self, tag: str) -> None:
        assert self.stack and self.stack[-1] == tag, (self.stack, tag)
        self.stack.pop()

    def handle_data(self, data: str) -> None:
        self.text.append(data)


def png_size(data: bytes) -> tuple[int, int]:
    assert data[:8] == PNG_SIGNATURE
    length, kind = struct.unpack(">I4s", data[8:16])
    assert kind == b"IHDR" and length == 13
    width, height = struct.unpack(">II", data[16:24])
    return width, height


@pytest.fixture(scope="module")
def story() -> Any:
    table = Table(Rules(first_dealer=FirstDealer.LOT), ["Mr. Darcy", EVIL, "Miss *Bates*", "Lady C"],
                  source=SeededShuffle(17))
    for _ in table.play():
        pass
    return tell(Game.from_table(table, seed=17), "en")


@pytest.fixture(scope="module")
def png(story: Any) -> bytes:
    return chart_png(story)


def test_the_chart_is_a_valid_png_of_the_game(png: bytes, story: Any) -> None:
    width, height = png_size(png)
    assert width >= 600 and height >= 300
    import matplotlib.image

    pixels = matplotlib.image.imread(io.BytesIO(png), format="png")
    assert pixels.shape[:2] == (height, width)
    assert png == chart_png(story)  # the same game draws the same bytes


def test_the_chart_series_follow_the_events(story: Any) -> None:
    from tontine import DealEnded, Won

    # (deal, holdings, pool) after the antes and after each deal (the last one after the win);
    # the box panel shows the box as each deal was settled, before the pay-out
    events = [e for e in story_events(story) if isinstance(e, DealEnded)]
    assert [p[0] for p in story.series[1:]] == [e.deal for e in events]
    assert story.box[1:] == [e.pool for e in events]
    assert [p[1] for p in story.series[1:-1]] == [e.holdings for e in events[:-1]]
    won = next(e for e in story_events(story) if isinstance(e, Won))
    assert story.series[-1][1][won.seat] == won.holding and story.series[-1][2] == 0


def story_events(story: Any) -> list[Any]:
    table = Table(Rules(first_dealer=FirstDealer.LOT), list(story.players), source=SeededShuffle(17))
    return list(table.play())


def test_the_svg_chart_is_well_formed(story: Any) -> None:
    svg = chart_svg(story)
    root = ET.fromstring(svg.encode("utf-8"))
    assert root.tag.endswith("svg")
    assert svg == chart_svg(story)


def test_html_parses_has_the_chart_and_escapes_names(story: Any, png: bytes) -> None:
    page = render_html(story, chart=png)
    parser = Page()
    parser.feed(page)
    parser.close()
    assert parser.stack == []
    assert "script" not in parser.tags
    assert EVIL not in page and "&lt;script&gt;alert(1)&lt;/script&gt;" in page
    assert EVIL in "".join(parser.text)  # escaped, the name still reads as given
    [image] = parser.images
    src = image["src"] or ""
    assert src.startswith("data:image/png;base64,")
    assert base64.b64decode(src.split(",", 1)[1]) == png
    assert image["alt"]
    assert parser.tags.count("h2") == len(story.sections) + 1


def test_markdown_escapes_and_links_or_embeds_the_chart(story: Any, png: bytes) -> None:
    linked = render_markdown(story, chart_link="game-chart.png")
    assert linked.startswith(f"# {story.title}")
    assert "](game-chart.png)" in linked
    assert EVIL not in linked and "&lt;script&gt;" in linked
    assert "Miss \\*Bates\\*" in linked
    embedded = render_markdown(story, chart=png)
    uri = re.search(r"\]\(data:image/png;base64,([A-Za-z0-9+/=]+)\)", embedded)
    assert uri is not None and base64.b64decode(uri.group(1)) == png
    assert escape_markdown("a_b [c]") == "a\\_b \\[c\\]"


def test_text_is_wrapped_at_spaces_and_complete(story: Any) -> None:
    text = render_text(story)
    assert all(len(line) <= 78 for line in text.splitlines() if " " in line)
    # no word is broken: joining the lines with spaces gives back every sentence as told
    flat = re.sub(r"\s+", " ", text)
    for sentence in story.prose():
        assert sentence.text in flat
    assert story.colophon() and story.colophon() not in flat  # the colophon only on request
    assert story.colophon() in re.sub(r"\s+", " ", render_text(story, colophon=True))


@pytest.mark.parametrize("lang", available_languages())
@pytest.mark.parametrize("fmt", ["text", "markdown", "html"])
def test_every_format_renders_in_every_language(lang: str, fmt: str, png: bytes) -> None:
    table = Table(Rules.from_preset("french"), ["M. A", "Mme B", "Mlle C"], source=SeededShuffle(4))
    for _ in table.play():
        pass
    told = tell(Game.from_table(table, seed=4), lang)
    out = render(told, fmt, chart=png)
    assert told.title in out.replace("\\", "")
    if fmt == "html":
        Page().feed(out)
        assert f'lang="{lang}"' in out


def test_unknown_format_is_refused(story: Any) -> None:
    with pytest.raises(ValueError, match="unknown format 'pdf'"):
        render(story, "pdf")


@pytest.mark.parametrize("lang", ["en", "fr", "de"])
def test_html_is_hyphenated_by_language_with_navigable_headings(lang: str, png: bytes) -> None:
    from tontine.i18n import localizer
    from tontine.narrate import cast

    table = Table(Rules(), [p.name for p in cast(lang, 6)], source=SeededShuffle(5))
    for _ in table.play():
        pass
    story = tell(Game.from_table(table, seed=5), lang)
    page = render_html(story, chart=png)
    assert f'<html lang="{lang}">' in page and "hyphens: auto" in page
    ids = re.findall(r'<section id="([\w-]+)"', page)
    assert ids == ["opening", "play", "end", "chart"]
    for key in ids:
        assert f'href="#{key}"' in page
    caption = re.search(r"<figcaption>(.*?)</figcaption>", page).group(1)
    assert caption != story.title and caption == html.escape(localizer(lang)("narrate-chart-caption"))


def test_text_wraps_at_spaces_only() -> None:
    from tontine.narrate.render import wrap

    text = "Die Gesellschaft versammelte sich um den runden Tisch am Kamin, und dann kam die Herz-Acht"
    for width in range(6, 40):
        lines = wrap(text, width, "de")
        assert " ".join(lines) == text, width
        assert all(len(line) <= width or " " not in line for line in lines)
    assert wrap(text, 0, "de") == [text]  # width 0: a paragraph a line
    assert wrap("she paid seventy-two counters", 13, "en") == ["she paid", "seventy-two", "counters"]
    # a French narrow no-break space keeps its mark on the same line
    assert all(not line.startswith(("\u202f", ";", ":")) for line in wrap("Oui\u202f; non\u202f: " * 20, 30, "fr"))


def test_short_words_are_carried_over_whole() -> None:
    from tontine.narrate.render import wrap

    for lang, text in (("fr", "le trois de trèfle paya son voisin de gauche"), ("en", "the knave of hearts")):
        for width in range(8, 30):
            lines = wrap(text, width, lang)
            assert " ".join(lines) == text, (lang, width, lines)
