#!/usr/bin/env python3
"""Attributes the samples of a `perf record -g` of mancala-server to the parts of a round trip
(docs/PERFORMANCE.md §Where a round trip's CPU goes).

Kernel samples are charged to the system call they run under (the libc wrapper or the
`__x64_sys_*` frame in their chain, both reliable without frame pointers); user samples to the
function they were taken in, by its library or its name. Prints one JSON object per category,
largest first, with its share of all samples and, given --us-per-rt, of a round trip's CPU.
Usage: perf script -i perf.data -F ip,sym,dso | bench/perf_categories.py [--us-per-rt 67]
"""
import argparse
import json
import re
import sys

# The kernel's share, by system call: which part of the round trip asked for it.
SYSCALLS = [
    (r"sendmsg|sendto|writev|\bwrite\b|__libc_write|__x64_sys_write", "kernel: socket writes (loopback delivery included)"),
    (r"recvmsg|recvfrom|readv|\bread\b|__libc_read|__x64_sys_read", "kernel: socket reads"),
    (r"epoll", "kernel: epoll (waiting, re-arming)"),
    (r"futex", "kernel: futex (threads waking each other: strands, the writer)"),
    (r"pwrite|pread|fsync|fdatasync|fcntl|lseek|openat|ftruncate", "kernel: SQLite's file I/O"),
    (r"accept|connect|socket|setsockopt", "kernel: connections"),
]
# The user-space share, by function or library.
USER = [
    (r"libsqlite3", "SQLite (its library)"),
    (r"GameStore|WriteQueue|SqliteStore|game_rows|bind_ply|Checkpointer|PlyLog", "store: queueing plies and results for SQLite"),
    (r"decode_client_message|json.*(parse|lexer|parser|from_json|get_number|scan)", "decode: JSON parse of the move"),
    (r"moved_message|state_json|json.*(serializer|dump|to_json)|ply_json", "serialize: the moved message"),
    (r"basic_json|json_value|nlohmann", "JSON values built and freed (decode and serialize)"),
    (r"mancala::engine|Kalah|Position|PlyList|sow|legal_plies", "engine: the ply played"),
    (r"GameRoom|RoomRegistry|Lobby|Matchmaker|play::|RulesCache|MoveClock|Audience", "room: checks, registry, clocks, audience"),
    (r"tcmalloc|operator new|operator delete|tc_", "allocator (tcmalloc)"),
    (r"websocket|beast::(detail::)?(buffers|static_buffer|flat_buffer|basic_stream)|frame|mask|utf8", "Beast: WebSocket framing, masking, buffers"),
    (r"WsSession|Peer|RateLimit|session", "session: routing, rate limit, write queue"),
    (r"boost::asio|asio::", "Asio: scheduler, strands, handlers"),
    (r"_Sp_counted|shared_ptr|weak_ptr", "shared_ptr reference counts"),
    (r"libc\.so|memcpy|memmove|memcmp|strlen|pthread_", "libc (copies, mutexes)"),
    (r"vdso|clock_gettime", "clock reads"),
]


def strip_templates(sym):
    """`f<long args>::g` → `f::g`: template arguments name every library (nlohmann's
    `adl_serializer` is in each of its symbols), so only the names outside them classify."""
    out, depth = [], 0
    for ch in sym:
        if ch == "<":
            depth += 1
        elif ch == ">":
            depth = max(0, depth - 1)
        elif depth == 0:
            out.append(ch)
    return "".join(out)


def classify(frames):
    """frames: (sym, dso) from the sample's leaf outwards."""
    leaf_sym, leaf_dso = frames[0]
    leaf_sym = strip_templates(leaf_sym)
    if "kernel" in leaf_dso:
        for sym, dso in frames:
            if "kernel" in dso and not sym.startswith(("__x64_sys_", "__do_sys_", "__se_sys_")):
                continue
            for pattern, name in SYSCALLS:
                if re.search(pattern, sym):
                    return name
        return "kernel: other (scheduler, interrupts, page faults)"
    text = f"{leaf_sym} {leaf_dso}"
    for pattern, name in USER:
        if re.search(pattern, text):
            return name
    return "other user code (std containers, std::function)"


def samples(lines):
    frames = []
    for line in lines:
        line = line.rstrip("\n")
        if not line.strip():
            if frames:
                yield frames
            frames = []
            continue
        m = re.match(r"\s+[0-9a-f]+ (.*) \((.*)\)$", line)
        if m:
            frames.append((m.group(1), m.group(2)))
    if frames:
        yield frames


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--us-per-rt", type=float, default=0.0)
    parser.add_argument("--show", help="also list the leaf functions of this part")
    args = parser.parse_args()
    counts, shown = {}, {}
    total = 0
    for frames in samples(sys.stdin):
        name = classify(frames)
        counts[name] = counts.get(name, 0) + 1
        total += 1
        if args.show and args.show in name:
            leaf = strip_templates(frames[0][0])[:120]
            shown[leaf] = shown.get(leaf, 0) + 1
    for leaf, n in sorted(shown.items(), key=lambda kv: -kv[1])[:25]:
        print(f"# {n:6d} {leaf}")
    for name, n in sorted(counts.items(), key=lambda kv: -kv[1]):
        row = {"part": name, "share": round(100.0 * n / total, 1), "samples": n}
        if args.us_per_rt:
            row["us_per_rt"] = round(args.us_per_rt * n / total, 1)
        print(json.dumps(row))


if __name__ == "__main__":
    main()
