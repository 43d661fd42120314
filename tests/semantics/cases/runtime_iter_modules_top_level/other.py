"""Other module."""
