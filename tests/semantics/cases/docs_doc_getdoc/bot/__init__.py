"""Chess-bot helpers."""
