import sys, asyncio


async def sleeper():
    await asyncio.sleep(0)
async def main():
    t = asyncio.create_task(sleeper())
    await asyncio.sleep(0)
    print(repr(t).split(" running at ")[1].split("/")[-1][:10])
    await t
if sys.stdin.read():
    asyncio.run(main())
