import cmd


class BotShell(cmd.Cmd):
    """Interactive bot console."""

    prompt = ""
    use_rawinput = False

    def do_move(self, arg):
        """move SQUARE -- play a move."""
        print("moved", arg)

    def do_status(self, arg):
        """Show the engine status."""
        print("status ok")

    def do_undo(self, arg):
        print("undone")

    def do_quit(self, arg):
        """Leave the console."""
        return True
