#!/usr/bin/env python3
"""Emit a compact TSV (glyph<TAB>viewBox<TAB>d) for every glyph used in sf-map.tsv.
usage: extract_subset.py SVG_ROOT sf-map.tsv OUT.tsv [size]"""
import os, re, sys
root, mp, out = sys.argv[1:4]; size = sys.argv[4] if len(sys.argv) > 4 else '24'
glyphs = sorted({l.split('\t')[1] for l in open(mp).read().splitlines()[1:]})
with open(out, 'w') as f:
    f.write('glyph\tviewBox\td\n')
    for g in glyphs:
        base = g[:-6] if g.endswith('_fill1') else g
        fn = f"{base}_fill1_{size}px.svg" if g.endswith('_fill1') else f"{base}_{size}px.svg"
        t = open(os.path.join(root, base, 'materialsymbolsrounded', fn)).read()
        assert t.count('<path') == 1, g
        vb = re.search(r'viewBox="([^"]+)"', t)
        vb = vb.group(1) if vb else '0 0 %s %s' % (re.search(r'width="(\d+)"', t).group(1), re.search(r'height="(\d+)"', t).group(1))
        d = re.search(r' d="([^"]+)"', t).group(1)
        f.write(f"{g}\t{vb}\t{d}\n")
print(len(glyphs), 'glyphs ->', out)
