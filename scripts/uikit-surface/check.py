#!/usr/bin/env python3
"""Checks the generated declaration files' row grammar (fields per row kind, availability form)."""
import glob
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
DECL = os.path.join(HERE, '..', '..', 'Sources', 'UIKitSurface', 'Declarations')
AVAIL = re.compile(r'^ios \d+\.\d+(\.\d+)?( deprecated \d+\.\d+(\.\d+)?)?( obsoleted \d+\.\d+(\.\d+)?)?( unavailable-in-swift)?$')
bad = 0
total = 0
for p in sorted(glob.glob(os.path.join(DECL, '*.swift'))):
    if p.endswith('Index.swift'):
        continue
    text = open(p, encoding='utf-8').read()
    body = re.search(r'#+"""\n(.*)\n  """#+', text, re.S).group(1)
    head = None
    n = 0
    for line in body.split('\n'):
        row = line[2:]
        f = row.split(' | ')
        kind = f[0].split()[0]
        err = None
        if kind == 'global':
            head, err = kind, (None if len(f) == 2 and AVAIL.match(f[1]) else 'global header')
        elif kind in ('class', 'protocol', 'struct', 'enum', 'options', 'typed') and len(f) == 3:
            head = kind
            err = None if len(f) == 3 and AVAIL.match(f[2]) else 'type header'
        else:
            n += 1
            if len(f) != 4:
                err = 'fields'
            elif not AVAIL.match(f[2]):
                err = 'availability'
            elif head in ('enum', 'options', 'typed') and kind != 'case':
                err = 'non-case in enum'
            elif head == 'protocol' and not re.match(r'^(optional|required) ', f[3]):
                err = 'protocol marker'
            elif head is None:
                err = 'member before header'
        if err:
            bad += 1
            print('%s: %s: %s' % (os.path.basename(p), err, row))
    if n > 2000:
        print('%s: %d rows' % (os.path.basename(p), n))
    total += n
print('%d member rows, %d problems' % (total, bad))
sys.exit(1 if bad else 0)
