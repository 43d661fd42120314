HELP = "a subpackage"
