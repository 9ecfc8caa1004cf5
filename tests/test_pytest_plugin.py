"""The pytest plugin (``verirw.pytest_plugin``, entry point ``pytest11``): the ``verirw_fuzz``
fixture fuzzes a user's pass in one line, catches a planted bug, honours the active hypothesis
profile and its example database, and takes ``--verirw-examples`` / ``--verirw-seed``. Each
run is a pytest subprocess (a hypothesis profile loaded there must not leak into this one)."""

from __future__ import annotations

pytest_plugins = ["pytester"]

COUNTING = '''
import os
from verirw import ir

def counted(f):
    with open(os.environ["COUNT_FILE"], "a") as out:
        out.write("x")
    return f
'''

GOOD = COUNTING + '''
def test_identity(verirw_fuzz):
    verirw_fuzz(counted)
'''

PLANTED = '''
from verirw import ir

def drop_everything(f):          # the planted bug: the pass forgets the body
    return f.with_body(ir.NOOP)

def test_my_pass(verirw_fuzz):
    verirw_fuzz(drop_everything)
'''


def calls(path) -> int:
    return len(path.read_text()) if path.exists() else 0


def test_the_fixture_catches_a_planted_bug(pytester):
    pytester.makepyfile(test_planted=PLANTED)
    result = pytester.runpytest_subprocess("--verirw-examples", "20", "--verirw-seed", "1",
                                           "-p", "no:cacheprovider")
    result.assert_outcomes(failed=1)
    result.stdout.fnmatch_lines(["*FuzzMismatch*the pass changed the program's behaviour*"])
    result.stdout.fnmatch_lines(["*verirw: fuzz seed 1, examples 20*"])


def test_a_correct_pass_passes_and_the_options_count(pytester, monkeypatch, tmp_path):
    count = tmp_path / "count"
    monkeypatch.setenv("COUNT_FILE", str(count))
    pytester.makepyfile(test_good=GOOD)
    result = pytester.runpytest_subprocess("--verirw-examples", "7", "--verirw-seed", "2",
                                           "-p", "no:cacheprovider")
    result.assert_outcomes(passed=1)
    assert 4 <= calls(count) <= 7


def test_the_hypothesis_profile_applies(pytester, monkeypatch, tmp_path):
    count = tmp_path / "count"
    monkeypatch.setenv("COUNT_FILE", str(count))
    pytester.makeconftest('''
from hypothesis import settings
settings.register_profile("three", max_examples=3)
settings.load_profile("three")
''')
    pytester.makepyfile(test_good=GOOD)
    result = pytester.runpytest_subprocess("-p", "no:cacheprovider")
    result.assert_outcomes(passed=1)
    assert 1 <= calls(count) <= 3        # fuzz_pass used to run 100 examples regardless


def test_a_failure_is_saved_in_the_profiles_example_database(pytester, tmp_path):
    db = tmp_path / "examples-db"
    pytester.makeconftest(f'''
from hypothesis import settings
from hypothesis.database import DirectoryBasedExampleDatabase
settings.register_profile("db", database=DirectoryBasedExampleDatabase({str(db)!r}),
                          max_examples=20)
settings.load_profile("db")
''')
    pytester.makepyfile(test_planted=PLANTED)
    result = pytester.runpytest_subprocess("-p", "no:cacheprovider")
    result.assert_outcomes(failed=1)
    saved = [p for p in db.rglob("*") if p.is_file()]
    assert saved, "the failing program was not saved: the next run could not replay it"
    again = pytester.runpytest_subprocess("-p", "no:cacheprovider")
    again.assert_outcomes(failed=1)
