"""arena-bundler: one verified, paste-ready file per arena from modular bot sources."""
