"""The rule library's translation cache (``verirw.egraph.translation_cache``): a hit gives
exactly what translating gives, and anything unusual falls back to translating."""

from __future__ import annotations

import dataclasses
import os
from pathlib import Path

import pytest

from verirw.egraph import engine, translation_cache
from verirw.egraph.library import FAMILIES, load_library


@pytest.fixture
def cache(tmp_path, monkeypatch):
    monkeypatch.setenv("VERIRW_CACHE_DIR", str(tmp_path / "cache"))
    return tmp_path / "cache"


def _refuse(rules):
    raise AssertionError("translated although the cache holds it")


def test_a_hit_is_the_translation(cache):
    rules = load_library(FAMILIES)
    first = translation_cache.library(rules, engine.translate)
    assert [p.name for p in cache.iterdir()] == [f"library-{translation_cache.key(rules)}.json"]
    again = translation_cache.library(rules, _refuse)
    assert again == first == engine.translate(rules)
    assert again.everything == first.everything and len(again.instances) > 200


def test_a_changed_rule_is_a_new_key(cache):
    rules = load_library(FAMILIES)
    changed = list(rules)
    k = next(i for i, r in enumerate(changed) if getattr(r, "when", None))
    changed[k] = dataclasses.replace(changed[k], when="")
    assert translation_cache.key(changed) != translation_cache.key(rules)
    # the family is part of a rule's key too (the ruleset it joins)
    renamed = [dataclasses.replace(rules[0], family="other"), *rules[1:]]
    assert translation_cache.key(renamed) != translation_cache.key(rules)


def test_a_corrupt_file_is_translated_again_and_replaced(cache):
    rules = load_library(("arith",))
    translation_cache.library(rules, engine.translate)
    (path,) = cache.iterdir()
    for junk in ("", "{not json", '{"format": 999}', '{"format": 1, "header": 3}'):
        path.write_text(junk)
        got = translation_cache.library(rules, engine.translate)
        assert got == engine.translate(rules)
        assert translation_cache.library(rules, _refuse) == got     # rewritten whole


def test_off_and_unwritable_translate_without_a_file(tmp_path, monkeypatch):
    rules = load_library(("minmax",))
    monkeypatch.setenv("VERIRW_CACHE_DIR", "off")
    assert translation_cache.cache_dir() is None
    assert translation_cache.library(rules, engine.translate) == engine.translate(rules)
    blocked = tmp_path / "file"
    blocked.write_text("")                # a file where the directory should be
    monkeypatch.setenv("VERIRW_CACHE_DIR", str(blocked / "cache"))
    assert translation_cache.library(rules, engine.translate) == engine.translate(rules)
    assert blocked.read_text() == ""


def test_default_location_follows_xdg(monkeypatch, tmp_path):
    monkeypatch.delenv("VERIRW_CACHE_DIR", raising=False)
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    assert translation_cache.cache_dir() == tmp_path / "verirw"
    monkeypatch.delenv("XDG_CACHE_HOME")
    assert translation_cache.cache_dir() == Path(os.path.expanduser("~")) / ".cache" / "verirw"
    # without a home directory ``~`` stays unexpanded: no cache, rather than a "~" folder here
    monkeypatch.setattr(os.path, "expanduser", lambda path: path)
    assert translation_cache.cache_dir() is None


def test_no_cache_when_the_translator_cannot_be_read(cache, monkeypatch):
    """A zipped install has no source files to hash: nothing would tell two versions apart."""
    monkeypatch.setattr(translation_cache, "_PACKAGE", cache / "nowhere")
    translation_cache._translator_digest.cache_clear()
    try:
        assert translation_cache._translator_digest() is None
        rules = load_library(("cmp",))
        assert translation_cache.library(rules, engine.translate) == engine.translate(rules)
        assert not cache.exists()
    finally:
        translation_cache._translator_digest.cache_clear()
