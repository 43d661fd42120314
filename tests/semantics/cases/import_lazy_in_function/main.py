print("main: start")


def analyse(position):
    import analysis  # lazy: loaded on the first call only

    return analysis.evaluate(position)


class Bot:
    def think(self, position):
        from opening_book import lookup

        return lookup(position)


print("main: defined everything, nothing imported yet")
bot = Bot()
print("book:", bot.think("start"))
print("main: between calls")
print("eval:", analyse("xx.o"))
print("eval again:", analyse("oo.x"))
print("book again:", bot.think("e4"))
