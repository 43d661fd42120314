import logging
import sys

from worker.jobs import Pipeline

logging.basicConfig(
    stream=sys.stdout, level=logging.DEBUG, format="%(funcName)s:%(levelname)s:%(message)s"
)


def main():
    logging.info("start")
    print(Pipeline().run(["a.io", "bb.io"]))
    logging.info("done")


main()
