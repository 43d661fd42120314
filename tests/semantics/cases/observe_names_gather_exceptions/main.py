import sys, asyncio
class Job:
    def __init__(self):
        self.ident = 1
async def work(job):
    return job.identt
async def main():
    print(await asyncio.gather(work(Job()), return_exceptions=True))
if sys.stdin.readline().strip() == "go":
    asyncio.run(main())
print(Job().ident)
