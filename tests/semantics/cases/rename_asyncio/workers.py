import asyncio


class Pool:
    def __init__(self, size):
        self.size = size
        self.open = False

    async def __aenter__(self):
        await asyncio.sleep(0)
        self.open = True
        return self

    async def __aexit__(self, kind, value, traceback):
        self.open = False
        print("pool closed, open =", self.open)
        return False

    async def map(self, function, items):
        for item in items:
            await asyncio.sleep(0)
            yield function(item)


async def ticker(count):
    for i in range(count):
        await asyncio.sleep(0)
        yield i * 10
