"""``python -m verirw``: the ``verirw`` command (``verirw.cli``)."""

from verirw.cli import main

if __name__ == "__main__":
    main(prog_name="verirw")
