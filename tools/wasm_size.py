#!/usr/bin/env python3
"""Where the app's wasm bytes go (not part of CI): code size by crate and by module of the app.

Reads the module cargo builds before wasm-bindgen and wasm-opt (it still has its `name`
section), e.g. after `bash scripts/build.sh`:

    python3 tools/wasm_size.py target/wasm32-unknown-unknown/wasm-release/kaissa.wasm [top N]

Prints the section sizes, the function-body bytes per crate (generic code is counted under the
crate of the `impl`'s type when its name says so), per module of the `kaissa` app crate, and with
a number N the N largest functions. Sizes are before wasm-opt, which shrinks everything by
roughly a fifth; the proportions are what matter.
"""

import collections
import re
import sys


def leb(b, i):
    """An unsigned LEB128 at b[i]: (value, index after it)."""
    r = s = 0
    while True:
        x = b[i]
        i += 1
        r |= (x & 0x7F) << s
        s += 7
        if x < 0x80:
            return r, i


def sections(data):
    i, out = 8, []
    while i < len(data):
        sid = data[i]
        size, j = leb(data, i + 1)
        out.append((sid, j, size))
        i = j + size
    return out


def imported_functions(data, off):
    """How many functions the import section declares (they come first in the index space)."""
    n, j = leb(data, off)
    funcs = 0
    for _ in range(n):
        for _ in range(2):  # module and field names
            length, j = leb(data, j)
            j += length
        kind = data[j]
        j += 1
        if kind == 0:  # function: type index
            _, j = leb(data, j)
            funcs += 1
        elif kind == 1:  # table: element type, limits
            j += 1
            flags, j = leb(data, j)
            _, j = leb(data, j)
            if flags & 1:
                _, j = leb(data, j)
        elif kind == 2:  # memory: limits
            flags, j = leb(data, j)
            _, j = leb(data, j)
            if flags & 1:
                _, j = leb(data, j)
        elif kind == 3:  # global: value type, mutability
            j += 2
    return funcs


def function_names(data, off, size):
    length, j = leb(data, off)
    if data[j:j + length] != b"name":
        return None
    j += length
    names, end = {}, off + size
    while j < end:
        sub = data[j]
        sub_len, j = leb(data, j + 1)
        sub_end = j + sub_len
        if sub == 1:
            n, j = leb(data, j)
            for _ in range(n):
                idx, j = leb(data, j)
                length, j = leb(data, j)
                names[idx] = data[j:j + length].decode("utf8", "replace")
                j += length
        j = sub_end
    return names


def crate_of(name):
    """The crate a (mangled) function name belongs to; `<crate>` for trait impls and generics."""
    v0 = re.match(r"_R\w*?Cs[0-9A-Za-z]+_(\d+)", name)  # v0 mangling: the first crate root
    if v0:
        start = v0.end()
        return name[start:start + int(v0.group(1))]
    m = re.match(r"_ZN(\d+)(.*)", name)
    if not m:
        return name.split("::")[0][:40]
    head = m.group(2)[: int(m.group(1))]
    if head.startswith("_$LT$"):  # <Type as Trait>::f or <Type>::f: the first crate path inside
        inner = re.search(r"([a-z_][a-z_0-9]*)\.\.", head)
        return "<" + (inner.group(1) if inner else "?") + ">"
    return head


def main():
    data = open(sys.argv[1], "rb").read()
    top = int(sys.argv[2]) if len(sys.argv) > 2 else 0
    secs = sections(data)
    ids = {0: "custom", 1: "type", 2: "import", 3: "function", 7: "export", 10: "code", 11: "data"}
    print("sections:", ", ".join(f"{ids.get(s, s)} {z}" for s, _, z in secs))
    n_imports, bodies, names = 0, [], {}
    for sid, off, size in secs:
        if sid == 2:
            n_imports = imported_functions(data, off)
        elif sid == 10:
            n, j = leb(data, off)
            for _ in range(n):
                length, k = leb(data, j)
                bodies.append(length + k - j)
                j = k + length
        elif sid == 0:
            names = function_names(data, off, size) or names
    if not names:
        sys.exit("no name section: use the module cargo built, before wasm-opt")
    by_crate, by_module, functions = collections.Counter(), collections.Counter(), []
    for k, size in enumerate(bodies):
        name = names.get(k + n_imports, "?")
        by_crate[crate_of(name)] += size
        m = re.match(r"_ZN6kaissa(\d+)(\w+)", name)
        if m:
            by_module[m.group(2)[: int(m.group(1))]] += size
        functions.append((size, name))
    print(f"function bodies: {len(bodies)}, {sum(bodies)} bytes")
    print("\nby crate:")
    for crate, size in by_crate.most_common(30):
        print(f"{size:9d}  {crate}")
    print("\nby module of the app (non-generic code):")
    for module, size in by_module.most_common():
        print(f"{size:9d}  kaissa::{module}")
    if top:
        print(f"\nthe {top} largest functions:")
        for size, name in sorted(functions, reverse=True)[:top]:
            print(f"{size:9d}  {name[:150]}")


if __name__ == "__main__":
    main()
