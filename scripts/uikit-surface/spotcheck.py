#!/usr/bin/env python3
"""Compares generated rows with Swift declarations as Apple's documentation shows them (spotchecks.txt):
Owner|declaration, short forms without parameter names allowed. Prints OK/MISS per line."""
import re, sys, glob, os
DECL = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "Sources", "UIKitSurface", "Declarations")
def split_top(s):
    out, d, cur = [], 0, ''
    for c in s:
        if c in '([<': d += 1
        if c in ')]>': d -= 1
        if c == ',' and d == 0: out.append(cur); cur = ''
        else: cur += c
    out.append(cur); return out
def short(decl):
    decl = decl.replace('@MainActor ', '').strip()
    m = re.match(r'^(.*?\binit)\((.*)\)([?!])$', decl)
    if m: decl = m.group(1) + m.group(3) + '(' + m.group(2) + ')'
    decl = re.sub(r' \{ get( set)? \}$', '', decl)
    decl = decl.replace('@escaping ', '')
    m = re.match(r'^([^(]*?\b(?:func \w+|init[?!]?))\((.*)\)(.*)$', decl)
    if not m: return decl
    head, params, tail = m.groups()
    ps = []
    for p in split_top(params):
        p = p.strip()
        if not p: continue
        p = re.sub(r'\s*=\s*[^,]*$', '', p) if re.search(r'=\s*(nil|\[\]|\.|\d|true|false)', p) else p
        if ': ' not in p and not re.match(r'^\w+ \w+$', p):
            ps.append(p); continue
        names, _, ty = p.partition(': ')
        n = names.split()
        ps.append(ty if n[0] == '_' and len(n) == 2 else (n[0] + ': ' + ty))
    return head + '(' + ', '.join(ps) + ')' + tail
rows = {}
for p in glob.glob(DECL + '/*.swift'):
    owner = None
    for line in open(p):
        f = line.strip().split(' | ')
        if len(f) == 3: owner = f[0].split()[1].rstrip(':')
        if len(f) == 4 and owner:
            rows.setdefault(owner, []).append((short(f[0]), f[0], f[1], f[2]))
ok = bad = 0
for line in open(sys.argv[1]):
    line = line.strip()
    if not line or line.startswith('#'): continue
    owner, want = line.split('|', 1)
    want = short(want.strip().replace(' : ', ': '))
    hits = [r for r in rows.get(owner.strip(), []) if r[0] == want]
    if hits:
        ok += 1; print('OK  ', owner, '|', hits[0][1], '|', hits[0][2], '|', hits[0][3])
    else:
        bad += 1
        near = [r[0] for r in rows.get(owner.strip(), []) if want.split('(')[0].split(':')[0] in r[0]][:3]
        print('MISS', owner, '|', want, '| near:', near)
print(ok, 'ok', bad, 'missing')
