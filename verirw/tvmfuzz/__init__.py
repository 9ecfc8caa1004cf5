"""``verirw tvm-fuzz``: Apache TVM's own TIR passes on generated programs, each step checked by
``verirw.check``, each refutation confirmed or disputed by TVM's runtime (docs/campaigns.md,
docs/tvm-findings.md).

* ``programs``: the program strategy (TVMScript text, weighted toward what the passes act on);
* ``helper``: TVM in a helper process (a pass that aborts costs one program), and ``run_pair``,
  the in-process replay a saved finding uses;
* ``campaign``: one program through a pass (``examine``), confirmation on TVM's runtime,
  minimisation, saved findings, the campaign shards and their summary.

Nothing here imports TVM at import time.
"""
