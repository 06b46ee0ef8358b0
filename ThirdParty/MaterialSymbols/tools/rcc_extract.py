#!/usr/bin/env python3
"""Extract SVG files from a qt-material-icons resources/icons_<style>_<size>.py
(Qt rcc 'python' output, format version 3) without needing Qt.
usage: rcc_extract.py icons_rounded_24.py OUTDIR"""
import sys, os, types, struct, zlib
src, out = sys.argv[1], sys.argv[2]
stub = types.ModuleType('qtpy'); core = types.SimpleNamespace()
cap = {}
core.qRegisterResourceData = lambda v, s, n, d: cap.update(v=v, s=s, n=n, d=d)
core.qUnregisterResourceData = lambda *a: None
stub.QtCore = core; stub.QtGui = None; stub.QtWidgets = None
sys.modules['qtpy'] = stub
exec(compile(open(src).read(), src, 'exec'), {'__name__': 'rcc'})
S, N, D, ver = cap['s'], cap['n'], cap['d'], cap['v']
esz = 14 if ver == 1 else 22
def name(off):
    ln = struct.unpack_from('>H', N, off)[0]
    return N[off + 6: off + 6 + 2 * ln].decode('utf-16-be')
def walk(idx, path):
    o = idx * esz
    noff, flags = struct.unpack_from('>IH', S, o)
    nm = name(noff) if idx else ''
    p = os.path.join(path, nm)
    if flags & 2:
        cnt, first = struct.unpack_from('>II', S, o + 6)
        for c in range(first, first + cnt): walk(c, p)
    else:
        doff = struct.unpack_from('>I', S, o + 10)[0]
        ln = struct.unpack_from('>I', D, doff)[0]
        data = D[doff + 4: doff + 4 + ln]
        if flags & 1: data = zlib.decompress(data[4:])
        elif flags & 4: raise SystemExit('zstd not supported')
        os.makedirs(os.path.dirname(os.path.join(out, p)), exist_ok=True)
        open(os.path.join(out, p), 'wb').write(data)
walk(0, '')
