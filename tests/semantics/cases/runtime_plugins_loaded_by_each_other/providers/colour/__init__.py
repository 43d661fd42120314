from providers import size  # noqa: F401

DEFAULT = "red"
