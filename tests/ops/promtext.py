"""A strict reader of the Prometheus text format (0.0.4) for the /metrics tests.

`parse(text)` checks what Prometheus itself insists on and returns {family: {"type", "help",
"samples": {(name, labels tuple): value}}}; any violation raises AssertionError naming the line.
The result is then cross-checked against Debian's prometheus_client parser in the test."""

import math
import re

NAME = r"[a-zA-Z_:][a-zA-Z0-9_:]*"
LABEL = r"[a-zA-Z_][a-zA-Z0-9_]*"
VALUE = r"(?:[+-]?Inf|NaN|[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?)"
LABEL_PAIR = r'(%s)="((?:[^"\\\n]|\\[\\"n])*)"' % LABEL
SAMPLE = re.compile(r"^(%s)(?:\{((?:%s)(?:,%s)*)?\})? (%s)$" % (NAME, LABEL_PAIR, LABEL_PAIR, VALUE))
HELP = re.compile(r"^# HELP (%s) (.*)$" % NAME)
TYPE = re.compile(r"^# TYPE (%s) (counter|gauge|histogram|summary|untyped)$" % NAME)
SUFFIXES = {"counter": [""], "gauge": [""], "histogram": ["_bucket", "_sum", "_count"], "untyped": [""]}


def _unescape(v):
    return re.sub(r"\\(.)", lambda m: {"n": "\n", "\\": "\\", '"': '"'}[m.group(1)], v)


def _value(text):
    return float(text.replace("Inf", "inf").replace("NaN", "nan"))


def parse(text):
    assert text.endswith("\n"), "the body must end with a newline"
    families, current = {}, None
    for n, line in enumerate(text.split("\n")[:-1], 1):
        where = "line %d %r" % (n, line)
        if line.startswith("# HELP "):
            m = HELP.match(line)
            assert m, "bad HELP " + where
            assert m.group(1) not in families, "family repeated or HELP after samples: " + where
            current = m.group(1)
            families[current] = {"help": m.group(2), "type": None, "samples": {}}
        elif line.startswith("# TYPE "):
            m = TYPE.match(line)
            assert m and m.group(1) == current, "TYPE must follow its HELP: " + where
            assert families[current]["type"] is None and not families[current]["samples"], "late TYPE " + where
            families[current]["type"] = m.group(2)
        elif line.startswith("#") or not line:
            raise AssertionError("unexpected comment or blank " + where)
        else:
            m = SAMPLE.match(line)
            assert m, "bad sample " + where
            assert current and families[current]["type"], "sample before its family " + where
            name, value = m.group(1), m.group(m.lastindex)
            fam = families[current]
            assert name in [current + s for s in SUFFIXES[fam["type"]]], "%s outside family %s: %s" % (name, current, where)
            labels = tuple((k, _unescape(v)) for k, v in re.findall(LABEL_PAIR, line[len(name):line.rfind(" ")]))
            assert len({k for k, _ in labels}) == len(labels), "repeated label " + where
            key = (name, labels)
            assert key not in fam["samples"], "repeated series " + where
            fam["samples"][key] = _value(value)
    for name, fam in families.items():
        if fam["type"] == "counter":
            for (_, _), v in fam["samples"].items():
                assert v >= 0 and not math.isnan(v), "negative counter %s" % name
        if fam["type"] == "histogram":
            _check_histogram(name, fam["samples"])
    return families


def _check_histogram(name, samples):
    groups = {}
    for (sample, labels), v in samples.items():
        base = tuple(l for l in labels if l[0] != "le")
        g = groups.setdefault(base, {"buckets": [], "sum": None, "count": None})
        if sample.endswith("_bucket"):
            le = dict(labels)["le"]
            g["buckets"].append((_value(le), v))
        elif sample.endswith("_sum"):
            g["sum"] = v
        else:
            g["count"] = v
    for base, g in groups.items():
        b = g["buckets"]
        assert b and b[-1][0] == math.inf, "%s%s: +Inf bucket must come last" % (name, base)
        assert [le for le, _ in b] == sorted(le for le, _ in b), "%s: buckets out of order" % name
        assert all(b[i][1] <= b[i + 1][1] for i in range(len(b) - 1)), "%s: buckets not cumulative" % name
        assert g["count"] == b[-1][1], "%s: _count %s != +Inf bucket %s" % (name, g["count"], b[-1][1])
        assert g["sum"] is not None and g["sum"] >= 0, "%s: _sum missing" % name


def value(families, family, sample=None, **labels):
    """The value of one series; `sample` defaults to the family name."""
    fam = families[family]
    sample = sample or family
    for (name, ls), v in fam["samples"].items():
        if name == sample and dict(ls) == labels:
            return v
    raise AssertionError("no series %s%s in %s" % (sample, labels, sorted(fam["samples"])))
