"""``te.verify(s, [A, C])``: the evidence that a schedule's lowered program is right.

Three independent checks, each able to fail:

* every access of the lowered program is in bounds, proven with z3 (symbolic in the loops);
* the lowered program refines the compute definition: ``verirw.check`` against the same
  tensors lowered without any schedule (every stage at root over its whole shape, which is the
  definition read literally) — proven, refuted with a counterexample, or unknown past the
  budget (never reported as proven);
* the interpreter's run equals a direct numpy evaluation of the definitions on random inputs.

The report also puts verirw's allocation beside what TVM's InferBound rule allocates.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from verirw.te.bound import infer_bound
from verirw.te.lower import lower
from verirw.te.reference import disagreements
from verirw.te.schedule import Schedule, create_schedule
from verirw.te.tensor import PlaceholderOp


@dataclass
class ScheduleReport:
    func: object                                   # the lowered PrimFunc
    in_bounds: object                              # verirw.verify.bounds.BoundsReport
    refinement: object                             # verirw.check's result
    numpy_problems: list[str]
    allocations: dict[str, tuple[int, int]] = field(default_factory=dict)  # name -> (exact, tvm)

    @property
    def ok(self) -> bool:
        return (self.in_bounds.proven and self.refinement.status == "proven"
                and not self.numpy_problems)

    def __str__(self) -> str:
        lines = [f"in bounds: {'proven' if self.in_bounds.proven else 'NOT proven'} "
                 f"({len(self.in_bounds.accesses)} accesses)",
                 f"refines the definition: {self.refinement.status}",
                 f"agrees with numpy: {'yes' if not self.numpy_problems else self.numpy_problems[0]}"]
        for name, (exact, tvm) in self.allocations.items():
            lines.append(f"allocation {name}: {exact} elements (TVM's rule: {tvm})")
        return "\n".join(lines)


def verify(schedule: Schedule, args, *, bounds: str = "exact", seeds=(0, 1, 2),
           timeout_s: float = 60.0, **check_options) -> ScheduleReport:
    from verirw.verify import check
    from verirw.verify.bounds import prove_in_bounds
    func = lower(schedule, args, bounds=bounds)
    definition = lower(create_schedule(list(schedule.outputs)), args)
    layouts = {t.name: schedule[t].layout for t in args if schedule[t].layout is not None}
    refinement = check(definition, func, layouts=layouts or None, timeout_s=timeout_s,
                       **check_options)
    full = [t.op for t in args if not isinstance(t.op, PlaceholderOp)]
    exact, tvm = infer_bound(schedule, "exact", full=full), infer_bound(schedule, "tvm", full=full)
    allocations = {s.name: (exact[s].size, tvm[s].size) for s in exact.stages
                   if not any(t.op is s.op for t in args)}
    return ScheduleReport(func, prove_in_bounds(func), refinement,
                          disagreements(func, schedule, args, seeds=seeds), allocations)
