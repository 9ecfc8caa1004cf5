"""What ``check`` answers: a ``CheckResult`` (proven / refuted / unknown) and its exit code.

Shared by the drivers that decide refinement (verify.check by unrolling, verify.summary_check
by loop summaries, verify.search by running the interpreter), so that none of them imports
another to build its answer.
"""

from __future__ import annotations

from dataclasses import dataclass, field

EXIT_CODES = {"proven": 0, "refuted": 1, "unknown": 2}


@dataclass
class CheckResult:
    """``status`` is "proven", "refuted" or "unknown"; ``reason`` is one line for people."""

    status: str
    reason: str
    counterexample: dict | None = None
    statements: int = 0
    time_s: float = 0.0
    confirmed: bool | None = None     # refuted: did the interpreter reproduce it?
    details: dict = field(default_factory=dict)

    @property
    def proven(self) -> bool:
        return self.status == "proven"

    @property
    def exit_code(self) -> int:
        return EXIT_CODES[self.status]

    def __bool__(self):
        raise TypeError("a CheckResult has no truth value: test .proven (unknown is not proven)")

    def __str__(self) -> str:
        return f"{self.status}: {self.reason}"

    def to_json(self) -> dict:
        """The result as JSON values (``verirw.jsonable``): ``json.dumps(r.to_json())``. The
        counterexample's input arrays are ``{"dtype", "shape", "data"}`` objects; a module's
        per-function results (``details["functions"]``) are results in turn."""
        from verirw import jsonable
        details = dict(self.details)
        functions = details.pop("functions", None)
        out = {"status": self.status, "reason": self.reason,
               "counterexample": jsonable.encode(self.counterexample),
               "statements": self.statements, "time_s": jsonable.encode(self.time_s),
               "confirmed": self.confirmed, "details": jsonable.encode(details)}
        if functions is not None:
            out["details"]["functions"] = {k: r.to_json() for k, r in functions.items()}
        return out

    @classmethod
    def from_json(cls, data: dict | str) -> "CheckResult":
        """The result :meth:`to_json` wrote (as parsed JSON or as text)."""
        from verirw import jsonable
        d = jsonable.loads(data)
        if d.get("status") not in EXIT_CODES:
            raise ValueError(f"not a CheckResult: status {d.get('status')!r}")
        details = dict(d.get("details") or {})
        if "functions" in details:
            details["functions"] = {k: cls.from_json(v) for k, v in details["functions"].items()}
        return cls(d["status"], d["reason"], _decode_counterexample(d.get("counterexample")),
                   int(d.get("statements", 0)), jsonable.decode_float(d.get("time_s", 0.0)),
                   d.get("confirmed"), details)


def _decode_counterexample(cex: dict | None) -> dict | None:
    from verirw import jsonable
    if cex is None:
        return None
    out = dict(cex)
    inputs = {}
    for name, value in (cex.get("inputs") or {}).items():
        if jsonable.is_array(value):
            inputs[name] = jsonable.decode_array(value)
        elif isinstance(value, dict):        # _after_padding: per buffer, a list of values
            inputs[name] = {k: [jsonable.decode_number(x) for x in v] for k, v in value.items()}
        else:
            inputs[name] = value
    if "inputs" in cex:
        out["inputs"] = inputs
    if "scalars" in cex:
        out["scalars"] = {k: jsonable.decode_number(v) for k, v in cex["scalars"].items()}
    for key in ("before_value", "after_value"):
        if key in cex:
            out[key] = jsonable.decode_number(cex[key])
    return out


__all__ = ["CheckResult", "EXIT_CODES"]
