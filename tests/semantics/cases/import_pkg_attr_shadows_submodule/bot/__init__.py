# the package binds a plain name equal to the name of one of its submodules
strategy = "minimax (default)"
