"""zzwidget maker."""
