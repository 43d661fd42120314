"""This repository seen as a user's project: its root and the arenas of its pyproject.toml."""

from pathlib import Path

from bundler.config import load_project

PROJECT = load_project(Path(__file__).resolve().parent.parent)
ROOT = PROJECT.root
ARENAS = PROJECT.arenas
