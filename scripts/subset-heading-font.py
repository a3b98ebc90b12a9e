#!/usr/bin/env python3
"""Makes the headings' font files in client/src/assets/fonts/ from Playfair Display SemiBold (the
@fontsource/playfair-display package's Latin file). Run it again only when that file or the split
changes: `python3 scripts/subset-heading-font.py` (needs Debian's python3-fonttools and brotli).

The font is split in two (docs/decisions/heading-font-split.md). The first file holds what nearly
every heading uses (the ASCII letters, figures and punctuation, and the typographic quotes and
dashes), is preloaded, and fits within TCP's first window (about 14.6 kB) with its headers; the
second holds the rest of the Latin file and is fetched only by a page whose headings use one of its
characters. A subset is a modified font, and the font's licence (OFL 1.1) reserves the name
"Playfair Display" to the original: both files are renamed "Inner Light Serif", keep the copyright
and licence records, and are distributed with the licence (OFL.txt beside them).
"""
import pathlib
from fontTools import subset
from fontTools.ttLib import TTFont

ROOT = pathlib.Path(__file__).resolve().parent.parent
SOURCE = ROOT / "node_modules/@fontsource/playfair-display/files/playfair-display-latin-600-normal.woff2"
OUT = ROOT / "client/src/assets/fonts"
FAMILY = "Inner Light Serif"
# Kept in step with the unicode-range of each @font-face in client/src/index.css.
CORE = "U+0020-007E,U+00A0,U+2013-2014,U+2018-2019,U+201C-201D,U+2022,U+2026"
EXTRA = "U+0000-001F,U+007F-009F,U+00A1-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-2012,U+2015-2017,U+201A-201B,U+201E-2021,U+2023-2025,U+2027-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD"
# The features a browser applies to Latin text by default; the rest (fractions, figure styles) no heading asks for.
FEATURES = ["kern", "liga", "calt", "ccmp", "locl", "mark", "mkmk", "rlig"]


def rename(font: TTFont) -> None:
    names = font["name"]
    style = "SemiBold"
    for record in list(names.names):
        if record.nameID in (1, 4, 16):
            # As the original names them: the legacy family (1) and the full name (4) carry the weight.
            names.setName(FAMILY if record.nameID == 16 else f"{FAMILY} {style}", record.nameID, record.platformID, record.platEncID, record.langID)
        elif record.nameID in (3, 6):
            names.setName(f"{FAMILY.replace(' ', '')}-{style}", record.nameID, record.platformID, record.platEncID, record.langID)
    # The OFL's own records stay: the copyright (0), the licence (13) and its address (14).
    if not any(r.nameID == 13 for r in names.names):
        names.setName("This Font Software is licensed under the SIL Open Font License, Version 1.1.", 13, 3, 1, 0x409)


def make(unicodes: str, name: str) -> None:
    options = subset.Options()
    options.flavor = "woff2"
    options.layout_features = FEATURES
    options.hinting = False
    options.name_IDs = ["*"]
    options.name_languages = ["*"]
    font = TTFont(SOURCE)
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=subset.parse_unicodes(unicodes))
    subsetter.subset(font)
    rename(font)
    target = OUT / name
    font.flavor = "woff2"
    font.save(target)
    print(f"{target.relative_to(ROOT)}: {target.stat().st_size} bytes")


make(CORE, "inner-light-serif-600-core.woff2")
make(EXTRA, "inner-light-serif-600-extra.woff2")
