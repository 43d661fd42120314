HELP = "internal"
