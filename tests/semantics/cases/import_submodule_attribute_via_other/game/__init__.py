TITLE = "mini chess"
