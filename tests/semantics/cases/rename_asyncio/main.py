import asyncio

from workers import Pool, ticker


async def think(name, plies):
    total = 0
    for ply in range(plies):
        await asyncio.sleep(0)
        total += ply
    return f"{name} searched {plies} plies (sum {total})"


async def main():
    results = await asyncio.gather(think("a", 3), think("b", 5), think("c", 1))
    print(results)
    async with Pool(size=2) as pool:
        print("pool open with", pool.size, "workers")
        squares = [x async for x in pool.map(lambda v: v * v, [1, 2, 3])]
        print("squares:", squares)
    async for tick in ticker(3):
        print("tick", tick)
    task = asyncio.create_task(think("bg", 2))
    print("background:", await task)
    try:
        await asyncio.wait_for(asyncio.Event().wait(), timeout=0.01)
    except asyncio.TimeoutError:
        print("timed out as expected")
    return "finished"


print(asyncio.run(main()))
