#!/usr/bin/env python3
"""Kaissa's chess pieces: draws the twelve SVG pieces (assets/pieces/*.svg) and the sprite the page
inlines (assets/pieces.svg: one <symbol> per piece, used as <svg><use href="#wK"/></svg>; inline SVG
draws much faster at start-up than twelve SVG images, each of which is a document of its own).

The artwork is original to this project: simple, bold silhouettes on a 100×100 grid with a thick
outline, readable at 20 px and crisp at any size. Each kind is drawn once; the colour sets make
the white and black versions. Run after changing a shape:

    python3 scripts/make-pieces.py
"""
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

# fill top, fill bottom (a soft vertical gradient), outline, inner details
COLOURS = {
    "w": ("#ffffff", "#e4e1da", "#232323", "#232323"),
    "b": ("#5a5a5a", "#1e1e1e", "#101010", "#eeeeee"),
}

BASE = '<path d="M24 80 h52 a5 5 0 0 1 5 5 v2 a3 3 0 0 1 -3 3 h-56 a3 3 0 0 1 -3 -3 v-2 a5 5 0 0 1 5 -5 z"/>'

# Each shape: body paths (filled and outlined) and detail strokes (drawn in the detail colour).
SHAPES = {
    "P": {
        "body": [
            '<path d="M33 81 C34 68 39 60 44 54 L56 54 C61 60 66 68 67 81 Z"/>',
            '<rect x="37" y="47" width="26" height="8" rx="4"/>',
            '<circle cx="50" cy="32" r="14"/>',
            BASE,
        ],
        "detail": [],
    },
    "R": {
        "body": [
            '<path d="M31 81 L34 46 L66 46 L69 81 Z"/>',
            '<path d="M27 47 L27 20 L37 20 L37 28 L45 28 L45 20 L55 20 L55 28 L63 28 L63 20 L73 20 L73 47 Z"/>',
            BASE,
        ],
        "detail": [
            '<path d="M29 47 H71" />',
            '<path d="M33 72 H67" />',
        ],
    },
    "N": {
        "body": [
            '<path d="M31 81 C31 68 37 60 44 54 C38 57 31 60 25 60 C19 60 15 55 17 49 '
            'C19 43 27 37 34 29 C37 25 40 21 44 19 L47 9 L54 17 '
            'C69 19 79 33 79 52 C79 64 73 72 71 81 Z"/>',
            BASE,
        ],
        "detail": [
            '<circle cx="43" cy="31" r="3.2" class="fill"/>',
            '<circle cx="22" cy="51" r="1.9" class="fill"/>',
            '<path d="M57 24 C64 30 68 39 68 50" />',
            '<path d="M44 54 C48 50 50 46 50 42" />',
        ],
    },
    "B": {
        "body": [
            '<path d="M33 81 C35 70 39 63 43 58 L57 58 C61 63 65 70 67 81 Z"/>',
            '<rect x="36" y="51" width="28" height="8" rx="4"/>',
            '<path d="M50 15 C63 24 68 36 63 51 L37 51 C32 36 37 24 50 15 Z"/>',
            '<circle cx="50" cy="12" r="5"/>',
        ],
        "detail": [
            '<path d="M58 26 L47 39" />',
        ],
        "base": True,
    },
    "Q": {
        "body": [
            '<path d="M30 81 L36 55 L64 55 L70 81 Z"/>',
            '<path d="M31 56 L21 29 L34 42 L36 19 L45 37 L50 13 L55 37 L64 19 L66 42 L79 29 L69 56 Z"/>',
            '<circle cx="21" cy="27" r="4.5"/>',
            '<circle cx="36" cy="17" r="4.5"/>',
            '<circle cx="50" cy="11" r="4.5"/>',
            '<circle cx="64" cy="17" r="4.5"/>',
            '<circle cx="79" cy="27" r="4.5"/>',
            '<rect x="30" y="53" width="40" height="8" rx="4"/>',
        ],
        "detail": [
            '<path d="M36 72 H64" />',
        ],
        "base": True,
    },
    "K": {
        "body": [
            '<path d="M30 81 L36 56 L64 56 L70 81 Z"/>',
            '<path d="M31 57 C21 45 24 31 36 32 C41 32 45 36 50 41 C55 36 59 32 64 32 C76 31 79 45 69 57 Z"/>',
            '<path d="M46 7 h8 v8 h7 v8 h-7 v15 h-8 v-15 h-7 v-8 h7 z"/>',
            '<rect x="30" y="54" width="40" height="8" rx="4"/>',
        ],
        "detail": [
            '<path d="M36 72 H64" />',
        ],
        "base": True,
    },
}


def gradient(color: str) -> str:
    top, bottom, _, _ = COLOURS[color]
    return (
        f'<linearGradient id="kaissa-{color}" x1="0" y1="0" x2="0" y2="1">'
        f'<stop offset="0" stop-color="{top}"/><stop offset="1" stop-color="{bottom}"/></linearGradient>'
    )


def drawing(color: str, role: str) -> str:
    """The piece's shapes, filled with the gradient `kaissa-{color}`."""
    _, _, outline, detail = COLOURS[color]
    shape = SHAPES[role]
    body = list(shape["body"])
    if shape.get("base"):
        body.append(BASE)
    details = "".join(shape["detail"])
    return (
        f'<g fill="url(#kaissa-{color})" stroke="{outline}" stroke-width="4" stroke-linejoin="round">{"".join(body)}</g>'
        f'<g fill="none" stroke="{detail}" stroke-width="3" stroke-linecap="round">'
        + details.replace('class="fill"', f'fill="{detail}" stroke="none"')
        + "</g>"
    )


def svg(color: str, role: str) -> str:
    """A standalone SVG file of one piece."""
    return (
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">'
        f"<defs>{gradient(color)}</defs>{drawing(color, role)}</svg>"
    )


def main() -> None:
    out_dir = ROOT / "assets" / "pieces"
    out_dir.mkdir(parents=True, exist_ok=True)
    # The sprite is hidden without display:none, which would also hide the gradients it defines.
    sprite = [
        '<svg xmlns="http://www.w3.org/2000/svg" width="0" height="0" aria-hidden="true" '
        'style="position:absolute;width:0;height:0;overflow:hidden">',
        "<!-- Kaissa's own chess pieces, generated by scripts/make-pieces.py -->",
        f"<defs>{gradient('w')}{gradient('b')}</defs>",
    ]
    for color in "wb":
        for role in "KQRBNP":
            code = color + role
            (out_dir / f"{code}.svg").write_text(svg(color, role) + "\n")
            sprite.append(f'<symbol id="{code}" viewBox="0 0 100 100">{drawing(color, role)}</symbol>')
    sprite.append("</svg>")
    (ROOT / "assets" / "pieces.svg").write_text("\n".join(sprite) + "\n")


if __name__ == "__main__":
    main()
